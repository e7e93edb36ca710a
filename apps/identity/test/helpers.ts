import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createIdentity, type Identity, type IdentityOptions } from '../src/index.ts';
import type { OutboxMail } from '../src/mail.ts';
import { loadKeyFile } from '../src/sealing.ts';

/** A running identity service on its own database and port. */
export interface TestIdentity {
  base: string;
  redirectUri: string;
  identity: Identity;
  app: FastifyInstance;
  dataDir: string;
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A fresh database: PostgreSQL (new database on the DATABASE_URL server) or an in-memory PGlite. */
async function database(): Promise<{
  db: IdentityOptions['db'];
  kind: IdentityOptions['kind'];
  close(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pglite = await PGlite.create();
    return { db: drizzlePglite(pglite), kind: 'pglite', close: () => pglite.close() };
  }
  const name = `tribune_identity_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // An idle client dropped by the server emits 'error' on the pool; unheard, that is an uncaught
  // exception in whatever file the worker runs then. The pool replaces the client by itself.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Starts the identity service on a Fastify app listening on 127.0.0.1. */
export async function startIdentity(
  overrides: Partial<IdentityOptions> = {},
  server: { trustProxy?: boolean } = {},
): Promise<TestIdentity> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const redirectUri = `${base}/account/redirect`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-identity-'));
  // A database of the caller's (overrides.db) stays the caller's to close.
  const { db, kind, close } = overrides.db
    ? { db: overrides.db, kind: overrides.kind ?? 'pglite', close: async () => {} }
    : await database();
  const identity = await createIdentity({
    issuer: base,
    db,
    kind,
    dataDir,
    masterKey: await loadKeyFile(undefined, 'IDENTITY_MASTER_KEY', path.join(dataDir, 'identity-master.key')),
    devTools: true,
    redirectUris: [redirectUri, 'tribune://account/redirect'],
    postLogoutRedirectUris: [`${base}/`],
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    ...overrides,
  });
  await identity.migrate();
  const app = Fastify({ logger: false, ...server });
  await identity.register(app);
  await app.listen({ port, host: '127.0.0.1' });
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    base,
    redirectUri,
    identity,
    app,
    dataDir,
    async outbox() {
      const names = (await fs.readdir(outboxDir).catch(() => [] as string[])).sort();
      return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8'))));
    },
    async close() {
      await app.close();
      await identity.close();
      await close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where a Browser's requests come from: `app.inject` with this socket address instead of a real connection. */
export interface Origin {
  app: FastifyInstance;
  remoteAddress: string;
}

/** One request through `app.inject`, answered as a fetch Response. */
async function injected(origin: Origin, url: URL, init: RequestInit, headers: Headers): Promise<Response> {
  const res = await origin.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, ...Object.fromEntries(headers) },
    payload: typeof init.body === 'string' ? init.body : undefined,
    remoteAddress: origin.remoteAddress,
  });
  const out = new Headers();
  for (const [k, v] of Object.entries(res.headers)) {
    for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) out.append(k, String(one));
  }
  const empty = [204, 205, 304].includes(res.statusCode);
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
}

/** A browser: a cookie jar and manual redirects, so each hop can be inspected. */
export class Browser {
  readonly jar = new Map<string, string>();
  /** `origin`: send through `app.inject` from that socket address (tests of per-address rules). */
  constructor(
    readonly base: string,
    readonly origin?: Origin,
  ) {}

  async fetch(url: string, init: RequestInit & { form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }
    const target = new URL(url, this.base);
    const res = this.origin
      ? await injected(this.origin, target, { ...init, body }, headers)
      : await fetch(target, { ...init, body, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now());
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /** GETs and follows redirects until one leaves the server (or a page is reached). */
  async follow(url: string): Promise<{ res: Response; url: string }> {
    let current = url;
    for (let i = 0; i < 10; i++) {
      const res = await this.fetch(current);
      const loc = res.headers.get('location');
      if (!loc || res.status < 300 || res.status >= 400) return { res, url: current };
      const next = new URL(loc, new URL(current, this.base)).toString();
      if (!next.startsWith(this.base) || next.startsWith(`${this.base}/account/`)) return { res, url: next };
      current = next;
    }
    throw new Error('too many redirects');
  }
}

/** The CSRF token of a rendered form. */
export function csrfOf(html: string): string {
  const m = /name="csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no csrf field in page');
  return m[1]!;
}

/** A PKCE pair. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Query string of an authorization request for the web client. */
export function authorizeUrl(t: TestIdentity, params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  const all = {
    client_id: 'tribune-web',
    redirect_uri: t.redirectUri,
    response_type: 'code',
    scope: 'openid offline_access',
    state: 'st4te',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) q.set(k, v);
  return `/oauth/authorize?${q}`;
}

/**
 * Runs authorize → sign-in form → resume, and returns where the browser was finally sent
 * (the redirect URI with code or error) and the PKCE verifier.
 */
export async function signIn(
  t: TestIdentity,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  browser = new Browser(t.base),
): Promise<{ location: URL; verifier: string; browser: Browser }> {
  const { verifier, challenge } = pkce();
  const start = await browser.follow(
    authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256', ...extra }),
  );
  if (start.res.status !== 200) throw new Error(`login page expected, got ${start.res.status} at ${start.url}`);
  const html = await start.res.text();
  const post = await browser.fetch(start.url, { method: 'POST', form: { csrf: csrfOf(html), email, password } });
  const loc = post.headers.get('location');
  if (post.status !== 303 || !loc) throw new Error(`sign-in failed: ${post.status} ${await post.text()}`);
  const done = await browser.follow(new URL(loc, t.base).toString());
  return { location: new URL(done.url), verifier, browser };
}

/** POSTs a form to the token endpoint and returns status and JSON. */
export async function token(
  t: TestIdentity,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'tribune-web', ...form }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Exchanges an authorization code. */
export function exchange(t: TestIdentity, code: string, verifier: string | undefined) {
  return token(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: t.redirectUri,
    ...(verifier ? { code_verifier: verifier } : {}),
  });
}
