import { createECDH } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody, relativeMediaPath } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

const PUBLIC_ATTRIBUTES = [
  'avatar_thumbnail',
  'blocked_by_current_user',
  'common_chat_conversation_id',
  'current_user_blocked_by_user',
  'daily_nft_gift_count',
  'display_name',
  'hero_medium_image',
  'nft_trade_info',
  'path_to_profile',
  'slug',
  'status',
  'uid',
  'verified',
  'wallet_address',
];
const PRIVATE_VALUES = ['bob-secret@example.test', '{"bob":"consent"}', 'bob-push-endpoint'];

describe('users: profiles, blocks, deletion and authorization', () => {
  const t = useTestApp({
    dataDir: 'tribune-users-',
    options: { identityAccounts: { delete: async (uid) => void deleted.push(uid) } },
  });
  const deleted: string[] = [];
  let alice: string;
  let bob: string;
  let aliceId: string;
  let bobId: string;

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as string });

  beforeAll(async () => {
    alice = await tokenFor(t.keys, { sub: 'uid-alice', name: 'Alice', slug: 'alice' });
    bob = await tokenFor(t.keys, { sub: 'uid-bob', name: 'Bob', slug: 'bob', email: 'bob-secret@example.test' });
    aliceId = (await req('GET', '/v2/user/show', alice)).json().data.id;
    bobId = (await req('GET', '/v2/user/show', bob)).json().data.id;
    const put = await req('PUT', '/auth', bob, {
      oembed_consent: '{"bob":"consent"}',
      notification_token: JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/bob-push-endpoint',
        keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      }),
      locale: 'de',
    });
    expect(put.statusCode).toBe(200);
  });

  it('shows a public profile with exactly the public fields, to guests and users', async () => {
    for (const token of [undefined, alice]) {
      const res = await req('GET', '/v2/profiles/bob', token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ id: bobId, type: 'user' });
      expect(Object.keys(data.attributes).sort()).toEqual(PUBLIC_ATTRIBUTES);
      expect(data.attributes).toMatchObject({
        slug: 'bob',
        display_name: 'Bob',
        uid: 'uid-bob',
        status: 'unlocked',
        daily_nft_gift_count: 0,
        nft_trade_info: { has_tradable_duplicates: false },
      });
      for (const secret of PRIVATE_VALUES) expect(res.body).not.toContain(secret);
      expect(res.body).not.toMatch(/"(email|locale|oembed_consent|notification_token|frozen_tokens)"/);
    }
  });

  it('answers 404 for an unknown profile and 400 for a malformed slug', async () => {
    const res = await req('GET', '/v2/profiles/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(isErrorBody(res.json())).toBe(true);
    expect((await req('GET', '/v2/profiles/Bob%20Smith')).statusCode).toBe(400);
  });

  it("never lets Alice read or change Bob's private fields through any route", async () => {
    const reads = [
      await req('GET', '/v2/profiles/bob', alice),
      await req('GET', `/v2/profiles/${bobId}`, alice),
      await req('POST', `/v2/users/${bobId}/toggle_block`, alice),
      await req('POST', `/v2/users/${bobId}/toggle_block`, alice),
      await req('GET', '/v2/user/show', alice),
      await req('GET', `/v2/user/show?id=${bobId}`, alice),
      await req('GET', `/v2/users/${bobId}`, alice),
      await req('PUT', `/auth?id=${bobId}`, alice, { display_name: 'Alice Again' }),
    ];
    for (const res of reads) for (const secret of PRIVATE_VALUES) expect(res.body).not.toContain(secret);
    // Attempts to aim PUT /auth at Bob are refused or change Alice only.
    expect((await req('PUT', '/auth', alice, { id: bobId, display_name: 'Hacked' })).statusCode).toBe(422);
    expect((await req('PUT', '/auth', alice, { user: { uid: 'uid-bob' } })).statusCode).toBe(422);
    expect((await req('PUT', `/v2/users/${bobId}`, alice, { display_name: 'Hacked' })).statusCode).toBe(404);
    expect((await req('DELETE', `/v2/users/${bobId}`, alice)).statusCode).toBe(404);
    const bobNow = (await req('GET', '/v2/user/show', bob)).json().data.attributes;
    expect(bobNow).toMatchObject({ display_name: 'Bob', locale: 'de', oembed_consent: '{"bob":"consent"}' });
  });

  it('toggles a block and shows it from both sides', async () => {
    const first = await req('POST', `/v2/users/${bobId}/toggle_block`, alice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: {
        id: bobId,
        type: 'user',
        attributes: { blocked_by_current_user: true, current_user_blocked_by_user: false },
      },
    });
    const bobSees = (await req('GET', '/v2/profiles/alice', bob)).json().data.attributes;
    expect(bobSees).toMatchObject({ blocked_by_current_user: false, current_user_blocked_by_user: true });
    const back = await req('POST', `/v2/users/${aliceId}/toggle_block`, bob);
    expect(back.json().data.attributes).toEqual({ blocked_by_current_user: true, current_user_blocked_by_user: true });

    const service = t.app.users;
    expect((await service.blockedUserIds(Number(aliceId))).map(String)).toEqual([bobId]);
    expect((await service.blockedUserIds(Number(bobId))).map(String)).toEqual([aliceId]);

    const unblock = await req('POST', `/v2/users/${bobId}/toggle_block`, alice);
    expect(unblock.json().data.attributes).toEqual({
      blocked_by_current_user: false,
      current_user_blocked_by_user: true,
    });
    await req('POST', `/v2/users/${aliceId}/toggle_block`, bob);
    expect(await service.blockedUserIds(Number(aliceId))).toEqual([]);
  });

  it('refuses to block yourself (422), unknown users (404), guests (401) and bad ids (400)', async () => {
    const self = await req('POST', `/v2/users/${aliceId}/toggle_block`, alice);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('CANNOT_BLOCK_SELF');
    expect((await req('POST', '/v2/users/999999999/toggle_block', alice)).statusCode).toBe(404);
    expect((await req('POST', `/v2/users/${bobId}/toggle_block`)).statusCode).toBe(401);
    expect((await req('POST', '/v2/users/abc/toggle_block', alice)).statusCode).toBe(400);
  });

  it('DELETE /auth removes the user, their blocks and media, and the identity account', async () => {
    const carol = await tokenFor(t.keys, { sub: 'uid-carol', name: 'Carol', slug: 'carol' });
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const boundary = 'carolboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar_file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      avatar,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'PUT',
      url: '/auth',
      headers: { ...bearer(carol), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const carolId = up.json().data.id as string;
    const mediaPath = relativeMediaPath(up.json().data.attributes.avatar_thumbnail as string);
    await req('POST', `/v2/users/${bobId}/toggle_block`, carol);

    const res = await req('DELETE', '/auth', carol);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(deleted).toEqual(['uid-carol']);
    expect((await req('GET', '/v2/profiles/carol')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mediaPath })).statusCode).toBe(404);
    await expect(fs.stat(path.join(t.dataDir, 'media', 'users', carolId))).rejects.toThrow();
    expect((await req('GET', '/v2/profiles/bob', bob)).json().data.attributes.current_user_blocked_by_user).toBe(false);
    // The token lives on for a few minutes, but it never recreates the account.
    const after = await req('GET', '/v2/user/show', carol);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });
});
