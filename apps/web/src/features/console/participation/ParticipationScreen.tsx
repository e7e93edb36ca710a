import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import type { SectionProps } from '../sections.ts';
import { itemsQuery, participationKeys, runAction, type AdminItem } from './api.ts';
import ItemForm from './ItemForm.tsx';
import { KINDS, kindOf, type ParticipationKind } from './kinds.ts';

/**
 * Participation (docs/CONSOLE.md "Participation"): votings, ideation missions, AMA sessions and
 * events, each listed with its state, a new one, editing one, publishing and closing (asked
 * first). `/{locale}/admin/participation/{type}/{new|id}`.
 */
export default function ParticipationScreen({ screen, id }: SectionProps) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const kind = kindOf(screen) ?? KINDS[0]!;
  return (
    <div className="console-screen" data-testid="console-participation">
      <h1>{t('sections.participation')}</h1>
      <nav className="console-tabs" aria-label={t('participation.types')}>
        {KINDS.map((k) => (
          <Link
            key={k.word}
            to={localePath(locale, 'admin', 'participation', k.word)}
            aria-current={k === kind ? 'page' : undefined}
            data-testid={`participation-tab-${k.word}`}
          >
            {t(`participation.kinds.${k.word}`)}
          </Link>
        ))}
      </nav>
      {id === 'new' ? <ItemForm kind={kind} /> : id ? <ItemForm kind={kind} id={id} /> : <ItemsList kind={kind} />}
    </div>
  );
}

function ItemsList({ kind }: { kind: ParticipationKind }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { page, set } = useListParams({});
  const list = useQuery(itemsQuery(kind, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: participationKeys.all });
  const columns: ConsoleColumn<AdminItem>[] = [
    {
      key: 'title',
      header: t('content.title'),
      cell: (item) => (
        <Link
          to={localePath(locale, 'admin', 'participation', kind.word, item.id)}
          data-testid={`participation-edit-${item.id}`}
        >
          {item.attributes.title.en ?? item.attributes.slug}
        </Link>
      ),
    },
    {
      key: 'state',
      header: t('content.state'),
      cell: (item) =>
        !item.attributes.published
          ? t('content.draft')
          : item.attributes.open
            ? t('participation.open')
            : t('participation.closed'),
    },
    {
      key: 'date',
      header: t(`participation.fields.${kind.dateField}`),
      cell: (item) => {
        const at = item.attributes[kind.dateField];
        return typeof at === 'string' ? absoluteTime(at, locale) : '—';
      },
    },
    {
      key: 'actions',
      header: t('members.actions'),
      cell: (item) => {
        const title = item.attributes.title.en ?? item.attributes.slug;
        return (
          <span className="console-actions">
            {!item.attributes.published ? (
              <ConfirmButton
                label={t('content.publish')}
                title={t('content.confirmPublish', { title })}
                text={t('content.confirmPublishText')}
                confirmLabel={t('content.publish')}
                testId={`participation-publish-${item.id}`}
                onConfirm={async () => {
                  await runAction(kind, item.id, 'publish');
                  await refresh();
                }}
              />
            ) : null}
            {kind.closes && item.attributes.published && item.attributes.open ? (
              <ConfirmButton
                label={t('participation.close')}
                title={t('participation.confirmClose', { title })}
                text={t('participation.confirmCloseText')}
                confirmLabel={t('participation.close')}
                destructive
                testId={`participation-close-${item.id}`}
                onConfirm={async () => {
                  await runAction(kind, item.id, 'close');
                  await refresh();
                }}
              />
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <>
      <div className="console-screen-head">
        <h2>{t(`participation.kinds.${kind.word}`)}</h2>
        <Link
          className="button"
          to={localePath(locale, 'admin', 'participation', kind.word, 'new')}
          data-testid="participation-new"
        >
          {t(`participation.new.${kind.word}`)}
        </Link>
      </div>
      <ConsoleTable
        caption={t(`participation.kinds.${kind.word}`)}
        query={list}
        columns={columns}
        rowKey={(item) => item.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('participation.none')}
        testId="participation-list"
      />
    </>
  );
}
