/**
 * The NFT section's calls (docs/NFTS.md "Admin routes"): collections and NFTs (their writes as
 * multipart forms with the record as JSON in `<key>[data]` and the file, with upload progress), an
 * NFT's holders, mints, freezes and royalties (each with its Idempotency-Key), the medium's state.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { consoleKeys, type ConsolePage } from '../api.ts';
import { mediumOf } from '../content/api.ts';
import { sendForm, type UploadProgress } from '../kit/upload.ts';

type Schemas = components['schemas'];
export type AdminCollection = Schemas['AdminNftCollection'];
export type AdminNft = Schemas['AdminNft'];
export type AdminHolder = Schemas['AdminNftHolder'];
export type AdminUser = Schemas['AdminUser'];

/** The translated texts as the API takes them. */
export type Localized = { en: string; de?: string; it?: string };

export const nftKeys = {
  all: [...consoleKeys.all, 'nfts'] as const,
  collections: (q: object) => [...nftKeys.all, 'collections', q] as const,
  collection: (id: string) => [...nftKeys.all, 'collection', id] as const,
  nfts: (q: object) => [...nftKeys.all, 'list', q] as const,
  nft: (id: string) => [...nftKeys.all, 'nft', id] as const,
  holders: (id: string, q: object) => [...nftKeys.all, 'holders', id, q] as const,
  medium: (id: string) => [...nftKeys.all, 'medium', id] as const,
  fans: (search: string) => [...nftKeys.all, 'fans', search] as const,
};

const PER_PAGE = 20;

export const collectionsQuery = (q: { search?: string; page: number; perPage?: number }) =>
  queryOptions({
    queryKey: nftKeys.collections(q),
    queryFn: async (): Promise<ConsolePage<AdminCollection>> => {
      const result = await api.GET('/v2/admin/nft_collections', {
        params: { query: { search: q.search || undefined, page: q.page, per_page: q.perPage ?? PER_PAGE } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const collectionQuery = (id: string) =>
  queryOptions({
    queryKey: nftKeys.collection(id),
    queryFn: async () => unwrap(await api.GET('/v2/admin/nft_collections/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

export const nftsQuery = (q: { search?: string; collectionId?: string; page: number }) =>
  queryOptions({
    queryKey: nftKeys.nfts(q),
    queryFn: async (): Promise<ConsolePage<AdminNft>> => {
      const result = await api.GET('/v2/admin/nfts', {
        params: {
          query: {
            search: q.search || undefined,
            collection_id: q.collectionId || undefined,
            page: q.page,
            per_page: PER_PAGE,
          },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const nftQuery = (id: string) =>
  queryOptions({
    queryKey: nftKeys.nft(id),
    queryFn: async () => unwrap(await api.GET('/v2/admin/nfts/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

export const holdersQuery = (id: string, q: { search?: string; page: number }) =>
  queryOptions({
    queryKey: nftKeys.holders(id, q),
    queryFn: async (): Promise<ConsolePage<AdminHolder>> => {
      const result = await api.GET('/v2/admin/nfts/{id}/holders', {
        params: { path: { id }, query: { search: q.search || undefined, page: q.page, per_page: PER_PAGE } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The medium's state (the media module's: processing until a video is transcoded), polled while processing. */
export const mediumQuery = (id: string) =>
  queryOptions({
    queryKey: nftKeys.medium(id),
    queryFn: () => mediumOf(id),
    refetchInterval: (query) => (query.state.data?.attributes.status === 'processing' ? 3000 : false),
    retry: retryUnlessRefused,
  });

/** The fans a mint may go to: the members search. */
export const fansQuery = (search: string) =>
  queryOptions({
    queryKey: nftKeys.fans(search),
    queryFn: async () => unwrap(await api.GET('/v2/admin/users', { params: { query: { search, per_page: 10 } } })).data,
    enabled: search.length > 1,
    retry: retryUnlessRefused,
  });

export interface CollectionFields {
  slug: string;
  translated_slugs?: { en?: string; de?: string; it?: string };
  name: Localized;
  description?: Partial<Localized>;
  network_chain_id?: number | null;
}

export interface NftFields {
  nft_collection_id: string;
  name: Localized;
  description?: Partial<Localized>;
  rarity: AdminNft['attributes']['rarity'];
  amount: number;
  publicly_visible: boolean;
  video_options: AdminNft['attributes']['video_options'];
  benefits?: Array<{ id?: string; title: Localized; description?: Partial<Localized>; secret: string }>;
}

function formOf(key: string, value: object, fileField: string, file?: File | null): FormData {
  const form = new FormData();
  form.append(`${key}[data]`, JSON.stringify(value));
  if (file) form.append(`${key}[${fileField}]`, file);
  return form;
}

/** Creates (no id) or replaces a collection; its cover only when a file is given. */
export async function saveCollection(
  id: string | undefined,
  fields: CollectionFields,
  cover: File | null,
  onProgress?: UploadProgress,
): Promise<AdminCollection> {
  const form = formOf('nft_collection', fields, 'cover_file', cover);
  const url = id ? `/v2/admin/nft_collections/${encodeURIComponent(id)}` : '/v2/admin/nft_collections';
  return (await sendForm<{ data: AdminCollection }>(id ? 'PUT' : 'POST', url, form, onProgress)).data;
}

/** Creates (no id) or replaces an NFT; its medium only when a file is given. */
export async function saveNft(
  id: string | undefined,
  fields: NftFields,
  file: File | null,
  onProgress?: UploadProgress,
): Promise<AdminNft> {
  const form = formOf('nft', fields, 'file', file);
  const url = id ? `/v2/admin/nfts/${encodeURIComponent(id)}` : '/v2/admin/nfts';
  return (await sendForm<{ data: AdminNft }>(id ? 'PUT' : 'POST', url, form, onProgress)).data;
}

export async function mintNft(id: string, userId: string, amount: number, key: string) {
  return unwrap(
    await api.POST('/v2/admin/nfts/{id}/mints', {
      params: { path: { id }, header: { 'idempotency-key': key } },
      body: { mint: { user_id: userId, amount } },
    }),
  ).data;
}

export async function freezeCopies(
  id: string,
  direction: 'freeze' | 'unfreeze',
  userId: string,
  amount: number,
  key: string,
) {
  const init = {
    params: { path: { id }, header: { 'idempotency-key': key } },
    body: { freeze: { user_id: userId, amount } },
  };
  return unwrap(
    direction === 'freeze'
      ? await api.POST('/v2/admin/nfts/{id}/freezes', init)
      : await api.POST('/v2/admin/nfts/{id}/unfreezes', init),
  ).data;
}

export async function setRoyalty(id: string, receiver: string, feeBps: number, key: string) {
  return unwrap(
    await api.PUT('/v2/admin/nfts/{id}/royalty', {
      params: { path: { id }, header: { 'idempotency-key': key } },
      body: { royalty: { receiver, fee_bps: feeBps } },
    }),
  ).data;
}
