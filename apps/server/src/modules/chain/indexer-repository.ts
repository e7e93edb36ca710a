/**
 * The indexer's queries (indexer.ts): the cursor, the recent block hashes, the events and their
 * effects on balances, entitlements, purchases and transaction records. Every write here runs in
 * the caller's transaction, so a batch (or a reorg's rollback) commits whole or not at all.
 *
 * Addresses: the indexer writes them EIP-55 checksummed (as viem decodes them, and as hot wallets,
 * `users.wallet_address` of hot-wallet users and `transactions` already store them): `token_balances`
 * is keyed by the checksummed address, so look it up with `getAddress(x)`. A user's `wallet_address`
 * may have been written in any case (an external wallet), so users are matched case-insensitively,
 * `lower(wallet_address) = lower(address)`.
 */
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import {
  chainBlocks,
  chainCursors,
  chainEvents,
  tokenBalances,
  transactions,
  userEntitlements,
  users,
} from '../../db/schema.ts';

export type ChainEventRow = typeof chainEvents.$inferSelect;
export type NewChainEvent = typeof chainEvents.$inferInsert;

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Rows per insert statement (7 parameters each; PostgreSQL allows 65,535 per statement). */
const INSERT_CHUNK = 1000;
/** Content ids are bigint columns: an id the contract accepted beyond it can name no content. */
const MAX_BIGINT = 2n ** 63n - 1n;

/** The next block to read, creating the cursor at `fromBlock` the first time. */
export async function ensureCursor(db: Db, chainId: number, fromBlock: bigint): Promise<bigint> {
  await db.insert(chainCursors).values({ chainId, nextBlock: fromBlock }).onConflictDoNothing();
  const [row] = await db
    .select({ nextBlock: chainCursors.nextBlock })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId));
  if (!row) throw new Error(`chain indexer: the cursor of chain ${chainId} vanished`);
  return row.nextBlock;
}

/**
 * Moves the cursor from `from` to `to`, only if it still stands at `from`. Run first in a batch's
 * transaction, it also locks the cursor row: a second indexer on the same database waits here, then
 * finds the cursor moved and gives up (false) instead of counting the same range twice.
 */
export async function moveCursor(db: Db, chainId: number, from: bigint, to: bigint): Promise<boolean> {
  const rows = await db
    .update(chainCursors)
    .set({ nextBlock: to, updatedAt: sql`now()` })
    .where(and(eq(chainCursors.chainId, chainId), eq(chainCursors.nextBlock, from)))
    .returning({ chainId: chainCursors.chainId });
  return rows.length === 1;
}

/** The hash stored for a block, if the indexer kept it. */
export async function storedBlockHash(db: Db, chainId: number, number: bigint): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.chainId, chainId), eq(chainBlocks.number, number)));
  return row?.hash;
}

/** The stored blocks below `number`, newest first (the walk back of a reorg). */
export async function storedBlocksBelow(
  db: Db,
  chainId: number,
  number: bigint,
): Promise<Array<{ number: bigint; hash: string }>> {
  return db
    .select({ number: chainBlocks.number, hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.number, number)))
    .orderBy(desc(chainBlocks.number));
}

/** Remembers block hashes (a block seen again after a rollback takes its new hash) and forgets those below `pruneBelow`. */
export async function saveBlocks(
  db: Db,
  chainId: number,
  blocks: ReadonlyMap<bigint, string>,
  pruneBelow: bigint,
): Promise<void> {
  if (blocks.size > 0) {
    await db
      .insert(chainBlocks)
      .values([...blocks].map(([number, hash]) => ({ chainId, number, hash })))
      .onConflictDoUpdate({ target: [chainBlocks.chainId, chainBlocks.number], set: { hash: sql`excluded.hash` } });
  }
  await db.delete(chainBlocks).where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.number, pruneBelow)));
}

