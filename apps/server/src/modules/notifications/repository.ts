import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** A notification row as the service and presenter read it. */
export interface NotificationRow {
  id: number;
  userId: number;
  key: string;
  actorId: number | null;
  actorsCount: number;
  groupKey: string | null;
  parameters: Record<string, unknown>;
  promptDialog: boolean;
  openedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The stored preferences of a user (undefined fields: the defaults). */
export interface PreferencesRow {
  kinds: Record<string, { in_app?: boolean; push?: boolean }>;
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string;
}

/** The latest actor as parameters carry it. */
export interface ActorSummary {
  id: string;
  slug: string;
  display_name: string;
  /** The actor's verified badge at the time of the notification. */
  verified: boolean;
}

type Raw = Record<string, unknown>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown): Date => new Date(v as string);

function fromRaw(r: Raw): NotificationRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    key: String(r.key),
    actorId: num(r.actor_id),
    actorsCount: Number(r.actors_count),
    groupKey: r.group_key === null || r.group_key === undefined ? null : String(r.group_key),
    parameters: json<Record<string, unknown>>(r.parameters) ?? {},
    promptDialog: r.prompt_dialog === true,
    openedAt: r.opened_at === null || r.opened_at === undefined ? null : date(r.opened_at),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

const COLUMN_NAMES = [
  'id',
  'user_id',
  'key',
  'actor_id',
  'actors_count',
  'group_key',
  'parameters',
  'prompt_dialog',
  'opened_at',
  'created_at',
  'updated_at',
];
const COLUMNS = sql.raw(COLUMN_NAMES.join(', '));
/** The columns qualified by the alias `n` (an update joined with another relation). */
const N_COLUMNS = sql.raw(COLUMN_NAMES.map((c) => `n.${c}`).join(', '));

/** A bigint[] literal of numeric ids (numbers only, safe to bind as one text parameter). */
const idArray = (ids: readonly number[]) => `{${ids.map((i) => Math.trunc(i)).join(',')}}`;

/** Keys that are not listed (their module is off); keys are our own constants (letters, dots, underscores). */
function visibleKeys(hidden: readonly string[]): SQL {
  if (hidden.length === 0) return sql`true`;
  return sql`not (key = any(${`{${hidden.join(',')}}`}::text[]))`;
}

/**
 * What deciding on one notification needs, in one statement: the recipient's stored kinds,
 * whether the recipient is an active account, whether a block stands between recipient and
 * actor (either way), and the actor's summary.
 */
export async function notifyContext(
  db: Db,
  userId: number,
  actorId: number | null,
): Promise<{ kinds: PreferencesRow['kinds'] | null; active: boolean; blocked: boolean; actor: ActorSummary | null }> {
  const actor = actorId ?? -1;
  const result = await db.execute(sql`
    select
      (select kinds from notification_preferences where user_id = ${userId}) as kinds,
      exists (select 1 from users where id = ${userId} and deleted_at is null and status <> 'banned') as active,
      exists (select 1 from user_blocks b where (b.blocker_id = ${userId} and b.blocked_id = ${actor})
        or (b.blocker_id = ${actor} and b.blocked_id = ${userId})) as blocked,
      (select jsonb_build_object('id', id::text, 'slug', slug, 'display_name', display_name, 'verified', verified)
        from users where id = ${actor} and deleted_at is null) as actor`);
  const row = rowsOf<Raw>(result)[0] ?? {};
  return {
    kinds: row.kinds == null ? null : json<PreferencesRow['kinds']>(row.kinds),
    active: row.active === true,
    blocked: row.blocked === true,
    actor: row.actor == null ? null : json<ActorSummary>(row.actor),
  };
}

/** The recipient's unopened notification of a group, locked until the transaction ends. */
export async function lockOpenGroup(
  db: Db,
  userId: number,
  groupKey: string,
): Promise<{ id: number; updatedAt: Date } | undefined> {
  const result = await db.execute(sql`
    select id, updated_at from notifications
    where user_id = ${userId} and group_key = ${groupKey} and opened_at is null
    for update`);
  const row = rowsOf<Raw>(result)[0];
  return row ? { id: Number(row.id), updatedAt: date(row.updated_at) } : undefined;
}

