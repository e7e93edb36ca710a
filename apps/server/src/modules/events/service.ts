import type { EventRegistrationStatus } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { pick } from '../../http/locale.ts';
import { adminWrites, openCounts, type AdminWrites } from '../../platform/participation/index.ts';
import type { Page } from '../../http/pagination.ts';
import type { Found } from '../../platform/resources.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../auth/index.ts';
import type { CommentRow } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import type { MediaPort } from '../contents/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { eventsPolicy, isOpen, newStatus } from './policy.ts';
import { eventIcs, presentAdminEvent, presentEvent, presentRegistration, type EventResource } from './presenter.ts';
import {
  deleteRegistration,
  findEventById,
  findEventBySlug,
  findRegistration,
  insertEvent,
  insertRegistration,
  listAllEvents,
  listAllPublishedEvents,
  listPublishedEvents,
  listRegistrations,
  lockEvent,
  mediumExists,
  ownRegistrations,
  promoteWaiting,
  publishEvent,
  slugsTaken,
  updateEvent,
  type EventRow,
  type EventValues,
} from './repository.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';
import type { Lang } from '../../http/locale.ts';

/** An admin's event input (POST/PUT /v2/admin/events). */
export interface EventInput {
  slug: string;
  translated_slugs?: { en?: string; de?: string; it?: string };
  title: { en: string; de?: string; it?: string };
  description?: { en?: string; de?: string; it?: string };
  location?: string | null;
  hero_medium_id?: string | null;
  starts_at: string;
  ends_at?: string | null;
  capacity?: number;
}

/**
 * The rules of events (decorated as `app.events`): who sees one, the lists, registering and
 * unregistering with the capacity and the waiting list under a row lock on the event, the
 * waiting list's promotion with its notification, admin management.
 */
