/**
 * Queries of posts (SQL only, no rules), group posts' and feed posts' alike: the columns of a post
 * for a viewer, what every reader may see of posts (as of comments), and the rows as read; the
 * writes of group posts move the group's `group_posts_count` in the same statement; reads are a
 * constant number of statements whatever the page size. The table names are constants of this
 * file, never input.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FanGroupPostCreation, FanGroupRole, FanGroupUserStatus } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { statement, type Value } from '../../db/statements.ts';
import { idArray, type CommentImage, type CommentUser } from '../comments/index.ts';
import { moderationColumns, moderationOf, visibleToViewer, type UgcModeration } from '../../platform/ugc-repository.ts';
import { postSlugBase } from './post-text.ts';

/** The two kinds of posts and their tables. */
export const POST_TABLES = { group_post: 'group_posts', feed_post: 'feed_posts' } as const;
/** A kind of post (its resource type). */
export type PostType = keyof typeof POST_TABLES;
/** The column of post_nfts naming a post of each kind. */
const POST_NFT_COLUMNS = { group_post: 'group_post_id', feed_post: 'feed_post_id' } as const;

/**
 * Replaces the NFTs a post shows with `nftIds`, in their order (docs/NFTS.md "NFTs in posts"): two
 * statements, for the caller's transaction; the ids were checked by the nfts module.
 */
export async function replacePostNfts(
  tx: Db,
  type: PostType,
  postId: number,
  nftIds: readonly number[],
): Promise<void> {
  const column = sql.raw(POST_NFT_COLUMNS[type]);
  await tx.execute(sql`delete from post_nfts where ${column} = ${postId}`);
  if (nftIds.length === 0) return;
  await tx.execute(sql`insert into post_nfts (${column}, nft_id, position)
    select ${postId}, x.id, x.ord from unnest(string_to_array(${nftIds.join(',')}, ',')::bigint[])
      with ordinality as x(id, ord)`);
}

/** A post as read for a viewer: the row, its author and the viewer's own like, report and boost. */
export interface PostRow {
  id: number;
  /** The group (group posts only). */
  groupId: number | null;
  groupSlug: string | null;
  /** The group's name (group posts only), so a list of posts names its groups without a request each. */
  groupName: string | null;
  authorRole: FanGroupRole | null;
  userId: number;
  slug: string;
  body: string;
  images: CommentImage[];
  mentionedUserIds: number[];
  /** The NFTs it shows, in their order (post_nfts). */
  nftIds: number[];
  initialBoost: string;
  boosts: string;
  contractAddress: string | null;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  likedByUser: boolean;
  reportedByUser: boolean;
  boostedByUser: boolean;
  /** Its moderation for its author (while hidden) and the moderators; null for everybody else. */
  moderation: UgcModeration | null;
  /** The group's post creation setting (group posts only): whether its author may still write there. */
  groupPostCreation: FanGroupPostCreation | null;
  /** The viewer's membership of the group, read only for their own group posts (whether they may edit them). */
  viewerMembership: { role: FanGroupRole; status: FanGroupUserStatus } | null;
  /** The author's current membership of the group (group posts only): who outranks them (the rank rule). */
  authorMembership: { role: FanGroupRole; status: FanGroupUserStatus } | null;
  user: CommentUser;
}

