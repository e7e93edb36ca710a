// Figures of issue #13 (the feed):
// 1. `GET /v2/feed?per_page=20` (a signed-in member: mixed item types with their includes) in
//    requests per second, the real app against a bare Fastify route that runs the very statements
//    the app sent for that page (serve-feed.ts records them), rounds alternating in the same minute;
// 2. the number of SQL statements per page at per_page 5, 20 and 50 (the database's own counter of
//    the request's async context), which must not grow with the page size.
// On PGlite always, on PostgreSQL too with BENCH_DATABASE_URL (an admin URL; a fresh database is made).
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, freePort, median, printTable, round, startChild, type ChildServer } from './lib.ts';

const LOAD = { connections: 20, warmupS: 2, durationS: 6 };

/** Statements of one page size. */
interface PageCount {
  perPage: number;
  items: number;
  types: string[];
  statements: number;
}

/** The figures on one database. */
export interface FeedFigures {
  database: 'pglite' | 'postgresql';
  appRps: number;
  bareRps: number;
  ratio: number;
  pages: PageCount[];
  /** The statements do not grow with the page size. */
  flat: boolean;
  seeded: Record<string, number>;
  included: number;
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (undefined where there is none). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const CLOCK_TICKS = 100;

async function rps(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: LOAD.connections, duration: seconds });
}

/** Both figures against one child (one database). */
export async function benchFeed(log: (line: string) => void, databaseUrl?: string): Promise<FeedFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-feed-'));
  const barePort = await freePort();
  let child: ChildServer | undefined;
  try {
    child = await startChild('serve-feed.ts', { barePort, dataDir, databaseUrl }, 240_000);
    const info = child.info as {
      viewerToken: string;
      pages: PageCount[];
      seeded: Record<string, number>;
      included: number;
      barePathStatements: number;
      appMs: number;
      bareMs: number;
      perStatement: Array<{ ms: number; sql: string }>;
    };
    const seeded = Object.entries(info.seeded)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    log(`  seeded: ${seeded}`);
    for (const p of info.pages) {
      log(`  per_page ${p.perPage}: ${p.items} items (${p.types.join(', ')}), ${p.statements} SQL statements`);
    }
    log(
      `  the measured page: ${info.included} included records; the bare route replays its ${info.barePathStatements} statements; one request alone: app ${fmt(info.appMs, 1)} ms, bare ${fmt(info.bareMs, 1)} ms`,
    );
    const slowest = [...info.perStatement].sort((a, b) => b.ms - a.ms).slice(0, 3);
    for (const st of slowest) log(`    ${fmt(st.ms, 1)} ms: ${st.sql}…`);
    const appUrl = `http://127.0.0.1:${child.port}/v2/feed?per_page=20`;
    const bareUrl = `http://127.0.0.1:${barePort}/feed`;
    const auth = { authorization: `Bearer ${info.viewerToken}`, accept: 'application/json' };
    const rounds: Array<{ target: 'app' | 'bare'; rps: number }> = [];
    // Three alternating pairs: the machine's noise moves single rounds by ±10 %.
    for (const target of ['bare', 'app', 'bare', 'app', 'bare', 'app'] as const) {
      const [url, headers] = target === 'app' ? [appUrl, auth] : [bareUrl, {}];
      await rps(url, headers, LOAD.warmupS);
      const cpu0 = cpuMs(child.child.pid);
      const r = await rps(url, headers, LOAD.durationS);
      if (r.non2xx + r.errors > 0) throw new Error(`${target} feed: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rounds.push({ target, rps: r.requests.average });
      const cpu1 = cpuMs(child.child.pid);
      const perRequest =
        cpu0 !== undefined && cpu1 !== undefined
          ? `, ${fmt((cpu1 - cpu0) / r.requests.total, 2)} ms server CPU per request`
          : '';
      log(`  feed ${target.padEnd(4)} ${fmt(r.requests.average)} req/s (p99 ${r.latency.p99} ms${perRequest})`);
    }
    const appRps = median(rounds.filter((r) => r.target === 'app').map((r) => r.rps));
    const bareRps = median(rounds.filter((r) => r.target === 'bare').map((r) => r.rps));
    // Flat: a bigger page costs no more statements than the number of item types it holds adds.
    const perType = info.pages.map((p) => p.statements - p.types.length);
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      appRps,
      bareRps,
      ratio: round(appRps / bareRps, 3),
      pages: info.pages,
      flat: perType.every((n) => n === perType[0]),
      seeded: info.seeded,
      included: info.included,
    };
  } finally {
    await child?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- feed`: the figures on PGlite, and on PostgreSQL with BENCH_DATABASE_URL. */
export async function runFeedOnly(log: (line: string) => void): Promise<boolean> {
  log(
    `Tribune bench: issue #13 feed (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`,
  );
  log(
    `\n[feed] GET /v2/feed?per_page=20 as a member (${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per round), app vs bare Fastify + the same statements`,
  );
  const results: FeedFigures[] = [await benchFeed(log)];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    log(`  the same on PostgreSQL (BENCH_DATABASE_URL):`);
    const db = await (await import('./chat.ts')).benchPostgres(adminUrl);
    try {
      results.push(await benchFeed(log, db.url));
    } finally {
      await db.drop();
    }
  }
  console.log('\n=== Results: issue #13 "Feed" ===\n');
  printTable([
    [
      'database',
      'app req/s',
      'bare req/s',
      'ratio (goal ≥ 0.8)',
      'statements at 5 / 20 / 50',
      'item types at 5 / 20 / 50',
      'flat in page size',
    ],
    ...results.map((r) => [
      r.database,
      fmt(r.appRps),
      fmt(r.bareRps),
      fmt(r.ratio, 3),
      r.pages.map((p) => p.statements).join(' / '),
      r.pages.map((p) => p.types.length).join(' / '),
      r.flat ? 'yes' : 'NO',
    ]),
  ]);
  console.log(
    '\nStatements: the union statement for the page of ids, then one statement (with its includes) per item type on the page, plus the includes of the types that have them; the count depends on the types a page holds, not on its size.',
  );
  if (!adminUrl) console.log('On PostgreSQL: not run (set BENCH_DATABASE_URL to a PostgreSQL admin URL).');
  const ok = results.every((r) => r.flat);
  console.log(`BENCH_JSON_FEED ${JSON.stringify({ ok, value: results })}`);
  return ok;
}
