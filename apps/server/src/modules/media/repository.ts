import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentMedia } from '../../db/schema.ts';

/** A content_media row. */
export type ContentMediumRow = typeof contentMedia.$inferSelect;
/** The columns of a new medium. */
export type NewContentMedium = typeof contentMedia.$inferInsert;

/** Inserts a medium and returns the row. */
export async function insertMedium(db: Pick<Db, 'insert'>, values: NewContentMedium): Promise<ContentMediumRow> {
  const [row] = await db.insert(contentMedia).values(values).returning();
  if (!row) throw new Error('content medium insert returned nothing');
  return row;
}

/** One medium by id. */
export async function findMedium(db: Db, id: number): Promise<ContentMediumRow | undefined> {
  const [row] = await db.select().from(contentMedia).where(eq(contentMedia.id, id));
  return row;
}

/** Media by ids, in one query. */
export async function findMedia(db: Db, ids: number[]): Promise<ContentMediumRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(contentMedia).where(inArray(contentMedia.id, ids));
}

/** Changes a medium (processing results, status). */
export async function updateMedium(
  db: Db,
  id: number,
  values: Partial<NewContentMedium>,
): Promise<ContentMediumRow | undefined> {
  const [row] = await db
    .update(contentMedia)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentMedia.id, id))
    .returning();
  return row;
}
