// Figures of issue #36 (the operator console), `npm run bench -- console`:
// 1. the dashboard's statement (docs/CONSOLE.md "Dashboard") on a database with 100,000 fans,
//    1 million comments and 5 million likes, p50 and p99: through the app's service and presenter
//    (the cache off, so every call runs the statement) against the same SQL text and parameters run
//    bare on the same database by its driver; rounds alternate. On PGlite always, on PostgreSQL too
//    with BENCH_DATABASE_URL (an admin URL; a fresh database is made and dropped).
// 2. the console's JavaScript, gzipped: every chunk of apps/web/dist reachable only from
//    features/console (the lazy ConsolePage and everything it loads), by the Vite manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { dashboardStatement, DashboardService, type Period } from '../apps/server/src/modules/dashboard/index.ts';
import { presentDashboard } from '../apps/server/src/modules/dashboard/presenter.ts';
import { benchPostgres } from './chat.ts';
import { fmt, printTable, ROOT } from './lib.ts';
import { ensureWebBuild } from './webbuild.ts';

/** The database. */
const FULL = { fans: 100_000, comments: 1_000_000, likes: 5_000_000 };
/** Timed calls per query and side (after one untimed call each). */
/** Timed calls per side: the bare statement counts every row of the period each time. */
const SAMPLES = { pglite: { app: 25, bare: 5 }, postgresql: { app: 25, bare: 10 } };

interface Scale {
  fans: number;
  comments: number;
  likes: number;
}

interface QueryFigures {
  query: string;
  /** The first request: the settled buckets counted and kept, the rest counted. */
  coldMs: number;
  appP50: number;
  appP99: number;
  bareP50: number;
  bareP99: number;
  /** app p50 / bare p50: what reading the kept buckets saves against counting the whole period. */
  ratio: number;
  buckets: number;
}

interface DatabaseFigures {
  database: 'pglite' | 'postgresql';
  scale: Scale;
  seedMs: number;
  queries: QueryFigures[];
}

/** The q-quantile of a list (nearest rank). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The periods measured: what the screen asks by default, a year per week. */
function periods(): Array<[string, Period]> {
  const today = Date.now();
  return [
    ['last 30 days, per day', { from: utcDay(today - 29 * DAY_MS), to: utcDay(today), interval: 'day' }],
    ['last 366 days, per week', { from: utcDay(today - 365 * DAY_MS), to: utcDay(today), interval: 'week' }],
  ];
}

/**
 * Runs `insert` with the table's foreign keys and secondary indexes (and, with `withKey`, its primary
 * key) dropped, then makes them again from their own definitions: a bulk load, as pg_restore does.
 */
