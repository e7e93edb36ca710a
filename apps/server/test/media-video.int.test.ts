import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { adminAndMember, makeClip, multipart, probeFile, tempDir, waitProcessed } from './media-fixtures.ts';
import { createTestKeys } from './tokens.ts';

describe('content media: video and audio processing, playout and signed files', () => {
  let t: TestApp;
  let dataDir: string;
  let clipDir: string;
  let admin: Record<string, string>;
  let video: Record<string, unknown>;
  let videoId: string;

  const upload = (h: Record<string, string>, filename: string, type: string, data: Buffer, app = t.app) => {
    const body = multipart('file', filename, type, data);
    return app.inject({
      method: 'POST',
      url: '/v2/admin/media',
      headers: { ...h, ...body.headers },
      payload: body.payload,
    });
  };
  const get = (url: string, headers: Record<string, string> = {}) => {
    const u = new URL(url, 'http://localhost');
    return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers });
  };

  beforeAll(async () => {
    const keys = await createTestKeys();
    dataDir = await tempDir('tribune-video-');
    clipDir = await tempDir('tribune-clips-');
    t = await createTestApp({ dataDir, videoMaxResolution: 240 }, { jwks: () => keys.jwks });
    ({ admin } = await adminAndMember(t.app, keys));
    const clip = await makeClip(clipDir, 'source.mp4', { width: 640, height: 360 });
    const res = await upload(admin, 'source.mp4', 'video/mp4', clip);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.status).toBe('processing');
    videoId = res.json().data.id;
    video = await waitProcessed(t.app, videoId, admin);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(clipDir, { recursive: true, force: true });
  });

  it('makes H.264/AAC renditions only up to VIDEO_MAX_RESOLUTION (240: 144p and 240p) that play', async () => {
    expect(video.status).toBe('ready');
    expect(video.dimensions).toEqual({ width: 640, height: 360 });
    expect(video.duration_ms).toBeGreaterThan(900);
    const renditions = video.mp4_renditions as Array<{ resolution: number; src: string }>;
    expect(renditions.map((r) => r.resolution)).toEqual([144, 240]);
    for (const r of renditions) {
      const res = await get(r.src);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const file = path.join(clipDir, `${r.resolution}.mp4`);
      await fs.writeFile(file, res.rawPayload);
      const probed = await probeFile(file);
      const v = probed.streams.find((s) => s.codec_type === 'video');
      expect(v).toMatchObject({ codec_name: 'h264', height: r.resolution });
      expect(probed.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    }
    const poster = await get(String(video.thumbnail));
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it('serves the playout configuration for a good key and refuses a tampered or expired one', async () => {
    const src = String(video.threeq_media_src);
    expect(src).toMatch(new RegExp(`^/config/${videoId}\\?timestamp=\\d+&key=[a-f0-9]{64}$`));
    const good = await get(src);
    expect(good.statusCode).toBe(200);
    const data = good.json().data;
    expect(data).toMatchObject({ id: videoId, type: 'playout_config', attributes: { media_type: 'video' } });
    expect(data.attributes.sources.map((s: { resolution: number }) => s.resolution)).toEqual([144, 240]);
    expect(data.attributes.sources[0].type).toBe('video/mp4');

    const key = new URL(src, 'http://x').searchParams.get('key')!;
    const flipped = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const tampered = await get(src.replace(key, flipped));
    expect(tampered.statusCode).toBe(403);
    expect(isErrorBody(tampered.json())).toBe(true);

    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredKey = t.app.contentMedia.signer.sign(videoId, past);
    const expired = await get(`/config/${videoId}?timestamp=${past}&key=${expiredKey}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('FORBIDDEN');

    const other = await get(src.replace(`/config/${videoId}`, `/config/${Number(videoId) + 1}`));
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 for a validly signed playout of an unknown medium', async () => {
    const timestamp = t.app.contentMedia.signer.expiry();
    const key = t.app.contentMedia.signer.sign('987654', timestamp);
    expect((await get(`/config/987654?timestamp=${timestamp}&key=${key}`)).statusCode).toBe(404);
  });

  it('refuses a media file with a bad signature and answers a Range request with 206', async () => {
    const src = (video.mp4_renditions as Array<{ src: string }>)[0]!.src;
    const bad = await get(src.replace(/sig=[a-f0-9]{4}/, 'sig=0000'));
    expect(bad.statusCode).toBe(403);
    const unsigned = await get(src.replace(/\?.*$/, ''));
    expect(unsigned.statusCode).toBe(403);
    const whole = await get(src);
    const partial = await get(src, { range: 'bytes=0-99' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(partial.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const beyond = await get(src, { range: `bytes=${whole.rawPayload.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('never sends video URLs to a viewer outside the audience', async () => {
    const row = (await t.app.contentMedia.findByIds([Number(videoId)])).get(Number(videoId))!;
    const hidden = t.app.contentMedia.present(row, { available: false }).attributes;
    expect(hidden).toMatchObject({ threeq_media_src: null, mp4_renditions: [], original: null });
    expect(hidden.thumbnail).toMatch(/poster\.webp$/);
  });

  it('turns an audio upload into an AAC m4a rendition with its duration', async () => {
    const mp3 = await makeClip(clipDir, 'tone.mp3', { audioOnly: true, seconds: 1 });
    const res = await upload(admin, 'tone.mp3', 'audio/mpeg', mp3);
    expect(res.statusCode).toBe(201);
    const audio = await waitProcessed(t.app, res.json().data.id, admin);
    expect(audio).toMatchObject({ media_type: 'audio', status: 'ready', mp4_renditions: [] });
    const playout = await get(String(audio.threeq_media_src));
    const source = playout.json().data.attributes.sources[0];
    expect(source).toMatchObject({ type: 'audio/mp4', resolution: null });
    const file = path.join(clipDir, 'audio.m4a');
    await fs.writeFile(file, (await get(source.src)).rawPayload);
    const probed = await probeFile(file);
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['aac']);
  });

  it('answers 503 VIDEO_PROCESSING_UNAVAILABLE at upload when ffmpeg is missing', async () => {
    const keys = await createTestKeys();
    const noFfmpeg = await createTestApp({ dataDir, ffmpegPath: '/nonexistent/bin/ffmpeg' }, { jwks: () => keys.jwks });
    try {
      const h = await adminAndMember(noFfmpeg.app, keys);
      const clip = await fs.readFile(path.join(clipDir, 'source.mp4'));
      const res = await upload(h.admin, 'source.mp4', 'video/mp4', clip, noFfmpeg.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'VIDEO_PROCESSING_UNAVAILABLE',
        error: 'Video processing is not available on this server (ffmpeg is not installed).',
      });
      expect(isErrorBody(res.json())).toBe(true);
    } finally {
      await noFfmpeg.close();
    }
  });
});
