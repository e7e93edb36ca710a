import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap, type paths } from '@tribune/api-client';
import { NFTS_FAILURE } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import {
  listPageInfo,
  loggingFailure,
  nextListPage,
  retryUnlessRefused,
  type ListPageInfo,
} from '../../kernel/api-answers.ts';
import { myNftsApiQuery, type MyNftFilters } from './filters.ts';

/** The JSON document a GET of the contract answers with 200. */
type GetDoc<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer D } } } };
}
  ? D
  : never;

type CollectionsDoc = GetDoc<'/v2/nft_collections'>;
type CollectionNftsDoc = GetDoc<'/v2/nft_collections/{id_or_slug}/nfts'>;
type NftDoc = GetDoc<'/v2/nfts/{id}'>;
type MyNftsDoc = GetDoc<'/v2/nfts'>;
type MovesDoc = GetDoc<'/v2/nfts/{id}/moves'>;
type UserNftsDoc = GetDoc<'/v2/users/{id}/nfts'>;

/** An NFT collection (`nft_collection`). */
export type NftCollection = CollectionsDoc['data'][number];
/** An NFT as the viewer sees it (`nft`: their copies in `user_amount`). */
export type Nft = NftDoc['data'];
/** Any record the NFT answers include. */
type IncludedRecord =
  | NftDoc['included'][number]
  | CollectionNftsDoc['included'][number]
  | MyNftsDoc['included'][number]
  | MovesDoc['included'][number]
  | UserNftsDoc['included'][number];
/** An NFT's image or video (`nft_medium`). */
export type NftMedium = Extract<IncludedRecord, { type: 'nft_medium' }>;
/** A benefit of holding an NFT (`nft_benefit`). */
export type NftBenefit = Extract<IncludedRecord, { type: 'nft_benefit' }>;
/** One move of an NFT: its provenance (`nft_move`). */
export type NftMove = MovesDoc['data'][number];
/** A user a move names (a user summary). */
export type MoveUser = Extract<MovesDoc['included'][number], { type: 'user' }>;
/** What my NFTs' list says besides its items: the collections held, the daily counts, the tradable flags. */
export type MyNftsMeta = MyNftsDoc['meta'];

/** The included records of an answer by type and id (plain objects: the query cache keeps them as they are). */
export interface NftRecords {
  media: Record<string, NftMedium>;
  collections: Record<string, NftCollection>;
  benefits: Record<string, NftBenefit>;
  users: Record<string, MoveUser>;
}

/** Indexes an answer's included records by type and id. */
export function indexNftRecords(included: readonly IncludedRecord[]): NftRecords {
  const records: NftRecords = { media: {}, collections: {}, benefits: {}, users: {} };
  for (const r of included) {
    switch (r.type) {
      case 'nft_medium':
        records.media[r.id] = r;
        break;
      case 'nft_collection':
        records.collections[r.id] = r;
        break;
      case 'nft_benefit':
        records.benefits[r.id] = r;
        break;
      case 'user':
        records.users[r.id] = r;
        break;
      default:
        break;
    }
  }
  return records;
}

/** The medium of an NFT among the included records. */
export function mediumOf(nft: Nft, records: NftRecords): NftMedium | undefined {
  const id = nft.relationships.nft_medium.data?.id;
  return id ? records.media[id] : undefined;
}

/** The collection of an NFT among the included records. */
export function collectionOf(nft: Nft, records: NftRecords): NftCollection | undefined {
  const id = nft.relationships.nft_collection.data?.id;
  return id ? records.collections[id] : undefined;
}

/** Collections per page of the showroom. */
export const COLLECTIONS_PER_PAGE = 24;
/** NFTs per page of a collection, my NFTs and a profile. */
export const NFTS_PER_PAGE = 24;
/** Moves per page of an NFT's provenance. */
export const MOVES_PER_PAGE = 20;

/** Query keys of NFTs; the viewer is part of those whose answers hold the viewer's copies. */
export const nftKeys = {
  all: ['nfts'] as const,
  collections: (locale: string) => [...nftKeys.all, 'collections', locale] as const,
  collection: (slug: string, locale: string) => [...nftKeys.all, 'collection', slug, locale] as const,
  collectionNfts: (id: string, locale: string, viewer: string | null) =>
    [...nftKeys.all, 'collection-nfts', id, locale, viewer ?? 'guest'] as const,
  nft: (id: string, locale: string, viewer: string | null) =>
    [...nftKeys.all, 'nft', id, locale, viewer ?? 'guest'] as const,
  moves: (id: string, locale: string) => [...nftKeys.all, 'moves', id, locale] as const,
  mine: (filters: MyNftFilters, locale: string, viewer: string | null) =>
    [...nftKeys.all, 'mine', filters, locale, viewer ?? 'guest'] as const,
  user: (slug: string, locale: string, viewer: string | null) =>
    [...nftKeys.all, 'user', slug, locale, viewer ?? 'guest'] as const,
};

/** Runs an NFT call; a failure is logged under the spec's name ('NFTS Error') with the body's error. */
const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(NFTS_FAILURE, what, call);

/** One page of a list of NFTs, with the records its items name. */
export interface NftListPage extends ListPageInfo {
  nfts: Nft[];
  records: NftRecords;
}

