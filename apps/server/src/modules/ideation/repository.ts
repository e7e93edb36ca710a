/**
 * Queries of ideation missions and ideas (drizzle and SQL only, no rules): a constant number of
 * statements per page whatever its size.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { type IdeaStatus, type ParticipationSort } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ideas, ideationMissions, type Localized } from '../../db/schema.ts';
import {
  contributionOrder,
  mediumExists,
  openThenPast,
  participationRecords,
} from '../../platform/participation/index.ts';
import type { CommentImage, CommentUser } from '../comments/index.ts';

/** A mission row. */
export type MissionRow = typeof ideationMissions.$inferSelect;

/** An idea as read for a viewer: the row, its author, its mission's slug and the viewer's own like. */
export interface IdeaRow {
  id: number;
  missionId: number;
  missionSlug: string;
  userId: number;
  slug: string;
  title: string;
  body: string;
  images: CommentImage[];
  status: IdeaStatus;
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
  /** The viewer boosted it (docs/CHAIN.md "Boosts"). */
  boostedByUser: boolean;
  user: CommentUser;
}

interface RawIdea {
  id: string | number;
  mission_id: string | number;
  mission_slug: string;
  user_id: string | number;
  slug: string;
  title: string;
  body: string;
  images: CommentImage[] | string;
  status: IdeaStatus;
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
  boosted_by_user?: boolean;
  u_slug: string;
  u_display_name: string;
  u_avatar_thumb_key: string | null;
  u_verified: boolean;
  total?: string | number;
}

function fromRaw(r: RawIdea): IdeaRow {
  return {
    id: Number(r.id),
    missionId: Number(r.mission_id),
    missionSlug: r.mission_slug,
    userId: Number(r.user_id),
    slug: r.slug,
    title: r.title,
    body: r.body,
    images: typeof r.images === 'string' ? (JSON.parse(r.images) as CommentImage[]) : r.images,
    status: r.status,
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
    user: {
      id: Number(r.user_id),
      slug: r.u_slug,
      displayName: r.u_display_name,
      avatarThumbKey: r.u_avatar_thumb_key,
      verified: r.u_verified,
    },
  };
}

/** The sort of ideas over the `ideas` table (unaliased in every statement below). */
function ideaOrder(sort: ParticipationSort): SQL {
  return sql.join(
    contributionOrder(sort, {
      id: ideas.id,
      likesCount: ideas.likesCount,
      commentsCount: ideas.commentsCount,
      boosts: ideas.boosts,
      createdAt: ideas.createdAt,
    }),
    sql`, `,
  );
}

/** The columns of an idea for a viewer (the table is `ideas`, its author `u`, its mission `m`). */
function ideaColumns(viewerId: number | undefined): SQL {
  const own =
    viewerId === undefined
      ? sql`false as liked_by_user, false as reported_by_user, false as boosted_by_user`
      : sql`exists (select 1 from likes l where l.liked_type = 'idea' and l.liked_id = ideas.id and l.user_id = ${viewerId})
          as liked_by_user,
        exists (select 1 from ugc_reports r where r.reportable_type = 'idea' and r.reportable_id = ideas.id
          and r.user_id = ${viewerId}) as reported_by_user,
        exists (select 1 from boosts bo where bo.user_id = ${viewerId} and bo.item_type = 'idea'
          and bo.item_id = ideas.id) as boosted_by_user`;
  return sql`ideas.id, ideas.mission_id, m.slug as mission_slug, ideas.user_id, ideas.slug, ideas.title, ideas.body,
    ideas.images, ideas.status, ideas.initial_boost::text as initial_boost, ideas.boosts::text as boosts,
    ideas.contract_address, ideas.likes_count, ideas.comments_count, ideas.created_at, ideas.updated_at,
    ideas.edited_at, ${own}, u.slug as u_slug, u.display_name as u_display_name,
    u.avatar_thumb_key as u_avatar_thumb_key, u.verified as u_verified`;
}

/**
 * What every reader may see of ideas (as of comments): not hidden by a moderator, the author
 * neither banned nor deleted, and no block between author and viewer in either direction.
 */
