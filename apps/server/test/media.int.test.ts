import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isErrorBody, type TestApp, relativeMediaPath } from './helpers.ts';
import { adminAndMember, makeClip, multipart, tempDir } from './media-fixtures.ts';
import { createTestKeys } from './tokens.ts';

describe('content media: image uploads, refusals by content and admin rights', () => {
  let t: TestApp;
  let dataDir: string;
  let headers: { admin: Record<string, string>; member: Record<string, string> };
  let png: Buffer;

  const upload = (h: Record<string, string>, filename: string, type: string, data: Buffer) => {
    const body = multipart('file', filename, type, data);
    return t.app.inject({
      method: 'POST',
      url: '/v2/admin/media',
      headers: { ...h, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    const keys = await createTestKeys();
    dataDir = await tempDir('tribune-media-');
    t = await createTestApp({ dataDir, uploadMaxBytes: 200_000 }, { jwks: () => keys.jwks });
    headers = await adminAndMember(t.app, keys);
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('makes large, medium, thumbnail and tiny WebP renditions of an image and records its size', async () => {
    const res = await upload(headers.admin, 'wide.png', 'image/png', png);
    expect(res.statusCode).toBe(201);
    const { id, type, attributes } = res.json().data;
    expect(type).toBe('content_medium');
    expect(attributes).toMatchObject({
      media_type: 'image',
      status: 'ready',
      available: true,
      dimensions: { width: 2400, height: 1200 },
      threeq_media_src: null,
      mp4_renditions: [],
    });
    const original = await t.app.inject({ method: 'GET', url: relativeMediaPath(attributes.original) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    const thumb = await t.app.inject({ method: 'GET', url: relativeMediaPath(attributes.thumbnail) });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);

    const row = (await t.app.contentMedia.findByIds([Number(id)])).get(Number(id));
    expect(row?.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['large', 1600, 800],
      ['medium', 800, 400],
      ['thumbnail', 400, 200],
      ['tiny', 64, 32],
    ]);
    expect(t.app.contentMedia.imageUrl(row!, 'tiny')).toMatch(/\/media\/content\/[a-f0-9]{32}\/tiny\.webp$/);
    // The srcset renditions, narrowest first, with their real widths (the 64 px one is not offered).
    expect(
      (attributes.image_renditions as Array<{ width: number; src: string }>).map((r) => [
        r.width,
        r.src.split('/').pop(),
      ]),
    ).toEqual([
      [400, 'thumbnail.webp'],
      [800, 'medium.webp'],
      [1600, 'large.webp'],
    ]);
  });

  it('names a width once in the srcset renditions of an image smaller than them', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const res = await upload(headers.admin, 'small.png', 'image/png', small);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.image_renditions).toEqual([
      { width: 300, src: expect.stringMatching(/\.webp$/) },
    ]);
  });

  it('sends only the thumbnail of a medium the viewer may not see', async () => {
    const res = await upload(headers.admin, 'wide.png', 'image/png', png);
    const row = (await t.app.contentMedia.findByIds([Number(res.json().data.id)])).values().next().value!;
    const hidden = t.app.contentMedia.present(row, { available: false }).attributes;
    expect(hidden.available).toBe(false);
    expect(hidden.original).toBeNull();
    expect(hidden.thumbnail).toMatch(/thumbnail\.webp$/);
    expect(hidden.image_renditions.map((r) => r.src)).toEqual([hidden.thumbnail]);
  });

  it('refuses a text file and an HTML page declared as PNG with 422 UNSUPPORTED_MEDIA', async () => {
    for (const data of [Buffer.from('just some text\n'), Buffer.from('<!doctype html><script>alert(1)</script>')]) {
      const res = await upload(headers.admin, 'x.png', 'image/png', data);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
      expect(isErrorBody(res.json())).toBe(true);
    }
  });

  it('refuses HTML declared as video/mp4 and a PNG declared as video/mp4', async () => {
    for (const data of [Buffer.from('<html><body>hello</body></html>'), png]) {
      const res = await upload(headers.admin, 'x.mp4', 'video/mp4', data);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
    }
  });

  it('refuses a truncated video', async () => {
    const dir = await tempDir('tribune-clip-');
    const clip = await makeClip(dir, 'clip.mp4', { args: ['-c:v', 'libx264', '-preset', 'veryfast'] });
    const res = await upload(headers.admin, 'cut.mp4', 'video/mp4', clip.subarray(0, Math.floor(clip.length / 3)));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a PNG declared as JPEG (the declared type must agree)', async () => {
    const res = await upload(headers.admin, 'x.jpg', 'image/jpeg', png);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain('PNG');
  });

  it('answers 413 for an image over the upload limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(250_000)]);
    const res = await upload(headers.admin, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets only admins upload: 401 for guests, 403 for members', async () => {
    expect((await upload({}, 'wide.png', 'image/png', png)).statusCode).toBe(401);
    const member = await upload(headers.member, 'wide.png', 'image/png', png);
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('FORBIDDEN');
    const ext = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/media/external',
      headers: headers.member,
      payload: { url: 'https://www.youtube.com/watch?v=abc' },
    });
    expect(ext.statusCode).toBe(403);
  });

  it('answers 404 for an unknown medium and for a missing media file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/admin/media/999999', headers: headers.admin });
    expect(res.statusCode).toBe(404);
    const file = await t.app.inject({ method: 'GET', url: `/media/content/${'a'.repeat(32)}/large.webp` });
    expect(file.statusCode).toBe(404);
  });
});
