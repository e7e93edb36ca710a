import { createECDH } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody, rawGet, relativeMediaPath } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp, png as solidPng, type Part, sendForm } from './fixtures.ts';

/** A web push subscription at an allowed push service (PUT /auth validates notification_token). */
const PUSH_TOKEN = JSON.stringify({
  webpush: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  },
});

const png = (width: number, height: number) => solidPng(width, height, { r: 200, g: 30, b: 90 });

describe('PUT /auth', () => {
  const t = useTestApp({ dataDir: 'tribune-media-', config: { uploadMaxBytes: 200_000 } });
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(t.keys, { sub: 'uid-editor', name: 'Editor', slug: 'editor' });
  });

  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    t.req('PUT', '/auth', token, payload, headers);
  const upload = (parts: Part[]) => sendForm(t.req, 'PUT', '/auth', token, parts);

  it('updates the editable fields from JSON and answers the user', async () => {
    const res = await put({
      display_name: '  Grace Hopper  ',
      locale: 'it',
      welcomed_at: '2025-03-01T10:00:00Z',
      skip_boost_modal: true,
      nft_trading_help_seen: true,
      oembed_consent: '{"youtube":true}',
      notification_token: PUSH_TOKEN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      display_name: 'Grace Hopper',
      locale: 'it',
      welcomed_at: '2025-03-01T10:00:00.000Z',
      skip_boost_modal: true,
      nft_trading_help_seen: true,
      oembed_consent: '{"youtube":true}',
      notification_token: PUSH_TOKEN,
    });
    const show = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) });
    expect(show.json().data.attributes.display_name).toBe('Grace Hopper');
  });

  it('accepts the fields nested under user', async () => {
    const res = await put({ user: { display_name: 'Nested' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.display_name).toBe('Nested');
  });

  it.each([
    [{ display_name: '   ' }, 'display_name'],
    [{ display_name: 'x'.repeat(51) }, 'display_name'],
    [{ locale: 'fr' }, 'locale'],
    [{ oembed_consent: 'not json' }, 'oembed_consent'],
    [{ oembed_consent: '[1,2]' }, 'oembed_consent'],
    [{ oembed_consent: JSON.stringify({ a: 'x'.repeat(5000) }) }, 'oembed_consent'],
    [{ notification_token: '{broken' }, 'notification_token'],
    [{ welcomed_at: 'yesterday' }, 'welcomed_at'],
    [{ email: 'new@example.test' }, 'email'],
    [{ status: 'unlocked' }, 'status'],
  ])('refuses %j with 422 and the field message', async (body, field) => {
    const res = await put(body);
    expect(res.statusCode).toBe(422);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().errors[field]?.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/auth', payload: { display_name: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('stores an avatar sent as multipart, resized to WebP and served from /media', async () => {
    const res = await upload([
      { name: 'user[display_name]', value: 'With Avatar' },
      { name: 'skip_boost_modal', value: 'false' },
      { name: 'avatar_file', value: await png(640, 480), filename: 'me.png', type: 'image/png' },
      { name: 'hero_medium_file', value: await png(2400, 800), filename: 'hero.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const attrs = res.json().data.attributes;
    expect(attrs.display_name).toBe('With Avatar');
    expect(attrs.avatar_thumbnail).toMatch(/^\/media\/users\/\d+\/[a-f0-9]{32}\.webp$/);
    const thumbUrl = relativeMediaPath(attrs.avatar_thumbnail as string);
    const media = await t.app.inject({ method: 'GET', url: thumbUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96]);
    const hero = await t.app.inject({ method: 'GET', url: relativeMediaPath(attrs.hero_medium_image as string) });
    expect((await sharp(hero.rawPayload).metadata()).width).toBe(1600);

    // A new avatar replaces the old files.
    const again = await upload([
      { name: 'avatar_file', value: await png(300, 300), filename: 'b.png', type: 'image/png' },
    ]);
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(404);
  });

  it('refuses a text file renamed to .png', async () => {
    const res = await upload([
      { name: 'avatar_file', value: 'hello, I am not an image', filename: 'evil.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(res.json().errors.avatar_file?.length).toBe(1);
  });

  it('refuses an image whose declared type disagrees with its content', async () => {
    const res = await upload([
      { name: 'avatar_file', value: await png(50, 50), filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const res = await upload([{ name: 'avatar_file', value: svg, filename: 'a.svg', type: 'image/svg+xml' }]);
    expect(res.statusCode).toBe(422);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and the error body', async () => {
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(200_000);
    const res = await upload([{ name: 'avatar_file', value: big, filename: 'big.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses unknown file fields and unknown text fields', async () => {
    const file = await upload([{ name: 'other_file', value: await png(10, 10), filename: 'a.png', type: 'image/png' }]);
    expect(file.statusCode).toBe(422);
    const field = await upload([{ name: 'user[email]', value: 'x@example.test' }]);
    expect(field.statusCode).toBe(422);
    expect(field.json().errors.email).toBeDefined();
  });

  it('serves nothing outside the media folder', async () => {
    for (const url of [
      '/media/../../package.json',
      '/media/users/1/../../../etc/passwd',
      '/media/users/1/%2e%2e%2fsecret.webp',
      '/media/pgdata/PG_VERSION',
      '/media/users/1/abc.webp',
    ]) {
      const res = await rawGet(t.app, url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
  });
});
