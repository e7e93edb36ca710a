import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, localePath, type ContentType } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import type { SectionProps } from '../sections.ts';
import { contentKeys, contentsQuery, setPublished, type AdminContent } from './api.ts';
import AnnouncementsScreen from './AnnouncementsScreen.tsx';
import ContentForm from './ContentForm.tsx';

/**
 * Contents (docs/CONSOLE.md "Contents"): the list of every content, unpublished ones too, with
 * search and the type filter; a new content, editing one (`edit/{id}`), publishing and
 * unpublishing (asked first).
 */
export default function ContentsScreen({ screen, id }: SectionProps) {
  if (screen === 'new') return <ContentForm />;
  if (screen === 'edit' && id) return <ContentForm id={id} />;
  if (screen === 'announcements') return <AnnouncementsScreen />;
  return <ContentsList />;
}

function ContentsList() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { values, page, set } = useListParams({ search: '', type: '' });
  const list = useQuery(
    contentsQuery({
      search: values.search,
      contentType: (CONTENT_TYPES as readonly string[]).includes(values.type)
        ? (values.type as ContentType)
        : undefined,
      page,
    }),
  );
  const columns: ConsoleColumn<AdminContent>[] = [
    {
      key: 'title',
      header: t('content.title'),
      cell: (c) => (
        <Link to={localePath(locale, 'admin', 'content', 'edit', c.id)} data-testid={`content-edit-${c.id}`}>
          {c.attributes.title.en ?? c.attributes.slug}
        </Link>
      ),
    },
    { key: 'type', header: t('content.type'), cell: (c) => t(`content.types.${c.attributes.content_type}`) },
    {
      key: 'state',
      header: t('content.state'),
      cell: (c) => <ContentState content={c} />,
    },
    { key: 'updated', header: t('content.updated'), cell: (c) => absoluteTime(c.attributes.updated_at, locale) },
    {
      key: 'actions',
      header: t('members.actions'),
      cell: (c) => {
        const title = c.attributes.title.en ?? c.attributes.slug;
        const publish = !c.attributes.published;
        return (
          <ConfirmButton
            label={publish ? t('content.publish') : t('content.unpublish')}
            title={t(publish ? 'content.confirmPublish' : 'content.confirmUnpublish', { title })}
            text={t(publish ? 'content.confirmPublishText' : 'content.confirmUnpublishText')}
            confirmLabel={publish ? t('content.publish') : t('content.unpublish')}
            destructive={!publish}
            testId={`content-${publish ? 'publish' : 'unpublish'}-${c.id}`}
            onConfirm={async () => {
              await setPublished(c.id, publish);
              await queryClient.invalidateQueries({ queryKey: contentKeys.all });
            }}
          />
        );
      },
    },
  ];
  return (
    <div className="console-screen" data-testid="console-contents">
      <div className="console-screen-head">
        <h1>{t('sections.content')}</h1>
        <span className="console-actions">
          <Link
            className="button button-secondary"
            to={localePath(locale, 'admin', 'content', 'announcements')}
            data-testid="content-announcements"
          >
            {t('particip2.announce.heading')}
          </Link>
          <Link className="button" to={localePath(locale, 'admin', 'content', 'new')} data-testid="content-new">
            {t('content.new')}
          </Link>
        </span>
      </div>
      <ConsoleTable
        caption={t('sections.content')}
        query={list}
        columns={columns}
        rowKey={(c) => c.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search || values.type ? t('content.noneFound') : t('content.none')}
        testId="contents-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('content.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="contents-search"
            />
            <ConsoleSelect
              label={t('content.type')}
              value={values.type}
              onChange={(type) => set({ type })}
              testId="contents-type"
              options={[
                { value: '', label: t('content.everyType') },
                ...CONTENT_TYPES.map((type) => ({ value: type, label: t(`content.types.${type}`) })),
              ]}
            />
          </>
        }
      />
    </div>
  );
}

/** Published or a draft, and the schedule's times when it has them. */
function ContentState({ content }: { content: AdminContent }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { publish_at: publishAt, unpublish_at: unpublishAt, published } = content.attributes;
  const time = (iso: string) => absoluteTime(iso, locale);
  return (
    <>
      {published ? t('content.published') : t('content.draft')}
      {publishAt && !published ? (
        <span className="muted" data-testid={`content-scheduled-${content.id}`}>
          {' · '}
          {t('content.scheduled', { time: time(publishAt) })}
        </span>
      ) : null}
      {unpublishAt ? <span className="muted">{` · ${t('content.endsAt', { time: time(unpublishAt) })}`}</span> : null}
    </>
  );
}
