/**
 * Queries of events, their slug index and registrations (drizzle and SQL only, no rules): a
 * constant number of statements per list whatever its size.
 */
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type EventRegistrationStatus } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { mediumExists, openThenPast, participationRecords } from '../../platform/participation/index.ts';
import { eventRegistrations, events, eventSlugs, type Localized } from '../../db/schema.ts';

/** An event row. */
export type EventRow = typeof events.$inferSelect;

/** The queries every participation table answers (platform/participation/repository.ts), newest start first. */
const eventRecords = participationRecords(events, events.startsAt);

/** A viewer's own registration: its status and, while waiting, the place in line (1 = next). */
export interface OwnRegistration {
  status: EventRegistrationStatus;
  position: number | null;
}

/** "Open" of an event in SQL: ends_at, or else starts_at, is in the future (docs/PARTICIPATION.md "Shared"). */
const OPEN = sql`coalesce(${events.endsAt}, ${events.startsAt}) > now()`;

/**
 * The published events as the list gives them, in ONE statement: every open one (start
 * ascending), then at most ENDED_LISTED past ones (most recent start first).
 */
export async function listPublishedEvents(db: Db): Promise<EventRow[]> {
  const list = openThenPast({ table: events, open: OPEN, at: events.startsAt });
  return db
    .select()
    .from(events)
    .where(list.where)
    .orderBy(...list.orderBy);
}

/** Every published event, open ones first (start ascending), then past ones (most recent first), paged, with the total. */
export async function listAllPublishedEvents(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; total: number }> {
  return pagedWithTotal(db, events, {
    where: eq(events.published, true),
    orderBy: [
      sql`(${OPEN}) desc`,
      sql`case when ${OPEN} then ${events.startsAt} end asc`,
      desc(events.startsAt),
      desc(events.id),
    ],
    limit,
    offset,
  });
}

/** An event by any of its slugs (canonical or translated), published or not (the service decides who sees it). */
export async function findEventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  const rows = await db
    .select({ row: getTableColumns(events) })
    .from(eventSlugs)
    .innerJoin(events, eq(events.id, eventSlugs.eventId))
    .where(eq(eventSlugs.slug, slug))
    .limit(1);
  return rows[0]?.row;
}

/** An event by id under a row lock (SELECT ... FOR UPDATE): capacity and counts change only under it. */
export async function lockEvent(tx: Db, id: number): Promise<EventRow | undefined> {
  return (await tx.select().from(events).where(eq(events.id, id)).for('update'))[0];
}

/** The viewer's registrations of some events in ONE statement, with the place in line of waiting ones. */
export async function ownRegistrations(
  db: Db,
  eventIds: number[],
  userId: number,
): Promise<Map<number, OwnRegistration>> {
  if (eventIds.length === 0) return new Map();
  const rows = rowsOf<{ event_id: string | number; status: EventRegistrationStatus; position: string | number | null }>(
    await db.execute(sql`
      select r.event_id, r.status,
        case when r.status = 'waiting' then (
          select count(*) from event_registrations w
          where w.event_id = r.event_id and w.status = 'waiting' and w.id <= r.id) end as position
      from event_registrations r
      where r.user_id = ${userId}
        and r.event_id = any(string_to_array(${eventIds.join(',')}, ',')::bigint[])`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.event_id),
      { status: r.status, position: r.position === null ? null : Number(r.position) },
    ]),
  );
}

/** One user's registration of an event (inside the event's lock). */
export async function findRegistration(
  tx: Db,
  eventId: number,
  userId: number,
): Promise<{ id: number; status: EventRegistrationStatus } | undefined> {
  return (
    await tx
      .select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
      .limit(1)
  )[0];
}

/** Inserts a registration and counts it on the event (inside the event's lock). */
export async function insertRegistration(
  tx: Db,
  eventId: number,
  userId: number,
  status: EventRegistrationStatus,
): Promise<void> {
  await tx.insert(eventRegistrations).values({ eventId, userId, status });
  await tx
    .update(events)
    .set(
      status === 'registered'
        ? { registeredCount: sql`${events.registeredCount} + 1` }
        : { waitingCount: sql`${events.waitingCount} + 1` },
    )
    .where(eq(events.id, eventId));
}

/** Deletes a registration and uncounts it (inside the event's lock). */
export async function deleteRegistration(
  tx: Db,
  eventId: number,
  registration: { id: number; status: EventRegistrationStatus },
): Promise<void> {
  await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
  await tx
    .update(events)
    .set(
      registration.status === 'registered'
        ? { registeredCount: sql`${events.registeredCount} - 1` }
        : { waitingCount: sql`${events.waitingCount} - 1` },
    )
    .where(eq(events.id, eventId));
}

/**
 * Moves the first `n` waiting fans (first come, first served by id) to a place and recounts
 * (inside the event's lock); answers the promoted users.
 */
