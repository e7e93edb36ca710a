/**
 * The queries of NFT trading (docs/NFTS.md "Trading", "Trade groups"): trade requests with their
 * items, their row locks, the movable copies of a user, the write-ahead records of swaps, the
 * reopening of swaps that failed, the rings of trade groups. Queries only, no rules.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { nftTradeGroups, nftTradeRequestItems, nftTradeRequests, nfts, transactions, users } from '../../db/schema.ts';
import { movableSql } from './lock-repository.ts';
export { movableCopies } from './lock-repository.ts';
import type { HeldNftRow } from './repository.ts';

export type TradeRequestRow = typeof nftTradeRequests.$inferSelect;
export type TradeItemRow = typeof nftTradeRequestItems.$inferSelect;
export type TradeGroupRow = typeof nftTradeGroups.$inferSelect;
export type TradeRecord = typeof transactions.$inferSelect;

/** One NFT of a side and its copies. */
export interface TradeItem {
  nftId: number;
  amount: number;
}

/** A request with its items and its owner's slug (the slug of the request is `{owner slug}-{id}`). */
export interface TradeRequest {
  row: TradeRequestRow;
  ownerSlug: string;
  offered: TradeItem[];
  wanted: TradeItem[];
}

/** The list filters, already resolved to user ids. */
export interface TradeListQuery {
  /** Requests whose wanted NFTs this user can give (movable copies), not their own. */
  forUserId?: number;
  /** Requests of this owner. */
  fromUserId?: number;
  sort: 'newest' | 'oldest';
}

const itemsOf = async (db: Db, ids: number[]): Promise<TradeItemRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(nftTradeRequestItems)
        .where(inArray(nftTradeRequestItems.requestId, ids))
        .orderBy(asc(nftTradeRequestItems.id));

/** Requests by id with their items and owners' slugs, in the order of `rows`. */
async function withItems(db: Db, rows: TradeRequestRow[]): Promise<TradeRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, owners] = await Promise.all([
    itemsOf(db, ids),
    db
      .select({ id: users.id, slug: users.slug })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      ),
  ]);
  const slugs = new Map(owners.map((o) => [o.id, o.slug]));
  return rows.map((row) => {
    const mine = items.filter((i) => i.requestId === row.id);
    const side = (s: 'offered' | 'wanted') =>
      mine.filter((i) => i.side === s).map((i) => ({ nftId: i.nftId, amount: i.amount }));
    return { row, ownerSlug: slugs.get(row.userId) ?? 'fan', offered: side('offered'), wanted: side('wanted') };
  });
}

/** One request (any status). */
export async function findRequest(db: Db, id: number): Promise<TradeRequest | undefined> {
  const rows = await db.select().from(nftTradeRequests).where(eq(nftTradeRequests.id, id));
  return (await withItems(db, rows))[0];
}

/** Takes a request's row lock for the rest of the transaction. */
export async function lockRequest(tx: Db, id: number): Promise<TradeRequestRow | undefined> {
  const [row] = await tx.select().from(nftTradeRequests).where(eq(nftTradeRequests.id, id)).for('update');
  return row;
}

/** Takes the rows locks of several requests, in id order (so two lockers never wait on each other). */
export async function lockRequests(tx: Db, ids: number[]): Promise<TradeRequestRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(nftTradeRequests)
    .where(inArray(nftTradeRequests.id, ids))
    .orderBy(asc(nftTradeRequests.id))
    .for('update');
}

/** Takes a user's row lock (the lock gifts take too: one user's promises of copies wait on each other). */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const rows = rowsOf<{ id: unknown }>(await tx.execute(sql`select id from users where id = ${userId} for update`));
  return rows.length === 1;
}

/** A page of open requests by the filters; the total with it. */
export async function listOpen(
  db: Db,
  query: TradeListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: TradeRequest[]; total: number }> {
  const where: SQL[] = [eq(nftTradeRequests.status, 'open')];
  if (query.fromUserId !== undefined) where.push(eq(nftTradeRequests.userId, query.fromUserId));
  if (query.forUserId !== undefined) {
    const uid = query.forUserId;
    where.push(sql`${nftTradeRequests.userId} <> ${uid}`);
    // Every wanted NFT is covered by the user's movable copies (balance − frozen − locked).
    where.push(sql`not exists (
      select 1 from nft_trade_request_items w
       where w.request_id = ${nftTradeRequests.id} and w.side = 'wanted'
         and w.amount > ${movableSql(uid, sql`w.nft_id`)})`);
  }
  const filter = and(...where);
  const order = query.sort === 'oldest' ? asc(nftTradeRequests.id) : desc(nftTradeRequests.id);
  const [rows, [count]] = await Promise.all([
    db.select().from(nftTradeRequests).where(filter).orderBy(order).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(nftTradeRequests)
      .where(filter),
  ]);
  return { rows: await withItems(db, rows), total: Number(count?.n ?? 0) };
}

