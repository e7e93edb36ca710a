import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { App } from '../src/app.ts';
import { bearer, tokenFor, type TestKeys } from './tokens.ts';

const run = promisify(execFile);

/** A multipart body with one file part. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----tribune${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A signed-in admin (role set in the database) and a member, as bearer headers. */
export async function adminAndMember(app: App, keys: TestKeys) {
  const admin = await tokenFor(keys, { sub: 'uid-media-admin', name: 'Ada Admin', slug: 'ada-admin' });
  const member = await tokenFor(keys, { sub: 'uid-media-member', name: 'Mo Member', slug: 'mo-member' });
  for (const token of [admin, member]) {
    await app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) });
  }
  await app.users.setRole((await app.users.findByUid('uid-media-admin'))!.id, 'admin');
  return { admin: bearer(admin), member: bearer(member) };
}

/** Makes a short test clip with ffmpeg (testsrc + sine), fast. */
export async function makeClip(
  dir: string,
  name: string,
  opts: { width?: number; height?: number; seconds?: number; audioOnly?: boolean; args?: string[] } = {},
): Promise<Buffer> {
  const file = path.join(dir, name);
  const seconds = String(opts.seconds ?? 1);
  const input = opts.audioOnly
    ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]
    : [
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${opts.width ?? 640}x${opts.height ?? 360}:rate=15:duration=${seconds}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:duration=${seconds}`,
      ];
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...input, ...(opts.args ?? []), '-y', file]);
  return fs.readFile(file);
}

/** ffprobe's view of a file: stream kinds, codecs and the video size. */
export async function probeFile(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  const json = JSON.parse(stdout) as {
    format: { duration?: string };
    streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
  };
  return json;
}

/** A temporary folder. */
export function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Polls until the medium left 'processing' (the worker runs in the app); returns its attributes. */
export async function waitProcessed(app: App, id: string, headers: Record<string, string>) {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: 'GET', url: `/v2/admin/media/${id}`, headers });
    const attrs = res.json().data.attributes as Record<string, unknown>;
    if (attrs.status !== 'processing') return attrs;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`medium ${id} still processing`);
}
