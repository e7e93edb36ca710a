import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '@tribune/api-client';
import { NFTS_FAILURE, type NftSortDirection } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { loggingFailure, nextListPage, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { fetchMyNftsPage, nftKeys, NFTS_PER_PAGE, type MyNftsPage } from '../api.ts';

/** The orders of the dialog's grid: by name, by owned copies, by collection (the default, descending). */
export const GIFT_SORTS = ['collection', 'name', 'amount'] as const;
export type GiftSort = (typeof GIFT_SORTS)[number];

/** The grid's filters: the fan's NFTs with a movable duplicate, searched and ordered. */
export interface TradableFilters {
  sortBy: GiftSort;
  sortDirection: NftSortDirection;
  /** Sent only with more than one character. */
  q?: string;
}

/** The grid's order when the dialog opens: collection, descending. */
export const DEFAULT_TRADABLE_FILTERS: TradableFilters = { sortBy: 'collection', sortDirection: 'desc' };

const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(NFTS_FAILURE, what, call);

/**
 * The fan's NFTs that can be gifted (`listTradable`: `GET /v2/nfts?by_current_user=true&tradable=true`),
 * page by page, with the list's meta (today's gifts, whether any duplicate is movable).
 */
export const tradableNftsQuery = (filters: TradableFilters, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: [...nftKeys.all, 'tradable', filters, locale, viewer ?? 'guest'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<MyNftsPage> =>
      logged('list tradable nfts', () =>
        fetchMyNftsPage({
          by_current_user: 'true',
          tradable: 'true',
          sort_by: filters.sortBy,
          sort_direction: filters.sortDirection,
          ...(filters.q ? { q: filters.q } : {}),
          page: pageParam,
          per_page: NFTS_PER_PAGE,
        }),
      ),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** A fan found by name (the chat's user search, `GET /v2/chat_users`). */
export interface FoundFan {
  id: string;
  attributes: { slug: string; display_name: string; avatar_thumbnail?: string | null; verified: boolean };
}

/** Fans matching a name (never the caller, blocked or deleted users). */
export const fanSearchQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...nftKeys.all, 'gift-recipients', search] as const,
    queryFn: async (): Promise<FoundFan[]> =>
      unwrap(await api.GET('/v2/chat_users', { params: { query: { search, per_page: 8 } } })).data,
    enabled: enabled && search.length >= 2,
    staleTime: 30_000,
  });

/** Sends one copy of an NFT to a fan (`POST /v2/nfts/{id}/gift`); the key makes a retry send once. */
export function giftNft(id: string, targetSlug: string, idempotencyKey: string) {
  return logged('gift nft', async () =>
    unwrap(
      await api.POST('/v2/nfts/{id}/gift', {
        params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
        body: { gift: { target_user_slug: targetSlug } },
      }),
    ),
  );
}

/** Whether the server asks a self-custody fan to approve the admin for their NFTs first. */
export function needsApproval(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'NFT_APPROVAL_REQUIRED';
}
