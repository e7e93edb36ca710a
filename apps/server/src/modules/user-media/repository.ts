/** Queries of the users' uploaded images (no rules). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { userMedia } from '../../db/schema.ts';

/** A stored upload. */
export type UserMediumRow = typeof userMedia.$inferSelect;

/** How many images a user has. */
export async function countMedia(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userMedia)
    .where(eq(userMedia.userId, userId));
  return row?.n ?? 0;
}

/**
 * Inserts an image unless the user holds `cap` already, under the user's row lock (parallel
 * uploads cannot pass the cap together); undefined when the cap is reached.
 */
export async function insertMediumCapped(
  db: Db,
  values: { userId: number; key: string; width: number; height: number },
  cap: number,
): Promise<UserMediumRow | undefined> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${values.userId} for update`);
    if ((await countMedia(tx, values.userId)) >= cap) return undefined;
    const [row] = await tx.insert(userMedia).values(values).returning();
    return row;
  });
}

/** A page of a user's images, newest first, with the total. */
export function listMedia(db: Db, userId: number, limit: number, offset: number) {
  return pagedWithTotal(db, userMedia, {
    where: eq(userMedia.userId, userId),
    orderBy: [desc(userMedia.id)],
    limit,
    offset,
  });
}

/** Deletes one of a user's images; answers its key (undefined: not theirs, or none). */
export async function deleteMedium(db: Db, userId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .delete(userMedia)
    .where(and(eq(userMedia.id, id), eq(userMedia.userId, userId)))
    .returning({ key: userMedia.key });
  return row?.key;
}
