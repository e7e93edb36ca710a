// `npm run bench -- comments`: p50/p99 latency of a page of 20 comments with includes
// (GET /v2/contents/{slug}/comments) under 50 connections, against a bare Fastify running the
// equivalent single list query on the same data, in the same run.
import autocannon from 'autocannon';
import { fmt, median, startChild, type ChildServer } from './lib.ts';

const SLUG = 'bench-article';
const SEED = { slug: SLUG, comments: 300, users: 60 };
const LOAD = { connections: 50, warmupS: 2, durationS: 8 };

/** One measured run. */
interface Round {
  target: 'bare' | 'app';
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(target: Round['target'], server: ChildServer, path: string): Promise<Round> {
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${server.port}${path}`, connections: LOAD.connections, duration });
  await run(LOAD.warmupS);
  const r = await run(LOAD.durationS);
  return {
    target,
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Runs the comments figure and prints it; returns the medians. */
export async function benchComments(log: (line: string) => void) {
  const appPath = `/v2/contents/${SLUG}/comments?per_page=20`;
  const app = await startChild('serve-comments.ts', { mode: 'app', ...SEED });
  let bare: ChildServer | undefined;
  try {
    const probe = await fetch(`http://127.0.0.1:${app.port}${appPath}`);
    const body = (await probe.json()) as { data: unknown[]; included: unknown[] };
    if (probe.status !== 200 || body.data.length !== 20) throw new Error(`${appPath} answered ${probe.status}`);
    log(
      `  ${appPath}: ${body.data.length} comments, ${body.included.length} included, total ${probe.headers.get('total-count')}`,
    );
    bare = await startChild('serve-comments.ts', { mode: 'bare', ...SEED });
    const rounds: Round[] = [];
    for (const target of ['bare', 'app', 'bare', 'app'] as const) {
      const r = await measure(target, target === 'bare' ? bare : app, target === 'bare' ? '/bare' : appPath);
      log(
        `  ${target.padEnd(5)} p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ${fmt(r.rps)} req/s  (non-2xx ${r.non2xx}, errors ${r.errors})`,
      );
      rounds.push(r);
    }
    const pick = (t: Round['target'], k: 'p50Ms' | 'p99Ms' | 'rps') =>
      median(rounds.filter((r) => r.target === t).map((r) => r[k]));
    const result = {
      appP50Ms: pick('app', 'p50Ms'),
      appP99Ms: pick('app', 'p99Ms'),
      bareP50Ms: pick('bare', 'p50Ms'),
      bareP99Ms: pick('bare', 'p99Ms'),
      appRps: pick('app', 'rps'),
      bareRps: pick('bare', 'rps'),
    };
    log(
      `  median: app p50 ${result.appP50Ms} ms / p99 ${result.appP99Ms} ms; bare p50 ${result.bareP50Ms} ms / p99 ${result.bareP99Ms} ms; p99 ratio app/bare ${fmt(result.appP99Ms / result.bareP99Ms, 2)}`,
    );
    return { ...result, rounds };
  } finally {
    await bare?.stop();
    await app.stop();
  }
}

/** `npm run bench -- comments`: only this figure, then one BENCH_JSON line. */
export async function runCommentsOnly(log: (line: string) => void): Promise<void> {
  log(
    `Tribune bench: comments list (${SEED.comments} comments, ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per round, PGlite in memory, guest)`,
  );
  const result = await benchComments(log);
  log(`BENCH_JSON ${JSON.stringify({ comments: result })}`);
}
