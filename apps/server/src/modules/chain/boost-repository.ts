/**
 * The queries of boosts (boosts.ts, docs/CHAIN.md "Boosts"): the `boosts` rows the effect writes in
 * the indexer's transaction, the items' `boosts` counters, who boosted what, the boosters list.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { BOOSTABLE_TYPES, boosts, users } from '../../db/schema.ts';

export { BOOSTABLE_TYPES };
export type BoostableType = (typeof BOOSTABLE_TYPES)[number];

type BoostAmount = { itemType: BoostableType; itemId: number; amount: string };

/**
 * Inserts the boosts of events (the booster's user found by wallet address), each once: answers
 * those actually inserted.
 */
export async function insertBoosts(
  tx: Db,
  rows: Array<Omit<typeof boosts.$inferInsert, 'userId'> & { booster: string; itemType: BoostableType }>,
): Promise<BoostAmount[]> {
  return tx
    .insert(boosts)
    .values(
      rows.map((r) => ({
        ...r,
        userId: sql`(select id from users where lower(wallet_address) = lower(${r.booster}) limit 1)`,
      })),
    )
    .onConflictDoNothing({ target: [boosts.chainId, boosts.txHash, boosts.logIndex] })
    .returning({ itemType: boosts.itemType, itemId: boosts.itemId, amount: boosts.amount });
}

/** Deletes the boost of one event (a reorganisation), answering what it took back. */
export async function deleteBoost(
  tx: Db,
  event: { chainId: number; txHash: string; logIndex: number },
): Promise<BoostAmount[]> {
  return tx
    .delete(boosts)
    .where(and(eq(boosts.chainId, event.chainId), eq(boosts.txHash, event.txHash), eq(boosts.logIndex, event.logIndex)))
    .returning({ itemType: boosts.itemType, itemId: boosts.itemId, amount: boosts.amount });
}

/** Adds (or takes back) an amount to one item's `boosts` column (never below 0). */
export async function addToItemBoosts(tx: Db, table: string, id: number, amount: bigint): Promise<void> {
  await tx.execute(
    sql`update ${sql.identifier(table)} set boosts = greatest(boosts + ${amount.toString()}::numeric, 0) where id = ${id}`,
  );
}

/** An item's `boosts` counter as text; undefined for no such item. */
export async function itemBoosts(db: Db, table: string, id: number): Promise<string | undefined> {
  const [row] = rowsOf<{ boosts: string | null }>(
    await db.execute(sql`select boosts::text as boosts from ${sql.identifier(table)} where id = ${id}`),
  );
  return row?.boosts ?? undefined;
}

/** Which of `ids` (of one type) the user has boosted: for `boosted_by_current_user`, one query per list. */
export async function boostedBy(
  db: Db,
  userId: number | undefined,
  type: BoostableType,
  ids: readonly number[],
): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: boosts.itemId })
    .from(boosts)
    .where(and(eq(boosts.userId, userId), eq(boosts.itemType, type), inArray(boosts.itemId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The fans who boosted an item, biggest total first (a page), with the number of boosters. */
export async function boostersOf(
  db: Db,
  type: BoostableType,
  id: number,
  page: { limit: number; offset: number },
): Promise<{
  rows: Array<{ userId: number; slug: string; displayName: string; verified: boolean; amount: string }>;
  total: number;
}> {
  const total = sql<string>`sum(${boosts.amount})`;
  const rows = await db
    .select({
      userId: users.id,
      slug: users.slug,
      displayName: users.displayName,
      verified: users.verified,
      amount: sql<string>`${total}::text`,
    })
    .from(boosts)
    .innerJoin(users, eq(users.id, boosts.userId))
    .where(and(eq(boosts.itemType, type), eq(boosts.itemId, id), sql`${users.deletedAt} is null`))
    .groupBy(users.id)
    .orderBy(desc(total), users.id)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${boosts.userId})::int` })
    .from(boosts)
    .innerJoin(users, eq(users.id, boosts.userId))
    .where(and(eq(boosts.itemType, type), eq(boosts.itemId, id), sql`${users.deletedAt} is null`));
  return { rows, total: count?.n ?? 0 };
}
