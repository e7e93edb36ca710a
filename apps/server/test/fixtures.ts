import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { withModule, type GatedModule } from '@tribune/domain';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { rowsOf, type Db } from '../src/db/client.ts';
import { createTestApp, isErrorBody, type TestApp, type TestAppOptions } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys, type TestUser } from './tokens.ts';

/** The HTTP methods the tests send through `req`. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** An inject call with an optional bearer token, payload (left out when undefined) and headers. */
export type Req = (
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** The `req` of the app `app()` answers (read at each call: the app is built in a hook). */
export function requester(app: () => App): Req {
  return (method, url, token, payload, headers = {}) =>
    app().inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** The admin the tests sign in as (put on ADMIN_EMAILS by `useTestApp({ admin: true })`). */
export const ADMIN_EMAIL = 'boss@example.test';

/** The admin's token: `boss`, whose email is ADMIN_EMAIL. */
export const adminToken = (keys: TestKeys) => tokenFor(keys, { sub: 'uid-boss', email: ADMIN_EMAIL, slug: 'boss' });

/** A fan's token: sub `uid-<slug>`, the slug, and any other claims (e.g. `{ name: slug }`). */
export const fanToken = (keys: TestKeys, slug: string, claims: Partial<TestUser> = {}) =>
  tokenFor(keys, { sub: `uid-${slug}`, slug, ...claims });

/** A fan's token whose display name is the slug too. */
export const namedFanToken = (keys: TestKeys, slug: string) => fanToken(keys, slug, { name: slug });

/** What `useTestApp` builds. */
export interface AppSetup {
  /** Configuration overrides (ADMIN_EMAILS and the data folder are added by `admin` and `dataDir`); a function is called in the hook. */
  config?: Partial<Config> | (() => Partial<Config>);
  /** Build options; `jwks` is the test keys' set unless given; a function is called in the hook. */
  options?: TestAppOptions | (() => TestAppOptions);
  /** Signing keys for the app's tokens (default true); without them the app keeps its own key set. */
  keys?: boolean;
  /** Puts ADMIN_EMAIL on ADMIN_EMAILS. */
  admin?: boolean;
  /** A temporary folder named `<dataDir>XXXXXX` as the app's dataDir, removed after the tests. */
  dataDir?: string;
  /** The hook timeout of building the app. */
  timeout?: number;
}

/** A test app built before a describe's tests and closed after them, with its signing keys. */
export interface UsedApp extends TestApp {
  keys: TestKeys;
  /** The app's data folder (only with `dataDir`). */
  dataDir: string;
  req: Req;
  /** The rows of a raw query on the app's database. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
}

/**
 * Registers the beforeAll that builds a test app (signing keys, optionally an admin and a data
 * folder) and the afterAll that closes it; the handle's fields read the app once it is built.
 */
export function useTestApp(setup: AppSetup = {}): UsedApp {
  let t: TestApp | undefined;
  let keys: TestKeys | undefined;
  let dataDir = '';
  const built = () => {
    if (!t) throw new Error('the test app is not built yet (use it in a hook or a test)');
    return t;
  };
  beforeAll(async () => {
    const signing = setup.keys === false ? undefined : await createTestKeys();
    keys = signing;
    if (setup.dataDir) dataDir = await fs.mkdtemp(path.join(os.tmpdir(), setup.dataDir));
    t = await createTestApp(
      {
        ...(setup.dataDir ? { dataDir } : {}),
        ...(setup.admin ? { adminEmails: [ADMIN_EMAIL] } : {}),
        ...(typeof setup.config === 'function' ? setup.config() : setup.config),
      },
      {
        ...(signing ? { jwks: () => signing.jwks } : {}),
        ...(typeof setup.options === 'function' ? setup.options() : setup.options),
      },
    );
  }, setup.timeout);
  afterAll(async () => {
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get databaseUrl() {
      return built().databaseUrl;
    },
    get keys() {
      if (!keys) throw new Error('the test keys are not made yet');
      return keys;
    },
    get dataDir() {
      return dataDir;
    },
    close: () => built().close(),
    req: requester(() => built().app),
    rows: async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await built().database.db.execute(query)),
  };
}

/** Checks an error answer: its status, the error body (docs/DECISIONS.md "API conventions"), its code. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(isErrorBody(res.json())).toBe(true);
  if (code !== undefined) expect(res.json().code).toBe(code);
}

/**
 * Creates an admin-made item (`POST /v2/admin/<collection>` with `{ [key]: attributes }`), expects 201,
 * publishes it unless `publish` is false, and answers its resource.
 */
export async function createAdminItem<T = { id: string; attributes: Record<string, unknown> }>(
  req: Req,
  admin: string,
  collection: string,
  key: string,
  attributes: Record<string, unknown>,
  publish = true,
): Promise<T> {
  const res = await req('POST', `/v2/admin/${collection}`, admin, { [key]: attributes });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  if (publish) expect((await req('POST', `/v2/admin/${collection}/${id}/publish`, admin)).statusCode).toBe(200);
  return res.json().data as T;
}

/** An English article (published or a hidden draft) with its slug, straight in the database; its id. */
export async function insertTestContent(db: Db, slug: string, published: boolean): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into contents (slug, content_type, title, body, published, published_at)
      values (${slug}, 'article', ${JSON.stringify({ en: slug })}::jsonb, ${JSON.stringify({ en: '<p>x</p>' })}::jsonb,
        ${published}, now())
      returning id::text as id`),
  );
  const id = Number(row?.id);
  await db.execute(sql`insert into content_slugs (slug, content_id, locale) values (${slug}, ${id}, 'en')`);
  return id;
}

/** A solid PNG of the given size and colour. */
export const png = (
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number } = '#2255aa',
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** One part of a hand-built multipart body: a text field, or a file when it has a filename. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipartParts(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----tribune${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename) head += `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends `parts` as a multipart body through `req`. */
export function sendForm(req: Req, method: Method, url: string, token: string | undefined, parts: Part[]) {
  const { payload, contentType } = multipartParts(parts);
  return req(method, url, token, payload, { 'content-type': contentType });
}

/**
 * Switches the spaces module on (with `more.module` too, and the feature flag `more.flag`) and the
 * review of new groups off, so that a fan's new group is open at once.
 */
export async function openSpaces(app: App, more: { module?: GatedModule; flag?: string } = {}): Promise<void> {
  const { config, flags } = app.instance.snapshot();
  const spaces = withModule(config, 'spaces', true);
  await app.instance.update({
    moduleConfig: more.module ? withModule(spaces, more.module, true) : spaces,
    ...(more.flag ? { featureFlags: { ...flags, [more.flag]: true } } : {}),
  });
  await app.database.db.execute(sql`insert into fan_group_settings (id, review_new_groups) values ('default', false)
      on conflict (id) do update set review_new_groups = false`);
}
