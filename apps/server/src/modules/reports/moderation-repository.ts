/**
 * Queries of moderation (docs/CONSOLE.md "Moderation"): the item's status kept in its own table's
 * `report_status` (what the lists filter on) and in its `moderation_items` row (the case: reason,
 * counts, queue times), the queue in a constant number of statements, the public log. Table names
 * are constants of this file, never input.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportStatus } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { authorColumns, authorOf, type RawAuthor, type UgcAuthor } from '../../platform/ugc-repository.ts';
import type { Localized } from '../../db/schema.ts';

/** The moderated types of fans' content and their tables. */
export const MODERATED_TABLES = {
  comment: 'comments',
  group_post: 'group_posts',
  feed_post: 'feed_posts',
  idea: 'ideas',
  ama_question: 'ama_questions',
} as const;
/** A moderated type. */
export type ModeratedType = keyof typeof MODERATED_TABLES;
/** Every moderated type. */
export const MODERATED_TYPES = Object.keys(MODERATED_TABLES) as ModeratedType[];

/** Whether a resource type is moderated (has a status). */
export function isModerated(type: string): type is ModeratedType {
  return Object.prototype.hasOwnProperty.call(MODERATED_TABLES, type);
}

const table = (type: ModeratedType) => sql.raw(MODERATED_TABLES[type]);

/** The bigint[] of ids, bound as one text parameter. */
const ids = (list: number[]) => sql`string_to_array(${list.map((i) => Math.trunc(i)).join(',')}, ',')::bigint[]`;

/**
 * After a report was filed (in its transaction): the item becomes `reported` when it was
 * unreported or cleared, and its case counts the report and joins the queue.
 */
export async function recordReport(tx: Db, type: ModeratedType, id: number): Promise<void> {
  await tx.execute(sql`update ${table(type)} set report_status = 'reported'
    where id = ${id} and report_status in ('unreported', 'cleared')`);
  await tx.execute(sql`
    insert into moderation_items (resource_type, resource_id, status, reports_count)
    select ${type}, ${id}, t.report_status, 1 from ${table(type)} t where t.id = ${id}
    on conflict (resource_type, resource_id) do update set
      status = excluded.status, reports_count = moderation_items.reports_count + 1,
      last_reported_at = now(),
      queued_at = case when excluded.status = 'reported' then now() else moderation_items.queued_at end,
      updated_at = now()`);
}

/** An item's case as a decision reads it under its row lock. */
export interface ModerationCase {
  type: ModeratedType;
  id: number;
  status: ReportStatus;
  authorId: number;
  body: string;
  title: string | null;
  reviewRequestedAt: Date | null;
}

/**
 * The item and its case, the case row locked (`for update`) so that two decisions queue up;
 * undefined when the item is gone. An item never reported has no case yet: `unreported`.
 */
export async function lockCase(tx: Db, type: ModeratedType, id: number): Promise<ModerationCase | undefined> {
  const titled = type === 'idea' || type === 'ama_question';
  const row = rowsOf<{
    user_id: string | number;
    body: string;
    title: string | null;
    status: ReportStatus | null;
    report_status: ReportStatus;
    review_requested_at: Date | string | null;
  }>(
    await tx.execute(sql`select t.user_id, t.body, ${titled ? sql`t.title` : sql`null::text`} as title,
      t.report_status, m.status, m.review_requested_at
      from ${table(type)} t
      left join moderation_items m on m.resource_type = ${type} and m.resource_id = t.id
      where t.id = ${id} for update of t`),
  )[0];
  if (!row) return undefined;
  return {
    type,
    id,
    status: row.report_status,
    authorId: Number(row.user_id),
    body: row.body,
    title: row.title,
    reviewRequestedAt: row.review_requested_at === null ? null : new Date(row.review_requested_at),
  };
}

/** Sets the item's status and its case (reason, decision time) in two statements. */
export async function writeStatus(
  tx: Db,
  c: { type: ModeratedType; id: number },
  v: { status: ReportStatus; reason?: string | null; reviewRequested?: boolean; decided?: boolean },
): Promise<void> {
  await tx.execute(sql`update ${table(c.type)} set report_status = ${v.status} where id = ${c.id}`);
  const reason = v.reason === undefined ? sql`moderation_items.reason` : sql`${v.reason}`;
  await tx.execute(sql`
    insert into moderation_items (resource_type, resource_id, status, reason)
    values (${c.type}, ${c.id}, ${v.status}, ${v.reason ?? null})
    on conflict (resource_type, resource_id) do update set status = excluded.status, reason = ${reason},
      review_requested_at = ${v.reviewRequested ? sql`now()` : sql`moderation_items.review_requested_at`},
      queued_at = ${v.reviewRequested ? sql`now()` : sql`moderation_items.queued_at`},
      decided_at = ${v.decided ? sql`now()` : sql`moderation_items.decided_at`},
      updated_at = now()`);
}

