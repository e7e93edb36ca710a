import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@tribune/api-client';
import { BALANCE_CACHE_MS } from './constants.ts';
import {
  completeTransaction,
  fetchBalance,
  fetchBoosters,
  fetchFrozenTokens,
  fetchTransaction,
  fetchTransactions,
  fetchWalletNetwork,
  type BoostableType,
  type Transaction,
  type TransactionsPage,
} from './api.ts';
import { movablePending } from './logic.ts';

/** Query keys of the wallet; per user, so a sign-in as someone else never shows the last one's figures. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (viewer: string | null) => [...walletKeys.all, 'balance', viewer ?? 'guest'] as const,
  transactions: (viewer: string | null) => [...walletKeys.all, 'transactions', viewer ?? 'guest'] as const,
  transaction: (id: string, viewer: string | null) =>
    [...walletKeys.all, 'transaction', id, viewer ?? 'guest'] as const,
  frozen: (viewer: string | null) => [...walletKeys.all, 'frozen', viewer ?? 'guest'] as const,
  boosters: (type: BoostableType, id: string) => [...walletKeys.all, 'boosters', type, id] as const,
};

const noRetryOnRefusal = (count: number, error: unknown) =>
  count < 2 &&
  !(error instanceof ApiError && error.status < 500) &&
  !(error instanceof ApiError && error.status === 503);

/** The balance, fetched only when the last fetch is older than 4000 ms (docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures"); cached otherwise. */
export const balanceQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: walletKeys.balance(viewer),
    queryFn: fetchBalance,
    staleTime: BALANCE_CACHE_MS,
    retry: noRetryOnRefusal,
    enabled: viewer !== null,
  });

/** The transactions, newest first; pages continue before the last id. */
export const transactionsQuery = (viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(viewer),
    queryFn: ({ pageParam }) => fetchTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TransactionsPage) => last.nextBeforeId,
    retry: noRetryOnRefusal,
    enabled: viewer !== null,
  });

/** One transaction (the detail dialog, the unlock's progress). */
export const transactionQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: walletKeys.transaction(id, viewer),
    queryFn: () => fetchTransaction(id),
    retry: noRetryOnRefusal,
  });

/** The frozen vote deposits and their total. */
export const frozenTokensQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: walletKeys.frozen(viewer),
    queryFn: fetchFrozenTokens,
    retry: noRetryOnRefusal,
    enabled: viewer !== null,
  });

/** Who boosted an item. */
export const boostersQuery = (type: BoostableType, id: string) =>
  queryOptions({ queryKey: walletKeys.boosters(type, id), queryFn: () => fetchBoosters(type, id), retry: 1 });

/** Every cached transaction of the viewer. */
export function cachedTransactions(queryClient: QueryClient, viewer: string | null): Transaction[] {
  const data = queryClient.getQueryData(transactionsQuery(viewer).queryKey);
  return data ? data.pages.flatMap((p) => p.items) : [];
}

/**
 * Move-pending (docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures"): after a balance fetch, pending transactions with a hash are
 * asked to complete (the server checks the receipt); the list reloads when one moved. Failures
 * are quiet: the next balance fetch tries again.
 */
export async function movePending(queryClient: QueryClient, viewer: string | null): Promise<void> {
  const pending = movablePending(cachedTransactions(queryClient, viewer));
  if (pending.length === 0) return;
  const results = await Promise.allSettled(pending.map((t) => completeTransaction(t.id)));
  const moved = results.some((r) => r.status === 'fulfilled' && r.value.attributes.tx_status !== 'pending');
  if (moved) await queryClient.invalidateQueries({ queryKey: walletKeys.transactions(viewer) });
}

/** After value moved: the balance, the transactions and the deposits reload. */
export async function refreshWallet(queryClient: QueryClient, viewer: string | null): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.balance(viewer) }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactions(viewer) }),
    queryClient.invalidateQueries({ queryKey: walletKeys.frozen(viewer) }),
  ]);
}

/** The chain the frame and browser wallets use; it changes rarely. */
export const walletNetworkQuery = queryOptions({
  queryKey: [...walletKeys.all, 'network'] as const,
  queryFn: fetchWalletNetwork,
  staleTime: 5 * 60_000,
  retry: noRetryOnRefusal,
});

/** The addresses the access reads need (from the current user). */
export interface WalletAccessInput {
  wallet: string;
  admin: string;
  token: string;
  nft: string | null;
}

/**
 * Whether the admin may act for a self-custody fan: operator of the fan's tokens
 * (`isOperatorFor(admin, holder)`) and approved for the fan's NFTs (`isApprovedForAll(holder, admin)`),
 * read through our JSON-RPC endpoint.
 */
export const walletAccessQuery = (viewer: string | null, input: WalletAccessInput | null) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'access', viewer ?? 'guest', input?.wallet ?? null] as const,
    queryFn: async ({ client }) => {
      if (!input) throw new Error('No wallet');
      const network = await client.fetchQuery(walletNetworkQuery);
      if (!network) throw new Error('The chain is not available.');
      const { readIsApprovedForAll, readIsOperator } = await import('./frame/chain.ts');
      const [operator, nftApproved] = await Promise.all([
        readIsOperator(network.rpcUrl, input.token, input.admin, input.wallet),
        input.nft ? readIsApprovedForAll(network.rpcUrl, input.nft, input.wallet, input.admin) : Promise.resolve(true),
      ]);
      return { operator, nftApproved };
    },
    enabled: viewer !== null && input !== null,
    retry: 1,
    staleTime: 30_000,
  });
