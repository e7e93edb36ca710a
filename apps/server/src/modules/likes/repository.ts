import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { CommentUser } from '../comments/index.ts';

/**
 * Likes (or unlikes) and moves the counter in ONE statement: the insert/delete decides with the
 * primary key whether anything changed, and the update adds exactly that, so parallel and
 * duplicate requests can never drift the counter. A like locks the thing's row before it is
 * written, so a like of something being deleted waits for the deletion and then writes nothing
 * (no like outlives what it is on). Returns the new count, whether this call changed anything and
 * the thing's owner (`ownerColumn`), or undefined when the row is gone.
 */
export async function setLike(
  db: Db,
  l: { table: string; type: string; id: number; userId: number; liked: boolean; ownerColumn?: string },
): Promise<{ count: number; changed: boolean; ownerId: number | null } | undefined> {
  const change = l.liked
    ? sql`with target as (select id from ${sql.identifier(l.table)} where id = ${l.id} for no key update),
      changed as (
        insert into likes (liked_type, liked_id, user_id) select ${l.type}::text, id, ${l.userId}::bigint from target
        on conflict do nothing returning 1)
      update ${sql.identifier(l.table)} set likes_count = likes_count + (select count(*) from changed)::int`
    : sql`with changed as (
        delete from likes where liked_type = ${l.type} and liked_id = ${l.id} and user_id = ${l.userId} returning 1)
      update ${sql.identifier(l.table)} set likes_count = greatest(likes_count - (select count(*) from changed)::int, 0)`;
  // The owner (a comment's author) rides on the same statement for the like's notification.
  const owner = l.ownerColumn ? sql`${sql.identifier(l.ownerColumn)}` : sql`null`;
  const result = await db.execute(
    sql`${change} where id = ${l.id} returning likes_count, (select count(*) from changed)::int as changed, ${owner} as owner_id`,
  );
  const row = rowsOf<{ likes_count: number; changed: number; owner_id: string | number | null }>(result)[0];
  if (!row) return undefined;
  return {
    count: Number(row.likes_count),
    changed: Number(row.changed) > 0,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
  };
}

/** One page of the users who liked a thing (newest first), leaving out blocked and inactive users. */
export async function likers(
  db: Db,
  q: { type: string; id: number; viewerId?: number; limit: number; offset: number },
): Promise<{ users: CommentUser[]; total: number }> {
  const viewer = q.viewerId ?? -1;
  const where = sql`l.liked_type = ${q.type} and l.liked_id = ${q.id} and u.status <> 'banned' and u.deleted_at is null
    and not exists (select 1 from user_blocks b where
      (b.blocker_id = ${viewer} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${viewer}))`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      select u.id, u.slug, u.display_name, u.avatar_thumb_key, u.verified
      from likes l join users u on u.id = l.user_id where ${where}
      order by l.created_at desc, u.id desc limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from likes l join users u on u.id = l.user_id where ${where}`),
  ]);
  const users = rowsOf<{
    id: string | number;
    slug: string;
    display_name: string;
    avatar_thumb_key: string | null;
    verified: boolean;
  }>(page).map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    displayName: r.display_name,
    avatarThumbKey: r.avatar_thumb_key,
    verified: r.verified,
  }));
  return { users, total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

/**
 * Deletes the likes of some things of one type, inside the transaction deleting them (their
 * counters go with their rows; `setLike` waits for that transaction's row locks).
 */
export async function deleteLikesOf(tx: Db, type: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from likes where liked_type = ${type}
    and liked_id = any(string_to_array(${ids.map((i) => Math.trunc(i)).join(',')}, ',')::bigint[])`);
}
