import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isErrorBody } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, unsignedToken } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

const CURRENT_USER_ATTRIBUTES = [
  'uid',
  'display_name',
  'slug',
  'locale',
  'wallet_address',
  'avatar_thumbnail',
  'email',
  'created_at',
  'last_day_active',
  'path_to_profile',
  'status',
  'verified',
  'token_contract',
  'nft_address',
  'admin_wallet_address',
  'actions_address',
  'uses_hotwallet',
  'frozen_tokens',
  'welcomed_at',
  'paid_subscription',
  'oembed_consent',
  'notification_token',
  'open_notifications',
  'skip_boost_modal',
  'nft_trading_help_seen',
  'hero_medium_image',
  'blocked_by_current_user',
  'current_user_blocked_by_user',
  'common_chat_conversation_id',
  // Whether they must redeem an invitation code first (docs/COMMUNITY.md "Invitation codes").
  'invitation_required',
].sort();

describe('authentication and the current user', () => {
  const t = useTestApp();

  const show = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/v2/user/show', headers });
  const today = () => new Date().toISOString().slice(0, 10);

  it('creates the user on first use and returns every current-user attribute', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-ada', name: 'Ada Lovelace', slug: 'ada', locale: 'de' });
    const res = await show(bearer(token));
    expect(res.statusCode).toBe(200);
    const { data, included } = res.json();
    expect(included).toEqual([]);
    expect(data.type).toBe('user');
    expect(data.id).toMatch(/^[0-9]+$/);
    expect(Object.keys(data.attributes).sort()).toEqual(CURRENT_USER_ATTRIBUTES);
    expect(data.attributes).toMatchObject({
      uid: 'uid-ada',
      display_name: 'Ada Lovelace',
      slug: 'ada',
      locale: 'de',
      email: 'uid-ada@example.test',
      status: 'unlocked',
      verified: false,
      last_day_active: today(),
      path_to_profile: '/profiles/ada',
      avatar_thumbnail: null,
      hero_medium_image: null,
      wallet_address: null,
      frozen_tokens: '0',
      open_notifications: 0,
      uses_hotwallet: false,
      paid_subscription: false,
      skip_boost_modal: false,
      nft_trading_help_seen: false,
      common_chat_conversation_id: null,
      invitation_required: false,
    });
    expect(data.relationships).toEqual({ organization: { data: null }, user_profile_fields: { data: [] } });
    const again = await show(bearer(token));
    expect(again.json().data.id).toBe(data.id);
  });

  it('refreshes last_day_active when the user was last active on another day', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-sleepy' });
    const id = (await show(bearer(token))).json().data.id as string;
    await t.database.db.execute(sql`update users set last_day_active = '2020-01-01' where id = ${Number(id)}`);
    const res = await show(bearer(token));
    expect(res.json().data.attributes.last_day_active).toBe(today());
  });

  it('takes changed identity claims but keeps a profile edited in the API while the claims stay the same', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-renamer', name: 'Old Name', slug: 'renamer' });
    await show(bearer(token));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/auth',
      headers: bearer(token),
      payload: { display_name: 'Edited Here' },
    });
    expect(put.statusCode).toBe(200);
    expect((await show(bearer(token))).json().data.attributes.display_name).toBe('Edited Here');
    const renamed = await tokenFor(t.keys, { sub: 'uid-renamer', name: 'New In Identity', slug: 'renamer' });
    expect((await show(bearer(renamed))).json().data.attributes.display_name).toBe('New In Identity');
  });

  it('gives a user whose slug is taken by another account a free variant', async () => {
    await show(bearer(await tokenFor(t.keys, { sub: 'uid-first', slug: 'popular' })));
    const res = await show(bearer(await tokenFor(t.keys, { sub: 'uid-second', slug: 'popular' })));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.slug).toMatch(/^popular-[0-9a-f]{6}$/);
  });

  it('answers 401 without a token', async () => {
    const res = await show();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(isErrorBody(res.json())).toBe(true);
  });

  const badTokens: Array<[string, () => Promise<string>]> = [
    ['alg none', async () => unsignedToken({ sub: 'uid-ada' })],
    ['another audience', () => tokenFor(t.keys, { sub: 'uid-ada' }, { audience: 'someone-else' })],
    ['another issuer', () => tokenFor(t.keys, { sub: 'uid-ada' }, { issuer: 'https://evil.example' })],
    ['an expired token', () => tokenFor(t.keys, { sub: 'uid-ada' }, { expiresIn: -60 })],
    ['nbf in the future', () => tokenFor(t.keys, { sub: 'uid-ada' }, { notBefore: 120 })],
    ['another key', async () => tokenFor(await createTestKeys(), { sub: 'uid-ada' })],
    ['another key with the same kid', async () => tokenFor(await createTestKeys('test-key'), { sub: 'uid-ada' })],
    ['garbage', async () => 'not.a.jwt'],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await tokenFor(t.keys, { sub: 'uid-ada' })).split('.');
        const payload = Buffer.from(JSON.stringify({ sub: 'uid-admin', exp: 9999999999 })).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
  ];

  it.each(badTokens)('answers 401 UNAUTHENTICATED for %s, on any route', async (_name, make) => {
    const token = await make();
    for (const url of ['/v2/user/show', '/v2/static_pages/privacy', '/v2/profiles/ada']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
      expect(isErrorBody(res.json())).toBe(true);
    }
  });

  it('accepts a token within the 5 s clock tolerance', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-ada' }, { expiresIn: -2 });
    expect((await show(bearer(token))).statusCode).toBe(200);
  });

  it('answers 401 for an Authorization header that is not a bearer token', async () => {
    const res = await show({ authorization: 'Basic YTpi' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 ACCOUNT_BANNED for a banned user', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-banned', slug: 'banned-one' });
    await show(bearer(token));
    const banned = await t.app.users.findByUid('uid-banned');
    await t.app.users.setStatus(banned!.id, 'banned');
    const res = await show(bearer(token));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_BANNED');
    const put = await t.app.inject({ method: 'PUT', url: '/auth', headers: bearer(token), payload: { locale: 'it' } });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v2/profiles/banned-one' })).statusCode).toBe(404);
  });
});
