/**
 * Queries of feed posts and of the feed (SQL only, no rules). The feed is ONE union statement for
 * a page of item ids across the item types that are on, then one statement per item type.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { preparedOnce, statement } from '../../db/statements.ts';
import { contents } from '../../db/schema.ts';
import type { CommentImage } from '../comments/index.ts';
import { contentColumns, type ContentRow } from '../contents/index.ts';
import { postSlugBase } from '../group-posts/index.ts';
import { pagePosts, postsByIds, postsFrom, postVisibleTo, type PostRow } from '../group-posts/index.ts';
import { spacesPolicy, type GroupViewer } from '../spaces/index.ts';

/** The types of feed items (docs/COMMUNITY.md "Feed"), in the order of ties. */
export const FEED_ITEM_TYPES = [
  'feed_post',
  'group_post',
  'content',
  'voting',
  'ideation_mission',
  'ama_session',
] as const;
/** A feed item type. */
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

/** Where the feed continues: the sort time in microseconds, the type and the id of the last item seen. */
export interface FeedCursor {
  at: string;
  type: FeedItemType;
  id: number;
}

/** One item of a page of the feed. */
export interface FeedEntry {
  type: FeedItemType;
  id: number;
  at: string;
  createdAt: Date;
}

// ---- feed posts ----

