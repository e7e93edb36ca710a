import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { getAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import { votes } from '../../db/schema.ts';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/caller.ts';
import { Int, Int64Id, Text } from '../../http/input.ts';
import { presentNetwork, presentTransaction, PublicBlockchainNetworkSchema, TransactionSchema } from './presenter.ts';

const tags = ['chain'];

/**
 * The JSON-RPC reads the app makes (spec §7: balanceOf, receipts, isOperatorFor,
 * isApprovedForAll) and what a wallet library asks first. Nothing that writes, nothing that scans
 * (`eth_getLogs`), and `eth_call` only to the community contracts: the node is not a public one.
 */
const READ_METHODS = new Set([
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
]);

const JsonRpcRequest = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.Integer({ minimum: 0, maximum: 2 ** 31 }), Type.String({ maxLength: 64 })]),
    method: Type.String({ maxLength: 64 }),
    params: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 4 })),
  },
  { additionalProperties: false },
);

const JsonRpcResponse = Type.Object({
  jsonrpc: Type.Literal('2.0'),
  id: Type.Union([Type.Integer(), Type.String()]),
  result: Type.Optional(Type.Unknown()),
  error: Type.Optional(
    Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) }),
  ),
});

/** `/v2/public_blockchain_networks`, the read-only JSON-RPC endpoint, and a fan's hot wallet. */
export async function chainRoutes(app: App): Promise<void> {
  app.get(
    '/v2/public_blockchain_networks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The chain of the community token (empty while it starts or when it is off)',
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('PublicBlockchainNetwork')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
        },
      },
    },
    async () => {
      const services = app.chain.current();
      return {
        data: services ? [presentNetwork(services.runtime, app.config.publicUrl)] : [],
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
        summary: 'Read the community contracts over JSON-RPC (the wallet_blockchain_url of the network)',
        body: JsonRpcRequest,
        response: { 200: JsonRpcResponse, ...errorResponses(400, 403, 422, 503) },
      },
    },
    async (req) => {
      const { runtime } = app.chain.require();
      const { id, method } = req.body;
      const params = req.body.params ?? [];
      if (!READ_METHODS.has(method)) throw new AppError('RPC_METHOD_NOT_ALLOWED');
      if (method === 'eth_call') {
        // A call object and a block tag only: no state overrides (a third parameter would let a
        // caller run code of their own on our node), no gas or value fields.
        const call = params[0];
        if (
          params.length > 2 ||
          typeof call !== 'object' ||
          call === null ||
          Object.keys(call).some((k) => !['to', 'data', 'input', 'from'].includes(k))
        ) {
          throw new AppError('RPC_METHOD_NOT_ALLOWED');
        }
        const to = (call as { to?: unknown }).to;
        const contracts = [
          runtime.deployment.tokenAddress,
          runtime.deployment.nftAddress,
          runtime.deployment.actionsAddress,
        ];
        if (typeof to !== 'string' || !contracts.some((c) => c.toLowerCase() === to.toLowerCase())) {
          throw new AppError('RPC_METHOD_NOT_ALLOWED');
        }
      }
      try {
        const result = await runtime.publicClient.request({ method, params } as never);
        return { jsonrpc: '2.0' as const, id, result };
      } catch (err) {
        // The node's own answer to a bad call (a revert, malformed params) goes back as JSON-RPC does it.
        const e = err as { code?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown; cause?: unknown };
        const inner = (e.cause ?? e) as { code?: unknown; message?: unknown; data?: unknown };
        const code = typeof inner.code === 'number' ? inner.code : -32603;
        const message = typeof e.shortMessage === 'string' ? e.shortMessage : 'The node could not answer this call.';
        return { jsonrpc: '2.0' as const, id, error: { code, message: message.slice(0, 300) } };
      }
    },
  );

  app.get(
    '/v2/user/balance',
    {
      config: { access: 'user', rateLimit: 'read' },
      schema: {
        tags,
        summary:
          "The signed-in user's token balance (live from the chain) and frozen vote deposits; pending transactions with a receipt move out of pending",
        security: [{ bearerAuth: [] }],
        response: { 200: BalanceDoc, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (req) => {
      const { runtime, transactions } = app.chain.require();
      const { user } = callerOf(req);
      if (!user.walletAddress) throw new AppError('NO_WALLET');
      const address = getAddress(user.walletAddress);
      const [balance, frozen] = await Promise.all([
        runtime.tokenBalance(address),
        frozenAmount(app.database.db, user.id),
        // Best effort: a receipt lookup that fails leaves the records for the next fetch, not the balance.
        transactions.movePending(user.id).catch(() => 0),
      ]);
      return {
        data: {
          id: address,
          type: 'balance' as const,
          attributes: { address, balance: balance.toString(), frozen },
        },
      };
    },
  );

  app.post(
    '/v2/user/hot_wallet',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Give the signed-in user a hot wallet held by the server (idempotent)',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({
            data: Type.Object({
              id: Type.String(),
              type: Type.Literal('hot_wallet'),
              attributes: Type.Object({ wallet_address: Type.String(), uses_hotwallet: Type.Literal(true) }),
            }),
          }),
          ...errorResponses(401, 404, 503),
        },
      },
    },
    async (req) => {
      const { wallets } = app.chain.require();
      const caller = callerOf(req);
      const wallet = await wallets.ensure(caller.user.id);
      await app.users.forgetCached(caller.user.uid);
      return {
        data: {
          id: wallet.address,
          type: 'hot_wallet' as const,
          attributes: { wallet_address: wallet.address, uses_hotwallet: true as const },
        },
      };
    },
  );
}

