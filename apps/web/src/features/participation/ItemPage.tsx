import { useState, type ReactNode } from 'react';
import { useQueryClient, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { PARTICIPATION_SORTS, type ParticipationSort } from '@tribune/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath } from '../../kernel/session/viewer.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { MorePagesButton } from '../../kernel/ui/MorePagesButton.tsx';
import { rememberInitialBoost } from '../wallet/index.ts';
import type { ContributionType } from './Contribution.tsx';
import type { ContributionInput } from './ContributionForm.tsx';
import type { CardMedium } from './ParticipationCard.tsx';
import './participation.css';

/** The back link at the top of an item's page (test id `back-link`). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="back-link">
      <Link to={to} data-testid="back-link">
        {label}
      </Link>
    </p>
  );
}

/** The image of an item's hero on its page: the original, else the thumbnail. */
export function heroImageSrc(medium: CardMedium | undefined): string | null {
  return medium?.attributes.original ?? medium?.attributes.thumbnail ?? null;
}

/** The top, hot and recent buttons over a list of contributions (`{ns}.sorts.{sort}`). */
export function SortTabs({
  sort,
  onSort,
  ns,
}: {
  sort: ParticipationSort;
  onSort: (sort: ParticipationSort) => void;
  /** The feature's translation namespace. */
  ns: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sort-tabs" role="group" aria-label={t(`${ns}.sortLabel`)}>
      {PARTICIPATION_SORTS.map((key) => (
        <button
          key={key}
          type="button"
          className={key === sort ? 'filter-chip active' : 'filter-chip'}
          aria-pressed={key === sort}
          onClick={() => onSort(key)}
          data-testid={`sort-${key}`}
        >
          {t(`${ns}.sorts.${key}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The contributions of an item page by page: skeletons while the first page loads (list
 * `listClassName`, rows `{itemClassName} {itemClassName}-skeleton`, test id `skeletonTestId`), the
 * error state with a retry, the empty text (test id `emptyTestId`), else the rows and the
 * load-more button (`{ns}.loadMore`, `{ns}.loadingMore`).
 */
export function ContributionList<P, I>({
  query,
  items,
  row,
  ns,
  listClassName,
  itemClassName,
  skeletonTestId,
  emptyTestId,
  loadError,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>, unknown>;
  items: (page: P) => readonly I[];
  /** One row (with its key). */
  row: (item: I, page: P) => ReactNode;
  /** The feature's translation namespace. */
  ns: string;
  listClassName: string;
  itemClassName: string;
  skeletonTestId: string;
  emptyTestId: string;
  loadError: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flatMap((page) => items(page).map((item) => row(item, page))) ?? [];
  return (
    <>
      {query.isPending ? (
        <ul className={listClassName} aria-busy="true" data-testid={skeletonTestId}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className={`${itemClassName} ${itemClassName}-skeleton`}>
              <span className="skeleton skeleton-title" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState message={loadError} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : (
        <ul className={listClassName}>{rows}</ul>
      )}
      <MorePagesButton query={query} label={t(`${ns}.loadMore`)} loadingLabel={t(`${ns}.loadingMore`)} />
    </>
  );
}

/**
 * The sort of an item's contributions (top first) and adding one: `add` creates it, remembers its
 * initial boost, shows the newest first and reloads the feature's queries (`queryKey`).
 */
export function useAddContribution(
  type: ContributionType,
  create: (input: ContributionInput) => Promise<{ id: string }>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ParticipationSort>('top');
  const add = async (input: ContributionInput) => {
    const created = await create(input);
    rememberInitialBoost(type, created.id, input.initialBoost);
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey });
  };
  return { sort, setSort, add };
}

/** `children` for a signed-in viewer; for a guest, the link to sign in and come back (`signIn`). */
export function SignedInOr({ signIn, children }: { signIn: string; children: ReactNode }) {
  const session = useSession();
  const loginHere = useLoginHerePath();
  if (session.status === 'signedIn') return <>{children}</>;
  return (
    <p>
      <Link to={loginHere}>{signIn}</Link>
    </p>
  );
}
