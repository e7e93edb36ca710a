import { sql, type SQL } from 'drizzle-orm';
import type { CommentSort } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { statement, type Value } from '../../db/statements.ts';
import {
  authorColumns,
  moderationColumns,
  ownFlags,
  ugcFields,
  visibleToViewer,
} from '../../platform/ugc-repository.ts';
import type { RawAuthor, UgcAuthor, UgcImage, UgcModeration } from '../../platform/ugc-repository.ts';
import { int, rowReader, text } from '../../db/raw-row.ts';

/** A stored comment image: a media key and its pixel size. */
export type CommentImage = UgcImage;

/** The author fields a comment is shown with (the `user` of `included`). */
export type CommentUser = UgcAuthor;

/** A comment as read for a viewer: the row, its author and the viewer's own like and report. */
export interface CommentRow {
  id: number;
  commentableType: string;
  commentableId: number;
  userId: number;
  body: string;
  images: CommentImage[];
  likesCount: number;
  commentsCount: number;
  reportStatus: string;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  /** Base units (8 decimals) the comment was boosted with. */
  boosts: string;
  likedByUser: boolean;
  reportedByUser: boolean;
  /** The viewer boosted it (docs/CHAIN.md "Boosts"). */
  boostedByUser: boolean;
  /** Its moderation for its author (while hidden) and the moderators; null for everybody else. */
  moderation: UgcModeration | null;
  user: CommentUser;
}

interface RawComment extends RawAuthor {
  id: string | number;
  commentable_type: string;
  commentable_id: string | number;
  user_id: string | number;
  body: string;
  images: CommentImage[] | string;
  likes_count: number;
  comments_count: number;
  report_status: string;
  created_at: Date | string;
  updated_at: Date | string;
  edited_at: Date | string | null;
  boosts: string | number;
  liked_by_user: boolean;
  reported_by_user: boolean;
  boosted_by_user: boolean;
  total?: string | number;
}

const readLocked = rowReader<{ id: number; userId: number; images: UgcImage[] }>({
  id: ugcFields.id,
  userId: ugcFields.userId,
  images: ugcFields.images,
});

/** Rows of a raw query, whichever driver answered. */
const fromRaw = rowReader<CommentRow>({ ...ugcFields, commentableType: text, commentableId: int, reportStatus: text });

/** A bigint[] literal of numeric ids (numbers only, so safe to bind as one text parameter). */
export const idArray = (ids: number[]) => `{${ids.map((i) => Math.trunc(i)).join(',')}}`;

/** The viewer's own like, report and boost, and the author; a guest (undefined) has none. */
function selectColumns(viewerId: Value<number> | undefined): SQL {
  return sql`c.id, c.commentable_type, c.commentable_id, c.user_id, c.body, c.images, c.boosts::text as boosts, c.likes_count,
    c.comments_count, c.report_status, c.created_at, c.updated_at, c.edited_at, ${ownFlags('comment', 'c', viewerId)},
    ${moderationColumns('comment', 'c', viewerId)}, ${authorColumns}`;
}

/** What every reader may see of comments (platform/ugc-repository.ts). */
const visibleTo = (viewerId: Value<number> | undefined): SQL => visibleToViewer('c', viewerId);

/** Hot: likes and replies over age with HN-style gravity (documented in DECISIONS.md). */
const HOT_SCORE = sql.raw(
  `(c.likes_count + 2 * c.comments_count + 1) / power(extract(epoch from (now() - c.created_at)) / 3600 + 2, 1.5)`,
);

function orderOf(sort: CommentSort): SQL {
  switch (sort) {
    case 'top':
      return sql.raw('c.likes_count desc, c.created_at desc, c.id desc');
    case 'hot':
      return sql`${HOT_SCORE} desc, c.id desc`;
    case 'recent':
      return sql.raw('c.created_at desc, c.id desc');
  }
}