const BalanceDoc = Type.Object({
  data: Type.Object({
    id: Type.String({ description: 'The wallet address.' }),
    type: Type.Literal('balance'),
    attributes: Type.Object({
      address: Type.String(),
      balance: Type.String({ description: 'Token balance read from the chain now, base units (× 1e8).' }),
      frozen: Type.String({
        description: "Tokens locked in the user's token-vote deposits not withdrawn yet, base units.",
      }),
    }),
  }),
});

/** Base units (× 1e8) as a decimal string: at most 30 digits, no sign, no leading zeros. */
const Amount = Type.String({ pattern: '^[1-9][0-9]{0,29}$', description: 'Base units (× 1e8).' });

const SendBody = Type.Object(
  {
    transaction: Type.Object(
      {
        amount: Amount,
        to_user_slug: Type.Optional(Text({ minLength: 1, maxLength: 120 })),
        to_address: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', maxLength: 42 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const TransactionDoc = Type.Object({ data: Type.Ref('Transaction') });

const FromHashBody = Type.Object(
  {
    transaction: Type.Object(
      { tx_hash: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', maxLength: 66 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** A user's token transactions: list, show, and a send from their hot wallet (spec §7 transactions). */
export async function transactionRoutes(app: App): Promise<void> {
  app.get(
    '/v2/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's token transactions, newest first",
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({
          per_page: Type.Optional(Int({ minimum: 1, maximum: 100, default: 25 })),
          before_id: Type.Optional(Int64Id),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('Transaction')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 404, 422, 503),
        },
      },
    },
    async (req) => {
      const { transactions } = app.chain.require();
      const { user } = callerOf(req);
      const rows = await transactions.list(user.id, {
        wallet: user.walletAddress,
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
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Int64Id }),
        response: { 200: TransactionDoc, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (req) => {
      const { transactions } = app.chain.require();
      const { user } = callerOf(req);
      return { data: presentTransaction(await transactions.show(user.id, Number(req.params.id), user.walletAddress)) };
    },
  );

  app.post(
    '/v2/transactions',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary: 'Send tokens from the hot wallet to a fan or an address (Idempotency-Key required)',
        security: [{ bearerAuth: [] }],
        headers: Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) }),
        body: SendBody,
        response: { 200: TransactionDoc, 201: TransactionDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const { transactions } = app.chain.require();
      const { row, created } = await transactions.send(callerOf(req).user.id, req.body.transaction, key);
      return reply.code(created ? 201 : 200).send({ data: presentTransaction(row) });
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
        security: [{ bearerAuth: [] }],
        body: FromHashBody,
        response: { 200: TransactionDoc, 201: TransactionDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const { transactions } = app.chain.require();
      const { user } = callerOf(req);
      const { row, created } = await transactions.fromHash(
        user.id,
        user.walletAddress,
        req.body.transaction.tx_hash as `0x${string}`,
      );
      return reply.code(created ? 201 : 200).send({ data: presentTransaction(row) });
    },
  );

  app.post(
    '/v2/transactions/:id/complete',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary: "Check a pending transaction's receipt and move it to complete or failed",
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Int64Id }),
        response: { 200: TransactionDoc, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (req) => {
      const { transactions } = app.chain.require();
      const { user } = callerOf(req);
      return {
        data: presentTransaction(await transactions.complete(user.id, Number(req.params.id), user.walletAddress)),
      };
    },
  );
}

/** The user's token-vote deposits still locked (not withdrawn), base units. */
async function frozenAmount(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${votes.lockedAmount}), 0)::text` })
    .from(votes)
    .where(and(eq(votes.userId, userId), isNotNull(votes.depositId), isNull(votes.withdrawnAt)));
  return row?.total ?? '0';
}

export const CHAIN_SCHEMAS = [PublicBlockchainNetworkSchema, TransactionSchema];