async function bulkLoad(db: Database['db'], table: string, withKey: boolean, insert: () => Promise<unknown>) {
  const constraints = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = ${table}::regclass and (contype = 'f' or (${withKey} and contype in ('p', 'u')))`),
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.tablename = ${table} and i.schemaname = 'public'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  for (const c of constraints) await db.execute(sql.raw(`alter table ${table} drop constraint "${c.name}"`));
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  await insert();
  for (const i of indexes) await db.execute(sql.raw(i.def));
  for (const c of constraints) await db.execute(sql.raw(`alter table ${table} add constraint "${c.name}" ${c.def}`));
}

/**
 * Seeds fans, a thousand contents, comments on them and likes of the comments with generate_series
 * inserts, spread over the last year. Each like is of a distinct (comment, fan) pair.
 */
async function seed(database: Database, scale: Scale, log: (line: string) => void): Promise<number> {
  const { db } = database;
  const started = performance.now();
  const step = async (what: string, statement: ReturnType<typeof sql>, bulk?: { table: string; withKey: boolean }) => {
    const t0 = performance.now();
    if (bulk) await bulkLoad(db, bulk.table, bulk.withKey, () => db.execute(statement));
    else await db.execute(statement);
    log(`    ${what} in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  };
  await step(
    `${fmt(scale.fans)} fans`,
    sql`insert into users (uid, display_name, slug, created_at, last_day_active)
      select 'bench-' || g, 'Fan ' || g, 'bench-fan-' || g,
        now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
        current_date - (g % 60)
      from generate_series(1, ${scale.fans}) g`,
  );
  const [u] = rowsOf<{ lo: string }>(await db.execute(sql`select min(id)::text as lo from users`));
  const userLo = Number(u!.lo);
  await step(
    '1,000 contents',
    sql`insert into contents (slug, content_type, title, published, published_at)
      select 'bench-content-' || g, 'article', jsonb_build_object('en', 'Content ' || g), true,
        now() - (g % 365) * interval '1 day'
      from generate_series(1, 1000) g`,
  );
  const [c] = rowsOf<{ lo: string }>(await db.execute(sql`select min(id)::text as lo from contents`));
  await step(
    `${fmt(scale.comments)} comments`,
    sql`insert into comments (commentable_type, commentable_id, user_id, body, created_at)
      select 'content', ${Number(c!.lo)} + g % 1000, ${userLo} + g % ${scale.fans}, 'A comment',
        now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(0, ${scale.comments - 1}) g`,
    { table: 'comments', withKey: false },
  );
  const [m] = rowsOf<{ lo: string }>(await db.execute(sql`select min(id)::text as lo from comments`));
  // Like g is of comment g % comments by a fan that differs for each round of the comments.
  await step(
    `${fmt(scale.likes)} likes`,
    sql`insert into likes (liked_type, liked_id, user_id, created_at)
      select 'comment', ${Number(m!.lo)} + g % ${scale.comments},
        ${userLo} + ((g / ${scale.comments}) * 20011 + g % ${scale.comments}) % ${scale.fans},
        now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(0, ${scale.likes - 1}) g`,
    { table: 'likes', withKey: true },
  );
  await db.execute(sql`analyze`);
  return performance.now() - started;
}

/**
 * The figures of one database: the app's service (settled buckets read from what it keeps, the
 * rest counted) and the whole period's one statement run bare, alternating; and the first request,
 * which counts and keeps the settled buckets, once.
 */
async function measure(
  database: Database,
  bare: (text: string, params: unknown[]) => Promise<unknown>,
  samples: { app: number; bare: number },
  log: (line: string) => void,
): Promise<QueryFigures[]> {
  const service = new DashboardService(database.db, 0);
  const dialect = new PgDialect();
  const out: QueryFigures[] = [];
  for (const [query, period] of periods()) {
    const { sql: text, params } = dialect.sqlToQuery(dashboardStatement(period));
    const app = async () => JSON.stringify(presentDashboard(period, await service.buckets(period)));
    const bareCall = () => bare(text, params);
    await database.db.execute(sql`delete from dashboard_rollups`);
    const t0 = performance.now();
    const body = await app();
    const coldMs = performance.now() - t0;
    await bareCall();
    const times = { app: [] as number[], bare: [] as number[] };
    for (let i = 0; i < Math.max(samples.app, samples.bare); i++) {
      for (const side of i % 2 ? (['bare', 'app'] as const) : (['app', 'bare'] as const)) {
        if (times[side].length >= samples[side]) continue;
        const t1 = performance.now();
        if (side === 'app') await app();
        else await bareCall();
        times[side].push(performance.now() - t1);
      }
    }
    const f: QueryFigures = {
      query,
      coldMs,
      appP50: quantile(times.app, 0.5),
      appP99: quantile(times.app, 0.99),
      bareP50: quantile(times.bare, 0.5),
      bareP99: quantile(times.bare, 0.99),
      ratio: quantile(times.app, 0.5) / quantile(times.bare, 0.5),
      buckets: (JSON.parse(body) as { attributes: { buckets: string[] } }).attributes.buckets.length,
    };
    log(
      `    ${query}: first ${fmt(coldMs, 1)} ms; app p50 ${fmt(f.appP50, 1)} ms p99 ${fmt(f.appP99, 1)} ms; bare p50 ${fmt(f.bareP50, 1)} ms p99 ${fmt(f.bareP99, 1)} ms`,
    );
    out.push(f);
  }
  return out;
}

