import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * One page of a table's rows with the total in the same statement (`count(*) over ()`). A page
 * past the end has no row to carry the total, so only then is it counted on its own.
 */
export async function pagedWithTotal<T extends PgTable>(
  db: Db,
  table: T,
  q: { where?: SQL; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = (await db
    .select({ row: getTableColumns(table as PgTable), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset)) as Array<{ row: T['$inferSelect']; total: number }>;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const counted = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table as PgTable)
      .where(q.where);
    total = counted[0]?.n ?? 0;
  }
  return { rows: rows.map((r) => r.row), total };
}