/** The reason an item's case holds now (null without one). */
export async function caseReason(db: Db, type: ModeratedType, id: number): Promise<string | null> {
  const row = rowsOf<{ reason: string | null }>(
    await db.execute(sql`select reason from moderation_items where resource_type = ${type} and resource_id = ${id}`),
  )[0];
  return row?.reason ?? null;
}

/**
 * Gives the item's open reports (reported, under review) the new status; answers their reporters
 * when the status is an outcome (cleared, hidden), whom the caller tells.
 */
export async function moveReports(tx: Db, type: ModeratedType, id: number, status: ReportStatus): Promise<number[]> {
  const rows = rowsOf<{ user_id: string | number }>(
    await tx.execute(sql`update ugc_reports set status = ${status}, updated_at = now()
      where reportable_type = ${type} and reportable_id = ${id} and status in ('reported', 'under_review')
      returning user_id`),
  );
  return rows.map((r) => Number(r.user_id));
}

/** Deletes the cases of deleted things of one type, in the transaction deleting them. */
export async function deleteCasesOf(db: Db, type: string, list: number[]): Promise<void> {
  if (list.length === 0) return;
  await db.execute(sql`delete from moderation_items where resource_type = ${type} and resource_id = any(${ids(list)})`);
}

// ---- the queue ----

/** What the queue is asked. */
export interface QueueQuery {
  statuses: readonly ReportStatus[];
  types: readonly ModeratedType[];
  search?: string;
  sort: 'newest' | 'most_reported';
  limit: number;
  offset: number;
}

/** One item of the queue, with its text and author. */
export interface QueueRow {
  type: ModeratedType;
  id: number;
  status: ReportStatus;
  reason: string | null;
  reportsCount: number;
  lastReportedAt: Date;
  queuedAt: Date;
  reviewRequestedAt: Date | null;
  decidedAt: Date | null;
  body: string;
  title: string | null;
  slug: string | null;
  /** Where it lives: the commented resource (comments), the mission, session or group; null for a feed post. */
  parentType: string | null;
  parentId: number | null;
  author: UgcAuthor;
  createdAt: Date;
}

/** Each moderated type as one branch of the queue's lateral union: author, text and where it lives. */
const ITEM_OF: Record<ModeratedType, SQL> = {
  comment: sql`select c.user_id, c.body, null::text as title, null::text as slug, c.commentable_type as parent_type,
    c.commentable_id as parent_id, c.created_at from comments c where m.resource_type = 'comment' and c.id = m.resource_id`,
  group_post: sql`select p.user_id, p.body, null::text, p.slug, 'fan_group', p.group_id, p.created_at
    from group_posts p where m.resource_type = 'group_post' and p.id = m.resource_id`,
  feed_post: sql`select p.user_id, p.body, null::text, p.slug, null::text, null::bigint, p.created_at
    from feed_posts p where m.resource_type = 'feed_post' and p.id = m.resource_id`,
  idea: sql`select i.user_id, i.body, i.title, i.slug, 'ideation_mission', i.mission_id, i.created_at
    from ideas i where m.resource_type = 'idea' and i.id = m.resource_id`,
  ama_question: sql`select q.user_id, q.body, q.title, null::text, 'ama_session', q.session_id, q.created_at
    from ama_questions q where m.resource_type = 'ama_question' and q.id = m.resource_id`,
};

/** Escapes LIKE's wildcards in a search. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the queue with its total in ONE statement: the cases of the asked statuses and
 * types, each joined to its item (one branch per type, by primary key) and its author; the search
 * looks in the item's text and title and the author's name.
 */
