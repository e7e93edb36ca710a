/**
 * The admin queries every participation table answers the same way (docs/PARTICIPATION.md "The
 * participation kit"): the list of every record with its total, inserting, replacing,
 * publishing, closing, the slug test, whether any record exists, and the hero medium's check.
 * Each module binds them to its table once, in its repository, under its own names.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';

/** The columns of a participation table these queries read. */
export interface ParticipationColumns {
  id: AnyPgColumn;
  slug: AnyPgColumn;
  createdAt: AnyPgColumn;
  publishedAt: AnyPgColumn;
  endsAt: AnyPgColumn;
}

/** The queries of one participation table, bound to it. */
export interface ParticipationRecords<T extends PgTable> {
  /** Every record, unpublished included, by `orderBy` (newest first by default), with the total. */
  listAll(db: Db, limit: number, offset: number): Promise<{ rows: T['$inferSelect'][]; total: number }>;
  /** Inserts a record. */
  insert(db: Db, values: T['$inferInsert']): Promise<T['$inferSelect']>;
  /** Replaces a record's fields; undefined when it does not exist. */
  update(db: Db, id: number, values: Partial<T['$inferInsert']>): Promise<T['$inferSelect'] | undefined>;
  /** Publishes a record (published_at kept from the first time). */
  publish(db: Db, id: number): Promise<T['$inferSelect'] | undefined>;
  /** Closes a record now: ends_at becomes now unless it has ended already. */
  close(db: Db, id: number): Promise<T['$inferSelect'] | undefined>;
  /** Whether another record has this slug. */
  slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean>;
  /** True when any record exists (the demo seeds run only on an empty table). */
  any(db: Db): Promise<boolean>;
}

/** Binds the admin queries to a participation table. */
export function participationRecords<T extends PgTable & ParticipationColumns>(
  table: T,
  orderBy: AnyPgColumn = table.createdAt,
): ParticipationRecords<T> {
  const t = table as PgTable & ParticipationColumns;
  const one = async (rows: PromiseLike<unknown[]>) => (await rows)[0] as T['$inferSelect'] | undefined;
  return {
    listAll: (db, limit, offset) => pagedWithTotal(db, table, { orderBy: [desc(orderBy), desc(t.id)], limit, offset }),
    async insert(db, values) {
      const row = await one(
        db
          .insert(t)
          .values(values as never)
          .returning(),
      );
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update: (db, id, values) =>
      one(
        db
          .update(t)
          .set({ ...(values as object), updatedAt: sql`now()` } as never)
          .where(eq(t.id, id))
          .returning(),
      ),
    publish: (db, id) =>
      one(
        db
          .update(t)
          .set({ published: true, publishedAt: sql`coalesce(${t.publishedAt}, now())`, updatedAt: sql`now()` } as never)
          .where(eq(t.id, id))
          .returning(),
      ),
    close: (db, id) =>
      one(
        db
          .update(t)
          .set({ endsAt: sql`least(${t.endsAt}, now())`, updatedAt: sql`now()` } as never)
          .where(eq(t.id, id))
          .returning(),
      ),
    async slugTaken(db, slug, exceptId) {
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(sql`${t.slug} = ${slug} and ${t.id} <> ${exceptId ?? -1}`)
        .limit(1);
      return rows.length > 0;
    },
    any: async (db) => (await db.select({ id: t.id }).from(t).limit(1)).length > 0,
  };
}

/** Whether a content medium exists (a record's hero). */
export async function mediumExists(db: Db, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from content_media where id = ${id}`)).length > 0;
}