/** A page of the user's fulfilled requests, on either side, the newest trade first. */
export async function listFulfilled(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TradeRequest[]; total: number }> {
  const filter = and(
    eq(nftTradeRequests.status, 'fulfilled'),
    or(eq(nftTradeRequests.userId, userId), eq(nftTradeRequests.fulfilledByUserId, userId)),
    // A swap still on its way is not a trade yet; one that failed is reopened (reopenFailedSwaps).
    sql`exists (select 1 from transactions t where t.id = ${nftTradeRequests.transactionId} and t.tx_status = 'complete')`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(nftTradeRequests)
      .where(filter)
      .orderBy(desc(nftTradeRequests.fulfilledAt), desc(nftTradeRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(nftTradeRequests)
      .where(filter),
  ]);
  return { rows: await withItems(db, rows), total: Number(count?.n ?? 0) };
}

/** Every open request with its items (the ring search reads them all). */
export async function allOpen(db: Db): Promise<TradeRequest[]> {
  const rows = await db
    .select()
    .from(nftTradeRequests)
    .where(eq(nftTradeRequests.status, 'open'))
    .orderBy(asc(nftTradeRequests.id));
  return withItems(db, rows);
}

/** The user's open requests with their items, oldest first. */
export async function openOf(db: Db, userIds: number[]): Promise<TradeRequest[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(nftTradeRequests)
    .where(and(eq(nftTradeRequests.status, 'open'), inArray(nftTradeRequests.userId, userIds)))
    .orderBy(asc(nftTradeRequests.id));
  return withItems(db, rows);
}

/** The users' balances less frozen copies per NFT (what the indexer counted), keyed `user|nft`. */
export async function heldLessFrozen(db: Db, userIds: number[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ uid: string | number; nft: string | number; n: string | number }>(
    await db.execute(sql`select u.id as uid, b.token_id as nft, (b.balance - b.frozen)::int as n
      from users u join nft_balances b on lower(b.address) = lower(u.wallet_address)
     where u.id in (${sql.join(
       userIds.map((id) => sql`${id}`),
       sql`, `,
     )})`),
  );
  return new Map(rows.map((r) => [`${r.uid}|${r.nft}`, Number(r.n)]));
}

/** The users' copies of issued, unexpired passes per NFT (they come before any request), keyed `user|nft`. */
export async function passCopies(db: Db, userIds: number[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ uid: string | number; nft: string | number; n: string | number }>(
    await db.execute(sql`select p.user_id as uid, p.nft_id as nft, sum(p.amount)::int as n
      from nft_transfer_passes p
     where p.status = 'issued' and p.valid_until > now() and p.user_id in (${sql.join(
       userIds.map((id) => sql`${id}`),
       sql`, `,
     )}) group by p.user_id, p.nft_id`),
  );
  return new Map(rows.map((r) => [`${r.uid}|${r.nft}`, Number(r.n)]));
}

/** The users whose wallet is one of these addresses. */
export async function usersByAddresses(db: Db, addresses: string[]): Promise<number[]> {
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (lowered.length === 0) return [];
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(
      sql`select id from users where lower(wallet_address) in (${sql.join(
        lowered.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

/** NFTs by id with a user's copies (the included NFTs of trade documents). */
export async function nftsWithCopies(db: Db, ids: number[], userId: number | null): Promise<HeldNftRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      nft: nfts,
      amount: sql<number>`coalesce((select b.balance from nft_balances b join users u on lower(u.wallet_address) = lower(b.address)
        where u.id = ${userId ?? 0} and b.token_id = ${nfts.id}), 0)::int`,
      frozen: sql<number>`coalesce((select b.frozen from nft_balances b join users u on lower(u.wallet_address) = lower(b.address)
        where u.id = ${userId ?? 0} and b.token_id = ${nfts.id}), 0)::int`,
    })
    .from(nfts)
    .where(inArray(nfts.id, unique));
  return rows.map((r) => ({ nft: r.nft, amount: Number(r.amount), frozen: Number(r.frozen) }));
}

/** The NFTs of these ids that exist and are publicly visible. */
export async function visibleNftIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(and(inArray(nfts.id, ids), eq(nfts.publiclyVisible, true)));
  return new Set(rows.map((r) => r.id));
}

/** Writes a new open request with its items. */
export async function insertRequest(
  tx: Db,
  values: { userId: number; message: string | null; offered: TradeItem[]; wanted: TradeItem[] },
): Promise<number> {
  const [row] = await tx
    .insert(nftTradeRequests)
    .values({ userId: values.userId, message: values.message })
    .returning({ id: nftTradeRequests.id });
  await replaceItems(tx, row!.id, values.offered, values.wanted);
  return row!.id;
}

/** Replaces a request's items. */
export async function replaceItems(tx: Db, requestId: number, offered: TradeItem[], wanted: TradeItem[]) {
  await tx.delete(nftTradeRequestItems).where(eq(nftTradeRequestItems.requestId, requestId));
  const items = [
    ...offered.map((i) => ({ requestId, side: 'offered' as const, nftId: i.nftId, amount: i.amount })),
    ...wanted.map((i) => ({ requestId, side: 'wanted' as const, nftId: i.nftId, amount: i.amount })),
  ];
  if (items.length > 0) await tx.insert(nftTradeRequestItems).values(items);
}

/** Changes a request's message (and its update time). */
export async function touchRequest(tx: Db, id: number, message: string | null | undefined): Promise<void> {
  await tx
    .update(nftTradeRequests)
    .set({ ...(message !== undefined ? { message } : {}), updatedAt: sql`now()` })
    .where(eq(nftTradeRequests.id, id));
}

/** Sets a request's status (deleted by its owner, withdrawn by the server with a reason). */
export async function setStatus(
  tx: Db,
  ids: number[],
  status: 'deleted' | 'withdrawn',
  reason: string | null = null,
): Promise<TradeRequestRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(nftTradeRequests)
    .set({ status, withdrawnReason: reason, updatedAt: sql`now()` })
    .where(and(inArray(nftTradeRequests.id, ids), eq(nftTradeRequests.status, 'open')))
    .returning();
}

/** Writes a swap's pending write-ahead record (in the caller's transaction). */
export async function insertSwapRecord(
  tx: Db,
  values: { userId: number; event: string; itemType: string; itemId: number; key: string; amount: number },
): Promise<TradeRecord> {
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: values.userId,
      eventName: values.event,
      amount: String(values.amount),
      itemType: values.itemType,
      itemId: values.itemId,
      idempotencyKey: values.key,
    })
    .returning();
  return row!;
}

/** A user's record under an Idempotency-Key. */
export async function recordByKey(db: Db, userId: number, key: string): Promise<TradeRecord | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row;
}

/** A record by id. */
export async function recordById(db: Db, id: number): Promise<TradeRecord | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Marks requests fulfilled by a swap record: each by the user who gives its wanted NFTs. */
export async function markFulfilled(
  tx: Db,
  legs: Array<{ requestId: number; byUserId: number }>,
  transactionId: number,
  tradeGroupId: number | null,
): Promise<void> {
  for (const leg of legs) {
    await tx
      .update(nftTradeRequests)
      .set({
        status: 'fulfilled',
        fulfilledByUserId: leg.byUserId,
        fulfilledAt: sql`now()`,
        transactionId,
        tradeGroupId,
        updatedAt: sql`now()`,
      })
      .where(eq(nftTradeRequests.id, leg.requestId));
  }
}

/**
 * Opens again the requests (and trade groups) whose swap record failed (reverted, or never sent
 * after a crash): the swap moved nothing, so the request stands as it was. Answers the owners.
 */
export async function reopenFailedSwaps(db: Db): Promise<number[]> {
  const rows = rowsOf<{ user_id: string | number }>(
    await db.execute(sql`update nft_trade_requests r
        set status = 'open', fulfilled_by_user_id = null, fulfilled_at = null, transaction_id = null,
            trade_group_id = null, updated_at = now()
       from transactions t
      where t.id = r.transaction_id and r.status = 'fulfilled' and t.tx_status = 'failed'
      returning r.user_id`),
  );
  await db.execute(sql`update nft_trade_groups g set status = 'open', transaction_id = null,
        executed_by_user_id = null, executed_at = null
       from transactions t where t.id = g.transaction_id and g.status = 'executed' and t.tx_status = 'failed'`);
  return [...new Set(rows.map((r) => Number(r.user_id)))];
}

/** The user's trades of today (UTC): the swaps (not failed) that fulfilled requests of theirs or that they fulfilled. */
export async function tradesToday(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    // One swap is one trade, however many of the user's requests (a ring) it fulfilled.
    await db.execute(sql`select count(distinct r.transaction_id)::int as n from nft_trade_requests r
      join transactions t on t.id = r.transaction_id
     where r.status = 'fulfilled' and t.tx_status <> 'failed'
       and (r.user_id = ${userId} or r.fulfilled_by_user_id = ${userId})
       and r.fulfilled_at >= date_trunc('day', now(), 'UTC')`),
  );
  return Number(row?.n ?? 0);
}

/** Whether another fan's open request offers an NFT the user holds no copy of. */
export async function hasTradableUnowned(db: Db, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ yes: boolean }>(
    await db.execute(sql`select exists (select 1 from nft_trade_requests r
        join nft_trade_request_items i on i.request_id = r.id and i.side = 'offered'
       where r.status = 'open' and r.user_id <> ${userId}
         and not exists (select 1 from nft_balances b join users u on lower(u.wallet_address) = lower(b.address)
                          where u.id = ${userId} and b.token_id = i.nft_id and b.balance > 0)) as yes`),
  );
  return row?.yes === true;
}

/** The hashes among these whose transaction emitted `Swapped`: their moves are trades. */
export async function markTradeMoves(tx: Db, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  await tx.execute(
    sql`update nft_moves set kind = 'trade' where tx_hash in (${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}) and kind = 'transfer'`,
  );
}

// ----- trade groups -----

/** Stores found rings once (by key); answers nothing. */
export async function insertGroups(db: Db, rings: Array<{ key: string; tradeData: Record<string, unknown>[] }>) {
  if (rings.length === 0) return;
  await db
    .insert(nftTradeGroups)
    .values(rings.map((r) => ({ key: r.key, tradeData: r.tradeData })))
    .onConflictDoNothing();
}

/** Open groups any of whose requests is no longer open become stale. */
export async function markStaleGroups(db: Db): Promise<void> {
  await db.execute(sql`update nft_trade_groups g set status = 'stale'
     where g.status = 'open' and exists (
       select 1 from jsonb_array_elements(g.trade_data) leg
         join nft_trade_requests r on r.id = (leg->>'request_id')::bigint
        where r.status <> 'open')`);
}

/** A page of the groups the user is in (a leg from or to them), open ones first, newest first. */
export async function groupsOf(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TradeGroupRow[]; total: number }> {
  const filter = sql`exists (select 1 from jsonb_array_elements(${nftTradeGroups.tradeData}) leg
    where (leg->>'from_user_id')::bigint = ${userId} or (leg->>'to_user_id')::bigint = ${userId})`;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(nftTradeGroups)
      .where(filter)
      .orderBy(
        sql`case ${nftTradeGroups.status} when 'open' then 0 when 'executed' then 1 else 2 end`,
        desc(nftTradeGroups.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(nftTradeGroups)
      .where(filter),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A group by id. */
export async function findGroup(db: Db, id: number): Promise<TradeGroupRow | undefined> {
  const [row] = await db.select().from(nftTradeGroups).where(eq(nftTradeGroups.id, id));
  return row;
}

/** Takes a group's row lock. */
export async function lockGroup(tx: Db, id: number): Promise<TradeGroupRow | undefined> {
  const [row] = await tx.select().from(nftTradeGroups).where(eq(nftTradeGroups.id, id)).for('update');
  return row;
}

/** Marks a group executed by a swap record. */
export async function markGroupExecuted(tx: Db, id: number, transactionId: number, byUserId: number) {
  await tx
    .update(nftTradeGroups)
    .set({ status: 'executed', transactionId, executedByUserId: byUserId, executedAt: sql`now()` })
    .where(eq(nftTradeGroups.id, id));
}

/** The group a swap record executed. */
export async function groupOfRecord(db: Db, transactionId: number): Promise<TradeGroupRow | undefined> {
  const [row] = await db.select().from(nftTradeGroups).where(eq(nftTradeGroups.transactionId, transactionId));
  return row;
}

/** The requests a swap record fulfilled. */
export async function requestsOfRecord(db: Db, transactionId: number): Promise<TradeRequest[]> {
  const rows = await db.select().from(nftTradeRequests).where(eq(nftTradeRequests.transactionId, transactionId));
  return withItems(db, rows);
}

/** The stored wallet addresses of these users (hot or self-custody). */
export async function walletsOf(db: Db, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, wallet: users.walletAddress })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.wallet]));
}

/** The users' slugs by id (deleted users too: their requests are gone with them). */
export async function userIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), sql`${users.deletedAt} is null`));
  return row?.id;
}
