import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schema } from './schema.ts';

/**
 * The Drizzle database, whichever driver is behind it, and the one type repositories take. Each
 * driver's database is one (`PgDatabase` is their base class), and so is an open transaction
 * (`Tx` in transaction.ts: Drizzle's `PgTransaction` extends `PgDatabase`), so a repository called
 * inside `inTransaction` gets the transaction as its `db` without a cast (docs/DECISIONS.md "Data
 * access").
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a `db.execute()` result: node-postgres gives `{ rows }`, PGlite's driver an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An open database with its lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from the one migration folder. */
  migrate(): Promise<void>;
  /** True when the database answers and every migration is applied. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
  /** How many statements this database object has sent so far, from every caller. */
  queryCount(): number;
  /**
   * Runs `fn` and counts the statements sent from its own async context (what it awaits and what
   * it starts), not those of timers, pollers or earlier requests that run at the same time: tests
   * count the queries of one request with it.
   */
  countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }>;
}

/** The migration folder, shared by PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row?.n ?? 0;
}

interface Counter {
  n: number;
}

/** The scoped counters of `countQueries`, each tied to the database object that counts. */
const scopedCounters = new AsyncLocalStorage<{ owner: Counter; scoped: Counter }>();

/** Drizzle's query logger used as a counter: every statement of either driver passes through it. */
function countingLogger(counter: Counter) {
  return {
    logQuery() {
      counter.n++;
      const scope = scopedCounters.getStore();
      if (scope?.owner === counter) scope.scoped.n++;
    },
  };
}

function scopedCounting(owner: Counter) {
  return async <T>(fn: () => Promise<T>) => {
    const scoped = { n: 0 };
    // Awaited inside the scope: Drizzle's queries and `inject()` are lazy thenables that start
    // only when awaited, so awaiting them outside would run them outside the scope.
    const result = await scopedCounters.run({ owner, scoped }, async () => await fn());
    return { result, queries: scoped.n };
  };
}

/** The open database of either driver: its migrations, readiness and query counters. */
async function opened(
  kind: Database['kind'],
  db: Db,
  counter: Counter,
  driver: { migrate: () => Promise<void>; close: () => Promise<void> },
): Promise<Database> {
  const expected = await migrationCount();
  return {
    db,
    kind,
    migrate: driver.migrate,
    ready: async () => (await appliedCount(db)) >= expected,
    queryCount: () => counter.n,
    countQueries: scopedCounting(counter),
    close: driver.close,
  };
}

/**
 * The type parsers Drizzle's PGlite driver sends with every statement (drizzle-orm/pglite/session.js):
 * timestamps, dates, intervals and their arrays stay text, which its column mappers read.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const keep = (value: unknown) => value;

/**
 * The PGlite client Drizzle is given: the instance with Drizzle's parsers installed once, whose
 * `query` (and a transaction's) drops them from each statement's options. PGlite merges a
 * statement's parsers into its own 300-odd (one per type and array type) on every statement, about
 * 0.1 ms each; on my NFTs' 8 statements that was a tenth of the request (docs/NFTS.md "List
 * figures"). Installed on the instance they give the same rows; options with any other parsers
 * (a Drizzle upgrade that changes them) are passed on as they are.
 */
function withDrizzleParsers(pglite: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) pglite.parsers[type] = keep;
  const lean = (options?: QueryOptions): QueryOptions | undefined => {
    const own = options?.parsers;
    if (!own) return options;
    const keys = Object.keys(own);
    if (keys.length !== DRIZZLE_TEXT_TYPES.length || !DRIZZLE_TEXT_TYPES.every((type) => own[type] !== undefined)) {
      return options;
    }
    return { ...options, parsers: undefined };
  };
  type Query = PGlite['query'];
  const query =
    (target: Pick<PGlite, 'query'>): Query =>
    (text, params, options) =>
      target.query(text, params, lean(options));
  const transaction: PGlite['transaction'] = (fn) =>
    pglite.transaction((tx) => fn(Object.assign(Object.create(tx) as typeof tx, { query: query(tx) })));
  const own = { query: query(pglite), transaction };
  return new Proxy(pglite, {
    get(target, name) {
      if (name === 'query' || name === 'transaction') return own[name];
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for ':memory:'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** Called when an idle PostgreSQL connection fails (the pool recovers by itself). */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  // Each driver is loaded when it is the one used: a start on PGlite never loads node-postgres,
  // and one on PostgreSQL never loads PGlite's WebAssembly (#11, start time).
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client that the server drops (restart, failover, terminated backend) emits
    // 'error' on the pool; without a listener that would crash the process. The pool
    // replaces the client on the next query, so logging is all there is to do.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const counter = { n: 0 };
    const pgDb = drizzlePg(pool, { schema, logger: countingLogger(counter) });
    return opened('postgres', pgDb, counter, {
      migrate: () => migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    });
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client = opts.pglite;
  if (!client) {
    const { PGlite } = await import('@electric-sql/pglite');
    const dir = opts.dataDir && opts.dataDir !== ':memory:' ? path.join(opts.dataDir, 'pgdata') : undefined;
    if (dir) await fs.mkdir(dir, { recursive: true });
    client = await PGlite.create(dir ? { dataDir: dir } : {});
  }
  const pglite = client;
  const counter = { n: 0 };
  const pgliteDb = drizzlePglite(withDrizzleParsers(pglite), { schema, logger: countingLogger(counter) });
  return opened('pglite', pgliteDb, counter, {
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  });
}
