/**
 * Queries of AMA sessions and questions (drizzle and SQL only, no rules): a constant number of
 * statements per page whatever its size.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { type ParticipationSort } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { amaSessions, type Localized } from '../../db/schema.ts';
import {
  contributionOrder,
  mediumExists,
  openThenPast,
  participationRecords,
} from '../../platform/participation/index.ts';
import type { CommentImage, CommentUser } from '../comments/index.ts';

/** A session row. */
export type SessionRow = typeof amaSessions.$inferSelect;

/** Whether only answered (true), only unanswered (false) or all questions (undefined) are read. */
export type AnsweredFilter = boolean | undefined;

/** A question as read for a viewer: the row, its author, the answering user and the viewer's own like. */
export interface QuestionRow {
  id: number;
  sessionId: number;
  sessionSlug: string;
  userId: number;
  title: string;
  body: string;
  images: CommentImage[];
  initialBoost: string;
  boosts: string;
  likesCount: number;
  commentsCount: number;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  likedByUser: boolean;
  reportedByUser: boolean;
  /** The viewer boosted it (docs/CHAIN.md "Boosts"). */
  boostedByUser: boolean;
  user: CommentUser;
  answerer: CommentUser | null;
}

interface RawQuestion {
  id: string | number;
  session_id: string | number;
  session_slug: string;
  user_id: string | number;
  title: string;
  body: string;
  images: CommentImage[] | string;
  initial_boost: string | number;
  boosts: string | number;
  likes_count: number;
  comments_count: number;
  answer: string | null;
  answered_at: Date | string | null;
  answered_by: string | number | null;
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
  a_slug: string | null;
  a_display_name: string | null;
  a_avatar_thumb_key: string | null;
  a_verified: boolean | null;
  total?: string | number;
}

const date = (d: Date | string | null): Date | null => (d === null ? null : new Date(d));

function fromRaw(r: RawQuestion): QuestionRow {
  return {
    id: Number(r.id),
    sessionId: Number(r.session_id),
    sessionSlug: r.session_slug,
    userId: Number(r.user_id),
    title: r.title,
    body: r.body,
    images: typeof r.images === 'string' ? (JSON.parse(r.images) as CommentImage[]) : r.images,
    initialBoost: String(r.initial_boost),
    boosts: String(r.boosts),
    likesCount: Number(r.likes_count),
    commentsCount: Number(r.comments_count),
    answer: r.answer,
    answeredAt: date(r.answered_at),
    answeredBy: r.answered_by === null ? null : Number(r.answered_by),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    editedAt: date(r.edited_at),
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
    answerer:
      r.answered_by === null || r.a_slug === null
        ? null
        : {
            id: Number(r.answered_by),
            slug: r.a_slug,
            displayName: r.a_display_name ?? '',
            avatarThumbKey: r.a_avatar_thumb_key,
            verified: r.a_verified === true,
          },
  };
}

/** The sort of questions over the alias `q`. */
function questionOrder(sort: ParticipationSort): SQL {
  return sql.join(
    contributionOrder(sort, {
      id: sql.raw('q.id') as never,
      likesCount: sql.raw('q.likes_count') as never,
      commentsCount: sql.raw('q.comments_count') as never,
      boosts: sql.raw('q.boosts') as never,
      createdAt: sql.raw('q.created_at') as never,
    }),
    sql`, `,
  );
}

/** The columns of a question for a viewer (the question `q`, its author `u`, the answerer `a`, the session `s`). */
function questionColumns(viewerId: number | undefined): SQL {
  const own =
    viewerId === undefined
      ? sql`false as liked_by_user, false as reported_by_user, false as boosted_by_user`
      : sql`exists (select 1 from likes l where l.liked_type = 'ama_question' and l.liked_id = q.id and l.user_id = ${viewerId})
          as liked_by_user,
        exists (select 1 from ugc_reports r where r.reportable_type = 'ama_question' and r.reportable_id = q.id
          and r.user_id = ${viewerId}) as reported_by_user,
        exists (select 1 from boosts bo where bo.user_id = ${viewerId} and bo.item_type = 'ama_question'
          and bo.item_id = q.id) as boosted_by_user`;
  return sql`q.id, q.session_id, s.slug as session_slug, q.user_id, q.title, q.body, q.images,
    q.initial_boost::text as initial_boost, q.boosts::text as boosts, q.likes_count, q.comments_count,
    q.answer, q.answered_at, q.answered_by, q.created_at, q.updated_at, q.edited_at, ${own},
    u.slug as u_slug, u.display_name as u_display_name, u.avatar_thumb_key as u_avatar_thumb_key,
    u.verified as u_verified, a.slug as a_slug, a.display_name as a_display_name,
    a.avatar_thumb_key as a_avatar_thumb_key, a.verified as a_verified`;
}