function ideaVisibleTo(viewerId: number | undefined): SQL {
  const base = sql`ideas.report_status <> 'hidden' and u.status <> 'banned' and u.deleted_at is null`;
  if (viewerId === undefined) return base;
  return sql`${base} and not exists (select 1 from user_blocks b where
      (b.blocker_id = ${viewerId} and b.blocked_id = ideas.user_id) or (b.blocker_id = ideas.user_id and b.blocked_id = ${viewerId}))`;
}

const FROM_IDEAS = sql`ideas join users u on u.id = ideas.user_id join ideation_missions m on m.id = ideas.mission_id`;

/**
 * The published missions as the list gives them, in ONE statement: every open one (soonest end
 * first), then at most ENDED_LISTED ended ones (most recent end first).
 */
export async function listPublishedMissions(db: Db): Promise<MissionRow[]> {
  const list = openThenPast({
    table: ideationMissions,
    open: sql`${ideationMissions.endsAt} > now()`,
    at: ideationMissions.endsAt,
  });
  return db
    .select()
    .from(ideationMissions)
    .where(list.where)
    .orderBy(...list.orderBy);
}

/** A mission by slug, published or not (the service decides who sees it). */
export async function findMissionBySlug(db: Db, slug: string): Promise<MissionRow | undefined> {
  return (await db.select().from(ideationMissions).where(eq(ideationMissions.slug, slug)).limit(1))[0];
}

/** A mission by id, published or not. */
export async function findMissionById(db: Db, id: number): Promise<MissionRow | undefined> {
  return (await db.select().from(ideationMissions).where(eq(ideationMissions.id, id)).limit(1))[0];
}

/** The first `n` visible ideas of each mission by a sort, for all missions in ONE statement. */
export async function topIdeas(
  db: Db,
  missionIds: number[],
  sort: ParticipationSort,
  viewerId: number | undefined,
  n = 3,
): Promise<IdeaRow[]> {
  if (missionIds.length === 0) return [];
  const rows = rowsOf<RawIdea>(
    await db.execute(sql`
      select * from (
        select ${ideaColumns(viewerId)},
          row_number() over (partition by ideas.mission_id order by ${ideaOrder(sort)}) as rn
        from ${FROM_IDEAS}
        where ideas.mission_id = any(string_to_array(${missionIds.join(',')}, ',')::bigint[])
          and ${ideaVisibleTo(viewerId)}
      ) t where t.rn <= ${n}
      order by t.mission_id, t.rn`),
  );
  return rows.map(fromRaw);
}

/** One page of a mission's visible ideas by a sort, with the total, in ONE statement (a window count). */
export async function listIdeas(
  db: Db,
  q: { missionId: number; sort: ParticipationSort; viewerId?: number; limit: number; offset: number },
): Promise<{ rows: IdeaRow[]; total: number }> {
  const where = sql`ideas.mission_id = ${q.missionId} and ${ideaVisibleTo(q.viewerId)}`;
  const raw = rowsOf<RawIdea>(
    await db.execute(sql`
      select ${ideaColumns(q.viewerId)}, count(*) over () as total
      from ${FROM_IDEAS} where ${where}
      order by ${ideaOrder(q.sort)}
      limit ${q.limit} offset ${q.offset}`),
  );
  if (raw.length === 0 && q.offset > 0) {
    // Past the last page the window count has no row to ride on: count separately (rare).
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*)::int as n from ${FROM_IDEAS} where ${where}`),
    );
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }
  return { rows: raw.map(fromRaw), total: Number(raw[0]?.total ?? 0) };
}

/** One idea as this viewer may see it (hidden, blocked or inactive authors: undefined). */
export async function findVisibleIdea(db: Db, id: number, viewerId: number | undefined): Promise<IdeaRow | undefined> {
  const row = rowsOf<RawIdea>(
    await db.execute(sql`select ${ideaColumns(viewerId)} from ${FROM_IDEAS}
      where ideas.id = ${id} and ${ideaVisibleTo(viewerId)}`),
  )[0];
  return row ? fromRaw(row) : undefined;
}

/** What the visibility of an idea depends on, in ONE statement: the idea (if visible to the viewer) and its mission. */
export async function findIdeaFacts(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<{ id: number; missionSlug: string; missionPublished: boolean } | undefined> {
  const row = rowsOf<{ id: string | number; mission_slug: string; mission_published: boolean }>(
    await db.execute(sql`select ideas.id, m.slug as mission_slug, m.published as mission_published
      from ${FROM_IDEAS} where ideas.id = ${id} and ${ideaVisibleTo(viewerId)}`),
  )[0];
  return row
    ? { id: Number(row.id), missionSlug: row.mission_slug, missionPublished: row.mission_published }
    : undefined;
}

/** The url-safe slug of a title: lower-case ASCII words joined by hyphens (at most 60 characters). */
export function slugBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'idea';
}

/**
 * Inserts an idea (slug `<title words>-<id>`, unique by its id) and raises the mission's
 * ideas_count in ONE transaction; the mission must still be open at that moment (a mission
 * closing meanwhile inserts nothing: undefined).
 */
export async function insertIdea(
  db: Db,
  v: {
    missionId: number;
    userId: number;
    title: string;
    body: string;
    images: CommentImage[];
    initialBoost: bigint;
  },
): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const rows = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        with n as (select nextval(pg_get_serial_sequence('ideas', 'id')) as id),
        bumped as (
          update ideation_missions set ideas_count = ideas_count + 1
          where id = ${v.missionId} and ends_at > now() returning id)
        insert into ideas (id, mission_id, user_id, slug, title, body, images, initial_boost)
        select n.id, bumped.id, ${v.userId}, ${slugBase(v.title)} || '-' || n.id, ${v.title}, ${v.body},
          ${JSON.stringify(v.images)}::jsonb, ${v.initialBoost.toString()}::numeric
        from n, bumped
        returning id`),
    );
    const id = rows[0]?.id;
    return id === undefined ? undefined : Number(id);
  });
}

