import { sql } from 'drizzle-orm';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, INVITATION_TYPES } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { INVITATION_TYPES as SCHEMA_INVITATION_TYPES } from '../src/db/schema.ts';
import { isErrorBody } from './helpers.ts';
import { tokenFor } from './tokens.ts';
import { useTestApp, fanToken } from './fixtures.ts';

interface CodeData {
  id: string;
  attributes: { code: string; invitation_type: string; redeemed: boolean; redeemed_at: string | null };
  relationships: { invitee: { data: { id: string } | null } };
}

describe('invitation codes and the invitation requirement', () => {
  const t = useTestApp({ config: { adminEmails: ['owner@example.test'] }, timeout: 120_000 });
  let owner: string;
  let admin: string;
  let member: string;
  let other: string;
  let n = 0;

  const req = t.req;
  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  /** A new user (their row is made by their first request). */
  const newUser = async () => {
    n += 1;
    const token = await tokenFor(t.keys, { sub: `uid-new-${n}`, slug: `new-${n}` });
    await userId(token);
    return token;
  };
  const create = async (token: string) => {
    const res = await req('POST', '/v2/invitation_codes', token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as CodeData;
  };
  const settings = async (values: Record<string, unknown>) => {
    const res = await req('PUT', '/v2/admin/community_settings', owner, { community_settings: values });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attributes as Record<string, unknown>;
  };

  beforeAll(async () => {
    owner = await tokenFor(t.keys, { sub: 'uid-owner', email: 'owner@example.test', slug: 'owner' });
    admin = await fanToken(t.keys, 'admin');
    member = await fanToken(t.keys, 'member');
    other = await fanToken(t.keys, 'other');
    for (const token of [owner, admin, member, other]) await userId(token);
    await t.app.users.setRole(Number(await userId(admin)), 'admin');
  }, 120_000);

  it('keeps the schema and the domain enumerations alike', () => {
    expect([...SCHEMA_INVITATION_TYPES]).toEqual([...INVITATION_TYPES]);
  });

  it('answers 401 to guests on every invitation route', async () => {
    for (const [method, url] of [
      ['GET', '/v2/invitation_codes'],
      ['POST', '/v2/invitation_codes'],
      ['POST', '/v2/invitation_codes/redeem'],
      ['GET', '/v2/admin/community_settings'],
    ] as const) {
      const res = await req(method, url, undefined, method === 'POST' ? { code: 'x' } : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(isErrorBody(res.json())).toBe(true);
    }
    expect((await req('GET', '/v2/admin/community_settings', member)).statusCode).toBe(403);
    expect(
      (await req('PUT', '/v2/admin/community_settings', member, { community_settings: { invitation_required: true } }))
        .statusCode,
    ).toBe(403);
  });

  it('creates random, URL-safe codes typed by who made them: from_owner, from_admin, from_member', async () => {
    const mine = await create(owner);
    const theirs = await create(admin);
    const fans = await create(member);
    expect(mine.attributes.invitation_type).toBe('from_owner');
    expect(theirs.attributes.invitation_type).toBe('from_admin');
    expect(fans.attributes.invitation_type).toBe('from_member');
    const codes = [mine, theirs, fans].map((c) => c.attributes.code);
    for (const code of codes) {
      expect(code).toHaveLength(INVITATION_CODE_LENGTH);
      expect([...code].every((c) => INVITATION_CODE_ALPHABET.includes(c))).toBe(true);
      expect(encodeURIComponent(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(3);
    expect(fans).toMatchObject({
      attributes: { redeemed: false, redeemed_at: null },
      relationships: { invitee: { data: null } },
    });
    // Each sees their own codes only.
    const list = await req('GET', '/v2/invitation_codes', member);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: CodeData) => c.id)).toEqual([fans.id]);
    expect(list.json().meta).toEqual({ open_codes: 1, open_codes_limit: 5 });
    expect((await req('GET', '/v2/invitation_codes', owner)).json().meta.open_codes_limit).toBeNull();
  });

  it('limits the open codes of a member (a clear 422), never an admin; a redeemed code frees a place', async () => {
    const fan = await newUser();
    await settings({ open_codes_per_member: 2 });
    try {
      const first = await create(fan);
      await create(fan);
      const refused = await req('POST', '/v2/invitation_codes', fan);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('INVITATION_CODE_LIMIT');
      expect(refused.json().error).toContain('2 open invitation codes');
      expect(isErrorBody(refused.json())).toBe(true);
      for (let i = 0; i < 3; i++) await create(admin);
      const invitee = await newUser();
      expect(
        (await req('POST', '/v2/invitation_codes/redeem', invitee, { code: first.attributes.code })).statusCode,
      ).toBe(200);
      await create(fan);
      // Parallel creations stay within the limit (counted under the member's row lock).
      await settings({ open_codes_per_member: 5 });
      const burst = await Promise.all(Array.from({ length: 8 }, () => req('POST', '/v2/invitation_codes', fan)));
      expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(burst.filter((r) => r.statusCode === 422)).toHaveLength(5);
      await settings({ open_codes_per_member: 0 });
      const none = await req('POST', '/v2/invitation_codes', await newUser());
      expect(none.statusCode).toBe(422);
      expect(none.json().code).toBe('INVITATION_CODE_LIMIT');
    } finally {
      await settings({ open_codes_per_member: 5 });
    }
  });

  it('redeems a code once: the invitee shows on the owner’s list; used, own, unknown and second codes are refused', async () => {
    const code = await create(member);
    const invitee = await newUser();
    const inviteeId = await userId(invitee);
    // Typed with blanks and capitals, as people do.
    const typed = ` ${code.attributes.code.slice(0, 6).toUpperCase()} ${code.attributes.code.slice(6)} `;
    const ok = await req('POST', '/v2/invitation_codes/redeem', invitee, { code: typed });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      type: 'invitation_code_redemption',
      attributes: { code: code.attributes.code, invitation_type: 'from_member' },
      relationships: { invitee: { data: { id: inviteeId, type: 'user' } } },
    });
    const list = (await req('GET', '/v2/invitation_codes', member)).json();
    const redeemed = list.data.find((c: CodeData) => c.id === code.id) as CodeData;
    expect(redeemed.attributes.redeemed).toBe(true);
    expect(redeemed.relationships.invitee.data?.id).toBe(inviteeId);
    expect(list.included).toEqual([expect.objectContaining({ id: inviteeId, type: 'user' })]);

    const again = await req('POST', '/v2/invitation_codes/redeem', await newUser(), { code: code.attributes.code });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('INVITATION_CODE_USED');
    const twice = await req('POST', '/v2/invitation_codes/redeem', invitee, {
      code: (await create(member)).attributes.code,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVITATION_ALREADY_REDEEMED');
    const own = await req('POST', '/v2/invitation_codes/redeem', member, {
      code: (await create(member)).attributes.code,
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('INVITATION_OWN_CODE');
    for (const bad of ['zzzzzzzzzzzz', 'short', '!!!!!!!!!!!!']) {
      const res = await req('POST', '/v2/invitation_codes/redeem', other, { code: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().code).toBe('INVITATION_CODE_NOT_FOUND');
      expect(isErrorBody(res.json())).toBe(true);
    }
    for (const payload of [{}, { code: '' }, { code: 'x'.repeat(65) }, { code: 'abc', more: 1 }]) {
      const res = await req('POST', '/v2/invitation_codes/redeem', other, payload);
      expect([400, 422], JSON.stringify(payload)).toContain(res.statusCode);
      expect(isErrorBody(res.json())).toBe(true);
    }
  });

  it('lets exactly one of 20 parallel redemptions of one code by different users win', async () => {
    const code = await create(owner);
    const fans = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    const answers = await Promise.all(
      fans.map((token) => req('POST', '/v2/invitation_codes/redeem', token, { code: code.attributes.code })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((r) => r.statusCode !== 200);
    expect(losers).toHaveLength(19);
    for (const r of losers) {
      expect(r.statusCode).toBe(422);
      expect(r.json().code).toBe('INVITATION_CODE_USED');
    }
    const rows = rowsOf<{ invitee_id: string | null }>(
      await t.database.db.execute(
        sql`select invitee_id::text from invitation_codes where code = ${code.attributes.code}`,
      ),
    );
    expect(rows[0]?.invitee_id).toBe(await userId(fans[answers.findIndex((r) => r.statusCode === 200)]!));
  });

  it('requires an invitation of accounts made after it was switched on: 403 everywhere but the session routes until they redeem', async () => {
    const before = await newUser();
    const code = await create(member);
    const on = await settings({ invitation_required: true });
    try {
      expect(on.invitation_required).toBe(true);
      expect(typeof on.invitation_required_since).toBe('string');
      const late = await newUser();
      // The session routes answer, and say so.
      const show = await req('GET', '/v2/user/show', late);
      expect(show.statusCode).toBe(200);
      expect(show.json().data.attributes.invitation_required).toBe(true);
      expect((await req('PUT', '/auth', late, { welcomed_at: new Date().toISOString() })).statusCode).toBe(200);
      // Every other route that needs a user: 403 INVITATION_REQUIRED with the error body.
      for (const [method, url] of [
        ['GET', '/v2/invitation_codes'],
        ['POST', '/v2/invitation_codes'],
        ['GET', '/v2/notifications'],
        ['POST', '/v2/fan_groups'],
      ] as const) {
        const res = await req(method, url, late, method === 'POST' ? {} : undefined);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe('INVITATION_REQUIRED');
        expect(isErrorBody(res.json())).toBe(true);
      }
      // Public routes answer them as a guest.
      expect((await req('GET', '/v2/menu_items', late)).statusCode).toBe(200);
      // Older accounts, admins and owners keep their access.
      expect((await req('GET', '/v2/invitation_codes', before)).statusCode).toBe(200);
      expect((await req('GET', '/v2/user/show', before)).json().data.attributes.invitation_required).toBe(false);
      expect((await req('GET', '/v2/invitation_codes', admin)).statusCode).toBe(200);
      // Redeeming opens the rest at once.
      const redeemed = await req('POST', '/v2/invitation_codes/redeem', late, { code: code.attributes.code });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect((await req('GET', '/v2/invitation_codes', late)).statusCode).toBe(200);
      expect((await req('GET', '/v2/user/show', late)).json().data.attributes.invitation_required).toBe(false);
      // The switch is audited.
      const audit = rowsOf<{ n: string | number }>(
        await t.database.db.execute(
          sql`select count(*) as n from admin_audit_log where action = 'community_settings.invitation_required'`,
        ),
      );
      expect(Number(audit[0]?.n)).toBeGreaterThanOrEqual(1);
    } finally {
      const off = await settings({ invitation_required: false });
      expect(off.invitation_required).toBe(false);
    }
    const free = await newUser();
    expect((await req('GET', '/v2/invitation_codes', free)).statusCode).toBe(200);
    expect((await req('GET', '/v2/admin/community_settings', admin)).json().data.attributes).toMatchObject({
      invitation_required: false,
      open_codes_per_member: 5,
    });
  });

  it('refuses invalid settings with the error body', async () => {
    for (const payload of [
      { community_settings: { open_codes_per_member: -1 } },
      { community_settings: { open_codes_per_member: 1.5 } },
      { community_settings: { invitation_required: 'yes' } },
      { community_settings: { other: true } },
      {},
    ]) {
      const res = await req('PUT', '/v2/admin/community_settings', owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(isErrorBody(res.json())).toBe(true);
    }
  });
});
