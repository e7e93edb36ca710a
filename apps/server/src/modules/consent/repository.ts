import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';

/** A consent row. */
export type ConsentRow = typeof consents.$inferSelect;

/** The three consent flags (docs/ACCOUNTS.md "Prompts and consent"). */
export interface ConsentFlags {
  advertising: boolean;
  customization: boolean;
  analyze: boolean;
}

/** A consent by id. */
export async function findConsent(db: Db, id: string): Promise<ConsentRow | undefined> {
  return (await db.select().from(consents).where(eq(consents.id, id)).limit(1))[0];
}

/** Changes an existing consent; keeps its user when the caller is a guest now. */
export async function updateConsent(
  db: Db,
  id: string,
  flags: ConsentFlags,
  userId: number | null,
): Promise<ConsentRow | undefined> {
  return (
    await db
      .update(consents)
      .set({ ...flags, userId: sql`coalesce(${userId}::bigint, ${consents.userId})`, updatedAt: sql`now()` })
      .where(eq(consents.id, id))
      .returning()
  )[0];
}

/** Stores a new consent. */
export async function insertConsent(db: Db, flags: ConsentFlags, userId: number | null): Promise<ConsentRow> {
  const rows = await db
    .insert(consents)
    .values({ ...flags, userId })
    .returning();
  return rows[0]!;
}
