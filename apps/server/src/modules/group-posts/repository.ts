/**
 * Queries of group posts (SQL only, no rules): writes move the group's `group_posts_count` in
 * the same statement; reads are a constant number of statements whatever the page size.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FanGroupRole } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { idArray, type CommentImage } from '../comments/index.ts';
import { postSlugBase } from './post-text.ts';
import {
  pagePosts,
  postColumns,
  postFromRaw,
  postsFrom,
  postVisibleTo,
  type PostRow,
  type PostType,
  type RawPost,
} from './posts-sql.ts';

/** The stored fields of a new group post. */
export interface NewGroupPost {
  groupId: number;
  userId: number;
  body: string;
  images: CommentImage[];
  mentionedUserIds: number[];
  authorRole: FanGroupRole;
  initialBoost: bigint;
}

/** Inserts a post (slug `<words>-<id>`) and raises the group's group_posts_count, in ONE statement. */
export async function insertGroupPost(db: Db, v: NewGroupPost): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with n as (select nextval(pg_get_serial_sequence('group_posts', 'id')) as id),
      bumped as (update fan_groups set group_posts_count = group_posts_count + 1 where id = ${v.groupId} returning id)
      insert into group_posts (id, group_id, user_id, slug, body, images, mentioned_user_ids, author_role, initial_boost)
      select n.id, bumped.id, ${v.userId}, ${postSlugBase(v.body)} || '-' || n.id, ${v.body},
        ${JSON.stringify(v.images)}::jsonb, ${JSON.stringify(v.mentionedUserIds)}::jsonb, ${v.authorRole},
        ${v.initialBoost.toString()}::numeric
      from n, bumped
      returning id`),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('group post not inserted: its group is gone');
  return Number(id);
}

/** Replaces a post's body, mentions (and images when given); the slug follows the body; marks it edited. */
export async function updateGroupPost(
  db: Db,
  id: number,
  v: { body: string; mentionedUserIds: number[]; images?: CommentImage[] },
): Promise<void> {
  await db.execute(sql`
    update group_posts set body = ${v.body}, slug = ${postSlugBase(v.body)} || '-' || id,
      mentioned_user_ids = ${JSON.stringify(v.mentionedUserIds)}::jsonb,
      images = ${v.images === undefined ? sql`images` : sql`${JSON.stringify(v.images)}::jsonb`},
      edited_at = now(), updated_at = now()
    where id = ${id}`);
}

/** Deletes a post and lowers its group's count, in ONE statement; answers its image keys. */
export async function deleteGroupPost(db: Db, id: number): Promise<CommentImage[]> {
  const rows = rowsOf<{ images: CommentImage[] | string }>(
    await db.execute(sql`
      with gone as (delete from group_posts where id = ${id} returning group_id, images),
      lowered as (update fan_groups set group_posts_count = greatest(group_posts_count - 1, 0)
        where id in (select group_id from gone) returning id)
      select images from gone`),
  );
  const images = rows[0]?.images;
  return images === undefined ? [] : typeof images === 'string' ? (JSON.parse(images) as CommentImage[]) : images;
}

/** One post as this viewer may see it (hidden, blocked or inactive authors: undefined); the group rules come after. */
export async function findGroupPost(db: Db, id: number, viewerId: number | undefined): Promise<PostRow | undefined> {
  const row = rowsOf<RawPost>(
    await db.execute(sql`select ${postColumns('group_post', viewerId)} from ${postsFrom('group_post')}
      where p.id = ${id} and ${postVisibleTo(viewerId)}`),
  )[0];
  return row ? postFromRaw(row) : undefined;
}

/** One page of a group's visible posts, newest first, with the total. */
export async function listGroupPosts(
  db: Db,
  groupId: number,
  viewerId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PostRow[]; total: number }> {
  return pagePosts(db, 'group_post', sql`p.group_id = ${groupId}`, viewerId, limit, offset);
}

/** The newest `n` visible posts' ids of each group, for all groups in ONE statement. */
export async function topGroupPostIds(
  db: Db,
  groupIds: number[],
  viewerId: number | undefined,
  n: number,
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (groupIds.length === 0) return out;
  const rows = rowsOf<{ id: string | number; group_id: string | number }>(
    await db.execute(sql`
      select id, group_id from (
        select p.id, p.group_id, row_number() over (partition by p.group_id order by p.created_at desc, p.id desc) as rn
        from ${postsFrom('group_post')}
        where p.group_id = any(string_to_array(${groupIds.join(',')}, ',')::bigint[]) and ${postVisibleTo(viewerId)}
      ) t where t.rn <= ${n} order by t.group_id, t.rn`),
  );
  for (const r of rows) {
    const g = Number(r.group_id);
    out.set(g, [...(out.get(g) ?? []), Number(r.id)]);
  }
  return out;
}

/** Which posts are removed: one post of either kind, or every post of a group being deleted. */
export type PostsToRemove = { type: PostType; id: number } | { groupId: number };

/** A post being removed: its images and the users it mentions (who may have been told about it). */
export interface RemovedPostRow {
  id: number;
  images: CommentImage[];
  mentionedUserIds: number[];
}

/**
 * Locks posts for their removal in the order every writer locks them: a group post's group first
 * (its `group_posts_count` moves; a post is inserted under it), then the posts, FOR UPDATE in id
 * order (their threads, likes and counters wait). For a whole group the caller holds the group's
 * row already.
 */
export async function lockPostsForRemoval(tx: Db, which: PostsToRemove): Promise<RemovedPostRow[]> {
  let where: SQL;
  let table: SQL;
  if ('groupId' in which) {
    table = sql`group_posts`;
    where = sql`group_id = ${which.groupId}`;
  } else if (which.type === 'group_post') {
    await tx.execute(sql`select 1 from fan_groups where id = (select group_id from group_posts where id = ${which.id})
      for no key update`);
    table = sql`group_posts`;
    where = sql`id = ${which.id}`;
  } else {
    table = sql`feed_posts`;
    where = sql`id = ${which.id}`;
  }
  const rows = rowsOf<{
    id: string | number;
    images: CommentImage[] | string;
    mentioned_user_ids: number[] | string;
  }>(await tx.execute(sql`select id, images, mentioned_user_ids from ${table} where ${where} order by id for update`));
  const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return rows.map((r) => ({
    id: Number(r.id),
    images: parsed(r.images),
    mentionedUserIds: parsed(r.mentioned_user_ids).map(Number),
  }));
}

/** Deletes the posts `lockPostsForRemoval` locked; a single group post lowers its group's count. */
export async function deletePostsForRemoval(tx: Db, which: PostsToRemove, ids: number[]): Promise<void> {
  if ('groupId' in which) {
    await tx.execute(sql`delete from group_posts where group_id = ${which.groupId}
      and id = any(${idArray(ids)}::bigint[])`);
  } else if (which.type === 'group_post') {
    await deleteGroupPost(tx, which.id);
  } else {
    await tx.execute(sql`delete from feed_posts where id = ${which.id}`);
  }
}

/** How many posts the instance has, group and feed posts together (the demo posts' seed). */
export async function countAllPosts(db: Db): Promise<number> {
  const counted = rowsOf<{ posts: number | string }>(
    await db.execute(sql`select (select count(*) from group_posts) + (select count(*) from feed_posts) as posts`),
  );
  return Number(counted[0]?.posts ?? 0);
}

/** The fan groups' ids by name (the demo posts' seed). */
export async function groupIdsByName(db: Db): Promise<Map<string, string>> {
  const groups = rowsOf<{ id: string | number; name: string }>(
    await db.execute(sql`select id, name from fan_groups order by id`),
  );
  return new Map(groups.map((g) => [g.name, String(g.id)]));
}

const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The ids of the group posts of some users (the demo fans'). */
export async function groupPostIdsOf(db: Db, userIds: number[]): Promise<number[]> {
  return rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from group_posts where user_id in ${idList(userIds)}`),
  ).map((p) => Number(p.id));
}

/** Deletes the feed posts of some users (the demo fans'), answering their images. */
export async function deleteFeedPostsOf(db: Db, userIds: number[]): Promise<Array<{ key: string }>> {
  const feed = rowsOf<{ images: Array<{ key: string }> | string }>(
    await db.execute(sql`delete from feed_posts where user_id in ${idList(userIds)} returning images`),
  );
  return feed.flatMap((f) =>
    typeof f.images === 'string' ? (JSON.parse(f.images) as Array<{ key: string }>) : f.images,
  );
}
