/**
 * What trading does when the chain's NFT events arrive (docs/NFTS.md "Trading"): registered with
 * `app.chainEffects` after the ownership effects, so they run in the indexer's batch transaction,
 * once per event, with the balances already moved.
 *
 * - A transfer in a transaction that emitted `Swapped` (only our swaps do: the admin wallet's
 *   `CommunityNFT.swap`) is provenance `trade`.
 * - A move or a freeze that leaves a fan with fewer movable copies than their open requests offer
 *   withdraws those requests (the newest first: the oldest promises are kept), with the
 *   `nft_trade_request.trades_removed` notification, written in the same transaction.
 */
import type { Db } from '../../db/client.ts';
import type { ChainEffects, ChainEventRow } from '../chain/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { heldLessFrozen, markTradeMoves, openOf, passCopies, setStatus, usersByAddresses } from './trade-repository.ts';

/** Why the server withdrew a request whose copies left. */
export const COPIES_LEFT_REASON = 'offered NFTs left the wallet';

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/**
 * Withdraws the open requests of these users that their copies no longer cover (balance − frozen −
 * issued passes, given to the requests from the oldest), and notifies each owner once per request.
 */
export async function withdrawUncovered(
  tx: Db,
  userIds: number[],
  notifications: Pick<Notifier, 'notify'>,
  reason = COPIES_LEFT_REASON,
): Promise<number[]> {
  const open = await openOf(tx, userIds);
  if (open.length === 0) return [];
  const owners = [...new Set(open.map((r) => r.row.userId))];
  const [held, passes] = await Promise.all([heldLessFrozen(tx, owners), passCopies(tx, owners)]);
  const promised = new Map<string, number>();
  const uncovered: number[] = [];
  for (const request of open) {
    const keys = request.offered.map((i) => ({ key: `${request.row.userId}|${i.nftId}`, amount: i.amount }));
    const covered = keys.every(
      ({ key, amount }) => amount <= (held.get(key) ?? 0) - (passes.get(key) ?? 0) - (promised.get(key) ?? 0),
    );
    if (covered) for (const { key, amount } of keys) promised.set(key, (promised.get(key) ?? 0) + amount);
    else uncovered.push(request.row.id);
  }
  const withdrawn = await setStatus(tx, uncovered, 'withdrawn', reason);
  for (const row of withdrawn) {
    const slug = open.find((r) => r.row.id === row.id)?.ownerSlug ?? 'fan';
    await notifications.notify(
      {
        userId: row.userId,
        key: 'nft_trade_request.trades_removed',
        parameters: {
          serialized_resource: { type: 'nft_trade_request', id: String(row.id), slug: `${slug}-${row.id}` },
        },
      },
      tx,
    );
  }
  return withdrawn.map((r) => r.id);
}

/** Registers the trade effects (after `registerNftEffects`). */
export function registerTradeEffects(effects: ChainEffects, notifications: Pick<Notifier, 'notify'>): void {
  effects.register(['Swapped'], async (tx, events, direction) => {
    // Undone with its block: the moves of that transaction are deleted by the ownership effects.
    if (direction === 1) await markTradeMoves(tx, [...new Set(events.map((e) => e.txHash))]);
  });
  effects.register(['TransferSingle', 'TransferBatch', 'TokensFrozen'], async (tx, events, direction) => {
    if (direction !== 1) return;
    const losers = new Set<string>();
    for (const event of events as ChainEventRow[]) {
      const a = event.args as Record<string, unknown>;
      if (event.eventName === 'TokensFrozen') losers.add(text(a.holder));
      else losers.add(text(a.from));
    }
    const userIds = await usersByAddresses(tx, [...losers]);
    await withdrawUncovered(tx, userIds, notifications);
  });
}
