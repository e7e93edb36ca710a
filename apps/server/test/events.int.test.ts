import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoEvents } from '../src/modules/events/seed.ts';
import { createTestApp, isErrorBody } from './helpers.ts';
import { replyNotificationPath } from './notifications-fixtures.ts';
import { tokenFor } from './tokens.ts';
import { useTestApp, createAdminItem, adminToken, namedFanToken } from './fixtures.ts';

interface EventAttributes {
  slug: string;
  translated_slugs: Array<{ locale: string; slug: string }>;
  title: string;
  description: string;
  location: string | null;
  starts_at: string;
  ends_at: string | null;
  open: boolean;
  registration_open: boolean;
  capacity: number | null;
  registered_count: number;
  waiting_count: number;
  places_left: number | null;
  registration_status: 'registered' | 'waiting' | null;
  waiting_position: number | null;
  comments_count: number;
}
interface EventDoc {
  data: { id: string; type: 'event'; attributes: EventAttributes; relationships: Record<string, { data: unknown }> };
  included: Array<{ id: string; type: string }>;
}

const DAY = 24 * 3600 * 1000;

describe('events with registration', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let smallId = '';

  const req = t.req;
  const createEvent = async (slug: string, startsAt: Date, extra: Record<string, unknown> = {}, publish = true) =>
    createAdminItem(
      req,
      admin,
      'events',
      'event',
      {
        slug,
        title: { en: `Event ${slug}`, de: `Event ${slug} (de)` },
        description: { en: '<p>Come along<script>alert(1)</script></p>' },
        starts_at: startsAt.toISOString(),
        ...extra,
      },
      publish,
    );
  const register = (slug: string, token?: string) => req('POST', `/v2/events/${slug}/registration`, token);
  const unregister = (slug: string, token?: string) => req('DELETE', `/v2/events/${slug}/registration`, token);
  const attrs = (res: { json(): unknown }) => (res.json() as EventDoc).data.attributes;
  const count = async (statement: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number | string }>(await t.database.db.execute(statement))[0]?.n ?? 0);

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    alice = await namedFanToken(t.keys, 'alice');
    bob = await namedFanToken(t.keys, 'bob');
    carol = await namedFanToken(t.keys, 'carol');
    const now = Date.now();
    const small = await createEvent('small-meetup', new Date(now + 3 * DAY), {
      capacity: 1,
      location: '  Club   house ',
      ends_at: new Date(now + 3 * DAY + 2 * 3600 * 1000).toISOString(),
      translated_slugs: { de: 'kleines-treffen', it: 'piccolo-incontro' },
    });
    smallId = small.id;
    expect(small.attributes).toMatchObject({ location: 'Club house', capacity: 1 });
    expect((small.attributes.description as Record<string, string>).en).toBe('<p>Come along</p>');
    await createEvent('later', new Date(now + 10 * DAY));
    for (let i = 0; i < 7; i++) await createEvent(`past-${i}`, new Date(now - (i + 1) * DAY));
    // Started an hour ago, ends tomorrow: still upcoming (open), but registration is closed.
    await createEvent('running', new Date(now - 3600 * 1000), { ends_at: new Date(now + DAY).toISOString() });
    await createEvent('draft', new Date(now + 5 * DAY), {}, false);
  }, 120_000);

  it('lists upcoming events by start ascending, then the 5 most recent past ones; drafts never', async () => {
    const res = await req('GET', '/v2/events');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: EventDoc['data'][]; meta: Record<string, number> };
    expect(body.data.map((e) => e.attributes.slug)).toEqual([
      'running',
      'small-meetup',
      'later',
      'past-0',
      'past-1',
      'past-2',
      'past-3',
      'past-4',
    ]);
    expect(body.meta).toEqual({ upcoming_count: 3, past_count: 5 });
    expect(body.data[0]!.attributes).toMatchObject({ open: true, registration_open: false });
    expect(body.data[1]!.attributes).toMatchObject({
      open: true,
      registration_open: true,
      capacity: 1,
      places_left: 1,
      registration_status: null,
    });
    expect(body.data[3]!.attributes.open).toBe(false);
    expect(res.headers['total-count']).toBe('8');

    // scope=all: every published event in the same order, paged.
    const all = await req('GET', '/v2/events?scope=all&per_page=5&page=2');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['total-count']).toBe('10');
    expect((all.json().data as EventDoc['data'][]).map((e) => e.attributes.slug)).toEqual([
      'past-2',
      'past-3',
      'past-4',
      'past-5',
      'past-6',
    ]);
    expect((await req('GET', '/v2/events?scope=everything')).statusCode).toBe(400);
  });

  it('shows an event by its slug or any translated slug, in the request language; drafts only to admins', async () => {
    const en = await req('GET', '/v2/events/small-meetup');
    expect(en.statusCode, en.body).toBe(200);
    expect(attrs(en)).toMatchObject({
      slug: 'small-meetup',
      title: 'Event small-meetup',
      location: 'Club house',
      translated_slugs: [
        { locale: 'de', slug: 'kleines-treffen' },
        { locale: 'it', slug: 'piccolo-incontro' },
      ],
    });
    const de = await req('GET', '/v2/events/kleines-treffen', undefined, undefined, { 'accept-language': 'de' });
    expect(de.statusCode).toBe(200);
    expect(de.json().data.id).toBe(smallId);
    expect(attrs(de)).toMatchObject({ slug: 'small-meetup', title: 'Event small-meetup (de)' });
    expect((await req('GET', '/v2/events/piccolo-incontro')).json().data.id).toBe(smallId);

    expect((await req('GET', '/v2/events/no-such-event')).statusCode).toBe(404);
    const draft = await req('GET', '/v2/events/draft', alice);
    expect(draft.statusCode).toBe(404);
    expect(isErrorBody(draft.json())).toBe(true);
    expect((await register('draft', alice)).statusCode).toBe(404);
    expect((await req('GET', '/v2/events/draft/comments')).statusCode).toBe(404);
    expect((await req('GET', '/v2/events/draft', admin)).statusCode).toBe(200);
    expect((await req('GET', '/v2/events/BAD_slug')).statusCode).toBe(400);
  });

  it('refuses a slug or translated slug another event answers to', async () => {
    const clash = await req('POST', '/v2/admin/events', admin, {
      event: {
        slug: 'fresh-event',
        translated_slugs: { it: 'kleines-treffen' },
        title: { en: 'Clash' },
        starts_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().code).toBe('SLUG_TAKEN');
    expect(clash.json().errors['event.slug']).toBeDefined();
    const bad = await req('POST', '/v2/admin/events', admin, {
      event: {
        slug: 'bad-dates',
        title: { en: 'Bad' },
        starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
        ends_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['event.ends_at']).toEqual(['must not be before starts_at']);
    const zero = await req('POST', '/v2/admin/events', admin, {
      event: { slug: 'zero', title: { en: 'Zero' }, starts_at: new Date().toISOString(), capacity: 0 },
    });
    expect(zero.statusCode).toBe(422);
    expect((await req('POST', '/v2/admin/events', alice, { event: {} })).statusCode).toBe(403);
    // Its own slugs stay free for an edit of the event itself.
    const same = await req('PUT', `/v2/admin/events/${smallId}`, admin, {
      event: {
        slug: 'small-meetup',
        translated_slugs: { de: 'kleines-treffen', it: 'piccolo-incontro' },
        title: { en: 'Event small-meetup', de: 'Event small-meetup (de)' },
        location: 'Club house',
        starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
        capacity: 1,
      },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('registers into the free place, then onto the waiting list; registering twice changes nothing', async () => {
    expect((await register('small-meetup')).statusCode).toBe(401);
    const a = await register('small-meetup', alice);
    expect(a.statusCode, a.body).toBe(200);
    expect(attrs(a)).toMatchObject({
      registration_status: 'registered',
      waiting_position: null,
      registered_count: 1,
      waiting_count: 0,
      places_left: 0,
    });
    const again = await register('small-meetup', alice);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(a.json());
    // Through a translated slug, the same event.
    const b = await register('kleines-treffen', bob);
    expect(attrs(b)).toMatchObject({ registration_status: 'waiting', waiting_position: 1, waiting_count: 1 });
    const c = await register('small-meetup', carol);
    expect(attrs(c)).toMatchObject({ registration_status: 'waiting', waiting_position: 2, waiting_count: 2 });
    expect(await count(sql`select count(*) as n from event_registrations where event_id = ${Number(smallId)}`)).toBe(3);
    // Every viewer sees their own status; guests none.
    expect(attrs(await req('GET', '/v2/events/small-meetup', bob)).registration_status).toBe('waiting');
    expect(attrs(await req('GET', '/v2/events/small-meetup')).registration_status).toBeNull();

    const list = await req('GET', `/v2/admin/events/${smallId}/registrations`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      (list.json().data as Array<{ attributes: { status: string; user: { slug: string } } }>).map((r) => [
        r.attributes.user.slug,
        r.attributes.status,
      ]),
    ).toEqual([
      ['alice', 'registered'],
      ['bob', 'waiting'],
      ['carol', 'waiting'],
    ]);
    expect((await req('GET', `/v2/admin/events/${smallId}/registrations`, alice)).statusCode).toBe(403);
  });

  it('gives a freed place to the first in line in the same transaction and tells them', async () => {
    const left = await unregister('small-meetup', alice);
    expect(left.statusCode, left.body).toBe(200);
    expect(attrs(left)).toMatchObject({
      registration_status: null,
      registered_count: 1,
      waiting_count: 1,
      places_left: 0,
    });
    expect(attrs(await req('GET', '/v2/events/small-meetup', bob))).toMatchObject({
      registration_status: 'registered',
      waiting_position: null,
    });
    expect(attrs(await req('GET', '/v2/events/small-meetup', carol))).toMatchObject({
      registration_status: 'waiting',
      waiting_position: 1,
    });
    const inbox = await req('GET', '/v2/notifications', bob);
    expect(inbox.statusCode).toBe(200);
    const n = (inbox.json().data as Array<{ attributes: { key: string; parameters: Record<string, unknown> } }>).find(
      (x) => x.attributes.key === 'event.waitlist_promoted',
    );
    expect(n?.attributes.parameters.serialized_resource).toEqual({
      type: 'event',
      id: smallId,
      slug: 'small-meetup',
      title: 'Event small-meetup',
    });
    // Carol, still waiting, and Alice, who left, were told nothing.
    for (const token of [carol, alice]) {
      const keys = (
        (await req('GET', '/v2/notifications', token)).json().data as Array<{ attributes: { key: string } }>
      )
        .map((x) => x.attributes.key)
        .filter((k) => k === 'event.waitlist_promoted');
      expect(keys).toEqual([]);
    }
    // Unregistering without a registration changes nothing; a waiting fan leaves the line.
    const none = await unregister('small-meetup', alice);
    expect(none.statusCode).toBe(200);
    expect(attrs(none)).toMatchObject({ registered_count: 1, waiting_count: 1 });
    const carolLeaves = await unregister('small-meetup', carol);
    expect(attrs(carolLeaves)).toMatchObject({ registration_status: null, registered_count: 1, waiting_count: 0 });
  });

  /** Updates the small meetup (its slugs, title and start as made) with another capacity. */
  const setSmallCapacity = (capacity: number) =>
    req('PUT', `/v2/admin/events/${smallId}`, admin, {
      event: {
        slug: 'small-meetup',
        translated_slugs: { de: 'kleines-treffen', it: 'piccolo-incontro' },
        title: { en: 'Event small-meetup', de: 'Event small-meetup (de)' },
        starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
        capacity,
      },
    });

  it('fills places a larger capacity frees, telling the promoted fans', async () => {
    await register('small-meetup', alice);
    await register('small-meetup', carol);
    expect(attrs(await req('GET', '/v2/events/small-meetup'))).toMatchObject({ registered_count: 1, waiting_count: 2 });
    const put = await setSmallCapacity(2);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.attributes).toMatchObject({ capacity: 2, registered_count: 2, waiting_count: 1 });
    expect(attrs(await req('GET', '/v2/events/small-meetup', alice)).registration_status).toBe('registered');
    expect(attrs(await req('GET', '/v2/events/small-meetup', carol))).toMatchObject({
      registration_status: 'waiting',
      waiting_position: 1,
    });
    const inbox = (await req('GET', '/v2/notifications', alice)).json().data as Array<{ attributes: { key: string } }>;
    expect(inbox.filter((x) => x.attributes.key === 'event.waitlist_promoted')).toHaveLength(1);
    // A smaller capacity takes no place away.
    const smaller = await setSmallCapacity(1);
    expect(smaller.json().data.attributes).toMatchObject({ capacity: 1, registered_count: 2, waiting_count: 1 });
    expect(attrs(await req('GET', '/v2/events/small-meetup')).places_left).toBe(0);
  });

  it('takes no registration once the event has started, keeping the error in the body', async () => {
    const res = await register('running', alice);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'EVENT_REGISTRATION_CLOSED',
      error: 'Registration for this event is closed: it has started or ended.',
    });
    expect(isErrorBody(res.json())).toBe(true);
    expect((await register('past-0', alice)).json().code).toBe('EVENT_REGISTRATION_CLOSED');
    // Nothing to undo: unregistering is a no-op answer.
    expect((await unregister('past-0', alice)).statusCode).toBe(200);
  });

  it('gives exactly the capacity in places when 50 fans register at once for 10 places', async () => {
    const big = await createEvent('rush', new Date(Date.now() + 4 * DAY), { capacity: 10 });
    const fans = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        tokenFor(t.keys, { sub: `uid-rush-${i}`, name: `rush${i}`, slug: `rush-${i}` }),
      ),
    );
    // Every fan is known before the rush (the first request of a token creates its user).
    for (const token of fans) expect((await req('GET', '/v2/events/rush', token)).statusCode).toBe(200);
    const answers = await Promise.all(fans.map((token) => register('rush', token)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const statuses = answers.map((res) => attrs(res).registration_status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(40);
    const positions = answers
      .map((res) => attrs(res).waiting_position)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(attrs(await req('GET', '/v2/events/rush'))).toMatchObject({
      registered_count: 10,
      waiting_count: 40,
      places_left: 0,
    });
    const id = Number(big.id);
    expect(
      await count(sql`select count(*) as n from event_registrations where event_id = ${id} and status = 'registered'`),
    ).toBe(10);
    expect(
      await count(sql`select count(*) as n from event_registrations where event_id = ${id} and status = 'waiting'`),
    ).toBe(40);
    // Registering again all at once adds no row.
    await Promise.all(fans.slice(0, 10).map((token) => register('rush', token)));
    expect(await count(sql`select count(*) as n from event_registrations where event_id = ${id}`)).toBe(50);

    // 5 registered fans leave at once: exactly the first 5 in line move up.
    const registered = fans.filter((_, i) => statuses[i] === 'registered');
    const firstInLine = answers
      .map((res, i) => ({ i, p: attrs(res).waiting_position }))
      .filter((x) => x.p !== null && x.p <= 5)
      .map((x) => x.i);
    await Promise.all(registered.slice(0, 5).map((token) => unregister('rush', token)));
    expect(attrs(await req('GET', '/v2/events/rush'))).toMatchObject({ registered_count: 10, waiting_count: 35 });
    for (const i of firstInLine) {
      expect(attrs(await req('GET', '/v2/events/rush', fans[i])).registration_status).toBe('registered');
    }
  }, 120_000);

  it('answers the event as an iCalendar file', async () => {
    const res = await req('GET', '/v2/events/kleines-treffen.ics', undefined, undefined, { 'accept-language': 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="small-meetup.ics"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('SUMMARY:Event small-meetup (de)');
    expect(lines.some((l) => /^UID:event-\d+@/.test(l))).toBe(true);
    expect(lines.some((l) => /^DTSTART:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.some((l) => /^DTEND:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('URL:') && l.endsWith('/de/events/small-meetup'))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect((await req('GET', '/v2/events/draft.ics')).statusCode).toBe(404);
    // A plain link names its language in the query.
    const it = await req('GET', '/v2/events/small-meetup.ics?locale=de');
    expect(it.body).toContain('SUMMARY:Event small-meetup (de)\r\n');
    expect((await req('GET', '/v2/events/small-meetup.ics?locale=xx')).body).toContain(
      'SUMMARY:Event small-meetup\r\n',
    );
  });

  it('takes comments on an event by its slug', async () => {
    const add = await req('POST', '/v2/events/small-meetup/comments', bob, {
      comment: { body: '<p>See you there</p>' },
    });
    expect(add.statusCode, add.body).toBe(201);
    const list = await req('GET', '/v2/events/small-meetup/comments');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const shown = await req('GET', '/v2/events/small-meetup');
    expect(attrs(shown).comments_count).toBe(1);
    expect(shown.json().data.relationships.top_comments.data).toEqual([{ id: add.json().data.id, type: 'comment' }]);
    expect(shown.json().included.some((r: { type: string }) => r.type === 'comment')).toBe(true);
    // A reply tells bob, and its link leads to the comment under the event.
    const { replyId, path: link } = await replyNotificationPath(t.app, add.json().data.id, alice, bob);
    expect(link).toBe(`/en/events/small-meetup/comments/${replyId}`);
  });

  it('seeds the demo events once: one upcoming with a capacity, one past', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoEvents(fresh.app);
      await seedDemoEvents(fresh.app);
      const res = await fresh.app.inject({ method: 'GET', url: '/v2/events' });
      const list = res.json().data as EventDoc['data'][];
      expect(list.map((e) => [e.attributes.slug, e.attributes.open, e.attributes.capacity])).toEqual([
        ['meet-the-team', true, 40],
        ['season-kick-off-party', false, null],
      ]);
      const it = await fresh.app.inject({
        method: 'GET',
        url: '/v2/events/incontra-la-squadra',
        headers: { 'accept-language': 'it' },
      });
      expect(it.json().data.attributes.title).toBe('Incontra la squadra');
    } finally {
      await fresh.close();
    }
  });
});
