import { ApiError, unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';
import { apiErrorText } from '../../kernel/api-answers.ts';

/** A token transaction (generated from the server's schema). */
export type Transaction = components['schemas']['Transaction'];
/** A fan found by the user search. */
export type FoundUser = components['schemas']['ChatUser'];

/** The signed-in user's balance: base units as decimal strings (address, balance, frozen). */
export type Balance =
  paths['/v2/user/balance']['get']['responses'][200]['content']['application/json']['data']['attributes'];

/** A locked vote deposit (type frozen_token); its id is the vote's. */
export type FrozenToken =
  paths['/v2/frozen_tokens']['get']['responses'][200]['content']['application/json']['data'][number];

/** The frozen tokens and their total (header total-frozen-amount, base units). */
export interface FrozenTokens {
  items: FrozenToken[];
  total: string;
}

/**
 * The things a fan can boost: comments, contents, ideas, AMA questions, group posts and feed posts
 * (the contract's `boostable_type`, so a type the server adds shows here and in BOOST_FUNCTIONS).
 */
export type BoostableType =
  paths['/v2/boosts']['post']['requestBody']['content']['application/json']['boost']['boostable_type'];

/** The counters a boost answers with. */
export type BoostState = paths['/v2/boosts']['post']['responses'][201]['content']['application/json']['meta'];

/** Someone who boosted an item, with the sum they boosted. */
export type Booster = paths['/v2/boosters']['get']['responses'][200]['content']['application/json']['data'][number];

/** A page of the transactions list (keyset: the next page starts before the last id). */
export interface TransactionsPage {
  items: Transaction[];
  nextBeforeId: string | undefined;
}

const PAGE_SIZE = 25;

/** GET /v2/user/balance. */
export async function fetchBalance(): Promise<Balance> {
  return unwrap(await api.GET('/v2/user/balance')).data.attributes;
}

/** POST /v2/user/hot_wallet: a wallet held by the server (idempotent). */
export async function createHotWallet(): Promise<string> {
  return unwrap(await api.POST('/v2/user/hot_wallet')).data.attributes.wallet_address;
}

/** GET /v2/transactions, newest first, one keyset page. */
export async function fetchTransactions(beforeId: string | undefined): Promise<TransactionsPage> {
  const body = unwrap(
    await api.GET('/v2/transactions', {
      params: { query: { per_page: PAGE_SIZE, ...(beforeId ? { before_id: beforeId } : {}) } },
    }),
  );
  const last = body.data[body.data.length - 1];
  return { items: body.data, nextBeforeId: body.data.length === PAGE_SIZE && last ? last.id : undefined };
}

/** GET /v2/transactions/{id}. */
export async function fetchTransaction(id: string): Promise<Transaction> {
  return unwrap(await api.GET('/v2/transactions/{id}', { params: { path: { id } } })).data;
}

/** The recipient of a send: a fan by slug or an address. */
export type Recipient = { to_user_slug: string } | { to_address: string };

/** POST /v2/transactions: sends `amount` base units; the key makes a retry move value once. */
export async function sendTokens(amount: bigint, to: Recipient, idempotencyKey: string): Promise<Transaction> {
  return unwrap(
    await api.POST('/v2/transactions', {
      body: { transaction: { amount: amount.toString(), ...to } },
      params: { header: { 'idempotency-key': idempotencyKey } },
    }),
  ).data;
}

/** POST /v2/transactions/{id}/complete: the server checks the receipt and answers the record. */
export async function completeTransaction(id: string): Promise<Transaction> {
  return unwrap(await api.POST('/v2/transactions/{id}/complete', { params: { path: { id } } })).data;
}

/** GET /v2/chat_users?search=: fans to send to, by name. */
export async function searchUsers(search: string): Promise<FoundUser[]> {
  return unwrap(await api.GET('/v2/chat_users', { params: { query: { search, per_page: 8 } } })).data;
}

/** GET /v2/frozen_tokens with the total-frozen-amount header. */
export async function fetchFrozenTokens(): Promise<FrozenTokens> {
  const result = await api.GET('/v2/frozen_tokens', { params: { query: { per_page: 100 } } });
  const body = unwrap(result);
  const header = result.response.headers.get('total-frozen-amount');
  return { items: body.data, total: header && /^\d+$/.test(header) ? header : body.meta.total_frozen_amount };
}

/** POST /v2/votes/{id}/withdraw: a vote's deposit back to the voter after its unlock time. */
export async function withdrawVote(voteId: string, idempotencyKey: string): Promise<Transaction> {
  return unwrap(
    await api.POST('/v2/votes/{id}/withdraw', {
      params: { path: { id: voteId }, header: { 'idempotency-key': idempotencyKey } },
    }),
  ).data;
}

/** POST /v2/boosts: boosts an item; answers the transaction and the item's new counters. */
export async function boost(
  type: BoostableType,
  id: string,
  amount: bigint,
  idempotencyKey: string,
): Promise<{ transaction: Transaction; state: BoostState }> {
  const body = unwrap(
    await api.POST('/v2/boosts', {
      body: { boost: { boostable_type: type, boostable_id: id, amount: amount.toString() } },
      params: { header: { 'idempotency-key': idempotencyKey } },
    }),
  );
  return { transaction: body.data, state: body.meta };
}

/** GET /v2/boosters: who boosted an item, biggest total first. */
export async function fetchBoosters(type: BoostableType, id: string): Promise<Booster[]> {
  return unwrap(
    await api.GET('/v2/boosters', { params: { query: { boostable_type: type, boostable_id: id, per_page: 20 } } }),
  ).data;
}

/** POST /v2/contents/{slug}/unlock: buys a buyer-only content. */
export async function unlockContent(
  slug: string,
  idempotencyKey: string,
): Promise<{ transaction: Transaction; boughtByUser: boolean }> {
  const body = unwrap(
    await api.POST('/v2/contents/{slug}/unlock', {
      params: { path: { slug }, header: { 'idempotency-key': idempotencyKey } },
    }),
  );
  return { transaction: body.data, boughtByUser: body.meta.bought_by_user };
}

/** POST /v2/votings/{id}/vote with token amounts per option (base units). */
export async function castTokenVote(
  votingId: string,
  votes: { optionId: string; amount: bigint }[],
  idempotencyKey: string,
): Promise<void> {
  unwrap(
    await api.POST('/v2/votings/{voting_id}/vote', {
      params: { path: { voting_id: votingId }, header: { 'idempotency-key': idempotencyKey } },
      body: { option_values: votes.map((v) => ({ option_id: v.optionId, amount: v.amount.toString() })) },
    }),
  );
}

/** The error code of a failure, if the server sent one. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? (error.body?.code ?? null) : null;
}

/**
 * The text of a failed wallet call: the error body's field messages or message
 * (docs/DECISIONS.md "Failures in the app"), or null for the caller's fallback.
 */
export const walletErrorText = apiErrorText;

/** The chain the wallet frame and browser wallets talk to (GET /v2/public_blockchain_networks, first entry). */
export interface WalletNetwork {
  /** Our JSON-RPC endpoint (reads, and submits of signed calls to our contracts). */
  rpcUrl: string;
  chainId: number;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  blockExplorerUrl: string | null;
  /** Where the frame's pages live (`${frameUrl}/${page}`), relative to the app when served beside it. */
  frameUrl: string;
}

/** GET /v2/public_blockchain_networks: the chain, or null while it starts or when it is off. */
export async function fetchWalletNetwork(): Promise<WalletNetwork | null> {
  const first = unwrap(await api.GET('/v2/public_blockchain_networks')).data[0];
  if (!first) return null;
  const a = first.attributes;
  return {
    rpcUrl: a.wallet_blockchain_url,
    chainId: a.chain_id,
    chainName: a.chain_name,
    nativeCurrency: a.native_currency_params,
    blockExplorerUrl: a.block_explorer_url,
    frameUrl: a.wallet_frame_url,
  };
}

/** POST /v2/transactions/from_hash: records a transaction the fan signed themselves (same hash, same record). */
export async function recordTransactionFromHash(txHash: string): Promise<Transaction> {
  return unwrap(await api.POST('/v2/transactions/from_hash', { body: { transaction: { tx_hash: txHash } } })).data;
}

/** The wallet address of a fan by slug (GET /v2/profiles/{slug}), for sends the fan signs. */
export async function fetchProfileWalletAddress(slug: string): Promise<string | null> {
  return unwrap(await api.GET('/v2/profiles/{slug}', { params: { path: { slug } } })).data.attributes.wallet_address;
}

/** What POST /v2/user/self_custody_wallet answers. */
export type LinkedWallet =
  paths['/v2/user/self_custody_wallet']['post']['responses'][200]['content']['application/json']['data'];

/** GET /v2/user/self_custody_wallet/link_message?address=: the message the fan signs to link an address. */
export async function fetchLinkMessage(address: string): Promise<string> {
  return unwrap(await api.GET('/v2/user/self_custody_wallet/link_message', { params: { query: { address } } })).data
    .message;
}

/** POST /v2/user/self_custody_wallet: links an address the fan proved to hold (409 CONFLICT, 422 bad signature). */
export async function linkSelfCustodyWallet(address: string, signature: string): Promise<LinkedWallet> {
  return unwrap(await api.POST('/v2/user/self_custody_wallet', { body: { address, signature } })).data;
}

/** The server wants the fan to sign this call themselves (422; issue #16). */
export function isSignatureRequired(error: unknown): boolean {
  return errorCode(error) === 'SIGNATURE_REQUIRED';
}
