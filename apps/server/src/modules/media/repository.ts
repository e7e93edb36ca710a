import { eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { contentMedia, serverSecrets } from '../../db/schema.ts';
import { updateStampedRow } from '../../platform/row-update-repository.ts';

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
  return updateStampedRow(db, contentMedia, id, values);
}

/**
 * The media signing secret: created once by whichever instance starts first (insert if absent)
 * and read by every instance, so a URL signed by one instance verifies on all of them.
 */
export async function loadSigningSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: 'media_signing', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, sql`'media_signing'`));
  if (!row) throw new Error('media signing secret missing');
  return Buffer.from(row.value, 'hex');
}
