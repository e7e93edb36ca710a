/**
 * The calls `/transaction` may sign (an allow-list: anything else is refused) and the words the fan
 * reads before confirming. Pure: no DOM, no network.
 */
import { isAddress } from 'viem';
import type { WalletContractName, WalletTransactionSummary } from '@tribune/domain/wallet-frame';
import { fromUnits } from './units.ts';

export const BOOST_FUNCTIONS = [
  'boostComment',
  'boostContent',
  'boostIdea',
  'boostAmaQuestion',
  'boostGroupPost',
  'boostFeedPost',
] as const;
export type BoostFunction = (typeof BOOST_FUNCTIONS)[number];

/** A checked call, with its arguments typed for the ABI. */
export type AllowedCall =
  | { contractName: 'token'; functionName: 'transfer'; args: readonly [`0x${string}`, bigint] }
  | { contractName: 'actions'; functionName: BoostFunction; args: readonly [bigint, bigint] }
  | { contractName: 'actions'; functionName: 'unlockContent'; args: readonly [bigint, bigint] }
  | { contractName: 'actions'; functionName: 'withdraw'; args: readonly [bigint] }
  | { contractName: 'nft'; functionName: 'setApprovalForAll'; args: readonly [`0x${string}`, boolean] }
  | { contractName: 'nft'; functionName: 'transferWithPass'; args: readonly [NftPassArg, `0x${string}`] };

/** A transfer pass as CommunityNFT.transferWithPass takes it (docs/NFTS.md "Transfer out"). */
export interface NftPassArg {
  from: `0x${string}`;
  to: `0x${string}`;
  id: bigint;
  amount: bigint;
  nonce: bigint;
  validUntil: bigint;
}

/** An EIP-712 signature: 65 bytes. */
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

export interface CallRequest {
  contractName: string | null;
  contractAddress: string | null;
  functionName: string | null;
  /** The `parameters` query value: a JSON array. */
  parameters: string | null;
}

export type CallError = 'call.badContract' | 'call.badAddress' | 'call.notAllowed' | 'call.badParameters';

export type CheckedCall =
  | { ok: true; call: AllowedCall; contractAddress: `0x${string}`; summary: WalletTransactionSummary }
  | { ok: false; error: CallError };

const UINT = /^\d{1,78}$/;
const MAX_UINT256 = 2n ** 256n - 1n;

/** A uint256 from a decimal string or a safe non-negative integer; null otherwise. */
export function toUint(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) text = String(value);
  else return null;
  if (!UINT.test(text)) return null;
  const n = BigInt(text);
  return n <= MAX_UINT256 ? n : null;
}

function toAddress(value: unknown): `0x${string}` | null {
  return typeof value === 'string' && isAddress(value, { strict: false }) ? (value as `0x${string}`) : null;
}

