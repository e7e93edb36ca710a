import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createPeerApp, createTestApp, createTestBus, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * The one caller of a request: resolved once before the body is read, cached between requests,
 * with admin rights and bans decided in one place and taking effect at once on every instance.
 */
describe('the caller gate', () => {
  let keys: TestKeys;
  let bus: EventBus;
  let a: TestApp;
  let b: TestApp;
  const token = (sub: string, claims: Record<string, unknown> = {}) =>
    tokenFor(keys, { sub, email: `${sub}@example.test`, slug: sub }, { claims });
  const show = (t: TestApp, auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/v2/user/show', headers: auth });
  const idOf = async (t: TestApp, auth: Record<string, string>) => Number((await show(t, auth)).json().data.id);
  const setStatus = (t: TestApp, auth: Record<string, string>, id: number, status: string) =>
    t.app.inject({ method: 'PUT', url: `/v2/admin/users/${id}/status`, headers: auth, payload: { status } });

  beforeAll(async () => {
    keys = await createTestKeys();
    bus = await createTestBus();
    const adminEmails = ['boss', 'newboss', 'fresh', 'deputy', 'quiet-boss'].map((n) => `${n}@example.test`);
    a = await createTestApp({ adminEmails }, { jwks: () => keys.jwks, bus });
    b = await createPeerApp(a, { jwks: () => keys.jwks, bus });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bus?.close();
  });

  it('answers a guest 401 before validating the body of a route that needs a user', async () => {
    for (const payload of [undefined, { nonsense: true }, '{"broken']) {
      const res = await a.app.inject({
        method: 'PUT',
        url: '/api/v1/chat_keys/cached',
        headers: { 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('gives an ADMIN_EMAILS admin every admin route from the first request, media included', async () => {
    const boss = bearer(await token('fresh'));
    const media = await a.app.inject({ method: 'GET', url: '/v2/admin/media/999999', headers: boss });
    expect(media.statusCode).toBe(404);
    const contents = await a.app.inject({ method: 'GET', url: '/v2/admin/contents', headers: boss });
    expect(contents.statusCode).toBe(200);
  });

  it('needs a verified address for ADMIN_EMAILS rights', async () => {
    const unverified = bearer(await token('newboss', { email_verified: false }));
    const res = await a.app.inject({ method: 'GET', url: '/v2/admin/contents', headers: unverified });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('gives no admin right to an ADMIN_EMAILS address the token does not call verified', async () => {
    const claimsNothing = bearer(
      await tokenFor(
        keys,
        { sub: 'quiet-boss', email: 'quiet-boss@example.test' },
        { claims: { email_verified: undefined } },
      ),
    );
    for (const auth of [claimsNothing, bearer(await token('newboss', { email_verified: false }))]) {
      const res = await a.app.inject({ method: 'GET', url: '/v2/admin/contents', headers: auth });
      expect(res.statusCode).toBe(403);
    }
    const roles = rowsOf<{ uid: string; role: string }>(
      await a.database.db.execute(sql`select uid, role from users where uid in ('newboss', 'quiet-boss') order by uid`),
    );
    expect(roles).toEqual([
      { uid: 'newboss', role: 'member' },
      { uid: 'quiet-boss', role: 'member' },
    ]);
  });

  it("refuses a second subject with an e-mail that is already a user's: 409 EMAIL_TAKEN, no user, no admin right", async () => {
    const boss = bearer(await token('boss'));
    const bossId = await idOf(a, boss);
    const usersWith = async (email: string) =>
      rowsOf<{ uid: string }>(
        await a.database.db.execute(sql`select uid from users where lower(email) = lower(${email}) order by id`),
      ).map((r) => r.uid);
    // A made-up subject with the admin's address, in any case, verified or not, on both instances.
    for (const [sub, email, verified] of [
      ['impostor', 'boss@example.test', true],
      ['impostor-2', 'BOSS@Example.TEST', true],
      ['impostor-3', ' boss@example.test ', false],
    ] as const) {
      const impostor = bearer(await token(sub, { email, email_verified: verified }));
      for (const t of [a, b]) {
        for (const url of ['/v2/user/show', '/v2/admin/contents']) {
          const res = await t.app.inject({ method: 'GET', url, headers: impostor });
          expect(res.statusCode, `${sub} ${url}`).toBe(409);
          expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { full_messages: [res.json().error] } });
        }
        // A public read treats the token as a guest's.
        expect((await t.app.inject({ method: 'GET', url: '/v2/contents', headers: impostor })).statusCode).toBe(200);
      }
    }
    expect(await usersWith('boss@example.test')).toEqual(['boss']);
    const impostors = rowsOf<{ n: number }>(
      await a.database.db.execute(sql`select count(*)::int as n from users where uid like 'impostor%'`),
    );
    expect(impostors[0]?.n).toBe(0);
    // The rightful owner is unaffected.
    expect(await idOf(a, boss)).toBe(bossId);
    expect((await a.app.inject({ method: 'GET', url: '/v2/admin/contents', headers: boss })).statusCode).toBe(200);
  });

  it('refuses a user who changes to an address another user holds, and keeps their old one', async () => {
    const first = bearer(await token('first-holder'));
    const mover = bearer(await token('mover'));
    await idOf(a, first);
    const moverId = await idOf(a, mover);
    const moved = bearer(await token('mover', { email: 'First-Holder@example.test' }));
    const res = await show(a, moved);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    const rows = rowsOf<{ email: string }>(
      await a.database.db.execute(sql`select email from users where id = ${moverId}`),
    );
    expect(rows).toEqual([{ email: 'mover@example.test' }]);
    expect((await show(a, mover)).statusCode).toBe(200);
  });

  it('answers 403 to a signed-in non-admin on the status route and audits what an admin does', async () => {
    const boss = bearer(await token('boss'));
    const member = bearer(await token('member-one'));
    const memberId = await idOf(a, member);
    const refused = await setStatus(a, member, memberId, 'banned');
    expect(refused.statusCode).toBe(403);

    const locked = await setStatus(a, boss, memberId, 'locked');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.attributes.status).toBe('locked');
    const unlocked = await setStatus(a, boss, memberId, 'unlocked');
    expect(unlocked.json().data.attributes.status).toBe('unlocked');
    const audit = rowsOf<{ action: string; details: { from: string; to: string } }>(
      await a.database.db.execute(
        sql`select action, details from admin_audit_log where target_id = ${String(memberId)} order by id`,
      ),
    );
    expect(audit.map((r) => [r.action, r.details.from, r.details.to])).toEqual([
      ['user.status', 'unlocked', 'locked'],
      ['user.status', 'locked', 'unlocked'],
    ]);

    expect((await setStatus(a, boss, 987654321, 'banned')).statusCode).toBe(404);
    expect((await setStatus(a, boss, await idOf(a, boss), 'banned')).statusCode).toBe(403);
    const bad = await setStatus(a, boss, memberId, 'deleted');
    expect([400, 422]).toContain(bad.statusCode);
  });

  it('refuses a banned user on their next request, on every instance, while public reads treat them as a guest', async () => {
    const boss = bearer(await token('boss'));
    const fan = bearer(await token('fan-to-ban'));
    const fanId = await idOf(a, fan);
    // Both instances have the fan cached now.
    expect((await show(b, fan)).statusCode).toBe(200);

    expect((await setStatus(a, boss, fanId, 'banned')).statusCode).toBe(200);
    for (const t of [a, b]) {
      await expect.poll(async () => (await show(t, fan)).statusCode).toBe(404);
      expect((await show(t, fan)).json().code).toBe('ACCOUNT_BANNED');
      const write = await t.app.inject({ method: 'PUT', url: '/auth', headers: fan, payload: { locale: 'it' } });
      expect(write.statusCode).toBe(404);
      const read = await t.app.inject({ method: 'GET', url: '/v2/contents', headers: fan });
      expect(read.statusCode).toBe(200);
    }
    expect((await setStatus(a, boss, fanId, 'unlocked')).statusCode).toBe(200);
    await expect.poll(async () => (await show(b, fan)).statusCode).toBe(200);
  });

  it('takes every right from a banned admin, on contents and media alike', async () => {
    const boss = bearer(await token('boss'));
    const other = bearer(await token('deputy'));
    const deputyId = await idOf(a, other);
    expect((await a.app.inject({ method: 'GET', url: '/v2/admin/contents', headers: other })).statusCode).toBe(200);
    expect((await setStatus(a, boss, deputyId, 'banned')).statusCode).toBe(200);
    for (const url of ['/v2/admin/contents', '/v2/admin/media/1']) {
      for (const t of [a, b]) {
        const res = await t.app.inject({ method: 'GET', url, headers: other });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('ACCOUNT_BANNED');
      }
    }
  });

  it('runs no query for the caller once cached: a signed-in read costs what a guest read does', async () => {
    const fan = bearer(await token('cached-fan'));
    expect((await show(a, fan)).statusCode).toBe(200);
    // Only the request's own statements count, not a background poll that runs beside it.
    const count = async (headers: Record<string, string>) => {
      const { result, queries } = await a.database.countQueries(() =>
        a.app.inject({ method: 'GET', url: '/v2/ugc_report_types', headers }),
      );
      expect(result.statusCode).toBe(200);
      return queries;
    };
    await count({});
    const guest = await count({});
    expect(guest).toBeGreaterThan(0);
    expect(await count(fan)).toBe(guest);
  });
});