/** Inserts the events; answers only those that were not there yet (the ones whose effects are due). */
export async function insertEvents(db: Db, rows: readonly NewChainEvent[]): Promise<ChainEventRow[]> {
  const inserted: ChainEventRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    inserted.push(
      ...(await db
        .insert(chainEvents)
        .values(chunk)
        .onConflictDoNothing({ target: [chainEvents.chainId, chainEvents.txHash, chainEvents.logIndex] })
        .returning()),
    );
  }
  return inserted;
}

/** Deletes the events above a block (a reorg) and answers them, so their effects can be undone. */
export async function deleteEventsAbove(db: Db, chainId: number, block: bigint): Promise<ChainEventRow[]> {
  return db
    .delete(chainEvents)
    .where(and(eq(chainEvents.chainId, chainId), gt(chainEvents.blockNumber, block)))
    .returning();
}

/** Forgets the stored block hashes above a block (a reorg). */
export async function deleteBlocksAbove(db: Db, chainId: number, block: bigint): Promise<void> {
  await db.delete(chainBlocks).where(and(eq(chainBlocks.chainId, chainId), gt(chainBlocks.number, block)));
}

/** The contracts whose events have effects. */
export interface EffectContracts {
  token: string;
  actions: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/**
 * Applies (direction 1) or undoes (direction -1, a reorg) the effects of events: token `Transfer`s
 * move `token_balances` (summed per address, one upsert adding in SQL numeric) and keep the
 * `token_holder` entitlement of the matching users; `ContentUnlocked` records the purchase when the
 * paid price covers the content's current price; a
 * `pending` transaction record of the same hash becomes `complete` (and back to `pending` when its
 * block is rolled back: the transaction is no longer on the chain).
 */
export async function applyEffects(
  db: Db,
  events: readonly ChainEventRow[],
  contracts: EffectContracts,
  direction: 1 | -1,
): Promise<void> {
  if (events.length === 0) return;
  const sign = BigInt(direction);
  const deltas = new Map<string, bigint>();
  const add = (address: string, amount: bigint) => deltas.set(address, (deltas.get(address) ?? 0n) + amount);
  const unlocks: Array<{ buyer: string; contentId: bigint; price: bigint }> = [];
  for (const event of events) {
    if (event.contract === contracts.token && event.eventName === 'Transfer') {
      const value = BigInt(text(event.args.value)) * sign;
      const from = getAddress(text(event.args.from));
      const to = getAddress(text(event.args.to));
      if (from !== ZERO_ADDRESS) add(from, -value);
      if (to !== ZERO_ADDRESS) add(to, value);
    } else if (event.contract === contracts.actions && event.eventName === 'ContentUnlocked') {
      unlocks.push({
        buyer: getAddress(text(event.args.buyer)),
        contentId: BigInt(text(event.args.contentId)),
        price: BigInt(text(event.args.price)),
      });
    }
  }

  const moved = [...deltas].filter(([, delta]) => delta !== 0n);
  if (moved.length > 0) {
    await db
      .insert(tokenBalances)
      .values(moved.map(([address, delta]) => ({ address, balance: delta.toString() })))
      .onConflictDoUpdate({
        target: tokenBalances.address,
        set: { balance: sql`${tokenBalances.balance} + excluded.balance`, updatedAt: sql`now()` },
      });
  }
  // Every address a transfer touched, even when its sum is zero (a move out and back in one batch).
  if (deltas.size > 0) await refreshTokenHolders(db, [...deltas.keys()]);

  if (unlocks.length > 0) {
    const owners = await usersByWallet(
      db,
      unlocks.map((u) => u.buyer),
    );
    const pairs = unlocks.flatMap(({ buyer, contentId, price }) =>
      contentId > MAX_BIGINT
        ? []
        : (owners.get(buyer.toLowerCase()) ?? []).map((userId) => ({ userId, contentId, price })),
    );
    if (pairs.length > 0) {
      const values = sql.join(
        pairs.map((p) => sql`(${p.userId}::bigint, ${p.contentId.toString()}::bigint, ${p.price.toString()}::numeric)`),
        sql`, `,
      );
      if (direction === 1) {
        // Only a paid price that covers the content's price unlocks it: anyone may call
        // unlockContent with 1 base unit from their own wallet. A content deleted since, one not
        // for sale (no price) or an id that never was one has nothing to unlock.
        await db.execute(sql`
          insert into content_purchases (user_id, content_id)
          select v.user_id, v.content_id from (values ${values}) as v(user_id, content_id, price)
          where exists (select 1 from contents c where c.id = v.content_id and c.price is not null and v.price >= c.price)
          on conflict do nothing`);
      } else {
        await db.execute(sql`delete from content_purchases where (user_id, content_id) in
          (select v.user_id, v.content_id from (values ${values}) as v(user_id, content_id, price))`);
      }
    }
  }

  const hashes = [...new Set(events.map((e) => e.txHash))];
  for (let i = 0; i < hashes.length; i += INSERT_CHUNK) {
    const chunk = hashes.slice(i, i + INSERT_CHUNK);
    if (direction === 1) {
      await db
        .update(transactions)
        .set({ txStatus: 'complete', completedAt: sql`now()` })
        .where(and(inArray(transactions.txHash, chunk), eq(transactions.txStatus, 'pending')));
    } else {
      await db
        .update(transactions)
        .set({ txStatus: 'pending', completedAt: null })
        .where(and(inArray(transactions.txHash, chunk), eq(transactions.txStatus, 'complete')));
    }
  }
}

/** Users by wallet address (lowercased keys), matched case-insensitively. */
async function usersByWallet(db: Db, addresses: readonly string[]): Promise<Map<string, number[]>> {
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const found = new Map<string, number[]>();
  for (let i = 0; i < lowered.length; i += INSERT_CHUNK) {
    const rows = await db
      .select({ id: users.id, wallet: users.walletAddress })
      .from(users)
      .where(inArray(sql`lower(${users.walletAddress})`, lowered.slice(i, i + INSERT_CHUNK)));
    for (const row of rows) {
      if (!row.wallet) continue;
      const key = row.wallet.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), row.id]);
    }
  }
  return found;
}

