import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { CreateOrSignInLink } from '../../kernel/ui/CreateOrSignInLink.tsx';
import { PagedList } from '../../kernel/ui/PagedList.tsx';
import { UrlSearchBox, useSetSearchParam } from '../../kernel/ui/UrlSearchBox.tsx';
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
  const [searchParams] = useSearchParams();
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

  const setParam = useSetSearchParam();

  const featuredId = useId();
  const mineId = useId();
  const groups = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="page page-wide spaces-page" data-testid="spaces-page">
      <div className="spaces-heading">
        <h1>{t('spaces.title')}</h1>
        <CreateOrSignInLink
          signedIn={signedIn}
          to={newSpacePath(locale, words)}
          back={spacesPath(locale, words)}
          label={t('spaces.create')}
          signInLabel={t('spaces.signInToCreate')}
          testId="spaces-create"
        />
      </div>
      <p className="muted">{t('spaces.description')}</p>
      <div className="spaces-filters">
        <UrlSearchBox
          className="spaces-search"
          label={t('spaces.searchLabel')}
          placeholder={t('spaces.searchPlaceholder')}
          value={q}
          onSearch={(draft) => setParam('q', draft.trim() ? draft : null)}
          delayMs={SPACES_SEARCH_DEBOUNCE_MS}
          testId="spaces-search"
        />
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
      <PagedList
        query={list}
        size={groups.length}
        loading={<SpaceCardSkeletons />}
        errorMessage={t('spaces.loadError')}
        keepItemsOnError
        empty={
          <div className="empty-state spaces-empty" data-testid="spaces-empty">
            <h2>{t('spaces.emptyTitle')}</h2>
            <p className="muted">{filters.search || mine ? t('spaces.emptyFiltered') : t('spaces.emptyText')}</p>
          </div>
        }
        more={{
          wrapClassName: 'spaces-more',
          label: t('spaces.loadMore'),
          loadingLabel: t('spaces.loadingMore'),
          testId: 'spaces-more',
          announceBusy: false,
        }}
        nextPageError="retry"
      >
        <div className="space-grid" data-testid="spaces-list">
          {groups.map((group, i) => (
            <SpaceCard key={group.id} group={group} priority={i === 0} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
