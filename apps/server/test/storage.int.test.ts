import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, S3Storage, type S3Settings, type Storage } from '../src/lib/storage.ts';
import { createTestApp, type TestApp, relativeMediaPath } from './helpers.ts';
import { adminAndMember, multipart, tempDir } from './media-fixtures.ts';
import { createTestKeys } from './tokens.ts';

/** The part of s3rver (an S3-compatible server in Node, no type declarations) the test uses. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const KEY = `${'b'.repeat(32)}/480p.mp4`;

async function roundTrip(storage: Storage): Promise<void> {
  const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  await storage.put(KEY, data, 'video/mp4');
  expect(await storage.stat(KEY)).toEqual({ size: 5000, contentType: 'video/mp4' });
  const whole = await storage.get(KEY);
  expect(Buffer.concat(await whole!.body.toArray()).equals(data)).toBe(true);
  const part = await storage.get(KEY, { start: 100, end: 199 });
  expect(Buffer.concat(await part!.body.toArray()).equals(data.subarray(100, 200))).toBe(true);
  const streamed = `${'c'.repeat(32)}/audio.m4a`;
  await storage.put(streamed, Readable.from([data.subarray(0, 10), data.subarray(10, 30)]), 'audio/mp4');
  expect((await storage.stat(streamed))?.size).toBe(30);
  await storage.remove([KEY, streamed]);
  expect(await storage.stat(KEY)).toBeNull();
  expect(await storage.get(streamed)).toBeNull();
  await storage.remove([KEY]); // removing a missing key is fine
  await expect(storage.put('../../etc/passwd', data, 'text/plain')).rejects.toThrow('not a storage key');
}

describe('file storage: disk by default, S3-compatible by configuration', () => {
  let s3dir: string;
  let diskDir: string;
  let s3: S3rverInstance;
  let settings: S3Settings;

  beforeAll(async () => {
    s3dir = await tempDir('tribune-s3rver-');
    diskDir = await tempDir('tribune-disk-');
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'tribune-media' }],
    });
    const { port } = await s3.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'tribune-media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    await s3.close();
    await fs.rm(s3dir, { recursive: true, force: true });
    await fs.rm(diskDir, { recursive: true, force: true });
  });

  it('stores, reads whole and by range, and removes files on disk', async () => {
    await roundTrip(new DiskStorage(diskDir));
  });

  it('stores, reads whole and by range, and removes objects in an S3-compatible bucket', async () => {
    await roundTrip(new S3Storage(settings));
  });

  it('serves an uploaded image from the S3 bucket when STORAGE_DRIVER is s3', { timeout: 120_000 }, async () => {
    const keys = await createTestKeys();
    const t: TestApp = await createTestApp(
      { dataDir: diskDir, storageDriver: 's3', s3: settings },
      { jwks: () => keys.jwks },
    );
    try {
      const { admin } = await adminAndMember(t.app, keys);
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer();
      const body = multipart('file', 'green.png', 'image/png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/media',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      expect(t.app.contentMedia.storage.driver).toBe('s3');
      const original = await t.app.inject({
        method: 'GET',
        url: relativeMediaPath(res.json().data.attributes.original),
      });
      expect(original.statusCode).toBe(200);
      expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
      await expect(fs.readdir(`${diskDir}/media/content`)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