/**
 * Makes the `token_holder` entitlement of the users whose wallet is one of `addresses` match the
 * indexed balance: present while it is above zero, absent at zero. Exported for whoever links a
 * wallet to a user (a hot wallet created after tokens arrived there), who should call it then.
 */
export async function refreshTokenHolders(db: Db, addresses: readonly string[]): Promise<void> {
  const owners = await usersByWallet(db, addresses);
  if (owners.size === 0) return;
  const checksummed = [...owners.keys()].filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a));
  const balances = new Map<string, bigint>();
  if (checksummed.length > 0) {
    const rows = await db
      .select({ address: tokenBalances.address, balance: tokenBalances.balance })
      .from(tokenBalances)
      .where(inArray(tokenBalances.address, checksummed));
    for (const row of rows) balances.set(row.address.toLowerCase(), BigInt(row.balance));
  }
  const holders: number[] = [];
  const others: number[] = [];
  for (const [wallet, ids] of owners) ((balances.get(wallet) ?? 0n) > 0n ? holders : others).push(...ids);
  if (holders.length > 0) {
    await db
      .insert(userEntitlements)
      .values(holders.map((userId) => ({ userId, audience: 'token_holder' as const })))
      .onConflictDoNothing();
  }
  if (others.length > 0) {
    await db
      .delete(userEntitlements)
      .where(and(eq(userEntitlements.audience, 'token_holder'), inArray(userEntitlements.userId, others)));
  }
}

/**
 * Queues the next run at `runAt` unless one is queued already (so there is one), and drops the
 * finished runs of the kind, which would otherwise pile up at one row per second. A run only fails
 * when this does (the database is away): the queue then retries it with its back-off, many times,
 * so an outage does not end the loop.
 */
export async function queueNextRun(db: Db, kind: string, runAt: Date): Promise<void> {
  await db.execute(sql`delete from jobs where kind = ${kind} and status = 'done'`);
  await db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts)
    select ${kind}, '{}'::jsonb, ${runAt}, 100
    where not exists (select 1 from jobs where kind = ${kind} and status = 'queued')`);
}
