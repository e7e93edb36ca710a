import { ORGANIZATION_FILTERS, type OrganizationFilter } from '@tribune/domain';

/** The filter of the URL (`?filter=`), `all` when missing or unknown; `mine` only for a signed-in viewer. */
export function organizationFilterOf(raw: string | null, signedIn: boolean): OrganizationFilter {
  const filter = (ORGANIZATION_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as OrganizationFilter) : 'all';
  return filter === 'mine' && !signedIn ? 'all' : filter;
}
