/**
 * The chain module's rules (docs/CHAIN.md, docs/WALLET.md "The JSON-RPC endpoint (`POST
 * /v2/chain/rpc`)"), asked as `chainPolicy.authorize(caller, action, subject)`: what the public
 * JSON-RPC endpoint lets anyone call, which signed transactions it relays, and who may boost or
 * unlock what. Whose transaction records, wallets and deposits a caller reaches is the caller's
 * own by construction: every query of them is keyed by the caller's user id (or wallet).
 */
import { definePolicy, refuse } from '../../platform/policy.ts';
import { contentVisibility } from '../contents/index.ts';

/**
 * The JSON-RPC calls answered: the reads the app makes (balanceOf, receipts, isOperatorFor,
 * isApprovedForAll) and what a wallet library asks first, and what a self-custody wallet needs to
 * send its own signed transactions to the community contracts (nonce, gas, fees,
 * `eth_sendRawTransaction`). Nothing that scans (`eth_getLogs`), nothing signed by the node, and
 * calls only to the community contracts: the node is not a public one.
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

/** An absent value or a zero one (`0x0`, `0x`, 0). */
function zeroValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{0,64}$/.test(value)) return false;
  return value === '0x' || BigInt(value) === 0n;
}

/** A JSON-RPC call as the rule reads it, with the test of an address being one of the community contracts. */
export interface RpcCall {
  method: string;
  params: unknown[];
  ours: (to: unknown) => boolean;
}

/** A signed transaction offered to the endpoint, read (undefined when it cannot be read). */
export interface RawTransactionFacts {
  tx: { chainId: number | undefined; to: string | null; value: bigint; from: string } | undefined;
  chainId: number;
  ours: (to: unknown) => boolean;
  /** Whether its signer is the wallet of an account. */
  linked: boolean;
}

const notAllowed = refuse('RPC_METHOD_NOT_ALLOWED');

function rpcCall({ method, params, ours }: RpcCall) {
  if (!READ_METHODS.has(method)) return notAllowed;
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
      return notAllowed;
    }
  }
  if (method === 'eth_getBlockByNumber' && params[1] !== false) return notAllowed;
  return true;
}

export const chainPolicy = definePolicy(
  'chain',
  {
    /** A call to the public JSON-RPC endpoint: an allowed method, to the community contracts only, moving nothing. */
    rpcCall: (_caller, call: RpcCall) => rpcCall(call),
    /**
     * Relaying a signed transaction: only what a fan's own wallet sends us, a signed call to the
     * community contracts on this chain, moving no native currency, from a wallet linked to an account.
     */
    sendRaw: (_caller, { tx, chainId, ours, linked }: RawTransactionFacts) =>
      (tx !== undefined && tx.chainId === chainId && ours(tx.to) && tx.value === 0n && linked) || notAllowed,
    /** Boosting an item: a boostable one the caller may see (any other answers 404 like a missing one). */
    boost: (_caller, item: { boostable: boolean; visible: boolean }) => item.boostable && item.visible,
    /** Unlocking a content: one the caller may see (its teaser; any other answers 404 like a missing one). */
    unlock: (caller, content: Parameters<typeof contentVisibility>[1]) => contentVisibility(caller, content).visible,
  },
  { hides: ['boost', 'unlock'] },
);
