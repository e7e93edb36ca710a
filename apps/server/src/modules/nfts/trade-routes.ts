import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { routeOptions } from '../../platform/route-options.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, presentTransaction, valueMove } from '../chain/index.ts';
import { IdParams } from './input.ts';
import { TradeListQuery, TradePagedQuery, TradeRequestCreateBody, TradeRequestUpdateBody } from './trade-input.ts';
import { presentTradeGroup, TradeIncluded } from './trade-presenter.ts';

const route = routeOptions(['nfts'], 'nftTrading');
/** Reads that need a signed-in fan (the exchange is a protected page). */
const read = <S extends object>(summary: string, schema: S) => ({
  ...route.read(summary, schema),
  config: { access: 'user' as const, module: 'nftTrading' as const },
});

const RequestDoc = Type.Object({ data: Type.Ref('NftTradeRequest'), included: TradeIncluded, meta: Type.Object({}) });
const RequestList = Type.Object({
  data: Type.Array(Type.Ref('NftTradeRequest')),
  included: TradeIncluded,
  meta: Type.Object({}),
});
const TradeDoc = Type.Object({
  data: Type.Array(Type.Ref('NftTradeRequest'), { maxItems: 1 }),
  included: TradeIncluded,
  meta: Type.Object({
    transaction_id: Type.String(),
    tx_hash: Type.Union([Type.String(), Type.Null()]),
    tx_status: Type.String({ enum: ['pending', 'complete', 'failed'] }),
  }),
});
const GroupList = Type.Object({
  data: Type.Array(Type.Ref('TradeGroup')),
  included: Type.Array(Type.Unknown(), { maxItems: 0 }),
  meta: Type.Object({}),
});
const GroupExecuted = Type.Object({
  data: Type.Ref('TradeGroup'),
  included: Type.Array(Type.Ref('Transaction'), { maxItems: 1 }),
  meta: Type.Object({}),
});

/**
 * Trading (module `nfts` with trading on: gate `nftTrading`; docs/NFTS.md "Trading", "Trade
 * groups"): trade requests, their lists, fulfilling one, trade groups. Signed-in fans only.
 */
export async function nftTradeRoutes(app: App): Promise<void> {
  const trades = app.nftTrades;
  const groups = app.nftTradeGroups;

  app.get(
    '/v2/nft_trade_requests',
    read(
      'List open trade requests: for_user (requests whose wanted NFTs you can give; your own slug only), from_user, by_current_user=true (yours), sort_by newest|oldest',
      { querystring: TradeListQuery, response: { 200: RequestList, ...errorResponses(400, 401, 404) } },
    ),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await trades.list(callerOf(req), req.query, lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/nft_trade_requests/fulfilled',
    read('List your fulfilled trade requests, yours or fulfilled by you, the newest trade first', {
      querystring: TradePagedQuery,
      response: { 200: RequestList, ...errorResponses(400, 401) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await trades.fulfilled(callerOf(req), lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/nft_trade_requests/:id',
    read('Show a trade request (an open one, or one of your own or fulfilled by you)', {
      params: IdParams,
      response: { 200: RequestDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => trades.show(Number(req.params.id), callerOf(req), lang(req)),
  );

  app.post(
    '/v2/nft_trade_requests',
    route.write(
      'Create a trade request: the offered copies must be movable and are locked while it is open; 422 NFT_TRADE_APPROVAL_REQUIRED for a self-custody wallet that has not approved the community',
      {
        body: TradeRequestCreateBody,
        response: { 201: RequestDoc, ...errorResponses(400, 401, 404, 422) },
      },
    ),
    async (req, reply) => {
      const out = await trades.create(callerOf(req), req.body.nft_trade_request, lang(req));
      return reply.code(201).send(out);
    },
  );

  app.put(
    '/v2/nft_trade_requests/:id',
    route.write("Change an open trade request of yours (another fan's answers 404)", {
      params: IdParams,
      body: TradeRequestUpdateBody,
      response: { 200: RequestDoc, ...errorResponses(400, 401, 404, 409, 422) },
    }),
    async (req) => trades.update(Number(req.params.id), callerOf(req), req.body.nft_trade_request, lang(req)),
  );

  app.delete(
    '/v2/nft_trade_requests/:id',
    route.write("Delete an open trade request of yours (another fan's answers 404)", {
      params: IdParams,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 409) },
    }),
    async (req, reply) => {
      await trades.remove(Number(req.params.id), callerOf(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v2/nft_trade_requests/:id/trade',
    valueMove(
      {
        access: 'user',
        module: 'nftTrading',
        tags: route.tags,
        summary:
          "Fulfil another fan's trade request (Idempotency-Key required): you give its wanted NFTs and get its offered ones in one swap; 409 NFT_TRADE_REQUEST_CLOSED when it is no longer open",
        doc: TradeDoc,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { params: IdParams },
    ),
    async (req, reply) => {
      const out = await trades.trade(Number(req.params.id), callerOf(req), moveKey(req), lang(req));
      return answerMove(reply, out.created, out.doc);
    },
  );

  app.get(
    '/v2/trade_groups',
    read('List the trade groups you are in (rings of open trade requests that satisfy each other), open ones first', {
      querystring: TradePagedQuery,
      response: { 200: GroupList, ...errorResponses(400, 401) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await groups.list(callerOf(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.post(
    '/v2/trade_groups/:id/execute',
    valueMove(
      {
        access: 'user',
        module: 'nftTrading',
        tags: route.tags,
        summary:
          'Execute a trade group you are in (Idempotency-Key required): every leg in one swap, all or nothing; 409 NFT_TRADE_GROUP_STALE when one of its requests is no longer open',
        doc: GroupExecuted,
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { params: IdParams },
    ),
    async (req, reply) => {
      const out = await groups.execute(Number(req.params.id), callerOf(req), moveKey(req));
      return answerMove(reply, out.created, {
        data: presentTradeGroup(out.group),
        included: [presentTransaction(out.record)],
        meta: {},
      });
    },
  );
}
