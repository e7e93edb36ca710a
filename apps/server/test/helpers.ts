import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoInstance } from '../src/modules/instance/seed.ts';
import { createLocalBus, createRedisBus, type EventBus } from '../src/lib/event-bus.ts';

/** A built app on its own database, and the function that tears both down. */
export interface TestApp {
  app: App;
  /** The app's database, and its URL when it is PostgreSQL (for a second server on it). */
  database: Database;
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Build options a test may change. */
export interface TestAppOptions {
  /** How often the app re-reads the configuration version. */
  configRefreshMs?: number;
  /** The identity key set tokens are verified against (see test/tokens.ts). */
  jwks?: BuildOptions['jwks'];
  /** The identity account hook of DELETE /auth. */
  identityAccounts?: BuildOptions['identityAccounts'];
  /** Mount the real identity service in the app (off by default: most tests sign their own tokens). */
  embeddedIdentity?: boolean;
  /** An event bus shared with another app (see createTestBus); default: the configured one. */
  bus?: BuildOptions['bus'];
  /** Realtime socket timings. */
  realtime?: BuildOptions['realtime'];
  /** Sees every route as it is registered (the route allow-list test). */
  onRoute?: BuildOptions['onRoute'];
  /** The rate limits' store and key prefix (two apps sharing one budget), or false for none. */
  rateLimits?: BuildOptions['rateLimits'];
  /** Collects the app's log lines (the app logs at the config's level, e.g. `logLevel: 'info'`). */
  logStream?: BuildOptions['logStream'];
  /** A chain (an embedded node the test started); without it the chain is off. */
  chain?: BuildOptions['chain'];
}

/**
 * A bus for apps that must share one (two instances): Redis when REDIS_URL is set, under a
 * prefix of its own so that parallel test files on the same Redis do not see each other's
 * events; otherwise in-process. The caller closes it after the apps.
 */
export async function createTestBus(): Promise<EventBus> {
  const url = process.env.REDIS_URL;
  return url ? createRedisBus(url, `tribune-test-${randomBytes(6).toString('hex')}:`) : createLocalBus();
}

/**
 * The configuration tests run with. The web dist folder points nowhere, so the server
 * serves its bare shell page whether or not the web app happens to be built.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // REDIS_URL is honoured so that CI runs these tests over the Redis event bus as well. Tests
  // write fast from one user and one address: budgets x1000 (rate-limits.int.test.ts sets 1).
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: process.env.REDIS_URL,
    RATE_LIMIT_FACTOR: '1000',
    // A test that needs the chain starts one itself (startEmbeddedChain) and passes it in.
    CHAIN: 'off',
  });
  return {
    ...base,
    webDistDir: path.join(os.tmpdir(), 'tribune-test-no-web-dist'),
    walletDistDir: path.join(os.tmpdir(), 'tribune-test-no-wallet-dist'),
    ...overrides,
  };
}

/**
 * The worker's migrated and seeded PGlite. PGlite takes seconds to start, so each worker
 * builds it once (the integration project runs with isolate: false) and every test app
 * gets a clone of it, which takes well under a second.
 */
let template: Promise<PGlite> | undefined;

async function createTemplate(): Promise<PGlite> {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedDemoInstance(database.db);
  return pglite;
}

async function pgliteDatabase(): Promise<Database> {
  template ??= createTemplate().catch((err: unknown) => {
    template = undefined; // let the next test try again instead of failing on a cached rejection
    throw err;
  });
  const base = await template;
  const clone = typeof base.clone === 'function' ? ((await base.clone()) as PGlite) : await createTemplate();
  return openDatabase({ pglite: clone });
}

/** Runs one statement on its own connection (CREATE and DROP DATABASE cannot share a pool). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the server of DATABASE_URL, dropped again by `drop()`. */
async function postgresDatabase(
  adminUrl: string,
): Promise<{ database: Database; databaseUrl: string; drop(): Promise<void> }> {
  const name = `tribune_test_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => adminQuery(adminUrl, statement);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const databaseUrl = url.toString();
  return { database, databaseUrl, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Builds the server on a database of its own: a new PostgreSQL database when DATABASE_URL
 * is set, otherwise a clone of the worker's PGlite template. Requests go through `app.inject()`.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const { database, databaseUrl, drop } = adminUrl
    ? await postgresDatabase(adminUrl)
    : { database: await pgliteDatabase(), databaseUrl: undefined, drop: async () => {} };
  return start(testConfig(overrides), options, database, databaseUrl, async () => {
    try {
      await database.close();
    } finally {
      // The database goes even when closing failed, so no run leaves one behind.
      await drop();
    }
  });
}

/**
 * Builds a second server on the database of `peer`, as another instance behind the load
 * balancer would run: its own pool on PostgreSQL, the same PGlite otherwise. Closing it
 * leaves the shared database to `peer`.
 */
export async function createPeerApp(
  peer: TestApp,
  options: TestAppOptions = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = peer.databaseUrl ? await openDatabase({ databaseUrl: peer.databaseUrl }) : peer.database;
  const release = peer.databaseUrl ? () => database.close() : async () => {};
  return start(testConfig(overrides), options, database, peer.databaseUrl, release);
}

async function start(
  config: Config,
  options: TestAppOptions,
  database: Database,
  databaseUrl: string | undefined,
  release: () => Promise<void>,
): Promise<TestApp> {
  let app: App;
  try {
    app = await buildApp({
      config,
      database,
      logger: options.logStream !== undefined,
      logStream: options.logStream,
      configRefreshMs: options.configRefreshMs,
      jwks: options.jwks,
      identityAccounts: options.identityAccounts,
      embeddedIdentity: options.embeddedIdentity ?? false,
      bus: options.bus,
      realtime: options.realtime,
      onRoute: options.onRoute,
      rateLimits: options.rateLimits,
      chain: options.chain,
      // The demo contents (with ffmpeg-made media) would slow every test; seed tests call the seed directly.
      seedContent: false,
    });
  } catch (err) {
    await release();
    throw err;
  }
  let closed = false;
  return {
    app,
    database,
    databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await release();
      }
    },
  };
}

/** The error body shape (docs/DECISIONS.md "API conventions"), checked field by field. */
export function isErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { error?: unknown; code?: unknown; errors?: { full_messages?: unknown } };
  return (
    typeof b.error === 'string' &&
    typeof b.code === 'string' &&
    !!b.errors &&
    Array.isArray(b.errors.full_messages) &&
    b.errors.full_messages.length > 0 &&
    b.errors.full_messages.every((m) => typeof m === 'string')
  );
}

/**
 * Sends a GET over a real socket with the path exactly as written. `inject()` parses the
 * URL and so resolves dot segments such as `..`; a real client can still send them raw.
 */
export async function rawGet(app: App, rawPath: string): Promise<{ status: number; type: string; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The path of a media URL the API answered, which must be relative (same origin): the app shows
 * its images under any host it is opened at. Throws for an absolute URL.
 */
export function relativeMediaPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`expected a relative media URL, got ${url}`);
  return url;
}

/** A TCP port that was free on 127.0.0.1 a moment ago (for a server process a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