/** Inserts a feed post (slug `<words>-<id>`) in ONE statement. */
export async function insertFeedPost(
  db: Db,
  v: { userId: number; body: string; images: CommentImage[]; mentionedUserIds: number[]; initialBoost: bigint },
): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with n as (select nextval(pg_get_serial_sequence('feed_posts', 'id')) as id)
      insert into feed_posts (id, user_id, slug, body, images, mentioned_user_ids, initial_boost)
      select n.id, ${v.userId}, ${postSlugBase(v.body)} || '-' || n.id, ${v.body}, ${JSON.stringify(v.images)}::jsonb,
        ${JSON.stringify(v.mentionedUserIds)}::jsonb, ${v.initialBoost.toString()}::numeric
      from n returning id`),
  );
  return Number(rows[0]!.id);
}

/** Replaces a feed post's body, mentions (and images when given); marks it edited. */
export async function updateFeedPost(
  db: Db,
  id: number,
  v: { body: string; mentionedUserIds: number[]; images?: CommentImage[] },
): Promise<void> {
  await db.execute(sql`
    update feed_posts set body = ${v.body}, slug = ${postSlugBase(v.body)} || '-' || id,
      mentioned_user_ids = ${JSON.stringify(v.mentionedUserIds)}::jsonb,
      images = ${v.images === undefined ? sql`images` : sql`${JSON.stringify(v.images)}::jsonb`},
      edited_at = now(), updated_at = now()
    where id = ${id}`);
}

/** One feed post as this viewer may see it. */
export async function findFeedPost(db: Db, id: number, viewerId: number | undefined): Promise<PostRow | undefined> {
  return (await postsByIds(db, 'feed_post', [id], viewerId))[0];
}

/** One page of the visible feed posts, newest first, with the total. */
export async function listFeedPosts(db: Db, viewerId: number | undefined, limit: number, offset: number) {
  return pagePosts(db, 'feed_post', sql`true`, viewerId, limit, offset);
}

// ---- the feed ----

/** Who reads the feed (group posts are decided in SQL as the group policy decides one by one). */
export interface FeedViewer {
  userId?: number;
  admin: boolean;
}

/** A viewer as the SQL helpers take it: the user id or its placeholder (db/statements.ts). */
type SqlViewer = GroupViewer;

/** The group of a post (`g` of postsFrom('group_post')) as the visibility rule reads it. */
const POST_GROUP = {
  id: sql`g.id`,
  acceptanceStatus: sql`g.acceptance_status`,
  visibility: sql`g.visibility`,
  postVisibility: sql`g.post_visibility`,
};

const RANKS = sql`case p.author_role when 'member' then 1 when 'writer' then 2 when 'moderator' then 3
  when 'admin' then 4 when 'owner' then 5 else 0 end`;
const THRESHOLD = sql`case g.feed_visibility when 'members_posts' then 1 when 'writers_posts' then 2
  when 'moderators_posts' then 3 when 'admins_posts' then 4 when 'owners_posts' then 5 else 6 end`;

/**
 * The group posts a viewer reads in the feed: those of groupPostsReadable whose author role
 * reaches the group's feed visibility.
 */
function groupPostsInFeed(viewer: SqlViewer): SQL {
  return sql`${groupPostsReadable(viewer)} and ${RANKS} >= ${THRESHOLD}`;
}

/**
 * The group posts a viewer may read in a list of posts: the group policy's one rule,
 * `spacesPolicy.sees('list_posts', ...)` as SQL (accepted groups they see, whose posts they read).
 */
function groupPostsReadable(viewer: SqlViewer): SQL {
  return spacesPolicy.seesSql('list_posts', viewer, POST_GROUP);
}

/** The sort time of an item in microseconds since the epoch, as text (exact, unlike a JS date). */
const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;

/** The values of the feed's union statement; the types, the viewer's presence and role, and the cursor's presence shape it. */
type FeedPageValues = {
  viewer: FeedViewer;
  types: FeedItemType[];
  cursor?: FeedCursor;
  userId?: number;
  at?: string;
  type?: string;
  id?: number;
  limit: number;
};

const feedPageOf = statement<FeedPageValues>({
  shape: (v) =>
    `${v.types.join(',')}:${v.viewer.userId === undefined ? 'guest' : 'user'}:${v.viewer.admin}:${v.cursor ? 'after' : 'first'}`,
  build: (p, v) => {
    const viewer: SqlViewer = { userId: v.viewer.userId === undefined ? undefined : p.userId, admin: v.viewer.admin };
    const parts: SQL[] = [];
    for (const type of v.types) {
      switch (type) {
        case 'feed_post':
          parts.push(sql`select 'feed_post'::text as item_type, p.id, ${micros(sql`p.created_at`)} as at, p.created_at as ts
            from ${postsFrom('feed_post')} where ${postVisibleTo(viewer.userId)}`);
          break;
        case 'group_post':
          parts.push(sql`select 'group_post'::text, p.id, ${micros(sql`p.created_at`)}, p.created_at
            from ${postsFrom('group_post')} where ${postVisibleTo(viewer.userId)} and ${groupPostsInFeed(viewer)}`);
          break;
        case 'content':
          parts.push(sql`select 'content'::text, c.id, ${micros(sql`c.published_at`)}, c.published_at
            from contents c where c.published and c.published_at is not null`);
          break;
        case 'voting':
        case 'ideation_mission':
        case 'ama_session': {
          const table = sql.identifier(`${type === 'voting' ? 'votings' : `${type}s`}`);
          parts.push(sql`select ${type}::text, x.id, ${micros(sql`x.published_at`)}, x.published_at
            from ${table} x where x.published and x.published_at is not null`);
          break;
        }
      }
    }
    const after = v.cursor
      ? sql`where (f.at, f.item_type, f.id) < (${p.at}::bigint, ${p.type}::text, ${p.id}::bigint)`
      : sql``;
    return sql`select f.item_type, f.id, f.at::text as at, f.ts from (${sql.join(parts, sql` union all `)})
      as f (item_type, id, at, ts) ${after}
      order by f.at desc, f.item_type desc, f.id desc limit ${p.limit}`;
  },
});

/** ONE statement: the page of feed item ids across the types that are on, newest first, after the cursor. */
export async function feedPage(
  db: Db,
  q: { viewer: FeedViewer; types: FeedItemType[]; cursor?: FeedCursor; limit: number },
): Promise<FeedEntry[]> {
  if (q.types.length === 0) return [];
  const c = q.cursor;
  const rows = rowsOf<{ item_type: FeedItemType; id: string | number; at: string | number; ts: Date | string }>(
    await feedPageOf(db, {
      ...q,
      ...(q.viewer.userId === undefined ? {} : { userId: q.viewer.userId }),
      ...(c ? { at: c.at, type: c.type, id: c.id } : {}),
    }),
  );
  return rows.map((r) => ({ type: r.item_type, id: Number(r.id), at: String(r.at), createdAt: new Date(r.ts) }));
}

const contentsOf = preparedOnce((db) =>
  db
    .select(contentColumns)
    .from(contents)
    .where(
      and(
        sql`${contents.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::bigint[])`,
        eq(contents.published, true),
      ),
    )
    .prepare(''),
);

/** Published contents by id, in ONE statement. */
export async function contentsByIds(db: Db, ids: number[]): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  return contentsOf(db).execute({ ids: ids.join(',') });
}

/** A participation item as the feed includes it: enough to show a card and link to its page. */
export interface ParticipationSummary {
  id: number;
  slug: string;
  title: Record<string, string>;
  endsAt: Date;
  publishedAt: Date | null;
}

const participationOf = statement<{ type: 'voting' | 'ideation_mission' | 'ama_session'; ids: string }>({
  shape: (v) => v.type,
  build: (p, v) => sql`select id, slug, title, ends_at, published_at
    from ${sql.identifier(v.type === 'voting' ? 'votings' : `${v.type}s`)}
    where id = any(string_to_array(${p.ids}, ',')::bigint[]) and published`,
});

/** Published votings, ideation missions or AMA sessions by id, in ONE statement. */
export async function participationByIds(
  db: Db,
  type: 'voting' | 'ideation_mission' | 'ama_session',
  ids: number[],
): Promise<ParticipationSummary[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string | number;
    slug: string;
    title: Record<string, string> | string;
    ends_at: Date | string;
    published_at: Date | string | null;
  }>(await participationOf(db, { type, ids: ids.join(',') }));
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    title: typeof r.title === 'string' ? (JSON.parse(r.title) as Record<string, string>) : r.title,
    endsAt: new Date(r.ends_at),
    publishedAt: r.published_at === null ? null : new Date(r.published_at),
  }));
}

/** One of a user's posts as their profile lists it (docs/COMMUNITY.md "Posts and the feed in the web app": id, type, created_at, total). */
export interface UserPostEntry {
  type: 'feed_post' | 'group_post';
  id: number;
  createdAt: Date;
}

/**
 * ONE statement: a page of a user's posts the viewer may read, newest first, with the total: their
 * feed posts (when on) and their group posts in the groups whose posts the viewer reads.
 */
export async function userPostsPage(
  db: Db,
  q: { viewer: FeedViewer; authorId: number; feedPosts: boolean; groupPosts: boolean; limit: number; offset: number },
): Promise<{ rows: UserPostEntry[]; total: number }> {
  const viewerId = q.viewer.userId;
  const parts: SQL[] = [];
  if (q.feedPosts) {
    parts.push(sql`select 'feed_post'::text as item_type, p.id, p.created_at from ${postsFrom('feed_post')}
      where p.user_id = ${q.authorId} and ${postVisibleTo(viewerId)}`);
  }
  if (q.groupPosts) {
    parts.push(sql`select 'group_post'::text, p.id, p.created_at from ${postsFrom('group_post')}
      where p.user_id = ${q.authorId} and ${postVisibleTo(viewerId)} and ${groupPostsReadable(q.viewer)}`);
  }
  if (parts.length === 0) return { rows: [], total: 0 };
  const rows = rowsOf<{
    item_type: UserPostEntry['type'];
    id: string | number;
    created_at: Date | string;
    total: string | number;
  }>(
    await db.execute(sql`select f.item_type, f.id, f.created_at, count(*) over () as total
      from (${sql.join(parts, sql` union all `)}) as f (item_type, id, created_at)
      order by f.created_at desc, f.item_type desc, f.id desc limit ${q.limit} offset ${q.offset}`),
  );
  if (rows.length === 0 && q.offset > 0) {
    const counted = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from (${sql.join(parts, sql` union all `)}) as f`),
    );
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }
  return {
    rows: rows.map((r) => ({ type: r.item_type, id: Number(r.id), createdAt: new Date(r.created_at) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
