import type { SpaceFilters } from './api.ts';

/**
 * The list's filters from the URL (docs/COMMUNITY.md "The list": page 1 and by_featured true by default):
 * `featured=0` turns the featured filter off, `mine=1` lists the viewer's groups (ignored for a
 * guest), `q` searches. The server's rendering reads the same, as a guest.
 */
export function spaceFiltersFromSearch(search: URLSearchParams, viewerSlug: string | null): SpaceFilters {
  const q = (search.get('q') ?? '').trim();
  return {
    byFeatured: search.get('featured') !== '0',
    ...(viewerSlug && search.get('mine') === '1' ? { forUser: viewerSlug } : {}),
    ...(q ? { search: q } : {}),
  };
}
