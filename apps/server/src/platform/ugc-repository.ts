/**
 * The query pieces every kind of fans' content shares (comments, ideas, AMA questions): what a
 * reader may see of it, the viewer's own like, report and boost, and its author's columns
 * (docs/ARCHITECTURE.md "Server modules": the queries stay in repository files).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Value } from '../db/statements.ts';
import {
  date,
  dateOrNull,
  flag,
  from,
  fromRow,
  int,
  json,
  rowReader,
  text,
  textOrNull,
  type Raw,
} from '../db/raw-row.ts';

/** A stored image of fans' content: a media key and its pixel size. */
export interface UgcImage {
  key: string;
  width: number;
  height: number;
}

/** The author fields fans' content is shown with (the `user` of `included`). */
export interface UgcAuthor {
  id: number;
  slug: string;
  displayName: string;
  avatarThumbKey: string | null;
  verified: boolean;
}

/** The author's columns as `authorColumns` reads them. */
export interface RawAuthor {
  u_slug: string;
  u_display_name: string;
  u_avatar_thumb_key: string | null;
  u_verified: boolean;
}

/** The columns of the author `u` (`u_slug`, ...), read back by `authorOf`. */
export const authorColumns = sql.raw(`u.slug as u_slug, u.display_name as u_display_name,
    u.avatar_thumb_key as u_avatar_thumb_key, u.verified as u_verified`);

/** The author of a row read with `authorColumns`. */
export function authorOf(userId: string | number, r: RawAuthor): UgcAuthor {
  return {
    id: Number(userId),
    slug: r.u_slug,
    displayName: r.u_display_name,
    avatarThumbKey: r.u_avatar_thumb_key,
    verified: r.u_verified,
  };
}

/**
 * How the fields every piece of fans' content has are read from its raw row (db/raw-row.ts): its
 * counters, images, times, boosts, the viewer's own flags (`ownFlags`) and its author
 * (`authorColumns`).
 */
export const ugcFields = {
  id: int,
  userId: int,
  body: text,
  images: json<UgcImage[]>([]),
  boosts: text,
  likesCount: int,
  commentsCount: int,
  createdAt: date,
  updatedAt: date,
  editedAt: dateOrNull,
  likedByUser: flag,
  reportedByUser: flag,
  boostedByUser: flag,
  moderation: fromRow(moderationOf),
  user: fromRow(
    rowReader<UgcAuthor>({
      id: from('user_id', int),
      slug: from('u_slug', text),
      displayName: from('u_display_name', text),
      avatarThumbKey: from('u_avatar_thumb_key', textOrNull),
      verified: from('u_verified', flag),
    }),
  ),
};

/** A jsonb column as the driver answered it (parsed already, or its text). */
export function jsonOf<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * The viewer's own like, report and boost of the rows `alias` of the resource type `type`, as
 * `liked_by_user`, `reported_by_user`, `boosted_by_user`; a guest (undefined) has none.
 */
export function ownFlags(type: string, alias: string, viewerId: Value<number> | undefined): SQL {
  if (viewerId === undefined) return sql`false as liked_by_user, false as reported_by_user, false as boosted_by_user`;
  const t = sql.raw(`'${type}'`);
  const id = sql.raw(`${alias}.id`);
  return sql`exists (select 1 from likes l where l.liked_type = ${t} and l.liked_id = ${id} and l.user_id = ${viewerId})
          as liked_by_user,
        exists (select 1 from ugc_reports r where r.reportable_type = ${t} and r.reportable_id = ${id}
          and r.user_id = ${viewerId}) as reported_by_user,
        exists (select 1 from boosts bo where bo.user_id = ${viewerId} and bo.item_type = ${t}
          and bo.item_id = ${id}) as boosted_by_user`;
}

/**
 * The statuses that take an item out of every list, feed and search (docs/CONSOLE.md
 * "Moderation"): hidden by a moderator, and hidden while its author's review request waits.
 */
export const HIDDEN_STATUSES = ['hidden', 'review_requested'] as const;
const HIDDEN_SQL = sql.raw(HIDDEN_STATUSES.map((s) => `'${s}'`).join(', '));

/** Whether the signed-in viewer moderates the instance (an admin or a moderator, not banned): one indexed lookup. */
export function viewerModerates(viewerId: Value<number>): SQL {
  return sql`exists (select 1 from users mv where mv.id = ${viewerId} and mv.role in ('admin', 'moderator')
      and mv.status <> 'banned')`;
}

/**
 * What every reader may see of the rows `alias` by the author `u`: not hidden by a moderator
 * (but for its author and the moderators, who still see it with the reason), the author neither
 * banned nor deleted, and (for a signed-in viewer) no block between author and viewer in either
 * direction.
 */
export function visibleToViewer(alias: string, viewerId: Value<number> | undefined): SQL {
  const status = sql.raw(`${alias}.report_status`);
  const author = sql.raw(`${alias}.user_id`);
  const active = sql.raw(`u.status <> 'banned' and u.deleted_at is null`);
  if (viewerId === undefined) return sql`${status} not in (${HIDDEN_SQL}) and ${active}`;
  return sql`(${status} not in (${HIDDEN_SQL}) or ${author} = ${viewerId} or ${viewerModerates(viewerId)})
    and ${active} and not exists (select 1 from user_blocks b where
      (b.blocker_id = ${viewerId} and b.blocked_id = ${author}) or (b.blocker_id = ${author} and b.blocked_id = ${viewerId}))`;
}

/** An item's moderation as its author and the moderators see it (null for everybody else). */
export interface UgcModeration {
  status: string;
  reason: string | null;
}

/**
 * The item's moderation columns `moderation_status` and `moderation_reason` for the viewer: its
 * author sees them while it is hidden (with the reason, to ask for a review), a moderator whenever
 * it has been reported; null for everybody else. The reason is one primary-key lookup of
 * `moderation_items`, read only for those rows.
 */
export function moderationColumns(type: string, alias: string, viewerId: Value<number> | undefined): SQL {
  if (viewerId === undefined) return sql`null::text as moderation_status, null::text as moderation_reason`;
  const status = sql.raw(`${alias}.report_status`);
  const shown = sql`(${status} in (${HIDDEN_SQL}) and ${sql.raw(`${alias}.user_id`)} = ${viewerId})
    or (${status} <> 'unreported' and ${viewerModerates(viewerId)})`;
  return sql`case when ${shown} then ${status} end as moderation_status,
    case when ${shown} then (select mi.reason from moderation_items mi
      where mi.resource_type = ${sql.raw(`'${type}'`)} and mi.resource_id = ${sql.raw(`${alias}.id`)}) end as moderation_reason`;
}

/** The moderation of a row read with `moderationColumns`. */
export function moderationOf(r: Raw): UgcModeration | null {
  const status = r['moderation_status'];
  if (status === null || status === undefined) return null;
  const reason = r['moderation_reason'];
  return { status: String(status), reason: reason === null || reason === undefined ? null : String(reason) };
}

/** Users by id as the authors fans' content is shown with, deleted ones left out, in ONE statement. */
export async function findAuthors(db: Db, ids: number[]): Promise<UgcAuthor[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<RawAuthor & { id: string | number }>(
    await db.execute(sql`select u.id, ${authorColumns} from users u
      where u.id = any(string_to_array(${ids.join(',')}, ',')::bigint[]) and u.deleted_at is null`),
  );
  return rows.map((r) => authorOf(r.id, r));
}
