/** The one statement of changing a row by its id (the queries of admin edits: categories, pages, organizations, media). */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** A table with a numeric `id` and an `updated_at` stamp. */
type StampedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Changes a row's fields by id and stamps `updated_at`; answers the row, undefined when it does not exist. */
export async function updateStampedRow<T extends StampedTable>(
  db: Db,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table as StampedTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning()) as Array<T['$inferSelect']>;
  return rows[0];
}
