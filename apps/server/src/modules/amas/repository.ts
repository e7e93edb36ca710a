/**
 * Queries of AMA sessions and questions (drizzle and SQL only, no rules): a constant number of
 * statements per page whatever its size.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { amaSessions } from '../../db/schema.ts';
import {
  contributionQueries,
  participationRecords,
  type ContributionRowBase,
} from '../../platform/participation/index.ts';
import type { CommentUser } from '../comments/index.ts';
import { findAuthors } from '../../platform/ugc-repository.ts';

/** A session row. */
export type SessionRow = typeof amaSessions.$inferSelect;

/** Whether only answered (true), only unanswered (false) or all questions (undefined) are read. */
export type AnsweredFilter = boolean | undefined;

/** A question as read for a viewer: the row, its author, its session (`parentId`, `parentSlug`), the answering user and the viewer's own like. */
export type QuestionRow = ContributionRowBase & {
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: number | null;
  answerer: CommentUser | null;
};

/**
 * The queries of questions (platform/participation/contribution-repository.ts) over
 * `ama_questions q`, their authors `u`, sessions `s` and answering users `a`.
 */
export const questionQueries = contributionQueries({
  type: 'ama_question',
  table: 'ama_questions',
  alias: 'q',
  parent: { table: 'ama_sessions', alias: 's', key: 'session_id', count: 'ama_questions_count' },
  columns: sql`q.answer, q.answered_at, q.answered_by, a.slug as a_slug, a.display_name as a_display_name,
    a.avatar_thumb_key as a_avatar_thumb_key, a.verified as a_verified`,
  joins: sql`left join users a on a.id = q.answered_by`,
  extra: (r) => {
    const answeredBy = r.answered_by === null ? null : Number(r.answered_by);
    return {
      answer: r.answer as string | null,
      answeredAt: r.answered_at === null ? null : new Date(r.answered_at as string),
      answeredBy,
      answerer:
        answeredBy === null || r.a_slug === null
          ? null
          : {
              id: answeredBy,
              slug: r.a_slug as string,
              displayName: (r.a_display_name as string | null) ?? '',
              avatarThumbKey: r.a_avatar_thumb_key as string | null,
              verified: r.a_verified === true,
            },
    };
  },
});

/** Only answered questions (true), only unanswered ones (false), or all (undefined). */
export function answeredWhere(answered: AnsweredFilter): SQL | undefined {
  if (answered === undefined) return undefined;
  return answered ? sql`q.answered_at is not null` : sql`q.answered_at is null`;
}

/** What the visibility of a question depends on, in ONE statement: the question (if visible), its session and host. */
export function findQuestionFacts(db: Db, id: number, viewerId: number | undefined) {
  return questionQueries.facts(db, id, viewerId, {
    columns: sql`s.host_user_id`,
    read: (r) => ({ hostUserId: r.host_user_id === null ? null : Number(r.host_user_id) }),
  });
}

/** Users by id as included summaries (hosts), deleted ones left out, in ONE statement. */
export const findUsers = findAuthors;

/** A user's id by id or slug (the admin names a host), undefined when there is none. */
export async function findUserId(db: Db, ref: { id: number } | { slug: string }): Promise<number | undefined> {
  const where = 'id' in ref ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`;
  const row = rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from users where ${where} and deleted_at is null limit 1`),
  )[0];
  return row ? Number(row.id) : undefined;
}

/** A question is edited only while it is unanswered (a question answered meanwhile: false). */
export const UNANSWERED = sql`answered_at is null`;

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

/** The queries of the sessions' table (platform/participation/repository.ts). */
export const sessionRecords = participationRecords(amaSessions);
