import {
  DEFAULT_NFT_SORT,
  DEFAULT_NFT_SORT_DIRECTION,
  NFT_SEARCH_MIN_CHARS,
  NFT_SORT_DIRECTIONS,
  NFT_SORTS,
  type NftSort,
  type NftSortDirection,
} from '@tribune/domain';

/** The filters of my NFTs, as the page keeps them in its URL. */
export interface MyNftFilters {
  sortBy: NftSort;
  sortDirection: NftSortDirection;
  /** A collection's id, from the list's `available_categories`. */
  byCollection?: string;
  /** Only the NFTs with frozen (or burnt) copies. */
  frozenOrBurnt: boolean;
  /** A name search; sent only with more than one character. */
  q?: string;
}

/** The URL parameters of my NFTs' filters (the same names as the API's). */
export const MY_NFT_PARAMS = {
  sortBy: 'sort_by',
  sortDirection: 'sort_direction',
  byCollection: 'by_collection',
  frozenOrBurnt: 'frozen_or_burnt',
  q: 'q',
} as const;

const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T =>
  (list as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

/**
 * My NFTs' filters from the page's URL: `sort_by` (default collection), `sort_direction`
 * (default asc), `by_collection`, `frozen_or_burnt` (`true`), `q`; anything unknown falls back.
 */
export function myNftFiltersFromSearch(search: URLSearchParams): MyNftFilters {
  const filters: MyNftFilters = {
    sortBy: oneOf(NFT_SORTS, search.get(MY_NFT_PARAMS.sortBy), DEFAULT_NFT_SORT),
    sortDirection: oneOf(NFT_SORT_DIRECTIONS, search.get(MY_NFT_PARAMS.sortDirection), DEFAULT_NFT_SORT_DIRECTION),
    frozenOrBurnt: search.get(MY_NFT_PARAMS.frozenOrBurnt) === 'true',
  };
  const collection = search.get(MY_NFT_PARAMS.byCollection)?.trim();
  if (collection && collection.length <= 64) filters.byCollection = collection;
  const q = searchTerm(search.get(MY_NFT_PARAMS.q));
  if (q) filters.q = q;
  return filters;
}

/** A name search that acts: trimmed, more than one character; else undefined. */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const q = raw?.trim() ?? '';
  return [...q].length > NFT_SEARCH_MIN_CHARS ? q : undefined;
}

/** The API's query of my NFTs under these filters, for one page (`GET /v2/nfts?by_current_user=true`). */
export function myNftsApiQuery(filters: MyNftFilters, page: number, perPage: number) {
  return {
    by_current_user: 'true' as const,
    sort_by: filters.sortBy,
    sort_direction: filters.sortDirection,
    ...(filters.byCollection ? { by_collection: filters.byCollection } : {}),
    ...(filters.frozenOrBurnt ? { frozen_or_burnt: 'true' as const } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page,
    per_page: perPage,
  };
}

/**
 * The URL value of one filter after a change: a default is left out of the URL (null), so the
 * plain `{nfts}/{mynfts}` is the default list.
 */
export function filterParamValue(name: keyof MyNftFilters, value: string | boolean | undefined): string | null {
  switch (name) {
    case 'sortBy':
      return value === DEFAULT_NFT_SORT ? null : (value as string) || null;
    case 'sortDirection':
      return value === DEFAULT_NFT_SORT_DIRECTION ? null : (value as string) || null;
    case 'frozenOrBurnt':
      return value === true ? 'true' : null;
    case 'byCollection':
    case 'q':
      return typeof value === 'string' && value.trim() ? value : null;
  }
}
