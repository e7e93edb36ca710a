import { Type } from 'typebox';
import { WALLET_FRAME_PATH } from '@tribune/domain';
import { getAddress, parseTransaction, recoverTransactionAddress } from 'viem';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { Int, Int64Id, Text } from '../../http/input.ts';
import { isLinkedWallet } from './wallet-repository.ts';
import { frozenTotal } from './vote-repository.ts';
import { presentNetwork, presentTransaction, PublicBlockchainNetworkSchema, TransactionSchema } from './presenter.ts';

const tags = ['chain'];

/**
 * The JSON-RPC calls answered (docs/WALLET.md "The JSON-RPC endpoint (`POST /v2/chain/rpc`)"): the reads the app makes
 * (balanceOf, receipts, isOperatorFor, isApprovedForAll) and what a wallet library asks first, and
 * what a self-custody wallet needs to send its own signed transactions to the community contracts
 * (nonce, gas, fees, `eth_sendRawTransaction`). Nothing that scans (`eth_getLogs`), nothing signed by
 * the node, and calls only to the community contracts: the node is not a public one.
 */
const READ_METHODS = new Set([
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_sendRawTransaction',
]);

/** Fields of a call object: `eth_call` reads, `eth_estimateGas` also takes what a wallet fills in. */
const CALL_FIELDS = new Set(['to', 'data', 'input', 'from']);
const ESTIMATE_FIELDS = new Set([
  ...CALL_FIELDS,
  'value',
  'nonce',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'type',
  'chainId',
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

/** The node's own answer to a bad call (a revert, malformed params) goes back as JSON-RPC does it. */
function rpcError(id: number | string, err: unknown) {
  const e = err as { code?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown; cause?: unknown };
  const inner = (e.cause ?? e) as { code?: unknown; message?: unknown; data?: unknown };
  const code = typeof inner.code === 'number' ? inner.code : -32603;
  const message = typeof e.shortMessage === 'string' ? e.shortMessage : 'The node could not answer this call.';
  return { jsonrpc: '2.0' as const, id, error: { code, message: message.slice(0, 300) } };
}

/**
 * Why a node refuses a signed transaction, in the words wallet libraries recognize: each `message` is
 * the node text viem's node errors match (NonceTooLowError, InsufficientFundsError, ...), so a wallet
 * (our frame too) tells its user which, and `data.reason` names it for everyone else. The nodes' own
 * texts differ (hardhat's EDR: "Nonce too low. Expected nonce to be 1 but got 0", "Sender doesn't have
 * enough funds ..."; geth: "nonce too low", "insufficient funds for gas * price + value").
 */
const REFUSALS: ReadonlyArray<{ reason: string; node: RegExp; message: string }> = [
  {
    reason: 'nonce_too_low',
    node: /nonce too low|already imported|already known|known transaction/i,
    message: 'nonce too low',
  },
  { reason: 'nonce_too_high', node: /nonce too high/i, message: 'nonce too high' },
  {
    reason: 'insufficient_funds',
    node: /insufficient funds|enough funds|exceeds transaction sender account balance/i,
    message: 'insufficient funds for gas * price + value',
  },
  {
    reason: 'intrinsic_gas_too_low',
    node: /intrinsic gas too low|requires at least \d+ gas/i,
    message: 'intrinsic gas too low',
  },
  {
    reason: 'gas_limit_too_high',
    node: /exceeds block gas limit|gas limit reached|intrinsic gas too high|exceeds the transaction gas cap/i,
    message: 'gas limit reached',
  },
  {
    reason: 'max_fee_too_low',
    node: /less than block base fee|is too low for the next block|underpriced|transaction is outdated/i,
    message: 'max fee per gas less than block base fee',
  },
  {
    reason: 'tip_above_max_fee',
    node: /priority fee per gas higher than max fee|tip higher than fee cap/i,
    message: 'max priority fee per gas higher than max fee per gas',
  },
];

/** The node's own text of an error (viem keeps it as `details` on the error it wraps it in). */
function nodeText(err: unknown): string {
  const texts: string[] = [];
  for (let e = err as { details?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 8; i++) {
    if (typeof e.details === 'string') texts.push(e.details);
    if (typeof e.message === 'string') texts.push(e.message);
    e = e.cause as typeof e;
  }
  return texts.join('\n');
}

/** A refused `eth_sendRawTransaction` as a JSON-RPC error that says why (REFUSALS), else as rpcError does. */
function refusalError(id: number | string, err: unknown) {
  const text = nodeText(err);
  const refusal = REFUSALS.find((r) => r.node.test(text));
  if (!refusal) return rpcError(id, err);
  return {
    jsonrpc: '2.0' as const,
    id,
    error: { code: -32000, message: refusal.message, data: { reason: refusal.reason } },
  };
}

/** An absent value or a zero one (`0x0`, `0x`, 0). */
function zeroValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{0,64}$/.test(value)) return false;
  return value === '0x' || BigInt(value) === 0n;
}

/** A signed transaction's chain, target, value and signer; undefined when it cannot be read. */
async function inspectRawTransaction(raw: `0x${string}`) {
  try {
    const tx = parseTransaction(raw);
    if (tx.type === 'legacy' && tx.chainId === undefined) return undefined;
    const from = await recoverTransactionAddress({ serializedTransaction: raw as never });
    return { chainId: tx.chainId, to: tx.to ?? null, value: tx.value ?? 0n, from };
  } catch {
    return undefined;
  }
}

/** `/v2/public_blockchain_networks`, the JSON-RPC endpoint (reads, and fans' own signed calls), and a fan's hot wallet. */
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
        data: services
          ? [presentNetwork(services.runtime, app.config.publicUrl, app.config.walletFrameUrl ?? WALLET_FRAME_PATH)]
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
    async (req) => {
      const { runtime } = app.chain.require();
      const { id, method } = req.body;
      const params = req.body.params ?? [];
      if (!READ_METHODS.has(method)) throw new AppError('RPC_METHOD_NOT_ALLOWED');
      const contracts = new Set(
        [runtime.deployment.tokenAddress, runtime.deployment.nftAddress, runtime.deployment.actionsAddress].map((c) =>
          c.toLowerCase(),
        ),
      );
      const ours = (to: unknown) => typeof to === 'string' && contracts.has(to.toLowerCase());
      if (method === 'eth_call' || method === 'eth_estimateGas') {
        // A call object and a block tag only: no state overrides (a third parameter would let a
        // caller run code of their own on our node); no value moved.
        const call = params[0];
        const fields = method === 'eth_call' ? CALL_FIELDS : ESTIMATE_FIELDS;
        if (
          params.length > 2 ||
          typeof call !== 'object' ||
          call === null ||
          Object.keys(call).some((k) => !fields.has(k)) ||
          !ours((call as { to?: unknown }).to) ||
          !zeroValue((call as { value?: unknown }).value)
        ) {
          throw new AppError('RPC_METHOD_NOT_ALLOWED');
        }
      }
      if (method === 'eth_getBlockByNumber' && params[1] !== false) throw new AppError('RPC_METHOD_NOT_ALLOWED');
      if (method === 'eth_sendRawTransaction') {
        const raw = params[0];
        if (params.length !== 1 || typeof raw !== 'string' || !/^0x[0-9a-fA-F]{2,8000}$/.test(raw)) {
          throw new AppError('VALIDATION_FAILED', undefined, { params: ['expects one signed transaction'] });
        }
        // Only what a fan's own wallet sends us: a signed call to the community contracts on this
        // chain, moving no native currency, from a wallet linked to an account.
        const tx = await inspectRawTransaction(raw as `0x${string}`);
        if (!tx || tx.chainId !== runtime.chain.id || !ours(tx.to) || tx.value !== 0n) {
          throw new AppError('RPC_METHOD_NOT_ALLOWED');
        }
        if (!(await isLinkedWallet(app.database.db, tx.from))) throw new AppError('RPC_METHOD_NOT_ALLOWED');
        try {
          // The embedded chain journals every transaction it mines (docs/CHAIN.md), a fan's too.
          const hash = runtime.backend.sendRaw
            ? (await runtime.backend.sendRaw(raw as `0x${string}`)).transactionHash
            : await runtime.publicClient.request({ method: 'eth_sendRawTransaction', params: [raw as `0x${string}`] });
          return { jsonrpc: '2.0' as const, id, result: hash };
        } catch (err) {
          return refusalError(id, err);
        }
      }
      try {
        const result = await runtime.publicClient.request({ method, params } as never);
        return { jsonrpc: '2.0' as const, id, result };
      } catch (err) {
        return rpcError(id, err);
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
        frozenTotal(app.database.db, user.id),
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

const AddressParam = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', maxLength: 42 });

const LinkedWalletDoc = Type.Object({
  data: Type.Object({
    wallet_address: Type.String(),
    token_contract: Type.String(),
    actions_address: Type.String(),
    admin_wallet_address: Type.String(),
    chain_id: Type.Integer(),
    gas_funded: Type.Boolean(),
  }),
});

/**
 * Linking a self-custody wallet (docs/WALLET.md): the message to sign, and the link itself. The
 * wallet frame calls both from its sandboxed (opaque) origin, so they answer CORS (http/frame-cors.ts).
 */
export async function selfCustodyRoutes(app: App): Promise<void> {
  app.get(
    '/v2/user/self_custody_wallet/link_message',
    {
      config: { access: 'user', rateLimit: 'read' },
      schema: {
        tags,
        summary: 'The message the signed-in user signs with a wallet of their own to link its address',
        querystring: Type.Object({ address: AddressParam }, { additionalProperties: false }),
        response: {
          200: Type.Object({ data: Type.Object({ message: Type.String() }) }),
          ...errorResponses(400, 401, 404, 503),
        },
      },
    },
    async (req) => {
      const { selfCustody } = app.chain.require();
      return { data: { message: selfCustody.linkMessage(callerOf(req).user.uid, req.query.address) } };
    },
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
        body: Type.Object(
          {
            address: AddressParam,
            signature: Type.String({ pattern: '^0x[0-9a-fA-F]{2,2000}$', maxLength: 2002 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: LinkedWalletDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req) => {
      const { selfCustody } = app.chain.require();
      const caller = callerOf(req);
      const linked = await selfCustody.link(caller.user, req.body.address, req.body.signature as `0x${string}`);
      await app.users.forgetCached(caller.user.uid);
      return { data: linked };
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

/** A user's token transactions: list, show, and a send from their hot wallet (docs/CHAIN.md "Transactions and sends"). */
export async function transactionRoutes(app: App): Promise<void> {
  app.get(
    '/v2/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's token transactions, newest first",
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

export const CHAIN_SCHEMAS = [PublicBlockchainNetworkSchema, TransactionSchema];