export async function queuePage(db: Db, q: QueueQuery): Promise<{ rows: QueueRow[]; total: number }> {
  const branches = sql.join(
    q.types.map((t) => ITEM_OF[t]),
    sql` union all `,
  );
  const search = q.search
    ? sql`and (x.body ilike ${likePattern(q.search)} or x.title ilike ${likePattern(q.search)}
        or u.display_name ilike ${likePattern(q.search)})`
    : sql``;
  const order =
    q.sort === 'most_reported'
      ? sql`m.reports_count desc, m.queued_at desc, m.resource_type, m.resource_id desc`
      : sql`m.queued_at desc, m.resource_type, m.resource_id desc`;
  const raw = rowsOf<
    RawAuthor & {
      resource_type: ModeratedType;
      resource_id: string | number;
      status: ReportStatus;
      reason: string | null;
      reports_count: number;
      last_reported_at: Date | string;
      queued_at: Date | string;
      review_requested_at: Date | string | null;
      decided_at: Date | string | null;
      user_id: string | number;
      body: string;
      title: string | null;
      slug: string | null;
      parent_type: string | null;
      parent_id: string | number | null;
      created_at: Date | string;
      total: string | number;
    }
  >(
    await db.execute(sql`
      select m.resource_type, m.resource_id, m.status, m.reason, m.reports_count, m.last_reported_at, m.queued_at,
        m.review_requested_at, m.decided_at, x.user_id, x.body, x.title, x.slug, x.parent_type, x.parent_id,
        x.created_at, ${authorColumns}, count(*) over () as total
      from moderation_items m
      join lateral (${branches}) x(user_id, body, title, slug, parent_type, parent_id, created_at) on true
      join users u on u.id = x.user_id
      where m.status = any(string_to_array(${q.statuses.join(',')}, ','))
        and m.resource_type = any(string_to_array(${q.types.join(',')}, ',')) ${search}
      order by ${order}
      limit ${q.limit} offset ${q.offset}`),
  );
  const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
  const rows = raw.map((r): QueueRow => ({
    type: r.resource_type,
    id: Number(r.resource_id),
    status: r.status,
    reason: r.reason,
    reportsCount: Number(r.reports_count),
    lastReportedAt: new Date(r.last_reported_at),
    queuedAt: new Date(r.queued_at),
    reviewRequestedAt: dateOrNull(r.review_requested_at),
    decidedAt: dateOrNull(r.decided_at),
    body: r.body,
    title: r.title,
    slug: r.slug,
    parentType: r.parent_type,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    author: authorOf(r.user_id, r),
    createdAt: new Date(r.created_at),
  }));
  return { rows, total: Number(raw[0]?.total ?? 0) };
}

/** The reports of some items by report type: how many, and the reporters' latest reasons (five at most). */
export interface ReportSummary {
  type: string;
  id: number;
  key: string;
  title: Localized;
  count: number;
  reasons: string[];
}

/** The reports of the queue's page by item and report type, in ONE statement. */
export async function reportSummaries(db: Db, items: Array<{ type: string; id: number }>): Promise<ReportSummary[]> {
  if (items.length === 0) return [];
  const types = items.map((i) => i.type).join(',');
  const rows = rowsOf<{
    reportable_type: string;
    reportable_id: string | number;
    key: string;
    title: Localized | string;
    n: string | number;
    reasons: string[] | string | null;
  }>(
    await db.execute(sql`
      select r.reportable_type, r.reportable_id, t.key, t.title, count(*)::int as n,
        (array_agg(r.reason order by r.created_at desc) filter (where r.reason is not null))[1:5] as reasons
      from unnest(string_to_array(${types}, ','), ${ids(items.map((i) => i.id))}) as k(type, id)
      join ugc_reports r on r.reportable_type = k.type and r.reportable_id = k.id
      join ugc_report_types t on t.id = r.report_type_id
      group by r.reportable_type, r.reportable_id, t.key, t.title, t.sort_order
      order by t.sort_order, t.key`),
  );
  const list = (v: string[] | string | null): string[] =>
    v === null ? [] : Array.isArray(v) ? v : (JSON.parse(v.replace(/^\{/, '[').replace(/\}$/, ']')) as string[]);
  return rows.map((r) => ({
    type: r.reportable_type,
    id: Number(r.reportable_id),
    key: r.key,
    title: typeof r.title === 'string' ? (JSON.parse(r.title) as Localized) : r.title,
    count: Number(r.n),
    reasons: list(r.reasons),
  }));
}

/** Where a resource lives: its slug and the parent in its path (an idea's mission, a group post's group). */
export interface Place {
  type: string;
  id: number;
  slug: string | null;
  parentType: string | null;
  parentId: number | null;
  parentSlug: string | null;
}

