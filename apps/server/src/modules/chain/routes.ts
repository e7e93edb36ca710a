import { WALLET_FRAME_PATH } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { answerMove, moveKey, valueMove } from './value-routes.ts';
import { callerOf } from '../auth/index.ts';
import {
  FromHashBody,
  JsonRpcRequest,
  LinkBody,
  LinkMessageQuery,
  SendBody,
  TransactionParams,
  TransactionsQuery,
} from './input.ts';
import {
  BalanceDoc,
  HotWalletDoc,
  JsonRpcResponse,
  LinkedWalletDoc,
  LinkMessageDoc,
  NetworksDoc,
  presentBalance,
  presentHotWallet,
  presentNetwork,
  presentTransaction,
  PublicBlockchainNetworkSchema,
  TransactionDoc,
  TransactionSchema,
  TransactionsDoc,
} from './presenter.ts';
import { chainService } from './service.ts';

const tags = ['chain'];

/** `/v2/public_blockchain_networks`, the JSON-RPC endpoint (reads, and fans' own signed calls), and a fan's hot wallet. */
export async function chainRoutes(app: App): Promise<void> {
  const service = chainService(app);
  app.get(
    '/v2/public_blockchain_networks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The chain of the community token (empty while it starts or when it is off)',
        response: { 200: NetworksDoc },
      },
    },
    async () => {
      const runtime = service.runtime();
      return {
        data: runtime
          ? [presentNetwork(runtime, app.config.publicUrl, app.config.walletFrameUrl ?? WALLET_FRAME_PATH)]
          : [],
        included: [],
        meta: {},
      };
    },
  );

  app.post(
    '/v2/chain/rpc',
    {
      config: { access: 'public', rateLimit: 'read' },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          "Read the community contracts over JSON-RPC, and send a linked wallet's own signed calls to them (the wallet_blockchain_url of the network)",
        body: JsonRpcRequest,
        response: { 200: JsonRpcResponse, ...errorResponses(400, 403, 422, 503) },
      },
    },
    async (req) => service.rpc(req.body),
  );

  app.get(
    '/v2/user/balance',
    {
      config: { access: 'user', rateLimit: 'read' },
      schema: {
        tags,
        summary:
          "The signed-in user's token balance (live from the chain) and frozen vote deposits; pending transactions with a receipt move out of pending",
        response: { 200: BalanceDoc, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (req) => ({ data: presentBalance(await service.balance(callerOf(req))) }),
  );

  app.post(
    '/v2/user/hot_wallet',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Give the signed-in user a hot wallet held by the server (idempotent)',
        response: { 200: HotWalletDoc, ...errorResponses(401, 404, 503) },
      },
    },
    async (req) => ({ data: presentHotWallet(await service.hotWallet(callerOf(req))) }),
  );
}

/**
 * Linking a self-custody wallet (docs/WALLET.md): the message to sign, and the link itself. The
 * wallet frame calls both from its sandboxed (opaque) origin, so they answer CORS (http/frame-cors.ts).
 */
export async function selfCustodyRoutes(app: App): Promise<void> {
  const service = chainService(app);
  app.get(
    '/v2/user/self_custody_wallet/link_message',
    {
      config: { access: 'user', rateLimit: 'read' },
      schema: {
        tags,
        summary: 'The message the signed-in user signs with a wallet of their own to link its address',
        querystring: LinkMessageQuery,
        response: { 200: LinkMessageDoc, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (req) => ({ data: { message: service.linkMessage(callerOf(req), req.query.address) } }),
  );

  app.post(
    '/v2/user/self_custody_wallet',
    {
      config: { access: 'user', rateLimit: 'send' },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          'Link a wallet whose key only the user holds (its signature of the link message proves it); its one gas allowance is sent before the answer',
        body: LinkBody,
        response: { 200: LinkedWalletDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req) => ({
      data: await service.link(callerOf(req), req.body.address, req.body.signature as `0x${string}`),
    }),
  );
}

/** A user's token transactions: list, show, and a send from their hot wallet (docs/CHAIN.md "Transactions and sends"). */
export async function transactionRoutes(app: App): Promise<void> {
  const service = chainService(app);
  app.get(
    '/v2/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's token transactions, newest first",
        querystring: TransactionsQuery,
        response: { 200: TransactionsDoc, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (req) => {
      const rows = await service.transactions(callerOf(req), {
        limit: req.query.per_page ?? 25,
        before: req.query.before_id ? Number(req.query.before_id) : undefined,
      });
      return { data: rows.map(presentTransaction), included: [], meta: {} };
    },
  );

  app.get(
    '/v2/transactions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "One of the signed-in user's token transactions",
        params: TransactionParams,
        response: { 200: TransactionDoc, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (req) => ({ data: presentTransaction(await service.transaction(callerOf(req), Number(req.params.id))) }),
  );

  app.post(
    '/v2/transactions',
    valueMove(
      {
        access: 'user',
        tags,
        summary: 'Send tokens from the hot wallet to a fan or an address (Idempotency-Key required)',
        doc: TransactionDoc,
        errors: [400, 401, 404, 409, 422, 503],
      },
      { body: SendBody },
    ),
    async (req, reply) => {
      const { row, created } = await service.send(callerOf(req), req.body.transaction, moveKey(req));
      return answerMove(reply, created, { data: presentTransaction(row) });
    },
  );

  app.post(
    '/v2/transactions/from_hash',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary:
          'Record a transaction of the community contracts sent from (or to) the own wallet, from its hash (the same hash answers the same record)',
        body: FromHashBody,
        response: { 200: TransactionDoc, 201: TransactionDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const hash = req.body.transaction.tx_hash as `0x${string}`;
      const { row, created } = await service.fromHash(callerOf(req), hash);
      return answerMove(reply, created, { data: presentTransaction(row) });
    },
  );

  app.post(
    '/v2/transactions/:id/complete',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary: "Check a pending transaction's receipt and move it to complete or failed",
        params: TransactionParams,
        response: { 200: TransactionDoc, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (req) => ({ data: presentTransaction(await service.complete(callerOf(req), Number(req.params.id))) }),
  );
}

export const CHAIN_SCHEMAS = [PublicBlockchainNetworkSchema, TransactionSchema];