/**
 * What every reader may see of questions (as of comments): not hidden by a moderator, the author
 * neither banned nor deleted, and no block between author and viewer in either direction.
 */
function questionVisibleTo(viewerId: number | undefined): SQL {
  const base = sql`q.report_status <> 'hidden' and u.status <> 'banned' and u.deleted_at is null`;
  if (viewerId === undefined) return base;
  return sql`${base} and not exists (select 1 from user_blocks b where
      (b.blocker_id = ${viewerId} and b.blocked_id = q.user_id) or (b.blocker_id = q.user_id and b.blocked_id = ${viewerId}))`;
}

function answeredWhere(answered: AnsweredFilter): SQL {
  if (answered === undefined) return sql`true`;
  return answered ? sql`q.answered_at is not null` : sql`q.answered_at is null`;
}

const FROM_QUESTIONS = sql`ama_questions q join users u on u.id = q.user_id
  join ama_sessions s on s.id = q.session_id left join users a on a.id = q.answered_by`;

/**
 * The published sessions as the list gives them, in ONE statement: every open one (soonest end
 * first), then at most ENDED_LISTED ended ones (most recent end first).
 */
export async function listPublishedSessions(db: Db): Promise<SessionRow[]> {
  const list = openThenPast({ table: amaSessions, open: sql`${amaSessions.endsAt} > now()`, at: amaSessions.endsAt });
  return db
    .select()
    .from(amaSessions)
    .where(list.where)
    .orderBy(...list.orderBy);
}

/** A session by slug, published or not (the service decides who sees it). */
export async function findSessionBySlug(db: Db, slug: string): Promise<SessionRow | undefined> {
  return (await db.select().from(amaSessions).where(eq(amaSessions.slug, slug)).limit(1))[0];
}

/** A session by id, published or not. */
export async function findSessionById(db: Db, id: number): Promise<SessionRow | undefined> {
  return (await db.select().from(amaSessions).where(eq(amaSessions.id, id)).limit(1))[0];
}

/** Users by id as included summaries (hosts), deleted ones left out, in ONE statement. */
export async function findUsers(db: Db, ids: number[]): Promise<CommentUser[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string | number;
    slug: string;
    display_name: string;
    avatar_thumb_key: string | null;
    verified: boolean;
  }>(
    await db.execute(sql`select id, slug, display_name, avatar_thumb_key, verified from users
      where id = any(string_to_array(${ids.join(',')}, ',')::bigint[]) and deleted_at is null`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    displayName: r.display_name,
    avatarThumbKey: r.avatar_thumb_key,
    verified: r.verified,
  }));
}

/** A user's id by id or slug (the admin names a host), undefined when there is none. */
export async function findUserId(db: Db, ref: { id: number } | { slug: string }): Promise<number | undefined> {
  const where = 'id' in ref ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`;
  const row = rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from users where ${where} and deleted_at is null limit 1`),
  )[0];
  return row ? Number(row.id) : undefined;
}

/** The first `n` visible questions of each session by a sort, for all sessions in ONE statement. */
export async function topQuestions(
  db: Db,
  sessionIds: number[],
  q: { sort: ParticipationSort; viewerId: number | undefined; answered: AnsweredFilter; n: number },
): Promise<QuestionRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = rowsOf<RawQuestion>(
    await db.execute(sql`
      select * from (
        select ${questionColumns(q.viewerId)},
          row_number() over (partition by q.session_id order by ${questionOrder(q.sort)}) as rn
        from ${FROM_QUESTIONS}
        where q.session_id = any(string_to_array(${sessionIds.join(',')}, ',')::bigint[])
          and ${questionVisibleTo(q.viewerId)} and ${answeredWhere(q.answered)}
      ) t where t.rn <= ${q.n}
      order by t.session_id, t.rn`),
  );
  return rows.map(fromRaw);
}