/** A raw row of `postColumns`. */
export interface RawPost {
  id: string | number;
  group_id: string | number | null;
  group_slug: string | null;
  group_name: string | null;
  author_role: FanGroupRole | null;
  user_id: string | number;
  slug: string;
  body: string;
  images: CommentImage[] | string;
  mentioned_user_ids: number[] | string;
  nft_ids: string[] | string;
  initial_boost: string | number;
  boosts: string | number;
  contract_address: string | null;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  edited_at: Date | string | null;
  liked_by_user: boolean;
  reported_by_user: boolean;
  boosted_by_user: boolean;
  moderation_status?: string | null;
  moderation_reason?: string | null;
  group_post_creation: FanGroupPostCreation | null;
  viewer_membership_role: FanGroupRole | null;
  viewer_membership_status: FanGroupUserStatus | null;
  author_membership_role: FanGroupRole | null;
  author_membership_status: FanGroupUserStatus | null;
  u_slug: string;
  u_display_name: string;
  u_avatar_thumb_key: string | null;
  u_verified: boolean;
  total?: string | number;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A raw row as a PostRow. */
export function postFromRaw(r: RawPost): PostRow {
  return {
    id: Number(r.id),
    groupId: r.group_id === null ? null : Number(r.group_id),
    groupSlug: r.group_slug,
    groupName: r.group_name,
    authorRole: r.author_role,
    userId: Number(r.user_id),
    slug: r.slug,
    body: r.body,
    images: json(r.images),
    mentionedUserIds: json(r.mentioned_user_ids).map(Number),
    nftIds: json(r.nft_ids).map(Number),
    initialBoost: String(r.initial_boost),
    boosts: String(r.boosts),
    contractAddress: r.contract_address,
    likesCount: Number(r.likes_count),
    commentsCount: Number(r.comments_count),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    editedAt: r.edited_at === null ? null : new Date(r.edited_at),
    likedByUser: r.liked_by_user === true,
    reportedByUser: r.reported_by_user === true,
    boostedByUser: r.boosted_by_user === true,
    moderation: moderationOf({ moderation_status: r.moderation_status, moderation_reason: r.moderation_reason }),
    groupPostCreation: r.group_post_creation ?? null,
    viewerMembership:
      r.viewer_membership_role && r.viewer_membership_status
        ? { role: r.viewer_membership_role, status: r.viewer_membership_status }
        : null,
    authorMembership:
      r.author_membership_role && r.author_membership_status
        ? { role: r.author_membership_role, status: r.author_membership_status }
        : null,
    user: {
      id: Number(r.user_id),
      slug: r.u_slug,
      displayName: r.u_display_name,
      avatarThumbKey: r.u_avatar_thumb_key,
      verified: r.u_verified,
    },
  };
}

/** `FROM` of a kind: the post as `p`, its author as `u` (group posts: the group as `g`). */
export function postsFrom(type: PostType): SQL {
  return type === 'group_post'
    ? sql`group_posts p join users u on u.id = p.user_id join fan_groups g on g.id = p.group_id`
    : sql`feed_posts p join users u on u.id = p.user_id`;
}

/** The columns of a post for a viewer (see postsFrom). */
export function postColumns(type: PostType, viewerId: Value<number> | undefined): SQL {
  const own =
    viewerId === undefined
      ? sql`false as liked_by_user, false as reported_by_user, false as boosted_by_user`
      : sql`exists (select 1 from likes l where l.liked_type = ${type} and l.liked_id = p.id and l.user_id = ${viewerId})
          as liked_by_user,
        exists (select 1 from ugc_reports r where r.reportable_type = ${type} and r.reportable_id = p.id
          and r.user_id = ${viewerId}) as reported_by_user,
        exists (select 1 from boosts bo where bo.user_id = ${viewerId} and bo.item_type = ${type}
          and bo.item_id = p.id) as boosted_by_user`;
  // The viewer's membership is read for their own group posts only (whether they may still edit
  // them, decided by the group's rule table in the service), in the same statement.
  const membership = (column: 'role' | 'status') =>
    viewerId === undefined
      ? sql`null::text`
      : sql`case when p.user_id = ${viewerId} then (select m.${sql.raw(column)} from fan_group_memberships m
          where m.group_id = p.group_id and m.user_id = ${viewerId}) end`;
  // The author's current membership (not the role they posted with): whom a moderator outranks.
  const author = (column: 'role' | 'status') =>
    sql`(select am.${sql.raw(column)} from fan_group_memberships am where am.group_id = p.group_id
      and am.user_id = p.user_id)`;
  const group =
    type === 'group_post'
      ? sql`p.group_id, g.slug as group_slug, g.name as group_name, p.author_role,
        g.post_creation as group_post_creation, ${membership('role')} as viewer_membership_role,
        ${membership('status')} as viewer_membership_status, ${author('role')} as author_membership_role,
        ${author('status')} as author_membership_status`
      : sql`null::bigint as group_id, null::text as group_slug, null::text as group_name, null::text as author_role,
        null::text as group_post_creation, null::text as viewer_membership_role,
        null::text as viewer_membership_status, null::text as author_membership_role,
        null::text as author_membership_status`;
  // The NFTs it shows, in their order, read in the same statement (the post's own rows of post_nfts).
  const nfts = sql`(select coalesce(json_agg(pn.nft_id::text order by pn.position), '[]'::json) from post_nfts pn
    where pn.${sql.raw(POST_NFT_COLUMNS[type])} = p.id) as nft_ids`;
  return sql`p.id, ${group}, p.user_id, p.slug, p.body, p.images, p.mentioned_user_ids, ${nfts},
    p.initial_boost::text as initial_boost, p.boosts::text as boosts, p.contract_address, p.likes_count,
    p.comments_count, p.created_at, p.updated_at, p.edited_at, ${own},
    ${moderationColumns(type, 'p', viewerId)}, u.slug as u_slug,
    u.display_name as u_display_name, u.avatar_thumb_key as u_avatar_thumb_key, u.verified as u_verified`;
}

/**
 * What every reader may see of posts (as of comments, platform/ugc-repository.ts): not hidden by a
 * moderator (but for its author and the moderators), the author
 * neither banned nor deleted, and no block between author and viewer in either direction
 * (blocking a user hides what they post, docs/DECISIONS.md "Comments, likes and reports (issue #4)").
 */
export function postVisibleTo(viewerId: Value<number> | undefined): SQL {
  return visibleToViewer('p', viewerId);
}

const byIds = statement<{ type: PostType; ids: string; viewerId?: number }>({
  shape: (v) => `${v.type}:${v.viewerId === undefined ? 'guest' : 'user'}`,
  build: (p, v) => {
    const viewer = v.viewerId === undefined ? undefined : p.viewerId;
    return sql`select ${postColumns(v.type, viewer)} from ${postsFrom(v.type)}
      where p.id = any(string_to_array(${p.ids}, ',')::bigint[]) and ${postVisibleTo(viewer)}
      order by p.created_at desc, p.id desc`;
  },
});

/** Posts of a kind by id as this viewer may see them, in ONE statement, newest first. */
export async function postsByIds(
  db: Db,
  type: PostType,
  ids: number[],
  viewerId: number | undefined,
): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const values = viewerId === undefined ? { type, ids: ids.join(',') } : { type, ids: ids.join(','), viewerId };
  return rowsOf<RawPost>(await byIds(db, values)).map(postFromRaw);
}