export async function promoteWaiting(tx: Db, eventId: number, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = rowsOf<{ user_id: string | number }>(
    await tx.execute(sql`
      update event_registrations set status = 'registered', updated_at = now()
      where id in (
        select id from event_registrations
        where event_id = ${eventId} and status = 'waiting'
        order by id asc limit ${n})
      returning user_id`),
  );
  if (rows.length > 0) {
    await tx
      .update(events)
      .set({
        registeredCount: sql`${events.registeredCount} + ${rows.length}`,
        waitingCount: sql`${events.waitingCount} - ${rows.length}`,
      })
      .where(eq(events.id, eventId));
  }
  return rows.map((r) => Number(r.user_id));
}

/** A registration as admins list it. */
export interface RegistrationListRow {
  id: number;
  userId: number;
  userSlug: string;
  displayName: string;
  status: EventRegistrationStatus;
  createdAt: Date;
  /** The place in the waiting list (1 = next); null for the registered. */
  position: number | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of an event's registrations (registered first, then the waiting list in order), with
 * the total; a search in the fans' names and slugs and a status narrow it, the places in line
 * stay those of the whole list.
 */
export async function listRegistrations(
  db: Db,
  eventId: number,
  q: { limit: number; offset: number; search?: string; status?: EventRegistrationStatus },
): Promise<{ rows: RegistrationListRow[]; total: number }> {
  const term = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const filtered = sql`
    select * from (
      select r.id, r.user_id, u.slug, u.display_name, r.status, r.created_at,
        case when r.status = 'waiting' then row_number() over (partition by r.status order by r.id) end as position
      from event_registrations r join users u on u.id = r.user_id
      where r.event_id = ${eventId}
    ) x
    where true
      ${q.status ? sql`and x.status = ${q.status}` : sql``}
      ${term ? sql`and (x.display_name ilike ${term} or x.slug ilike ${term})` : sql``}`;
  const rows = rowsOf<{
    id: string | number;
    user_id: string | number;
    slug: string;
    display_name: string;
    status: EventRegistrationStatus;
    created_at: Date | string;
    position: string | number | null;
    total: string | number;
  }>(
    await db.execute(sql`
      select f.*, count(*) over () as total from (${filtered}) f
      order by (f.status = 'registered') desc, f.id asc
      limit ${q.limit} offset ${q.offset}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.offset > 0) {
    total = Number(
      rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from (${filtered}) f`))[0]?.n ?? 0,
    );
  }
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      userSlug: r.slug,
      displayName: r.display_name,
      status: r.status,
      createdAt: new Date(r.created_at),
      position: r.position === null ? null : Number(r.position),
    })),
    total,
  };
}

/** The stored fields of an event an admin writes. */
export interface EventValues {
  slug: string;
  translatedSlugs: Localized;
  title: Localized;
  description: Localized;
  location: string | null;
  heroMediumId: number | null;
  startsAt: Date;
  endsAt: Date | null;
  capacity: number | null;
}

/** Replaces an event's slug index: its canonical slug and every translated one (inside the write's transaction). */
async function writeSlugs(tx: Db, eventId: number, v: Pick<EventValues, 'slug' | 'translatedSlugs'>): Promise<void> {
  await tx.delete(eventSlugs).where(eq(eventSlugs.eventId, eventId));
  const seen = new Set<string>([v.slug]);
  const rows: Array<typeof eventSlugs.$inferInsert> = [{ slug: v.slug, eventId, locale: null }];
  for (const [locale, slug] of Object.entries(v.translatedSlugs)) {
    if (seen.has(slug)) continue;
    seen.add(slug);
    rows.push({ slug, eventId, locale });
  }
  await tx.insert(eventSlugs).values(rows);
}

/** Inserts an unpublished event with its slug index. */
export async function insertEvent(db: Db, v: EventValues & { createdBy: number | null }): Promise<EventRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(events).values(v).returning();
    if (!row) throw new Error('insert returned no row');
    await writeSlugs(tx, row.id, v);
    return row;
  });
}

/** Replaces an event's fields and slug index (inside the event's lock). */
export async function updateEvent(tx: Db, id: number, v: EventValues): Promise<EventRow | undefined> {
  const row = await eventRecords.update(tx, id, v);
  if (row) await writeSlugs(tx, id, v);
  return row;
}

/** The slugs among these that another event answers to already. */
export async function slugsTaken(db: Db, slugs: string[], exceptId?: number): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = rowsOf<{ slug: string }>(
    await db.execute(sql`
      select slug from event_slugs
      where slug = any(string_to_array(${slugs.join(',')}, ',')::text[]) and event_id <> ${exceptId ?? -1}`),
  );
  return rows.map((r) => r.slug);
}

/** The admin queries of the table and an event by id (published or not), under this module's names. */
export const { listAll: listAllEvents, publish: publishEvent, any: hasEvents, byId: findEventById } = eventRecords;

export { mediumExists };