/** The scale PGlite gets: the full one unless BENCH_CONSOLE_SCALE (0 < s ≤ 1) scales it down. */
function pgliteScale(log: (line: string) => void): Scale {
  const s = Number(process.env.BENCH_CONSOLE_SCALE ?? '1');
  if (!(s > 0 && s < 1)) return FULL;
  const scale = {
    fans: Math.round(FULL.fans * s),
    comments: Math.round(FULL.comments * s),
    likes: Math.round(FULL.likes * s),
  };
  log(
    `  NOTE: PGlite scaled down to ${fmt(scale.fans)} fans, ${fmt(scale.comments)} comments, ${fmt(scale.likes)} likes (BENCH_CONSOLE_SCALE=${s}); PostgreSQL keeps the full size.`,
  );
  return scale;
}

async function onPglite(log: (line: string) => void): Promise<DatabaseFigures> {
  const scale = pgliteScale(log);
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  try {
    await database.migrate();
    log(`  seeding PGlite (in memory):`);
    const seedMs = await seed(database, scale, log);
    const queries = await measure(database, (text, params) => pglite.query(text, params), SAMPLES.pglite, log);
    return { database: 'pglite', scale, seedMs, queries };
  } finally {
    await database.close();
  }
}

async function onPostgres(adminUrl: string, log: (line: string) => void): Promise<DatabaseFigures> {
  const pg = (await import('pg')).default;
  const made = await benchPostgres(adminUrl);
  const database = await openDatabase({ databaseUrl: made.url });
  // Without JIT, as the app runs the statement (docs/CONSOLE.md "Dashboard").
  const bare = new pg.Pool({ connectionString: made.url, max: 1, options: '-c jit=off' });
  try {
    await database.migrate();
    log(`  seeding PostgreSQL:`);
    const seedMs = await seed(database, FULL, log);
    const queries = await measure(database, (text, params) => bare.query(text, params), SAMPLES.postgresql, log);
    return { database: 'postgresql', scale: FULL, seedMs, queries };
  } finally {
    await bare.end();
    await database.close();
    await made.drop();
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The console's chunks: reachable from features/console's lazy entries, not from the rest of the app. */
export function consoleChunks(distDir = path.join(ROOT, 'apps/web/dist')) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const isConsole = (key: string) => (manifest[key]?.src ?? key).startsWith('src/features/console/');
  const reach = (starts: string[], skip: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key] || skip(key)) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
    };
    for (const key of starts) visit(key);
    return seen;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  // The rest of the app: everything its entries reach without entering a console module.
  const app = reach(entries, (key) => isConsole(key) && manifest[key]!.isDynamicEntry === true);
  const consoleEntries = Object.keys(manifest).filter((k) => isConsole(k) && manifest[k]!.isDynamicEntry);
  const only = [...reach(consoleEntries, () => false)].filter((k) => !app.has(k) && manifest[k]!.file.endsWith('.js'));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const chunks = only
    .map((k) => ({ src: manifest[k]!.src ?? k, file: manifest[k]!.file, gzBytes: gz(manifest[k]!.file) }))
    .sort((a, b) => b.gzBytes - a.gzBytes);
  // uPlot must be in the dashboard's chunks only: no chunk the rest of the app reaches holds it.
  const uplotOutside = [...app].filter((k) =>
    fs.readFileSync(path.join(distDir, manifest[k]!.file), 'utf8').includes('u-over'),
  );
  return { chunks, gzBytes: chunks.reduce((n, c) => n + c.gzBytes, 0), uplotOutside };
}