/** One page of posts under a condition, newest first, with the total in ONE statement (a window count). */
export async function pagePosts(
  db: Db,
  type: PostType,
  where: SQL,
  viewerId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const cond = sql`${where} and ${postVisibleTo(viewerId)}`;
  const raw = rowsOf<RawPost>(
    await db.execute(sql`select ${postColumns(type, viewerId)}, count(*) over () as total
      from ${postsFrom(type)} where ${cond}
      order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`),
  );
  if (raw.length === 0 && offset > 0) {
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*)::int as n from ${postsFrom(type)} where ${cond}`),
    );
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }
  return { rows: raw.map(postFromRaw), total: Number(raw[0]?.total ?? 0) };
}

/** The users of these ids who exist and are active (mentions keep only those). */
export async function existingUsers(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from users where id = any(string_to_array(${ids.join(',')}, ',')::bigint[])
      and status <> 'banned' and deleted_at is null`),
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => found.has(id));
}

const usersByIds = statement<{ ids: string }>({
  build: (p) => sql`select id, slug, display_name, avatar_thumb_key, verified from users
      where id = any(string_to_array(${p.ids}, ',')::bigint[]) and deleted_at is null`,
});

/** Mentioned users for `included`, in ONE statement. */
export async function mentionedUsers(db: Db, ids: number[]): Promise<CommentUser[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string | number;
    slug: string;
    display_name: string;
    avatar_thumb_key: string | null;
    verified: boolean;
  }>(await usersByIds(db, { ids: ids.join(',') }));
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    displayName: r.display_name,
    avatarThumbKey: r.avatar_thumb_key,
    verified: r.verified,
  }));
}

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
