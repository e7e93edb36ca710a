/**
 * The admin queries every participation table answers the same way (docs/PARTICIPATION.md "The
 * participation kit"): the list of every record with its total, inserting, replacing,
 * publishing, closing, the slug test, whether any record exists, and the hero medium's check.
 * Each module binds them to its table once, in its repository, under its own names.
 */
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENDED_LISTED, type ParticipationSort } from '@tribune/domain';
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
  /** A record by id, published or not (the service decides who sees it). */
  byId(db: Db, id: number): Promise<T['$inferSelect'] | undefined>;
  /** A record by slug, published or not. */
  bySlug(db: Db, slug: string): Promise<T['$inferSelect'] | undefined>;
  /**
   * The published records as the public list gives them, in ONE statement (`openThenPast`): every
   * open one (soonest end first), then at most ENDED_LISTED ended ones (most recent end first).
   */
  listPublished(db: Db): Promise<T['$inferSelect'][]>;
  /** Moves a demo record's end into the past (the demo's ended records). */
  backdate(db: Db, id: number, endsAt: Date): Promise<void>;
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
    byId: (db, id) => one(db.select().from(t).where(eq(t.id, id)).limit(1)),
    bySlug: (db, slug) => one(db.select().from(t).where(eq(t.slug, slug)).limit(1)),
    async listPublished(db) {
      const list = openThenPast({ table: table as never, open: sql`${t.endsAt} > now()`, at: t.endsAt });
      const rows = await db
        .select()
        .from(t)
        .where(list.where)
        .orderBy(...list.orderBy);
      return rows as T['$inferSelect'][];
    },
    async backdate(db, id, endsAt) {
      await db
        .update(t)
        .set({ endsAt } as never)
        .where(eq(t.id, id));
    },
  };
}

/** Whether a content medium exists (a record's hero). */
export async function mediumExists(db: Db, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from content_media where id = ${id}`)).length > 0;
}

/** The columns of fan contributions (ideas, AMA questions) that the sorts read. */
export interface ContributionColumns {
  id: AnyColumn;
  likesCount: AnyColumn;
  commentsCount: AnyColumn;
  boosts: AnyColumn;
  createdAt: AnyColumn;
}

/**
 * ORDER BY of ideas and questions (`sort_ideas_by`, `sort_ama_questions_by`):
 * - `top`: most liked, then most boosted, then newest;
 * - `hot`: likes and comments weighed by age, (likes + 2 × comments + 1) / (hours + 2)^1.5,
 *   the usual gravity formula, so a fresh idea with a few likes rises above an old one with many;
 * - `recent`: newest first.
 * The id breaks ties, so pages never overlap.
 */
export function contributionOrder(sort: ParticipationSort, c: ContributionColumns): SQL[] {
  switch (sort) {
    case 'recent':
      return [sql`${c.createdAt} desc`, sql`${c.id} desc`];
    case 'hot':
      return [
        sql`((${c.likesCount} + 2 * ${c.commentsCount} + 1)::float8
          / power(extract(epoch from (now() - ${c.createdAt})) / 3600 + 2, 1.5)) desc`,
        sql`${c.id} desc`,
      ];
    case 'top':
      return [sql`${c.likesCount} desc`, sql`${c.boosts} desc`, sql`${c.createdAt} desc`, sql`${c.id} desc`];
  }
}

/** The table of a participation type (its `id` and `published` columns) and the times its list reads. */
export interface OpenThenPastSource {
  table: PgTable & { id: AnyColumn; published: AnyColumn };
  /** "Open" in SQL, on the table's own columns (e.g. `ends_at > now()`). */
  open: SQL;
  /** The time the list orders by: ascending while open, descending once ended. */
  at: AnyColumn;
}

/**
 * WHERE and ORDER BY of the list: the published rows that are open, or among the ENDED_LISTED
 * latest (by `at`) ended ones; open ones first (soonest `at` first), then the ended ones (latest
 * first); the id breaks ties.
 */
export function openThenPast(s: OpenThenPastSource): { where: SQL | undefined; orderBy: SQL[] } {
  const { table, open, at } = s;
  const { id, published } = table;
  return {
    where: and(
      eq(published, true),
      sql`(${open} or ${id} in (
        select ${id} from ${table} where ${published} and not (${open})
        order by ${at} desc, ${id} desc limit ${ENDED_LISTED}))`,
    ),
    orderBy: [sql`(${open}) desc`, sql`case when ${open} then ${at} end asc`, desc(at), desc(id)],
  };
}