/** Each type a queue item can live on, as one branch of `places`, by id. */
const PLACE_OF: Record<string, (list: number[]) => SQL> = {
  content: (l) => sql`select 'content', id, slug, null, null::bigint, null from contents where id = any(${ids(l)})`,
  static_page: (l) =>
    sql`select 'static_page', id, slug, null, null::bigint, null from static_pages where id = any(${ids(l)})`,
  event: (l) => sql`select 'event', id, slug, null, null::bigint, null from events where id = any(${ids(l)})`,
  voting: (l) => sql`select 'voting', id, null, null, null::bigint, null from votings where id = any(${ids(l)})`,
  ideation_mission: (l) =>
    sql`select 'ideation_mission', id, slug, null, null::bigint, null from ideation_missions where id = any(${ids(l)})`,
  ama_session: (l) =>
    sql`select 'ama_session', id, slug, null, null::bigint, null from ama_sessions where id = any(${ids(l)})`,
  fan_group: (l) =>
    sql`select 'fan_group', id, slug, null, null::bigint, null from fan_groups where id = any(${ids(l)})`,
  feed_post: (l) =>
    sql`select 'feed_post', id, slug, null, null::bigint, null from feed_posts where id = any(${ids(l)})`,
  group_post: (l) => sql`select 'group_post', p.id, p.slug, 'fan_group', g.id, g.slug from group_posts p
    join fan_groups g on g.id = p.group_id where p.id = any(${ids(l)})`,
  idea: (l) => sql`select 'idea', i.id, i.slug, 'ideation_mission', m.id, m.slug from ideas i
    join ideation_missions m on m.id = i.mission_id where i.id = any(${ids(l)})`,
  ama_question: (l) => sql`select 'ama_question', q.id, null, 'ama_session', s.id, s.slug from ama_questions q
    join ama_sessions s on s.id = q.session_id where q.id = any(${ids(l)})`,
};

/**
 * The roots of some comments' threads (the resource a reply's thread hangs on), in ONE recursive
 * statement: comment id → root type and id.
 */
export async function threadRoots(db: Db, commentIds: number[]): Promise<Map<number, { type: string; id: number }>> {
  if (commentIds.length === 0) return new Map();
  const rows = rowsOf<{ start_id: string | number; commentable_type: string; commentable_id: string | number }>(
    await db.execute(sql`
      with recursive up as (
        select c.id as start_id, c.commentable_type, c.commentable_id, 0 as depth from comments c
        where c.id = any(${ids(commentIds)})
        union all
        select up.start_id, p.commentable_type, p.commentable_id, up.depth + 1 from up
        join comments p on up.commentable_type = 'comment' and p.id = up.commentable_id
        where up.depth < 64
      )
      select start_id, commentable_type, commentable_id from up where commentable_type <> 'comment'`),
  );
  return new Map(rows.map((r) => [Number(r.start_id), { type: r.commentable_type, id: Number(r.commentable_id) }]));
}

/** The places of some resources by type, in ONE statement (a union of one branch per type asked). */
export async function places(db: Db, wanted: Map<string, number[]>): Promise<Place[]> {
  const branches = [...wanted]
    .filter(([type, l]) => PLACE_OF[type] && l.length > 0)
    .map(([type, l]) => PLACE_OF[type]!(l));
  if (branches.length === 0) return [];
  const rows = rowsOf<{
    type: string;
    id: string | number;
    slug: string | null;
    parent_type: string | null;
    parent_id: string | number | null;
    parent_slug: string | null;
  }>(
    await db.execute(
      sql`select * from (${sql.join(branches, sql` union all `)}) as p(type, id, slug, parent_type, parent_id, parent_slug)`,
    ),
  );
  return rows.map((r) => ({
    type: r.type,
    id: Number(r.id),
    slug: r.slug,
    parentType: r.parent_type,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    parentSlug: r.parent_slug,
  }));
}

// ---- the public log ----

/** The actions of the audit log that the public moderation log shows. */
export const PUBLIC_LOG_ACTIONS = ['moderation.hidden', 'moderation.cleared'] as const;

/** One entry of the public moderation log: no people, no ids, no text of the item. */
export interface LogRow {
  id: number;
  action: (typeof PUBLIC_LOG_ACTIONS)[number];
  targetType: string;
  reason: string | null;
  createdAt: Date;
}

/** One page of the public moderation log, newest first, with its total in ONE statement. */
export async function publicLogPage(db: Db, limit: number, offset: number): Promise<{ rows: LogRow[]; total: number }> {
  const raw = rowsOf<{
    id: string | number;
    action: LogRow['action'];
    target_type: string;
    reason: string | null;
    created_at: Date | string;
    total: string | number;
  }>(
    await db.execute(sql`select id, action, target_type, details->>'reason' as reason, created_at,
        count(*) over () as total
      from admin_audit_log where action in ('moderation.hidden', 'moderation.cleared')
      order by created_at desc, id desc limit ${limit} offset ${offset}`),
  );
  return {
    rows: raw.map((r) => ({
      id: Number(r.id),
      action: r.action,
      targetType: r.target_type,
      reason: r.reason,
      createdAt: new Date(r.created_at),
    })),
    total: Number(raw[0]?.total ?? 0),
  };
}
