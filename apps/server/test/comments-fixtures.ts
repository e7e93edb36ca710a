import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/** A test app for comments, likes and reports, with its own media folder and signing keys. */
export interface CommentsWorld {
  t: TestApp;
  keys: TestKeys;
  dataDir: string;
  /** A signed-in user's token (created on first request). */
  user(slug: string): Promise<string>;
  /** An inject call with an optional token and JSON payload. */
  req(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
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
    user: (slug) => tokenFor(keys, { sub: `uid-${slug}`, name: slug, slug }),
    req: (method, url, token, payload) =>
      t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as string }),
    async content(slug, published = true) {
      const result = await t.database.db.execute(sql`
        insert into contents (slug, content_type, title, body, published, published_at)
        values (${slug}, 'article', ${JSON.stringify({ en: slug })}::jsonb, ${JSON.stringify({ en: '<p>x</p>' })}::jsonb,
          ${published}, now())
        returning id::text as id`);
      const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ id: string }> }).rows) as Array<{
        id: string;
      }>;
      const id = Number(rows[0]?.id);
      await t.database.db.execute(
        sql`insert into content_slugs (slug, content_id, locale) values (${slug}, ${id}, 'en')`,
      );
      return id;
    },
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
  const boundary = `b${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
