/**
 * The public list of a participation type (docs/PARTICIPATION.md "Shared"): every published open
 * one, then at most ENDED_LISTED ended (or past) ones, in ONE statement.
 */
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENDED_LISTED } from '@tribune/domain';

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

/** How many of a list's rows are open and how many ended (its meta counts). */
export function openCounts<Row>(rows: Row[], isOpen: (row: Row) => boolean): { open: number; ended: number } {
  const open = rows.filter((row) => isOpen(row)).length;
  return { open, ended: rows.length - open };
}