const topCommentsOf = statement<{ type: string; ids: string; viewerId?: number }>({
  shape: (v) => (v.viewerId === undefined ? 'guest' : 'user'),
  build: (p, v) => {
    const viewer = v.viewerId === undefined ? undefined : p.viewerId;
    return sql`
    select * from (
      select ${selectColumns(viewer)},
        row_number() over (partition by c.commentable_id order by c.likes_count desc, c.created_at desc, c.id desc) as rn
      from comments c join users u on u.id = c.user_id
      where c.commentable_type = ${p.type} and c.commentable_id = any(${p.ids}::bigint[])
        and ${visibleTo(viewer)}
    ) t where t.rn <= 3
    order by t.commentable_id, t.rn`;
  },
});

/** The top 3 comments (most likes, then newest) of each resource, for all ids in one query. */
export async function topComments(
  db: Db,
  type: string,
  ids: number[],
  viewerId: number | undefined,
): Promise<CommentRow[]> {
  if (ids.length === 0) return [];
  const values = viewerId === undefined ? { type, ids: idArray(ids) } : { type, ids: idArray(ids), viewerId };
  return rowsOf<RawComment>(await topCommentsOf(db, values)).map(fromRaw);
}

/** One page of a resource's comments for a viewer, with the total of visible comments. */
export async function listComments(
  db: Db,
  q: { type: string; id: number; viewerId?: number; sort: CommentSort; limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const viewer = q.viewerId;
  // The page is chosen on the sort keys alone; the author and the viewer's own like/report are
  // read for those rows only, not for every comment of the resource.
  const result = await db.execute(sql`
    select ${selectColumns(viewer)}, p.total from (
      select c.id, count(*) over () as total, row_number() over (order by ${orderOf(q.sort)}) as ord
      from comments c join users u on u.id = c.user_id
      where c.commentable_type = ${q.type} and c.commentable_id = ${q.id} and ${visibleTo(viewer)}
      order by ${orderOf(q.sort)}
      limit ${q.limit} offset ${q.offset}
    ) p join comments c on c.id = p.id join users u on u.id = c.user_id
    order by p.ord`);
  const raw = rowsOf<RawComment>(result);
  if (raw.length === 0 && q.offset > 0) {
    // Past the last page the window count has no row to ride on: count separately.
    const counted = await db.execute(sql`
      select count(*)::int as n from comments c join users u on u.id = c.user_id
      where c.commentable_type = ${q.type} and c.commentable_id = ${q.id} and ${visibleTo(viewer)}`);
    return { rows: [], total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
  }
  return { rows: raw.map(fromRaw), total: Number(raw[0]?.total ?? 0) };
}

/** One comment as this viewer sees it, or undefined when it is missing or not visible to them. */
export async function findVisibleComment(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<CommentRow | undefined> {
  const result = await db.execute(sql`
    select ${selectColumns(viewerId)} from comments c join users u on u.id = c.user_id
    where c.id = ${id} and ${visibleTo(viewerId)}`);
  const row = rowsOf<RawComment>(result)[0];
  return row ? fromRaw(row) : undefined;
}

/**
 * The resource a comment's thread hangs on (its first non-comment ancestor), walked in ONE
 * statement whatever the depth; undefined when the comment or any comment above it is missing
 * or not visible to this viewer (a hidden parent hides its replies).
 */
export async function findThreadRoot(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<{ type: string; id: number } | undefined> {
  const result = await db.execute(sql`
    with recursive chain(t, i) as (
      select c.commentable_type, c.commentable_id from comments c join users u on u.id = c.user_id
      where c.id = ${id} and ${visibleTo(viewerId)}
      union all
      select c.commentable_type, c.commentable_id from chain
        join comments c on chain.t = 'comment' and c.id = chain.i join users u on u.id = c.user_id
      where ${visibleTo(viewerId)}
    )
    select t, i from chain where t <> 'comment' limit 1`);
  const row = rowsOf<{ t: string; i: string | number }>(result)[0];
  return row ? { type: row.t, id: Number(row.i) } : undefined;
}

/**
 * Inserts a comment and raises comments_count of what it is on (and, for a reply, of the thread's
 * root resource too) in one transaction, so the counters never drift from the rows. The counters
 * move first, the thread's root before the comment replied to (the order a deletion locks them
 * in, `lockThreads`): their row locks make a comment on something being deleted wait for the
 * deletion, and then find it gone. Undefined, with nothing written, when it is gone.
 */
export async function insertComment(
  db: Db,
  c: {
    type: string;
    id: number;
    table: string;
    userId: number;
    body: string;
    images: CommentImage[];
    rootTable?: (type: string) => string | undefined;
  },
  /** Runs in the same transaction once the comment is in (its notifications). */
  afterInsert?: (tx: Db, id: number) => Promise<void>,
): Promise<number | undefined> {
  try {
    return await inTransaction(db, async (tx) => {
      if (c.type === 'comment' && c.rootTable) {
        const found = await tx.execute(sql`
          with recursive chain(t, i) as (
            select commentable_type, commentable_id from comments where id = ${c.id}
            union all
            select p.commentable_type, p.commentable_id from comments p join chain on chain.t = 'comment' and p.id = chain.i
          )
          select t, i from chain where t <> 'comment' limit 1`);
        const r = rowsOf<{ t: string; i: string | number }>(found)[0];
        const table = r ? c.rootTable(r.t) : undefined;
        if (r && table) await countOne(tx, table, Number(r.i));
      }
      await countOne(tx, c.table, c.id);
      const inserted = await tx.execute(sql`
        insert into comments (commentable_type, commentable_id, user_id, body, images)
        values (${c.type}, ${c.id}, ${c.userId}, ${c.body}, ${JSON.stringify(c.images)}::jsonb)
        returning id`);
      const id = Number(rowsOf<{ id: string | number }>(inserted)[0]?.id);
      await afterInsert?.(tx, id);
      return id;
    });
  } catch (err) {
    if (err instanceof CommentTargetGone) return undefined;
    throw err;
  }
}

/** What a comment was on is gone (deleted meanwhile): the transaction rolls back. */
class CommentTargetGone extends Error {}

/** Raises one row's comments_count (its row lock waits for a deletion); throws when the row is gone. */
async function countOne(tx: Db, table: string, id: number): Promise<void> {
  const rows = rowsOf(
    await tx.execute(
      sql`update ${sql.identifier(table)} set comments_count = comments_count + 1 where id = ${id} returning id`,
    ),
  );
  if (rows.length === 0) throw new CommentTargetGone();
}

/** A comment of a thread being removed: its author and images. */
export interface ThreadComment {
  id: number;
  userId: number;
  images: CommentImage[];
}

/**
 * Every comment of the threads on some resources (replies at any depth), locked FOR UPDATE in
 * id order, for their removal with the resources. The caller holds the resources' own row locks
 * already: no new top-level comment or reply (`insertComment` locks the thread's root first)
 * can slip in meanwhile.
 */
export async function lockThreads(tx: Db, type: string, ids: number[]): Promise<ThreadComment[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string | number; user_id: string | number; images: CommentImage[] | string }>(
    await tx.execute(sql`
      with recursive thread(id) as (
        select id from comments where commentable_type = ${type} and commentable_id = any(${idArray(ids)}::bigint[])
        union all
        select c.id from comments c join thread on c.commentable_type = 'comment' and c.commentable_id = thread.id
      )
      select id, user_id, images from comments where id in (select id from thread) order by id for update`),
  );
  return rows.map(readLocked);
}

/** Deletes comments by id (a thread being removed with what it is on, `lockThreads`). */
export async function deleteComments(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from comments where id = any(${idArray(ids)}::bigint[])`);
}

/** Replaces a comment's body (and images when given) and marks it edited. */
export async function updateComment(
  db: Db,
  id: number,
  body: string,
  images: CommentImage[] | undefined,
): Promise<void> {
  await db.execute(sql`
    update comments set body = ${body},
      images = ${images === undefined ? sql`images` : sql`${JSON.stringify(images)}::jsonb`},
      edited_at = now(), updated_at = now()
    where id = ${id}`);
}