export class EventsService {
  private readonly admin: AdminWrites;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      media: MediaPort;
      comments: CommentsService;
      notifier?: Notifier;
      /** The instance's default language (the promoted fan's notification names the event in it). */
      defaultLocale: () => string;
    },
  ) {
    this.admin = adminWrites({ db, type: 'event', slugIndexes: ['event_slugs_pkey', 'events_slug_idx'] });
  }

  /** The published events: upcoming ones (start ascending), then at most 5 past ones (most recent first). */
  async listEvents(caller: Caller | undefined, lang: Lang) {
    const rows = await listPublishedEvents(this.db);
    const out = await this.present(rows, caller, lang);
    const counts = openCounts(rows, (r) => isOpen(r));
    return { ...out, meta: { upcoming_count: counts.open, past_count: counts.ended } };
  }

  /** Every published event in the same order, paged (the `{events}/all` page). */
  async listAllEvents(caller: Caller | undefined, lang: Lang, page: Page) {
    const { rows, total } = await listAllPublishedEvents(this.db, page.perPage, page.offset);
    return { ...(await this.present(rows, caller, lang)), total };
  }

  /** One event by any of its slugs (unpublished: admins only). */
  async showEvent(slug: string, caller: Caller | undefined, lang: Lang) {
    const row = await this.visibleEvent(slug, caller);
    return this.document(row, caller, lang);
  }

  /** The event as an iCalendar file. */
  async ics(
    slug: string,
    caller: Caller | undefined,
    lang: Lang,
    page: { host: string; url: (slug: string) => string },
  ) {
    const row = await this.visibleEvent(slug, caller);
    return { slug: row.slug, body: eventIcs(row, { ...lang, host: page.host, url: page.url(row.slug) }) };
  }

  /**
   * Registers the caller under the event's row lock: a place while one is free, else the
   * waiting list. Registering again changes nothing (same answer, no second row); a new
   * registration needs the event not started (422 EVENT_REGISTRATION_CLOSED).
   */
  async register(slug: string, caller: Caller, lang: Lang) {
    const found = await this.visibleEvent(slug, caller);
    await inTransaction(this.db, async (tx) => {
      const event = await lockEvent(tx, found.id);
      if (!event) throw new AppError('NOT_FOUND');
      if (await findRegistration(tx, event.id, caller.user.id)) return;
      eventsPolicy.authorize(caller, 'register', event);
      await insertRegistration(tx, event.id, caller.user.id, newStatus(event));
    });
    return this.document(await this.reload(found.id), caller, lang);
  }

  /**
   * Unregisters the caller under the event's row lock; a freed place goes to the first fan in
   * line in the same transaction, who is told (`event.waitlist_promoted`). Unregistering without
   * a registration changes nothing; one needs the event not started (422).
   */
  async unregister(slug: string, caller: Caller, lang: Lang) {
    const found = await this.visibleEvent(slug, caller);
    let notified: Array<Notified | undefined> = [];
    await inTransaction(this.db, async (tx) => {
      const event = await lockEvent(tx, found.id);
      if (!event) throw new AppError('NOT_FOUND');
      const own = await findRegistration(tx, event.id, caller.user.id);
      if (!own) return;
      eventsPolicy.authorize(caller, 'register', event);
      await deleteRegistration(tx, event.id, own);
      if (own.status === 'registered') {
        const after = { ...event, registeredCount: event.registeredCount - 1 };
        notified = await this.fillPlaces(tx, after);
      }
    });
    await this.deps.notifier?.publish(notified);
    return this.document(await this.reload(found.id), caller, lang);
  }

  /**
   * An event as one caller finds it, for the resource registry (comments, reports): by any of
   * its slugs, or by id; undefined when it is not there for them.
   */
  async findEventForCaller(
    ref: { key: string } | { id: number },
    caller: Caller | undefined,
  ): Promise<Found | undefined> {
    let row: EventRow | undefined;
    if ('id' in ref) row = await findEventById(this.db, ref.id);
    else row = await findEventBySlug(this.db, ref.key);
    if (!row || !eventsPolicy.can(caller, 'see', row)) return undefined;
    return { id: row.id, thread: true };
  }

  // ---- admin ----

  /** Every event, unpublished included, latest start first. */
  async adminList(page: Page) {
    const { rows, total } = await listAllEvents(this.db, page.perPage, page.offset);
    return { data: rows.map(presentAdminEvent), total };
  }

  /** One event for editing. */
  async adminShow(id: number) {
    const row = await findEventById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminEvent(row);
  }

  /** Creates an unpublished event with its slug index. */
  async create(input: EventInput, actorId: number | null) {
    const values = await this.eventValues(input);
    const row = await this.admin.slugSafe(() => insertEvent(this.db, { ...values, createdBy: actorId }));
    await this.admin.audit(actorId, 'create', row.id, { slug: row.slug });
    return presentAdminEvent(row);
  }

  /**
   * Replaces an event's fields and slugs under its row lock. A larger capacity (or none) gives
   * the freed places to the waiting list at once, telling each promoted fan; a smaller one
   * takes no place away (the registered keep theirs, new fans wait).
   */
  async update(id: number, input: EventInput, actorId: number) {
    const values = await this.eventValues(input, id);
    let notified: Array<Notified | undefined> = [];
    const row = await this.admin.slugSafe(() =>
      inTransaction(this.db, async (tx) => {
        if (!(await lockEvent(tx, id))) throw new AppError('NOT_FOUND');
        const updated = await updateEvent(tx, id, values);
        if (!updated) throw new AppError('NOT_FOUND');
        notified = await this.fillPlaces(tx, updated);
        await insertAuditEntry(tx, {
          actorId,
          action: 'event.update',
          targetType: 'event',
          targetId: String(id),
          details: {},
        });
        return updated;
      }),
    );
    await this.deps.notifier?.publish(notified);
    return presentAdminEvent(await this.reload(row.id));
  }

  /** Publishes an event. */
  async publish(id: number, actorId: number | null) {
    return presentAdminEvent(await this.admin.change(actorId, 'publish', id, () => publishEvent(this.db, id)));
  }

  /** One page of an event's registrations: the registered, then the waiting list in order (search, status). */
  async adminRegistrations(id: number, page: Page, filter: { search?: string; status?: EventRegistrationStatus } = {}) {
    if (!(await findEventById(this.db, id))) throw new AppError('NOT_FOUND');
    const { rows, total } = await listRegistrations(this.db, id, {
      limit: page.perPage,
      offset: page.offset,
      search: filter.search?.trim() || undefined,
      status: filter.status,
    });
    return { data: rows.map(presentRegistration), total };
  }

  // ---- internals ----

  /**
   * Gives an event's free places to the first fans in line and tells each of them, inside the
   * transaction that holds the event's row lock (`event` as it stands in it).
   */
  private async fillPlaces(tx: Db, event: EventRow): Promise<Array<Notified | undefined>> {
    if (event.waitingCount <= 0) return [];
    const free = event.capacity === null ? event.waitingCount : event.capacity - event.registeredCount;
    const promoted = await promoteWaiting(tx, event.id, Math.min(free, event.waitingCount));
    const notifier = this.deps.notifier;
    if (!notifier || promoted.length === 0) return [];
    const out: Array<Notified | undefined> = [];
    for (const userId of promoted) {
      out.push(
        await notifier.notify(
          {
            userId,
            key: 'event.waitlist_promoted',
            parameters: {
              serialized_resource: {
                type: 'event',
                id: String(event.id),
                slug: event.slug,
                title: pick(event.title, this.deps.defaultLocale(), 'en'),
              },
            },
          },
          tx,
        ),
      );
    }
    return out;
  }

  /** An event for the fans' routes: published, or any for admins; 404 otherwise. */
  private async visibleEvent(slug: string, caller: Caller | undefined): Promise<EventRow> {
    const row = await findEventBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    eventsPolicy.authorize(caller, 'see', row);
    return row;
  }

  private async reload(id: number): Promise<EventRow> {
    const row = await findEventById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async document(row: EventRow, caller: Caller | undefined, lang: Lang) {
    const out = await this.present([row], caller, lang);
    const data = out.data[0] as EventResource;
    return { data, included: out.included };
  }

  /** Presents events with the viewer's registrations, top comments (and their authors) and hero media in `included`. */
  private async present(rows: EventRow[], caller: Caller | undefined, lang: Lang) {
    const callerId = caller?.user.id;
    const ids = rows.map((r) => r.id);
    const own = callerId === undefined ? new Map() : await ownRegistrations(this.db, ids, callerId);
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const top = commented.length ? await this.deps.comments.topFor('event', commented, callerId) : new Map();
    const data = rows.map((r) =>
      presentEvent(r, {
        locale: lang.locale,
        fallback: lang.fallback,
        own: own.get(r.id),
        topCommentIds: ((top.get(r.id) ?? []) as CommentRow[]).map((c) => c.id),
      }),
    );
    const included: unknown[] = [];
    const heroIds = [...new Set(rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])))];
    const media = heroIds.length ? await this.deps.media.findByIds(heroIds) : new Map();
    for (const id of heroIds) {
      const m = media.get(id);
      if (m) included.push(this.deps.media.present(m, { available: true }));
    }
    included.push(...this.deps.comments.presentIncluded([...top.values()].flat() as CommentRow[], '', callerId));
    return { data, included };
  }

  private async eventValues(input: EventInput, exceptId?: number): Promise<EventValues> {
    const fields: Record<string, string[]> = {};
    const startsAt = new Date(input.starts_at);
    if (!Number.isFinite(startsAt.getTime())) fields['event.starts_at'] = ['is not a date-time'];
    const endsAt = input.ends_at ? new Date(input.ends_at) : null;
    if (endsAt && !Number.isFinite(endsAt.getTime())) fields['event.ends_at'] = ['is not a date-time'];
    else if (endsAt && endsAt.getTime() < startsAt.getTime())
      fields['event.ends_at'] = ['must not be before starts_at'];
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    if (heroId !== null && !(await mediumExists(this.db, heroId))) fields['event.hero_medium_id'] = ['does not exist'];
    const translatedSlugs = Object.fromEntries(
      Object.entries(input.translated_slugs ?? {}).flatMap(([l, s]) => (s ? [[l, s]] : [])),
    );
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
    const taken = await slugsTaken(this.db, [input.slug, ...Object.values(translatedSlugs)], exceptId);
    if (taken.length) throw this.admin.slugTaken(taken);
    const location = input.location?.replace(/\s+/g, ' ').trim();
    return {
      slug: input.slug,
      translatedSlugs,
      title: plainTexts(input.title),
      description: richTexts(input.description),
      location: location ? location : null,
      heroMediumId: heroId,
      startsAt,
      endsAt,
      capacity: input.capacity ?? null,
    };
  }
}
