import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, assertOk, unwrap, type paths } from '@tribune/api-client';
import { NFTS_FAILURE } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, loggingFailure, nextListPage, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { indexNftRecords, type Nft, type NftRecords } from '../api.ts';

type ListDoc = paths['/v2/nft_trade_requests']['get']['responses'][200]['content']['application/json'];
type GroupsDoc = paths['/v2/trade_groups']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/v2/nft_trade_requests']['post']['requestBody']['content']['application/json'];

/** A trade request (`nft_trade_request`). */
export type TradeRequest = ListDoc['data'][number];
/** A trade group (`trade_group`): a ring of requests. */
export type TradeGroup = GroupsDoc['data'][number];
/** The sides of a new request. */
export type NewTradeRequest = CreateBody['nft_trade_request'];

/** The lists of the exchange (docs/NFTS.md "Trading"). */
export type TradeListKind = 'forMe' | 'mine' | 'fulfilled';

/** The included records of a trade answer: its NFTs (by id) with the NFT records, and its users. */
export interface TradeRecords extends NftRecords {
  nfts: Record<string, Nft>;
}

/** Requests per page. */
export const TRADES_PER_PAGE = 20;

/** Query keys of the exchange; all hold the viewer's copies, so the viewer is part of them. */
export const tradeKeys = {
  all: ['nfts', 'trades'] as const,
  list: (kind: TradeListKind, locale: string, viewer: string | null) =>
    [...tradeKeys.all, 'list', kind, locale, viewer ?? 'guest'] as const,
  groups: (viewer: string | null) => [...tradeKeys.all, 'groups', viewer ?? 'guest'] as const,
};

const logged = <T>(what: string, call: () => Promise<T>) => loggingFailure(NFTS_FAILURE, what, call);

function indexTradeRecords(included: ListDoc['included']): TradeRecords {
  const base = indexNftRecords(included.filter((r) => r.type !== 'nft') as never);
  const nfts: Record<string, Nft> = {};
  for (const r of included) if (r.type === 'nft') nfts[r.id] = r as Nft;
  return { ...base, nfts };
}

/** One page of a list of requests with its records. */
export interface TradePage {
  requests: TradeRequest[];
  records: TradeRecords;
  page: number;
  totalCount: number;
  totalPages: number;
}

/** A list of the exchange, page by page: addressed to me (`for_user`), mine, or my fulfilled ones. */
export const tradeListQuery = (kind: TradeListKind, locale: string, viewer: string | null, viewerSlug: string) =>
  infiniteQueryOptions({
    queryKey: tradeKeys.list(kind, locale, viewer),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<TradePage> =>
      logged(`list trade requests (${kind})`, async () => {
        const paging = { page: pageParam, per_page: TRADES_PER_PAGE };
        const result =
          kind === 'fulfilled'
            ? await api.GET('/v2/nft_trade_requests/fulfilled', { params: { query: paging } })
            : await api.GET('/v2/nft_trade_requests', {
                params: {
                  query: kind === 'mine' ? { ...paging, by_current_user: 'true' } : { ...paging, for_user: viewerSlug },
                },
              });
        const doc = unwrap(result);
        return { requests: doc.data, records: indexTradeRecords(doc.included), ...listPageInfo(result.response) };
      }),
    getNextPageParam: nextListPage,
    retry: retryUnlessRefused,
  });

/** The trade groups the viewer is in. */
export const tradeGroupsQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: tradeKeys.groups(viewer),
    queryFn: () =>
      logged('list trade groups', async () => {
        const result = await api.GET('/v2/trade_groups', { params: { query: { per_page: 50 } } });
        return unwrap(result).data;
      }),
    retry: retryUnlessRefused,
  });

/** Creates a request (its failure is logged, and the form keeps what was typed). */
export function createTradeRequest(body: NewTradeRequest): Promise<TradeRequest> {
  return logged(
    'create trade request',
    async () => unwrap(await api.POST('/v2/nft_trade_requests', { body: { nft_trade_request: body } })).data,
  );
}

/** Changes the message of one of my requests. */
export function updateTradeRequest(id: string, message: string | null): Promise<TradeRequest> {
  return logged(
    'update trade request',
    async () =>
      unwrap(
        await api.PUT('/v2/nft_trade_requests/{id}', {
          params: { path: { id } },
          body: { nft_trade_request: { message } },
        }),
      ).data,
  );
}

/** Deletes one of my requests. */
export function deleteTradeRequest(id: string): Promise<void> {
  return logged('delete trade request', async () => {
    assertOk(await api.DELETE('/v2/nft_trade_requests/{id}', { params: { path: { id } } }));
  });
}

/** Fulfils another fan's request; the key makes a retry trade once. */
export function tradeRequest(id: string, idempotencyKey: string): Promise<void> {
  return logged('trade', async () => {
    unwrap(
      await api.POST('/v2/nft_trade_requests/{id}/trade', {
        params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
      }),
    );
  });
}

/** Executes a trade group; the key makes a retry execute once. */
export function executeTradeGroup(id: string, idempotencyKey: string): Promise<void> {
  return logged('execute trade group', async () => {
    unwrap(
      await api.POST('/v2/trade_groups/{id}/execute', {
        params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
      }),
    );
  });
}

/** The error code of a failed call (NFT_TRADE_APPROVAL_REQUIRED asks the wallet frame first). */
export function tradeErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.body?.code ?? undefined) : undefined;
}