function toBool(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

const CONTRACTS: readonly WalletContractName[] = ['token', 'nft', 'actions'];

/** Checks a `/transaction` request against the allow-list and types its arguments. */
export function checkCall(req: CallRequest): CheckedCall {
  const contractName = req.contractName as WalletContractName;
  if (!CONTRACTS.includes(contractName)) return { ok: false, error: 'call.badContract' };
  const contractAddress = toAddress(req.contractAddress);
  if (!contractAddress) return { ok: false, error: 'call.badAddress' };
  const fn = req.functionName ?? '';
  const allowed =
    (contractName === 'token' && fn === 'transfer') ||
    (contractName === 'nft' && (fn === 'setApprovalForAll' || fn === 'transferWithPass')) ||
    (contractName === 'actions' &&
      ((BOOST_FUNCTIONS as readonly string[]).includes(fn) || fn === 'unlockContent' || fn === 'withdraw'));
  if (!allowed) return { ok: false, error: 'call.notAllowed' };
  let params: unknown;
  try {
    params = JSON.parse(req.parameters ?? '');
  } catch {
    return { ok: false, error: 'call.badParameters' };
  }
  if (!Array.isArray(params)) return { ok: false, error: 'call.badParameters' };
  const bad = { ok: false, error: 'call.badParameters' } as const;
  const base = { contractName, contractAddress, functionName: fn };
  const done = (call: AllowedCall, extra: Partial<WalletTransactionSummary>): CheckedCall => ({
    ok: true,
    call,
    contractAddress,
    summary: { ...base, ...extra },
  });

  if (contractName === 'token') {
    const to = toAddress(params[0]);
    const amount = toUint(params[1]);
    if (params.length !== 2 || !to || amount === null || amount === 0n) return bad;
    return done({ contractName, functionName: 'transfer', args: [to, amount] }, { amount: amount.toString(), to });
  }
  if (contractName === 'nft' && fn === 'transferWithPass') {
    // The pass's fields in order, then the signature: [from, to, id, amount, nonce, validUntil, signature].
    const [from, to] = [toAddress(params[0]), toAddress(params[1])];
    const [id, amount, nonce, validUntil] = [params[2], params[3], params[4], params[5]].map(toUint);
    const signature = typeof params[6] === 'string' && SIGNATURE.test(params[6]) ? (params[6] as `0x${string}`) : null;
    if (params.length !== 7 || !from || !to || !signature) return bad;
    if (id == null || amount == null || nonce == null || validUntil == null || amount === 0n) return bad;
    return done(
      {
        contractName,
        functionName: 'transferWithPass',
        args: [{ from, to, id, amount, nonce, validUntil }, signature],
      },
      { to },
    );
  }
  if (contractName === 'nft') {
    const operator = toAddress(params[0]);
    const approved = toBool(params[1]);
    if (params.length !== 2 || !operator || approved === null) return bad;
    return done({ contractName, functionName: 'setApprovalForAll', args: [operator, approved] }, { to: operator });
  }
  if (fn === 'withdraw') {
    const depositId = toUint(params[0]);
    if (params.length !== 1 || depositId === null) return bad;
    return done({ contractName: 'actions', functionName: 'withdraw', args: [depositId] }, {});
  }
  const id = toUint(params[0]);
  const amount = toUint(params[1]);
  if (params.length !== 2 || id === null || amount === null || amount === 0n) return bad;
  const functionName = fn as BoostFunction | 'unlockContent';
  return done({ contractName: 'actions', functionName, args: [id, amount] } as AllowedCall, {
    amount: amount.toString(),
  });
}

/** `0xAbCd12…89eF`: enough of an address to recognise it. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** A message key and its values, for the i18n layer. */
export interface Words {
  key: 'do.send' | 'do.boost' | 'do.unlock' | 'do.withdraw' | 'do.approveNft' | 'do.revokeNft' | 'do.transferNft';
  vars: Record<string, string>;
}

/** What a call does, in words (before any translation). */
export function callWords(call: AllowedCall): Words {
  switch (call.functionName) {
    case 'transfer':
      return { key: 'do.send', vars: { amount: fromUnits(call.args[1]), to: shortAddress(call.args[0]) } };
    case 'unlockContent':
      return { key: 'do.unlock', vars: { amount: fromUnits(call.args[1]), id: call.args[0].toString() } };
    case 'withdraw':
      return { key: 'do.withdraw', vars: { id: call.args[0].toString() } };
    case 'transferWithPass': {
      const pass = call.args[0];
      return {
        key: 'do.transferNft',
        vars: { amount: pass.amount.toString(), id: pass.id.toString(), to: shortAddress(pass.to) },
      };
    }
    case 'setApprovalForAll':
      return {
        key: call.args[1] ? 'do.approveNft' : 'do.revokeNft',
        vars: { to: shortAddress(call.args[0]) },
      };
    case 'boostComment':
    case 'boostContent':
    case 'boostIdea':
    case 'boostAmaQuestion':
    case 'boostGroupPost':
    case 'boostFeedPost':
      return { key: 'do.boost', vars: { amount: fromUnits(call.args[1]), id: call.args[0].toString() } };
  }
}