/** Replaces an idea's title, body (and images when given), its slug following the title; marks it edited. */
export async function updateIdea(
  db: Db,
  id: number,
  v: { title: string; body: string; images?: CommentImage[] },
): Promise<void> {
  await db.execute(sql`
    update ideas set title = ${v.title}, body = ${v.body}, slug = ${slugBase(v.title)} || '-' || id,
      images = ${v.images === undefined ? sql`images` : sql`${JSON.stringify(v.images)}::jsonb`},
      edited_at = now(), updated_at = now()
    where id = ${id}`);
}

/** An idea's author, status, title and mission, for the admin's status change (any visibility). */
export async function findIdeaForStatus(
  db: Db,
  id: number,
): Promise<
  { id: number; userId: number; title: string; status: IdeaStatus; missionId: number; missionSlug: string } | undefined
> {
  const row = rowsOf<{
    id: string | number;
    user_id: string | number;
    title: string;
    status: IdeaStatus;
    mission_id: string | number;
    mission_slug: string;
  }>(
    await db.execute(sql`select ideas.id, ideas.user_id, ideas.title, ideas.status, ideas.mission_id, m.slug as mission_slug
      from ideas join ideation_missions m on m.id = ideas.mission_id where ideas.id = ${id}`),
  )[0];
  return row
    ? {
        id: Number(row.id),
        userId: Number(row.user_id),
        title: row.title,
        status: row.status,
        missionId: Number(row.mission_id),
        missionSlug: row.mission_slug,
      }
    : undefined;
}

/** Sets an idea's club acceptance status. */
export async function setIdeaStatus(db: Db, id: number, status: IdeaStatus): Promise<void> {
  await db
    .update(ideas)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(ideas.id, id));
}

/** The stored fields of a mission an admin writes. */
export interface MissionValues {
  slug: string;
  title: Localized;
  description: Localized;
  heroMediumId: number | null;
  endsAt: Date;
}

/** The admin queries of the table (platform/participation/repository.ts), under this module's names. */
export const {
  listAll: listAllMissions,
  insert: insertMission,
  update: updateMission,
  publish: publishMission,
  close: closeMission,
  slugTaken: missionSlugTaken,
  any: hasMissions,
} = participationRecords(ideationMissions);

export { mediumExists };

/** Moves a demo mission's end into the past (the demo's ended missions). */
export async function backdateDemoMission(db: Db, id: number, endsAt: Date): Promise<void> {
  await db.update(ideationMissions).set({ endsAt }).where(eq(ideationMissions.id, id));
}
