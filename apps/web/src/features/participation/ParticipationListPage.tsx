import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { localePath } from '@tribune/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';

/**
 * An area's list page (`{participate}/{area}/{all}`): the back link to the hub, the title and
 * description, then the open items' cards and, when there are any, the ended ones'; the skeletons
 * while it loads, the error state with a retry, the empty state. Ids and test ids are
 * `{idPrefix}-open|ended|empty`; each grid has the class `gridClassName`. The texts are the
 * feature's (`ns`): `backToParticipate`, `title`, `description`, `loadError`, `emptyTitle`,
 * `emptyText`, `noOpen`, and the two headings named by `headings`.
 */
export function ParticipationListPage<D, I extends { id: string; attributes: { open: boolean } }, E>({
  className,
  testId,
  idPrefix,
  gridClassName,
  query,
  items,
  card,
  skeletons,
  ns,
  headings,
}: {
  className: string;
  testId: string;
  idPrefix: string;
  gridClassName: string;
  query: UseQueryResult<D, E>;
  items: (data: D) => readonly I[];
  card: (item: I, data: D) => ReactNode;
  skeletons: ReactNode;
  /** The feature's translation namespace. */
  ns: string;
  /** The keys (in `ns`) of the open and the ended items' headings. */
  headings: { open: string; ended: string };
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const texts = {
    back: t(`${ns}.backToParticipate`),
    title: t(`${ns}.title`),
    description: t(`${ns}.description`),
    openHeading: t(`${ns}.${headings.open}`),
    endedHeading: t(`${ns}.${headings.ended}`),
  };
  usePageMeta({ title: texts.title, description: texts.description });
  const all = query.data ? items(query.data) : [];
  const open = all.filter((item) => item.attributes.open);
  const ended = all.filter((item) => !item.attributes.open);
  return (
    <div className={className} data-testid={testId}>
      <p className="back-link">
        <Link to={localePath(locale, words.participate)}>{texts.back}</Link>
      </p>
      <h1>{texts.title}</h1>
      <p className="muted">{texts.description}</p>
      {query.isPending ? (
        skeletons
      ) : query.isError ? (
        <ErrorState message={t(`${ns}.loadError`)} onRetry={() => void query.refetch()} />
      ) : open.length === 0 && ended.length === 0 ? (
        <div className="empty-state" data-testid={`${idPrefix}-empty`}>
          <h2>{t(`${ns}.emptyTitle`)}</h2>
          <p className="muted">{t(`${ns}.emptyText`)}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby={`${idPrefix}-open`}>
            <h2 id={`${idPrefix}-open`}>{texts.openHeading}</h2>
            {open.length === 0 ? (
              <p className="muted">{t(`${ns}.noOpen`)}</p>
            ) : (
              <div className={gridClassName}>{open.map((item) => card(item, query.data))}</div>
            )}
          </section>
          {ended.length > 0 ? (
            <section aria-labelledby={`${idPrefix}-ended`}>
              <h2 id={`${idPrefix}-ended`}>{texts.endedHeading}</h2>
              <div className={gridClassName}>{ended.map((item) => card(item, query.data))}</div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
