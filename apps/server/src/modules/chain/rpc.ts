/**
 * The public JSON-RPC endpoint's calls (docs/WALLET.md "The JSON-RPC endpoint (`POST
 * /v2/chain/rpc`)"): reads of the community contracts, and fans' own signed calls to them, as
 * `chainPolicy` allows; the node's refusals in the words wallet libraries know.
 */
import { parseTransaction, recoverTransactionAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ChainRuntime } from './runtime.ts';
import { chainPolicy } from './policy.ts';
import { isLinkedWallet } from './wallet-repository.ts';

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

/** A JSON-RPC answer: its result, or the node's error. */
export type RpcAnswer =
  | { jsonrpc: '2.0'; id: number | string; result: unknown }
  | { jsonrpc: '2.0'; id: number | string; error: { code: number; message: string; data?: unknown } };

/**
 * Answers one JSON-RPC call (403 RPC_METHOD_NOT_ALLOWED for what the policy refuses, 400 for a
 * malformed signed transaction): reads go to the node, a fan's signed transaction is sent (the
 * embedded chain journals every transaction it mines, docs/CHAIN.md, a fan's too).
 */
export async function answerRpc(
  db: Db,
  runtime: ChainRuntime,
  call: { id: number | string; method: string; params?: unknown[] },
): Promise<RpcAnswer> {
  const { id, method } = call;
  const params = call.params ?? [];
  const contracts = new Set(
    [runtime.deployment.tokenAddress, runtime.deployment.nftAddress, runtime.deployment.actionsAddress].map((c) =>
      c.toLowerCase(),
    ),
  );
  const ours = (to: unknown) => typeof to === 'string' && contracts.has(to.toLowerCase());
  chainPolicy.authorize(undefined, 'rpcCall', { method, params, ours });
  if (method === 'eth_sendRawTransaction') {
    const raw = params[0];
    if (params.length !== 1 || typeof raw !== 'string' || !/^0x[0-9a-fA-F]{2,8000}$/.test(raw)) {
      throw new AppError('VALIDATION_FAILED', undefined, { params: ['expects one signed transaction'] });
    }
    const tx = await inspectRawTransaction(raw as `0x${string}`);
    const readable = tx !== undefined && tx.chainId === runtime.chain.id && ours(tx.to) && tx.value === 0n;
    const linked = readable && (await isLinkedWallet(db, tx.from));
    chainPolicy.authorize(undefined, 'sendRaw', { tx, chainId: runtime.chain.id, ours, linked });
    try {
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
}
