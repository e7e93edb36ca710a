// Figure of issue #4: GET /v2/contents (a page of 20 with includes) requests per second of the
// app against a bare Fastify route on the same database running the one equivalent query.
// Both servers live in one child process on one in-memory PGlite; rounds alternate.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, median, startChild, type ChildServer } from './lib.ts';

const LIST = '/v2/contents?per_page=20';
const LOAD = { connections: 20, warmupS: 2, durationS: 6 };

/** The result of the contents figure. */
export interface ContentsResult {
  appRps: number;
  bareRps: number;
  /** Median app req/s over median bare req/s (goal ≥ 0.5). */
  ratio: number;
  appBytes: number;
  bareBytes: number;
  rounds: Array<{ target: 'app' | 'bare'; rps: number; p99Ms: number; non2xx: number }>;
}

async function measure(port: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: `http://127.0.0.1:${port}${LIST}`, connections: LOAD.connections, duration: seconds });
}

/** Runs the figure: bare, app, bare, app (each after a warm-up). */
export async function benchContents(log: (line: string) => void): Promise<ContentsResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-contents-'));
  const barePort = await freePort();
  let server: ChildServer | undefined;
  try {
    server = await startChild('serve-contents.ts', { barePort, dataDir }, 120_000);
    const appRes = await fetch(`http://127.0.0.1:${server.port}${LIST}`);
    const appBody = await appRes.text();
    const bareBody = await (await fetch(`http://127.0.0.1:${barePort}${LIST}`)).text();
    const parsed = JSON.parse(appBody) as { data: unknown[]; included: unknown[] };
    if (appRes.status !== 200 || parsed.data.length !== 20) throw new Error(`app answered ${appRes.status}`);
    log(`  app page: ${parsed.data.length} contents, ${parsed.included.length} included, ${appBody.length} bytes`);
    log(`  bare page: ${bareBody.length} bytes (one SQL statement building the JSON)`);
    const rounds: ContentsResult['rounds'] = [];
    for (const target of ['bare', 'app', 'bare', 'app'] as const) {
      const port = target === 'bare' ? barePort : server.port;
      await measure(port, LOAD.warmupS);
      const r = await measure(port, LOAD.durationS);
      rounds.push({ target, rps: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx + r.errors });
      log(`  ${target.padEnd(4)} ${Math.round(r.requests.average)} req/s (p99 ${r.latency.p99} ms)`);
    }
    const appRps = median(rounds.filter((r) => r.target === 'app').map((r) => r.rps));
    const bareRps = median(rounds.filter((r) => r.target === 'bare').map((r) => r.rps));
    return { appRps, bareRps, ratio: appRps / bareRps, appBytes: appBody.length, bareBytes: bareBody.length, rounds };
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs only this figure (`npm run bench -- contents`) and prints it with a JSON line. */
export async function runContentsOnly(log: (line: string) => void): Promise<void> {
  log(`Tribune bench: issue #4 contents list (${os.cpus().length} cores, node ${process.version})`);
  log(`\n[1/1] GET ${LIST} vs bare Fastify + one equivalent query (${LOAD.connections} connections)`);
  try {
    const v = await benchContents(log);
    console.log('\n=== Results: issue #4 "Content and conversation" ===\n');
    console.log(
      `  contents list (page of 20 with includes): app ${Math.round(v.appRps)} req/s, bare+query ${Math.round(v.bareRps)} req/s, ratio ${v.ratio.toFixed(2)} (goal >= 0.5)`,
    );
    console.log(`BENCH_JSON_CONTENTS ${JSON.stringify({ ok: true, value: v })}`);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.log(`  FAILED: ${error}`);
    console.log(`BENCH_JSON_CONTENTS ${JSON.stringify({ ok: false, error })}`);
    process.exitCode = 1;
  }
}