/** One page of my NFTs, with the list's meta. */
export interface MyNftsPage extends NftListPage {
  meta: MyNftsMeta;
}

/** One page of the showroom's collections. */
export interface CollectionsPage extends ListPageInfo {
  collections: NftCollection[];
}

/** One page of an NFT's moves, with the users they name. */
export interface MovesPage extends ListPageInfo {
  moves: NftMove[];
  records: NftRecords;
}

/** The showroom: every collection, page by page. */
export const collectionsQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: nftKeys.collections(locale),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<CollectionsPage> =>
      logged('list collections', async () => {
        const result = await api.GET('/v2/nft_collections', {
          params: { query: { page: pageParam, per_page: COLLECTIONS_PER_PAGE } },
        });
        return { collections: unwrap(result).data, ...listPageInfo(result.response) };
      }),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** One collection by its id or any of its translated slugs. */
export const collectionQuery = (idOrSlug: string, locale: string) =>
  queryOptions({
    queryKey: nftKeys.collection(idOrSlug, locale),
    queryFn: () =>
      logged('show collection', async () => {
        const result = await api.GET('/v2/nft_collections/{id_or_slug}', {
          params: { path: { id_or_slug: idOrSlug } },
        });
        return unwrap(result).data;
      }),
    retry: retryUnlessRefused,
  });

/** A collection's NFTs, page by page. */
export const collectionNftsQuery = (id: string, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: nftKeys.collectionNfts(id, locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<NftListPage> =>
      logged('list collection nfts', async () => {
        const result = await api.GET('/v2/nft_collections/{id_or_slug}/nfts', {
          params: { path: { id_or_slug: id }, query: { page: pageParam, per_page: NFTS_PER_PAGE } },
        });
        const doc = unwrap(result);
        return { nfts: doc.data, records: indexNftRecords(doc.included), ...listPageInfo(result.response) };
      }),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** One NFT with its medium, collection and benefits (a hidden one answers 404). */
export const nftQuery = (id: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: nftKeys.nft(id, locale, viewer),
    queryFn: () =>
      logged('show nft', async () => {
        const doc = unwrap(await api.GET('/v2/nfts/{id}', { params: { path: { id } } }));
        return { nft: doc.data, records: indexNftRecords(doc.included) };
      }),
    retry: retryUnlessRefused,
  });

/** An NFT's provenance, newest move first, page by page. */
export const nftMovesQuery = (id: string, locale: string) =>
  infiniteQueryOptions({
    queryKey: nftKeys.moves(id, locale),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<MovesPage> =>
      logged('list nft moves', async () => {
        const result = await api.GET('/v2/nfts/{id}/moves', {
          params: { path: { id }, query: { page: pageParam, per_page: MOVES_PER_PAGE } },
        });
        const doc = unwrap(result);
        return { moves: doc.data, records: indexNftRecords(doc.included), ...listPageInfo(result.response) };
      }),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** The signed-in fan's NFTs under the filters, page by page, with the list's meta. */
export const myNftsQuery = (filters: MyNftFilters, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: nftKeys.mine(filters, locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<MyNftsPage> =>
      logged('list my nfts', () => fetchMyNftsPage(myNftsApiQuery(filters, pageParam, NFTS_PER_PAGE))),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** The query of the caller's NFTs (`GET /v2/nfts?by_current_user=true`, my NFTs and the gift dialog's list). */
export type MyNftsApiQuery = NonNullable<paths['/v2/nfts']['get']['parameters']['query']>;

/** One page of the caller's NFTs with its records indexed and its list meta and paging. */
export async function fetchMyNftsPage(query: MyNftsApiQuery): Promise<MyNftsPage> {
  const result = await api.GET('/v2/nfts', { params: { query } });
  const doc = unwrap(result);
  return {
    nfts: doc.data,
    records: indexNftRecords(doc.included),
    meta: doc.meta,
    ...listPageInfo(result.response),
  };
}

/** A user's publicly visible NFTs they hold (`loadNfts` of the profile: GET /v2/users/{slug}/nfts), page by page. */
export const userNftsQuery = (slug: string, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: nftKeys.user(slug, locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<NftListPage> =>
      logged('list user nfts', async () => {
        // The path's `id` holds the user's slug (docs/NFTS.md "Changes to the contract").
        const result = await api.GET('/v2/users/{id}/nfts', {
          params: { path: { id: slug }, query: { page: pageParam, per_page: NFTS_PER_PAGE } },
        });
        const doc = unwrap(result);
        return { nfts: doc.data, records: indexNftRecords(doc.included), ...listPageInfo(result.response) };
      }),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** Redeems a benefit of an NFT the viewer holds; the key makes a retry redeem once. */
export function redeemBenefit(id: string, idempotencyKey: string): Promise<NftBenefit> {
  return logged(
    'redeem benefit',
    async () =>
      unwrap(
        await api.POST('/v2/nft_benefits/{id}/redeem', {
          params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
        }),
      ).data,
  );
}

/** Whether a failure is the server's "not found" (a missing or hidden NFT or collection). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Whether a redeem was refused because the benefit is redeemed already (409 ALREADY_REDEEMED). */
export function isAlreadyRedeemed(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'ALREADY_REDEEMED';
}