const kb = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`;

/** `npm run bench -- console`. */
export async function runConsoleOnly(log: (line: string) => void): Promise<boolean> {
  log(`Issue #36 the operator console (${new Date().toISOString()})`);
  let ok = true;
  const results: DatabaseFigures[] = [];
  log(`\n[console 1/2] the dashboard's statement, app (service + presenter, no cache) vs bare SQL`);
  try {
    results.push(await onPglite(log));
  } catch (err) {
    ok = false;
    log(`  FAILED on PGlite: ${err instanceof Error ? err.message : String(err)}`);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    try {
      results.push(await onPostgres(adminUrl, log));
    } catch (err) {
      ok = false;
      log(`  FAILED on PostgreSQL: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  log(`\n[console 2/2] the console's JavaScript (apps/web/dist)`);
  let js: ReturnType<typeof consoleChunks> | undefined;
  try {
    const built = ensureWebBuild();
    log(built === null ? '  apps/web/dist already current' : `  built apps/web/dist in ${fmt(built)} ms`);
    js = consoleChunks();
    if (js.uplotOutside.length) ok = false;
  } catch (err) {
    ok = false;
    log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\n=== Results: issue #36, the operator console ===\n');
  for (const r of results) {
    log(
      `Dashboard on ${r.database === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: ${fmt(r.scale.fans)} fans, ${fmt(r.scale.comments)} comments, ${fmt(r.scale.likes)} likes (seeded in ${fmt(r.seedMs / 1000, 1)} s)`,
    );
    printTable([
      ['query', 'buckets', 'first ms', 'app p50 ms', 'app p99 ms', 'bare p50 ms', 'bare p99 ms', 'app/bare p50'],
      ...r.queries.map((q) => [
        q.query,
        String(q.buckets),
        fmt(q.coldMs, 1),
        fmt(q.appP50, 1),
        fmt(q.appP99, 1),
        fmt(q.bareP50, 1),
        fmt(q.bareP99, 1),
        `x${fmt(q.ratio, 2)}`,
      ]),
    ]);
    log('');
  }
  if (!adminUrl) log('On PostgreSQL: not run (set BENCH_DATABASE_URL to a PostgreSQL admin URL).\n');
  if (js) {
    log(`Console JavaScript, loaded only on /admin: ${kb(js.gzBytes)} gzip -9 in ${js.chunks.length} chunks`);
    printTable([['chunk', 'source', 'gzip -9'], ...js.chunks.map((c) => [c.file, c.src, kb(c.gzBytes)])]);
    log(
      js.uplotOutside.length
        ? `uPlot outside the console: FAIL (${js.uplotOutside.join(', ')})`
        : 'uPlot in no chunk outside the console: PASS',
    );
  }
  log('\nNotes:');
  log(
    `- Dashboard: "app" is DashboardService.buckets with its in-process cache off, plus presentDashboard and JSON.stringify: the settled buckets (whole days and weeks that ended before yesterday) read from dashboard_rollups, the rest (yesterday, today, a clipped week) counted by the statement. "first" is one request right after the kept buckets were deleted: it counts the settled buckets once and keeps them. "bare" is the whole period's one statement, the same text the app ran for every request before it kept buckets, by the driver (PGlite.query; a pg.Pool of one connection with jit=off, as the app runs it). One untimed bare call, then ${SAMPLES.pglite.app}/${SAMPLES.pglite.bare} (PGlite) or ${SAMPLES.postgresql.app}/${SAMPLES.postgresql.bare} (PostgreSQL) calls of app/bare, alternating; p99 is the nearest rank, so with few samples it is the slowest call. Rows are spread over the last 365 days.`,
  );
  log(
    '- JIT: the statement left-joins 15 grouped counts on the day, and the planner, not knowing that each has one row per bucket at most, estimates billions of rows; PostgreSQL then JIT-compiles it. Measured with EXPLAIN ANALYZE at this size for the last 30 days, under load: 16.3 s of 23.1 s were JIT. The app runs it with jit off (SET LOCAL).',
  );
  log(
    '- Console JavaScript: the chunks reachable (static and dynamic imports) from the lazy modules under src/features/console and from no other part of the app, JavaScript only, gzip level 9.',
  );
  log(`BENCH_JSON_CONSOLE ${JSON.stringify({ dashboard: results, consoleJs: js })}`);
  return ok;
}