/** One page of a session's visible questions by a sort, with the total, in ONE statement (a window count). */
export async function listQuestions(
  db: Db,
  q: {
    sessionId: number;
    sort: ParticipationSort;
    answered: AnsweredFilter;
    viewerId?: number;
    limit: number;
    offset: number;
  },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const where = sql`q.session_id = ${q.sessionId} and ${questionVisibleTo(q.viewerId)} and ${answeredWhere(q.answered)}`;
  const raw = rowsOf<RawQuestion>(
    await db.execute(sql`
      select ${questionColumns(q.viewerId)}, count(*) over () as total
      from ${FROM_QUESTIONS} where ${where}
      order by ${questionOrder(q.sort)}
      limit ${q.limit} offset ${q.offset}`),
  );
  if (raw.length === 0 && q.offset > 0) {
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*)::int as n from ${FROM_QUESTIONS} where ${where}`),
    );
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }
  return { rows: raw.map(fromRaw), total: Number(raw[0]?.total ?? 0) };
}

/** One question as this viewer may see it (hidden, blocked or inactive authors: undefined). */
export async function findVisibleQuestion(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<QuestionRow | undefined> {
  const row = rowsOf<RawQuestion>(
    await db.execute(sql`select ${questionColumns(viewerId)} from ${FROM_QUESTIONS}
      where q.id = ${id} and ${questionVisibleTo(viewerId)}`),
  )[0];
  return row ? fromRaw(row) : undefined;
}

/** What the visibility of a question depends on, in ONE statement: the question (if visible) and its session. */
export async function findQuestionFacts(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<{ id: number; sessionSlug: string; sessionPublished: boolean; hostUserId: number | null } | undefined> {
  const row = rowsOf<{
    id: string | number;
    session_slug: string;
    session_published: boolean;
    host_user_id: string | number | null;
  }>(
    await db.execute(sql`select q.id, s.slug as session_slug, s.published as session_published, s.host_user_id
      from ${FROM_QUESTIONS} where q.id = ${id} and ${questionVisibleTo(viewerId)}`),
  )[0];
  return row
    ? {
        id: Number(row.id),
        sessionSlug: row.session_slug,
        sessionPublished: row.session_published,
        hostUserId: row.host_user_id === null ? null : Number(row.host_user_id),
      }
    : undefined;
}

/**
 * Inserts a question and raises the session's ama_questions_count in ONE statement; the session
 * must still be open at that moment (a session closing meanwhile inserts nothing: undefined).
 */
export async function insertQuestion(
  db: Db,
  v: { sessionId: number; userId: number; title: string; body: string; images: CommentImage[]; initialBoost: bigint },
): Promise<number | undefined> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with bumped as (
        update ama_sessions set ama_questions_count = ama_questions_count + 1
        where id = ${v.sessionId} and ends_at > now() returning id)
      insert into ama_questions (session_id, user_id, title, body, images, initial_boost)
      select bumped.id, ${v.userId}, ${v.title}, ${v.body}, ${JSON.stringify(v.images)}::jsonb,
        ${v.initialBoost.toString()}::numeric from bumped
      returning id`),
  );
  const id = rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/**
 * Replaces a question's title, body (and images when given) while it is unanswered; false when
 * it was answered meanwhile.
 */
export async function updateQuestion(
  db: Db,
  id: number,
  v: { title: string; body: string; images?: CommentImage[] },
): Promise<boolean> {
  const images = v.images === undefined ? sql`images` : sql`${JSON.stringify(v.images)}::jsonb`;
  const rows = rowsOf(
    await db.execute(sql`update ama_questions set title = ${v.title}, body = ${v.body}, images = ${images},
      edited_at = now(), updated_at = now()
      where id = ${id} and answered_at is null returning id`),
  );
  return rows.length > 0;
}

/**
 * Writes the host's answer: `first` only sets it on an unanswered question, otherwise only
 * replaces an existing one; false when the question is not in that state (a race lost).
 */
export async function writeAnswer(
  db: Db,
  id: number,
  v: { answer: string; hostId: number; first: boolean },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      v.first
        ? sql`update ama_questions set answer = ${v.answer}, answered_at = now(), answered_by = ${v.hostId},
            updated_at = now() where id = ${id} and answered_at is null returning id`
        : sql`update ama_questions set answer = ${v.answer}, answered_by = ${v.hostId}, updated_at = now()
            where id = ${id} and answered_at is not null returning id`,
    ),
  );
  return rows.length > 0;
}

/** The stored fields of a session an admin writes. */
export interface SessionValues {
  slug: string;
  title: Localized;
  description: Localized;
  heroMediumId: number | null;
  hostUserId: number | null;
  endsAt: Date;
}

/** The admin queries of the table (platform/participation/repository.ts), under this module's names. */
export const {
  listAll: listAllSessions,
  insert: insertSession,
  update: updateSession,
  publish: publishSession,
  close: closeSession,
  slugTaken: sessionSlugTaken,
  any: hasSessions,
} = participationRecords(amaSessions);

export { mediumExists };

/** Moves a demo session's end into the past (the demo's ended sessions; docs/PARTICIPATION.md "AMA"). */
export async function backdateDemoSession(db: Db, id: number, endsAt: Date): Promise<void> {
  await db.update(amaSessions).set({ endsAt }).where(eq(amaSessions.id, id));
}
