import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createAdminItem, expectError, namedFanToken, useTestApp } from './fixtures.ts';
import { DAY } from './participation-fixtures.ts';
import { tokenFor } from './tokens.ts';

/** The console's participation screens' server side: a mission's ideas, an event's registrations, announcements. */
describe('the console: ideas, registrations and announcements', () => {
  const t = useTestApp({ admin: true, dataDir: 'tribune-console-particip-', timeout: 120_000 });
  const req = t.req;
  let admin: string;
  let editor: string;
  let moderator: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let missionId = '';
  let otherMissionId = '';
  let eventId = '';
  const ideaIds: Record<string, string> = {};

  async function staff(role: 'moderator' | 'editor'): Promise<string> {
    const token = await tokenFor(t.keys, { sub: `particip-${role}`, email: `particip-${role}@example.test` });
    const id = (await req('GET', '/v2/user/show', token)).json().data.id as string;
    const res = await req('PUT', `/v2/admin/users/${id}/role`, admin, { role });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    editor = await staff('editor');
    moderator = await staff('moderator');
    alice = await namedFanToken(t.keys, 'alice');
    bob = await namedFanToken(t.keys, 'bob');
    carol = await namedFanToken(t.keys, 'carol');
    const mission = (slug: string) =>
      createAdminItem(req, admin, 'ideation_missions', 'ideation_mission', {
        slug,
        title: { en: `Mission ${slug}` },
        ends_at: new Date(Date.now() + DAY).toISOString(),
      });
    missionId = (await mission('console-stands')).id;
    otherMissionId = (await mission('console-other')).id;
    for (const [token, title] of [
      [alice, 'A roof over the north stand'],
      [bob, 'Cheaper tickets for kids'],
      [alice, 'More bike racks 100%'],
    ] as const) {
      const res = await req('POST', '/v2/ideation_missions/console-stands/ideas', token, {
        idea: { title, body: '<p>Please</p>' },
      });
      expect(res.statusCode, res.body).toBe(201);
      ideaIds[title] = res.json().data.id as string;
    }
    const event = await createAdminItem(req, admin, 'events', 'event', {
      slug: 'console-meetup',
      title: { en: 'Console meetup' },
      starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
      capacity: 1,
    });
    eventId = event.id;
    for (const token of [alice, bob, carol]) {
      const res = await req('POST', '/v2/events/console-meetup/registration', token);
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  it("lists a mission's ideas newest first, with a search and a status filter, for editors and admins", async () => {
    const url = `/v2/admin/ideation_missions/${missionId}/ideas`;
    const all = await req('GET', url, editor);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['total-count']).toBe('3');
    const rows = all.json().data as Array<{ id: string; attributes: Record<string, unknown> }>;
    expect(rows.map((r) => r.attributes.title)).toEqual([
      'More bike racks 100%',
      'Cheaper tickets for kids',
      'A roof over the north stand',
    ]);
    expect(rows[1]!.attributes).toMatchObject({
      status: 'submitted',
      likes_count: 0,
      comments_count: 0,
      user: { slug: 'bob', display_name: 'bob' },
    });

    const byAuthor = await req('GET', `${url}?search=ALICE`, admin);
    expect(byAuthor.json().data.map((r: { id: string }) => r.id)).toEqual([
      ideaIds['More bike racks 100%'],
      ideaIds['A roof over the north stand'],
    ]);
    // A % is searched for as itself, not as a wildcard.
    const percent = await req('GET', `${url}?search=${encodeURIComponent('100%')}`, admin);
    expect(percent.json().data.map((r: { id: string }) => r.id)).toEqual([ideaIds['More bike racks 100%']]);
    expect((await req('GET', `${url}?search=${encodeURIComponent('s%k')}`, admin)).json().data).toEqual([]);

    const set = await req('PUT', `/v2/admin/ideas/${ideaIds['Cheaper tickets for kids']}/status`, editor, {
      status: 'rejected',
    });
    expect(set.statusCode, set.body).toBe(200);
    const rejected = await req('GET', `${url}?status=rejected`, editor);
    expect(rejected.headers['total-count']).toBe('1');
    expect(rejected.json().data[0].attributes).toMatchObject({ title: 'Cheaper tickets for kids', status: 'rejected' });
    const [audit] = await t.rows<{ details: { from: string; to: string } }>(
      sql`select details from admin_audit_log where action = 'idea.status'
        and target_id = ${ideaIds['Cheaper tickets for kids']!}`,
    );
    expect(audit!.details).toMatchObject({ from: 'submitted', to: 'rejected' });

    const paged = await req('GET', `${url}?per_page=2&page=2`, admin);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.headers['total-pages']).toBe('2');
    expect((await req('GET', `/v2/admin/ideation_missions/${otherMissionId}/ideas`, admin)).json().data).toEqual([]);
  });

  it('refuses the ideas list to fans, guests, moderators and bad queries, and answers 404 for no mission', async () => {
    const url = `/v2/admin/ideation_missions/${missionId}/ideas`;
    expectError(await req('GET', url, alice), 403, 'FORBIDDEN');
    expectError(await req('GET', url, moderator), 403, 'FORBIDDEN');
    expectError(await req('GET', url), 401);
    expectError(await req('GET', `${url}?status=approved`, admin), 400);
    expectError(await req('GET', `${url}?search=${'x'.repeat(101)}`, admin), 400);
    expectError(await req('GET', '/v2/admin/ideation_missions/999999/ideas', admin), 404, 'NOT_FOUND');
  });

  it("lists an event's registrations, then its waiting list with the places in line; search and status", async () => {
    const url = `/v2/admin/events/${eventId}/registrations`;
    const all = await req('GET', url, editor);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as Array<{
      attributes: { status: string; position: number | null; user: { slug: string } };
    }>;
    expect(rows.map((r) => [r.attributes.user.slug, r.attributes.status, r.attributes.position])).toEqual([
      ['alice', 'registered', null],
      ['bob', 'waiting', 1],
      ['carol', 'waiting', 2],
    ]);
    const carolOnly = await req('GET', `${url}?search=car`, editor);
    expect(carolOnly.headers['total-count']).toBe('1');
    // The place in line stays the one in the whole list.
    expect(carolOnly.json().data[0].attributes).toMatchObject({ status: 'waiting', position: 2 });
    const waiting = await req('GET', `${url}?status=waiting&per_page=1&page=2`, editor);
    expect(waiting.headers['total-count']).toBe('2');
    expect(waiting.json().data[0].attributes.user.slug).toBe('carol');
    const shown = await req('GET', `/v2/admin/events/${eventId}`, editor);
    expect(shown.json().data.attributes).toMatchObject({ capacity: 1, registered_count: 1, waiting_count: 2 });
    expectError(await req('GET', `${url}?status=maybe`, editor), 400);
    expectError(await req('GET', url, alice), 403, 'FORBIDDEN');
    expectError(await req('GET', '/v2/admin/events/999999/registrations', editor), 404);
  });

  it('sends an announcement to all once per Idempotency-Key, audits it and lists it', async () => {
    const body = { notification: { title: 'Cup final', body: 'Gates open at 6.', prompt_dialog: true, to: 'all' } };
    const key = { 'idempotency-key': 'announce-final-1' };
    const first = await req('POST', '/v2/admin/notifications', editor, body, key);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().meta).toMatchObject({ to: 'all', replayed: false, job_id: expect.any(String) });
    const again = await req('POST', '/v2/admin/notifications', editor, body, key);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().meta).toEqual({ to: 'all', replayed: true, job_id: first.json().meta.job_id });
    const jobs = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'notifications.announce' and payload->>'title' = 'Cup final'`,
    );
    expect(jobs[0]!.n).toBe(1);
    // The same key with another announcement is a conflict, and sends nothing.
    const other = await req(
      'POST',
      '/v2/admin/notifications',
      editor,
      { notification: { ...body.notification, body: 'Gates open at 7.' } },
      key,
    );
    expectError(other, 409, 'CONFLICT');

    const one = await req(
      'POST',
      '/v2/admin/notifications',
      admin,
      { notification: { title: 'For you', body: 'Hello bob', prompt_dialog: false, to: 'bob' } },
      { 'idempotency-key': 'announce-bob-1' },
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data.attributes.key).toBe('announcement');
    const oneAgain = await req(
      'POST',
      '/v2/admin/notifications',
      admin,
      { notification: { title: 'For you', body: 'Hello bob', prompt_dialog: false, to: 'bob' } },
      { 'idempotency-key': 'announce-bob-1' },
    );
    expect(oneAgain.statusCode).toBe(201);
    expect(oneAgain.json()).toMatchObject({ data: null, meta: { to: 'bob', replayed: true } });
    const inbox = await t.rows<{ n: number }>(sql`select count(*)::int as n from notifications n
      join users u on u.id = n.user_id where u.slug = 'bob' and n.parameters->>'title' = 'For you'`);
    expect(inbox[0]!.n).toBe(1);

    const audited = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from admin_audit_log where action = 'notification.announce'`,
    );
    expect(audited[0]!.n).toBe(2);
    const list = await req('GET', '/v2/admin/notifications', editor);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['total-count']).toBe('2');
    expect(list.json().data.map((a: { attributes: Record<string, unknown> }) => a.attributes)).toMatchObject([
      { title: 'For you', to: 'bob', prompt_dialog: false, actor: { display_name: expect.any(String) } },
      { title: 'Cup final', body: 'Gates open at 6.', to: 'all', prompt_dialog: true },
    ]);
    const picked = await req('GET', '/v2/admin/notifications/recipients?search=ALI', editor);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.map((u: { attributes: { slug: string } }) => u.attributes.slug)).toEqual(['alice']);
    expectError(await req('GET', '/v2/admin/notifications/recipients', editor), 400);
    expectError(await req('GET', '/v2/admin/notifications/recipients?search=ali', alice), 403, 'FORBIDDEN');
    expectError(await req('GET', '/v2/admin/notifications', moderator), 403, 'FORBIDDEN');
    expectError(await req('GET', '/v2/admin/notifications', alice), 403, 'FORBIDDEN');
    expectError(await req('POST', '/v2/admin/notifications', editor, body, { 'idempotency-key': '' }), 400);
  });
});
