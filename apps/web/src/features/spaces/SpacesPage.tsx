import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@tribune/domain';
import { useTypedBeforeHydration } from '../../kernel/hydration.ts';
import { Link, useSearchParams } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { spacesListQuery } from './api.ts';
import { spaceFiltersFromSearch } from './filters.ts';
import { newSpacePath, spacesPath } from './paths.ts';
import { SpaceCard, SpaceCardSkeletons } from './SpaceCard.tsx';
import './spaces.css';

/** Search waits this long after the last key press (debounce 500 ms, docs/COMMUNITY.md "The list"). */
export const SPACES_SEARCH_DEBOUNCE_MS = 500;

/**
 * `{spaces}`: the fan groups. Filters kept in the URL: featured only (the default; `?featured=0`
 * turns it off), the viewer's own groups (`?mine=1`), a search (`?q=`, debounced). When the
 * featured list is empty but the server says other groups exist, the filter is switched off and
 * the list reloaded (docs/COMMUNITY.md "The list"), with a note saying so; the URL keeps the fan's choice.
 */
export default function SpacesPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const viewer = signedIn && session.user ? session.user.id : null;
  const viewerSlug = signedIn ? (session.user?.slug ?? null) : null;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = spaceFiltersFromSearch(searchParams, viewerSlug);
  const mine = searchParams.get('mine') === '1';
  const q = searchParams.get('q') ?? '';
  const featured = useInfiniteQuery(spacesListQuery(filters, locale, viewer));
  // The featured fallback (docs/COMMUNITY.md "The list"): an empty featured list while unfeatured groups exist
  // switches the filter off and loads the list again without it (the server's rendering does too).
  const first = featured.data?.pages[0];
  const fellBack = filters.byFeatured && first !== undefined && first.data.length === 0 && first.hasUnverifiedGroups;
  const unfeatured = useInfiniteQuery({
    ...spacesListQuery({ ...filters, byFeatured: false }, locale, viewer),
    enabled: fellBack,
  });
  const list = fellBack ? unfeatured : featured;
  usePageMeta({ title: t('spaces.title'), description: t('spaces.description') });

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const [draft, setDraft] = useState(q);
  // A search typed before the server-rendered list was hydrated is kept (kernel/hydration.ts).
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, draft, setDraft);
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => setParam('q', draft.trim() ? draft : null), SPACES_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, q]);

  const searchId = useId();
  const featuredId = useId();
  const mineId = useId();
  const groups = list.data?.pages.flatMap((p) => p.data) ?? [];

  let body;
  if (list.isPending) {
    body = <SpaceCardSkeletons />;
  } else if (list.isError && groups.length === 0) {
    body = <ErrorState message={t('spaces.loadError')} onRetry={() => void list.refetch()} />;
  } else if (groups.length === 0) {
    body = (
      <div className="empty-state spaces-empty" data-testid="spaces-empty">
        <h2>{t('spaces.emptyTitle')}</h2>
        <p className="muted">{filters.search || mine ? t('spaces.emptyFiltered') : t('spaces.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className="space-grid" data-testid="spaces-list">
          {groups.map((group, i) => (
            <SpaceCard key={group.id} group={group} priority={i === 0} />
          ))}
        </div>
        {list.isFetchNextPageError ? (
          <ErrorState message={t('spaces.loadError')} onRetry={() => void list.fetchNextPage()} />
        ) : null}
        {list.hasNextPage ? (
          <div className="spaces-more">
            <button
              type="button"
              className="button button-secondary"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              data-testid="spaces-more"
            >
              {list.isFetchingNextPage ? t('spaces.loadingMore') : t('spaces.loadMore')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="page page-wide spaces-page" data-testid="spaces-page">
      <div className="spaces-heading">
        <h1>{t('spaces.title')}</h1>
        {signedIn ? (
          <Link className="button" to={newSpacePath(locale, words)} data-testid="spaces-create">
            {t('spaces.create')}
          </Link>
        ) : (
          <Link className="button button-secondary" to={loginPath(locale, spacesPath(locale, words))}>
            {t('spaces.signInToCreate')}
          </Link>
        )}
      </div>
      <p className="muted">{t('spaces.description')}</p>
      <div className="spaces-filters">
        <div className="spaces-search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('spaces.searchLabel')}
          </label>
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            value={draft}
            placeholder={t('spaces.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setDraft('');
            }}
            data-testid="spaces-search"
          />
        </div>
        <label className="spaces-toggle" htmlFor={featuredId}>
          <input
            id={featuredId}
            type="checkbox"
            checked={filters.byFeatured && !fellBack}
            onChange={(e) => setParam('featured', e.target.checked ? null : '0')}
            data-testid="spaces-featured"
          />
          {t('spaces.featuredOnly')}
        </label>
        {viewerSlug ? (
          <label className="spaces-toggle" htmlFor={mineId}>
            <input
              id={mineId}
              type="checkbox"
              checked={mine}
              onChange={(e) => setParam('mine', e.target.checked ? '1' : null)}
              data-testid="spaces-mine"
            />
            {t('spaces.myGroups')}
          </label>
        ) : null}
      </div>
      {fellBack ? (
        <p className="alert alert-info" role="status" data-testid="spaces-fallback">
          {t('spaces.noFeatured')}
        </p>
      ) : null}
      {body}
    </div>
  );
}