/**
 * Folds an event into a notification: the actor joins its distinct actors (a like, unlike and
 * like counts once), the count grows only for a new actor, the latest actor and parameters win.
 */
export async function foldInto(
  db: Db,
  id: number,
  f: { actorId: number | null; actor: ActorSummary | null; parameters: Record<string, unknown> },
): Promise<NotificationRow> {
  const added =
    f.actorId === null
      ? sql`select 1 where false`
      : sql`insert into notification_actors (notification_id, actor_id) values (${id}, ${f.actorId})
          on conflict do nothing returning 1`;
  const result = await db.execute(sql`
    with added as (${added}),
    n as (select (select count(*) from added)::int as k)
    update notifications set
      actors_count = actors_count + n.k,
      actor_id = coalesce(${f.actorId}, actor_id),
      parameters = parameters || ${JSON.stringify(f.parameters)}::jsonb
        || jsonb_build_object('actors_count', actors_count + n.k)
        || case when ${f.actor === null ? null : JSON.stringify(f.actor)}::jsonb is null then '{}'::jsonb
           else jsonb_build_object('actor', ${f.actor === null ? null : JSON.stringify(f.actor)}::jsonb) end,
      updated_at = now()
    from n where id = ${id}
    returning ${COLUMNS}`);
  return fromRaw(rowsOf<Raw>(result)[0]!);
}

/** Takes a notification out of its group: the next event of the group starts a new one. */
export async function closeGroup(db: Db, id: number): Promise<void> {
  await db.execute(sql`update notifications set group_key = null where id = ${id}`);
}

/**
 * Inserts a notification (and its first actor). Undefined when an unopened notification of the
 * same group appeared meanwhile (a concurrent insert won the partial unique index): fold into it.
 */
export async function insertNotification(
  db: Db,
  n: {
    userId: number;
    key: string;
    actorId: number | null;
    groupKey: string | null;
    parameters: Record<string, unknown>;
    promptDialog: boolean;
  },
): Promise<NotificationRow | undefined> {
  const result = await db.execute(sql`
    with n as (
      insert into notifications (user_id, key, actor_id, actors_count, group_key, parameters, prompt_dialog)
      values (${n.userId}, ${n.key}, ${n.actorId}, 1, ${n.groupKey}, ${JSON.stringify(n.parameters)}::jsonb,
        ${n.promptDialog})
      on conflict (user_id, group_key) where opened_at is null and group_key is not null do nothing
      returning ${COLUMNS}
    ), a as (
      insert into notification_actors (notification_id, actor_id)
      select id, actor_id from n where actor_id is not null
      on conflict do nothing
    )
    select * from n`);
  const row = rowsOf<Raw>(result)[0];
  return row ? fromRaw(row) : undefined;
}

/**
 * One notification for each of these users in one statement (announcements), leaving out
 * deleted and banned accounts, those whose in-app preference for the kind is off
 * (`defaultInApp` when they stored nothing; `optional` false ignores the preference) and, with
 * a group key, those who already have one of that group (opened or not).
 */
export async function insertForUsers(
  db: Db,
  n: {
    userIds: readonly number[];
    key: string;
    parameters: Record<string, unknown>;
    promptDialog: boolean;
    groupKey: string | null;
    defaultInApp: boolean;
    optional: boolean;
  },
): Promise<NotificationRow[]> {
  if (n.userIds.length === 0) return [];
  const wanted = n.optional
    ? sql`coalesce((select (p.kinds -> ${n.key} ->> 'in_app')::boolean from notification_preferences p
        where p.user_id = u.id), ${n.defaultInApp})`
    : sql`true`;
  const fresh =
    n.groupKey === null
      ? sql`true`
      : sql`not exists (select 1 from notifications o where o.user_id = u.id and o.group_key = ${n.groupKey})`;
  const result = await db.execute(sql`
    insert into notifications (user_id, key, group_key, parameters, prompt_dialog)
    select u.id, ${n.key}, ${n.groupKey}, ${JSON.stringify(n.parameters)}::jsonb, ${n.promptDialog}
    from users u
    where u.id = any(${idArray(n.userIds)}::bigint[]) and u.deleted_at is null and u.status <> 'banned'
      and ${wanted} and ${fresh}
    order by u.id
    returning ${COLUMNS}`);
  return rowsOf<Raw>(result).map(fromRaw);
}

