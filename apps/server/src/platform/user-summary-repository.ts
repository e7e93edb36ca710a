/** The queries of users' summaries (platform/user-summary.ts): by id, and a page of memberships with their users. */
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UserSummaryRow } from './user-summary.ts';

/** The columns of a user's summary. */
export const userSummaryColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  avatarThumbKey: users.avatarThumbKey,
  verified: users.verified,
};

/** Users' summaries by id in ONE statement (the users of a page: owners, invitees). */
export async function userSummariesByIds(db: Db, ids: number[]): Promise<UserSummaryRow[]> {
  if (ids.length === 0) return [];
  return db.select(userSummaryColumns).from(users).where(inArray(users.id, ids));
}

/**
 * One page of a membership table's rows (joined to their users by `userId`) with the users'
 * summaries, and the total: counted with the page, or alone when the page is past the end.
 */
export async function pagedMemberships<T extends PgTable>(
  db: Db,
  table: T,
  userId: AnyPgColumn,
  q: { where: SQL | undefined; orderBy: Array<SQL | AnyPgColumn>; limit: number; offset: number },
): Promise<{ rows: Array<{ membership: T['$inferSelect']; user: UserSummaryRow }>; total: number }> {
  const rows = (await db
    .select({
      membership: getTableColumns(table as PgTable),
      user: userSummaryColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, userId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset)) as Array<{ membership: T['$inferSelect']; user: UserSummaryRow; total: number }>;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const counted = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table as PgTable)
      .innerJoin(users, eq(users.id, userId))
      .where(q.where);
    total = counted[0]?.n ?? 0;
  }
  return { rows: rows.map((r) => ({ membership: r.membership, user: r.user })), total };
}
