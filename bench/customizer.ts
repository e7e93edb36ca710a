// Figure 1: throughput of /customizer/render/web/module-config.json against a bare Fastify route
// serving the same bytes. Both servers run in child processes; autocannon runs in this process.
import autocannon from 'autocannon';
import { median, startChild, type ChildServer } from './lib.ts';

const PATH = '/customizer/render/web/module-config.json';
const QUERY = '?version=bench';

/** Settings of one measured autocannon run (each is preceded by a 2 s warm-up). */
export const LOAD = { connections: 50, pipelining: 1, warmupS: 2, durationS: 8 };

/** One measured autocannon run. */
export interface Round {
  target: 'bare' | 'app' | 'app-304';
  rps: number;
  p99Ms: number;
  statuses: Record<string, number>;
  errors: number;
}

/** The result of figure 1. */
export interface CustomizerResult {
  bodyBytes: number;
  etag: string;
  rounds: Round[];
  bareRps: number;
  appRps: number;
  /** Median app req/s over median bare req/s (goal ≥ 0.8). */
  ratio: number;
  app304Rps: number;
  /** 304 req/s over median bare req/s. */
  ratio304: number;
  /** (max - min) / median of the bare rounds: how noisy the machine was during the figure. */
  bareSpread: number;
}

function load(port: number, seconds: number, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${PATH}${QUERY}`,
    connections: LOAD.connections,
    pipelining: LOAD.pipelining,
    duration: seconds,
    headers,
  });
}

async function round(target: Round['target'], server: ChildServer, headers: Record<string, string>): Promise<Round> {
  await load(server.port, LOAD.warmupS, headers);
  const r = await load(server.port, LOAD.durationS, headers);
  return {
    target,
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    statuses: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
    errors: r.errors + r.timeouts,
  };
}

/** Runs figure 1: bare, app, bare, app, then one app round revalidating with If-None-Match. */
export async function benchCustomizer(log: (line: string) => void): Promise<CustomizerResult> {
  const app = await startChild('serve-app.ts', {});
  let bare: ChildServer | undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${app.port}${PATH}${QUERY}`);
    const body = Buffer.from(await res.arrayBuffer());
    const etag = res.headers.get('etag') ?? '';
    if (res.status !== 200) throw new Error(`${PATH} answered ${res.status}`);
    log(`  module-config.json: ${body.length} bytes, ${res.headers.get('content-type')}, etag ${etag}`);
    bare = await startChild('serve-bare.ts', { body: body.toString('base64'), path: PATH });
    const check = await fetch(`http://127.0.0.1:${bare.port}${PATH}${QUERY}`);
    if (!Buffer.from(await check.arrayBuffer()).equals(body)) throw new Error('bare server sends different bytes');

    const rounds: Round[] = [];
    for (const target of ['bare', 'app', 'bare', 'app'] as const) {
      const r = await round(target, target === 'bare' ? bare : app, {});
      log(`  ${target.padEnd(7)} ${Math.round(r.rps)} req/s (p99 ${r.p99Ms} ms)`);
      rounds.push(r);
    }
    const notModified = await round('app-304', app, { 'if-none-match': etag });
    log(
      `  app-304 ${Math.round(notModified.rps)} req/s (p99 ${notModified.p99Ms} ms, 3xx ${notModified.statuses['3xx']})`,
    );
    rounds.push(notModified);

    const bares = rounds.filter((r) => r.target === 'bare').map((r) => r.rps);
    const bareRps = median(bares);
    const appRps = median(rounds.filter((r) => r.target === 'app').map((r) => r.rps));
    return {
      bodyBytes: body.length,
      etag,
      rounds,
      bareRps,
      appRps,
      ratio: appRps / bareRps,
      app304Rps: notModified.rps,
      ratio304: notModified.rps / bareRps,
      bareSpread: (Math.max(...bares) - Math.min(...bares)) / bareRps,
    };
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
