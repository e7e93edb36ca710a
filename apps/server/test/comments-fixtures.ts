import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers.ts';
import { createTestKeys, type TestKeys } from './tokens.ts';
import { insertTestContent, multipartParts, namedFanToken, requester, type Req } from './fixtures.ts';

/** A test app for comments, likes and reports, with its own media folder and signing keys. */
export interface CommentsWorld {
  t: TestApp;
  keys: TestKeys;
  dataDir: string;
  /** A signed-in user's token (created on first request). */
  user(slug: string): Promise<string>;
  /** An inject call with an optional token and JSON payload. */
  req: Req;
  /** Inserts a published content (or unpublished) reachable by slug; returns its id. */
  content(slug: string, published?: boolean): Promise<number>;
  close(): Promise<void>;
}

/** Builds the world: app on a fresh database, keys, helpers. */
export async function commentsWorld(): Promise<CommentsWorld> {
  const keys = await createTestKeys();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-comments-'));
  const t = await createTestApp({ dataDir }, { jwks: () => keys.jwks });
  return {
    t,
    keys,
    dataDir,
    user: (slug) => namedFanToken(keys, slug),
    req: requester(() => t.app),
    content: (slug, published = true) => insertTestContent(t.database.db, slug, published),
    async close() {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart body: text fields and files (name, filename, type, data). */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; filename: string; type: string; data: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const { payload, contentType } = multipartParts([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({ name: f.name, value: f.data, filename: f.filename, type: f.type })),
  ]);
  return { payload, headers: { 'content-type': contentType } };
}