/** The next batch of active user ids after a cursor (announcements to everybody). */
export async function activeUserIdsAfter(db: Db, after: number, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    select id from users where id > ${after} and deleted_at is null and status <> 'banned'
    order by id limit ${limit}`);
  return rowsOf<Raw>(result).map((r) => Number(r.id));
}

/** A user's unopened notifications (their module on), by the partial index. */
export async function countUnopened(db: Db, userId: number, hidden: readonly string[]): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from notifications
    where user_id = ${userId} and opened_at is null and ${visibleKeys(hidden)}`);
  return Number(rowsOf<Raw>(result)[0]?.n ?? 0);
}

/** The unopened counts of several users in one statement (users without any are left out). */
export async function countUnopenedOf(
  db: Db,
  userIds: readonly number[],
  hidden: readonly string[],
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (userIds.length === 0) return map;
  const result = await db.execute(sql`
    select user_id, count(*)::int as n from notifications
    where user_id = any(${idArray(userIds)}::bigint[]) and opened_at is null and ${visibleKeys(hidden)}
    group by user_id`);
  for (const r of rowsOf<Raw>(result)) map.set(Number(r.user_id), Number(r.n));
  return map;
}

/** One page of a user's notifications, newest first, with the total under the same filters. */
export async function listNotifications(
  db: Db,
  q: {
    userId: number;
    unopened?: boolean;
    promptDialog?: boolean;
    hidden: readonly string[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const filters: SQL[] = [sql`user_id = ${q.userId}`, visibleKeys(q.hidden)];
  if (q.unopened === true) filters.push(sql`opened_at is null`);
  if (q.unopened === false) filters.push(sql`opened_at is not null`);
  if (q.promptDialog !== undefined) filters.push(sql`prompt_dialog = ${q.promptDialog}`);
  const where = sql.join(filters, sql` and `);
  const [page, count] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from notifications where ${where} order by id desc
      limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from notifications where ${where}`),
  ]);
  return { rows: rowsOf<Raw>(page).map(fromRaw), total: Number(rowsOf<Raw>(count)[0]?.n ?? 0) };
}

/** One of the user's notifications; undefined for another user's or a missing id. */
export async function findNotification(
  db: Db,
  userId: number,
  id: number,
  hidden: readonly string[],
): Promise<NotificationRow | undefined> {
  const result = await db.execute(sql`
    select ${COLUMNS} from notifications where id = ${id} and user_id = ${userId} and ${visibleKeys(hidden)}`);
  const row = rowsOf<Raw>(result)[0];
  return row ? fromRaw(row) : undefined;
}

/**
 * Opens one of the user's notifications (idempotent: an opened one keeps its time) and tells
 * whether this call opened it; undefined for another user's or a missing id.
 */
export async function openNotification(
  db: Db,
  userId: number,
  id: number,
  hidden: readonly string[],
): Promise<{ row: NotificationRow; opened: boolean } | undefined> {
  const result = await db.execute(sql`
    with before as (
      select id, opened_at is null as was_unopened from notifications
      where id = ${id} and user_id = ${userId} and ${visibleKeys(hidden)}
    )
    update notifications n set opened_at = coalesce(n.opened_at, now())
    from before where n.id = before.id
    returning ${N_COLUMNS}, before.was_unopened`);
  const row = rowsOf<Raw>(result)[0];
  return row ? { row: fromRaw(row), opened: row.was_unopened === true } : undefined;
}

/**
 * Opens every unopened notification of the user: how many, and the ids of the newest `cap`
 * of them (the rest are opened too, only not named).
 */
export async function openAll(
  db: Db,
  userId: number,
  hidden: readonly string[],
  cap: number,
): Promise<{ count: number; ids: number[] }> {
  const result = await db.execute(sql`
    with opened as (
      update notifications set opened_at = now()
      where user_id = ${userId} and opened_at is null and ${visibleKeys(hidden)}
      returning id
    )
    select (select count(*)::int from opened) as n,
      (select coalesce(json_agg(id order by id desc), '[]'::json)
        from (select id from opened order by id desc limit ${cap}) newest) as ids`);
  const row = rowsOf<Raw>(result)[0] ?? {};
  return { count: Number(row.n ?? 0), ids: json<Array<string | number>>(row.ids ?? []).map(Number) };
}

/** Opens the user's unopened notification of a group (a chat read); the ids opened. */
export async function openGroup(db: Db, userId: number, groupKey: string): Promise<number[]> {
  const result = await db.execute(sql`
    update notifications set opened_at = now()
    where user_id = ${userId} and group_key = ${groupKey} and opened_at is null
    returning id`);
  return rowsOf<Raw>(result).map((r) => Number(r.id));
}

/** A user's stored preferences, or undefined when they never saved any. */
export async function findPreferences(db: Db, userId: number): Promise<PreferencesRow | undefined> {
  const result = await db.execute(sql`
    select kinds, quiet_start, quiet_end, time_zone from notification_preferences where user_id = ${userId}`);
  const row = rowsOf<Raw>(result)[0];
  if (!row) return undefined;
  return {
    kinds: json<PreferencesRow['kinds']>(row.kinds) ?? {},
    quietStart: row.quiet_start === null ? null : String(row.quiet_start),
    quietEnd: row.quiet_end === null ? null : String(row.quiet_end),
    timeZone: String(row.time_zone),
  };
}

/** Writes a user's preferences whole (the service merged the change into the stored ones). */
export async function savePreferences(db: Db, userId: number, p: PreferencesRow): Promise<void> {
  await db.execute(sql`
    insert into notification_preferences (user_id, kinds, quiet_start, quiet_end, time_zone, updated_at)
    values (${userId}, ${JSON.stringify(p.kinds)}::jsonb, ${p.quietStart}, ${p.quietEnd}, ${p.timeZone}, now())
    on conflict (user_id) do update set kinds = excluded.kinds, quiet_start = excluded.quiet_start,
      quiet_end = excluded.quiet_end, time_zone = excluded.time_zone, updated_at = now()`);
}

/** What a new comment's notifications need to know, read in one statement. */
export interface CommentFacts {
  /** The resource the thread hangs on (its first non-comment ancestor). */
  root: { type: string; id: number; slug: string | null };
  /** The author of the comment replied to (a reply). */
  parentAuthorId: number | null;
  /** Who created the content commented on directly. */
  contentOwnerId: number | null;
}

/** The facts of a comment on `type`/`id` (a comment for a reply): its thread root, whom it concerns. */
export async function commentFacts(db: Db, type: string, id: number): Promise<CommentFacts | undefined> {
  const result = await db.execute(sql`
    with recursive chain(t, i) as (
      select ${type}::text, ${id}::bigint
      union all
      select c.commentable_type, c.commentable_id from chain
        join comments c on chain.t = 'comment' and c.id = chain.i
    ), root as (select t, i from chain where t <> 'comment' limit 1)
    select root.t as root_type, root.i as root_id,
      case root.t when 'content' then (select slug from contents where id = root.i)
        when 'static_page' then (select slug from static_pages where id = root.i)
        when 'event' then (select slug from events where id = root.i)
        when 'idea' then (select m.slug from ideas i join ideation_missions m on m.id = i.mission_id where i.id = root.i)
        when 'ama_question' then
          (select s.slug from ama_questions q join ama_sessions s on s.id = q.session_id where q.id = root.i)
        end as root_slug,
      (select user_id from comments where ${type} = 'comment' and id = ${id}) as parent_author,
      (select created_by from contents where ${type} = 'content' and id = ${id}) as content_owner
    from root`);
  const row = rowsOf<Raw>(result)[0];
  if (!row) return undefined;
  return {
    root: {
      type: String(row.root_type),
      id: Number(row.root_id),
      slug: row.root_slug == null ? null : String(row.root_slug),
    },
    parentAuthorId: num(row.parent_author),
    contentOwnerId: num(row.content_owner),
  };
}

/** Things being deleted that notifications may be about: their type and ids. */
export interface NotificationSubject {
  type: string;
  ids: readonly number[];
}

/** A notification deleted with what it was about, for telling its recipient's sockets. */
export interface RemovedNotification {
  id: number;
  userId: number;
  unopened: boolean;
}

/**
 * Deletes the notifications of some users about things being deleted: those whose
 * `serialized_resource` is one of them or names one as its `parent` (a comment's thread root, a
 * group post's group). By recipient, so the user index finds the rows however large the table.
 */
export async function deleteNotificationsAbout(
  db: Db,
  subjects: readonly NotificationSubject[],
  recipients: readonly number[],
): Promise<RemovedNotification[]> {
  const wanted = subjects.filter((s) => s.ids.length > 0);
  if (wanted.length === 0 || recipients.length === 0) return [];
  const about = (path: SQL, s: NotificationSubject) =>
    sql`(${path} ->> 'type' = ${s.type} and ${path} ->> 'id' = any(${`{${s.ids.map((i) => Math.trunc(i)).join(',')}}`}::text[]))`;
  const resource = sql`(parameters -> 'serialized_resource')`;
  const parent = sql`(parameters -> 'serialized_resource' -> 'parent')`;
  const result = await db.execute(sql`
    delete from notifications
    where user_id = any(${idArray([...new Set(recipients)])}::bigint[])
      and (${sql.join(
        wanted.flatMap((s) => [about(resource, s), about(parent, s)]),
        sql` or `,
      )})
    returning id, user_id, opened_at is null as unopened`);
  return rowsOf<Raw>(result).map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    unopened: r.unopened === true,
  }));
}

/** An announcement as its audit entry (`notification.announce`) keeps it. */
export interface AnnouncementEntry {
  id: string;
  actorId: number | null;
  actorName: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

const ANNOUNCE_ACTION = 'notification.announce';

/**
 * Holds the announcements of one admin's Idempotency-Key until the transaction ends (the retry of
 * a lost answer waits for the first send to commit), then answers its audit entry, if any.
 */
export async function lockAnnouncementKey(
  tx: Db,
  actorId: number,
  key: string,
): Promise<AnnouncementEntry | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`announcement:${actorId}:${key}`}))`);
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select target_id, actor_id, details, created_at from admin_audit_log
      where action = ${ANNOUNCE_ACTION} and actor_id = ${actorId} and details->>'idempotency_key' = ${key}
      limit 1`),
  );
  const r = rows[0];
  return r
    ? {
        id: String(r.target_id),
        actorId: Number(r.actor_id),
        actorName: null,
        details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
        createdAt: new Date(r.created_at as string),
      }
    : undefined;
}

/** A page of the sent announcements, newest first, from the audit log (index `(action, created_at)`), with the total. */
export async function listAnnouncements(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementEntry[]; total: number }> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select a.target_id, a.actor_id, u.display_name, a.details, a.created_at
      from admin_audit_log a left join users u on u.id = a.actor_id
      where a.action = ${ANNOUNCE_ACTION}
      order by a.created_at desc, a.id desc
      limit ${limit} offset ${offset}`),
  );
  const total = Number(
    rowsOf<Raw>(await db.execute(sql`select count(*) as n from admin_audit_log where action = ${ANNOUNCE_ACTION}`))[0]
      ?.n ?? 0,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.target_id),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorName: (r.display_name as string | null) ?? null,
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
      createdAt: new Date(r.created_at as string),
    })),
  };
}

/** At most `limit` fans an announcement can go to (not deleted, not banned) whose name or slug has `search`. */
export async function searchRecipients(
  db: Db,
  search: string,
  limit: number,
): Promise<Array<{ id: number; slug: string; displayName: string }>> {
  const term = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select id, slug, display_name from users
      where deleted_at is null and status <> 'banned' and (display_name ilike ${term} or slug ilike ${term})
      order by display_name, id limit ${limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), slug: String(r.slug), displayName: String(r.display_name) }));
}
