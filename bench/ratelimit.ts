// The rate-limit figure: GET /v2/contents as a signed-in fan through the app with its rate limits
// and through the same app built without them, in one child process on one database. Rounds
// alternate in pairs (off-on, on-off, ...); each pair gives two ratios: of requests per second, and
// of the server's CPU time per request (the child's own CPU clock, which a busy neighbour on a shared
// machine disturbs far less than the wall clock). The figure is the median over the pairs.
import os from 'node:os';
import autocannon from 'autocannon';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey } from '../apps/server/src/http/rate-limit.ts';
import { benchIdentity } from './chat-load.ts';
import { freePort, median, startChild, type ChildServer } from './lib.ts';

const LIST = '/v2/contents?per_page=20';
const LOAD = { connections: 10, warmupS: 1, durationS: 2, pairs: 5 };

/** One measured round. */
interface Round {
  limits: 'on' | 'off';
  rps: number;
  /** Server CPU time (user + system) per request served, in microseconds. */
  cpuUs: number;
  p99Ms: number;
  non2xx: number;
}

/** The result of the rate-limit figure. */
export interface RateLimitResult {
  limitedRps: number;
  unlimitedRps: number;
  /** Median over the pairs of req/s with the limits over req/s without them (goal >= 0.95). */
  ratio: number;
  limitedCpuUs: number;
  unlimitedCpuUs: number;
  /** Median over the pairs of CPU per request without the limits over with them: the throughput ratio at full CPU. */
  cpuRatio: number;
  /** What the limits add to a signed-in read, measured alone: two in-memory budgets, microseconds. */
  limiterUs: number;
  /** The ratio that cost implies for the measured request: unlimitedCpuUs / (unlimitedCpuUs + limiterUs). */
  expectedRatio: number;
  /** Median over pairs of req/s signed in over req/s as a guest, same app and route (goal >= 0.9). */
  signedInRatio: number;
  /** The same as CPU per request: guest CPU/request over signed-in CPU/request. */
  signedInCpuRatio: number;
  rounds: Round[];
}

async function measure(port: number, token: string | null, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${LIST}`,
    connections: LOAD.connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function cpuMicros(port: number): Promise<number> {
  const usage = (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

/**
 * The limits' own work for one signed-in read, without the request around it: the address's and
 * the user's request budgets, in memory, as the two hooks consume them (best of three runs).
 */
async function limiterMicros(): Promise<number> {
  const address = new RateLimiterMemory({ keyPrefix: 'a', points: 1e12, duration: 300 });
  const user = new RateLimiterMemory({ keyPrefix: 'u', points: 1e12, duration: 300 });
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const n = 100_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      await address.consume(addressKey('127.0.0.1'));
      await user.consume('bench-fan');
    }
    best = Math.min(best, ((performance.now() - started) * 1000) / n);
  }
  return best;
}

/** Runs the figure: without and with the limits, alternating, each round after a warm-up. */
export async function benchRateLimit(log: (line: string) => void): Promise<RateLimitResult> {
  const identity = await benchIdentity('http://bench-identity.test');
  const token = await identity.sign('bench-fan');
  const barePort = await freePort();
  const cpuPort = await freePort();
  let server: ChildServer | undefined;
  try {
    const init = { barePort, cpuPort, jwks: identity.jwks, issuer: identity.issuer };
    server = await startChild('serve-ratelimit.ts', init, 120_000);
    for (const port of [server.port, barePort]) {
      const res = await fetch(`http://127.0.0.1:${port}${LIST}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data?: unknown[] };
      if (res.status !== 200 || body.data?.length !== 20) throw new Error(`port ${port} answered ${res.status}`);
    }
    const rounds: Round[] = [];
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let pair = 0; pair < LOAD.pairs; pair++) {
      const order = pair % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      const got = {} as Record<'on' | 'off', Round>;
      for (const limits of order) {
        const port = limits === 'on' ? server.port : barePort;
        await measure(port, token, LOAD.warmupS);
        const before = await cpuMicros(cpuPort);
        const r = await measure(port, token, LOAD.durationS);
        const cpuUs = (await cpuMicros(cpuPort)) - before;
        got[limits] = {
          limits,
          rps: r.requests.average,
          cpuUs: cpuUs / Math.max(1, r.requests.total),
          p99Ms: r.latency.p99,
          non2xx: r.non2xx + r.errors,
        };
        rounds.push(got[limits]);
      }
      ratios.push(got.on.rps / got.off.rps);
      cpuRatios.push(got.off.cpuUs / got.on.cpuUs);
      log(
        `  pair ${pair + 1}: off ${Math.round(got.off.rps)} req/s ${Math.round(got.off.cpuUs)} µs CPU/req, ` +
          `on ${Math.round(got.on.rps)} req/s ${Math.round(got.on.cpuUs)} µs CPU/req`,
      );
    }
    if (rounds.some((r) => r.non2xx > 0)) throw new Error('some requests failed (a limit was reached?)');
    // Issue #17 / #10: a signed-in read against a guest's on the app as shipped (limits on): the
    // caller is resolved from the cache, so signing in should cost almost nothing.
    const signed = { ratios: [] as number[], cpu: [] as number[] };
    for (let pair = 0; pair < LOAD.pairs; pair++) {
      const order = pair % 2 === 0 ? (['guest', 'fan'] as const) : (['fan', 'guest'] as const);
      const got = {} as Record<'guest' | 'fan', { rps: number; cpuUs: number }>;
      for (const who of order) {
        const auth = who === 'fan' ? token : null;
        await measure(server.port, auth, LOAD.warmupS);
        const before = await cpuMicros(cpuPort);
        const r = await measure(server.port, auth, LOAD.durationS);
        if (r.non2xx + r.errors > 0) throw new Error(`${who} requests failed`);
        got[who] = {
          rps: r.requests.average,
          cpuUs: ((await cpuMicros(cpuPort)) - before) / Math.max(1, r.requests.total),
        };
      }
      signed.ratios.push(got.fan.rps / got.guest.rps);
      signed.cpu.push(got.guest.cpuUs / got.fan.cpuUs);
      log(
        `  pair ${pair + 1}: guest ${Math.round(got.guest.rps)} req/s ${Math.round(got.guest.cpuUs)} µs CPU/req, ` +
          `signed in ${Math.round(got.fan.rps)} req/s ${Math.round(got.fan.cpuUs)} µs CPU/req`,
      );
    }
    const limiterUs = await limiterMicros();
    const side = (limits: 'on' | 'off', key: 'rps' | 'cpuUs') =>
      median(rounds.filter((r) => r.limits === limits).map((r) => r[key]));
    return {
      limitedRps: side('on', 'rps'),
      unlimitedRps: side('off', 'rps'),
      ratio: median(ratios),
      limitedCpuUs: side('on', 'cpuUs'),
      unlimitedCpuUs: side('off', 'cpuUs'),
      cpuRatio: median(cpuRatios),
      limiterUs,
      expectedRatio: side('off', 'cpuUs') / (side('off', 'cpuUs') + limiterUs),
      signedInRatio: median(signed.ratios),
      signedInCpuRatio: median(signed.cpu),
      rounds,
    };
  } finally {
    await server?.stop();
  }
}

/** Runs only this figure (`npm run bench -- ratelimit`) and prints it with a JSON line. */
export async function runRateLimitOnly(log: (line: string) => void): Promise<void> {
  log(`Tribune bench: rate limits (${os.cpus().length} cores, node ${process.version})`);
  log(`\n[1/1] GET ${LIST} signed in, with and without the rate limits (${LOAD.connections} connections)`);
  try {
    const v = await benchRateLimit(log);
    console.log('\n=== Results: rate limits (medians over the pairs; goal >= 0.95) ===\n');
    console.log(
      `  req/s:        with limits ${Math.round(v.limitedRps)}, without ${Math.round(v.unlimitedRps)}, ratio ${v.ratio.toFixed(3)}`,
    );
    console.log(
      `  CPU/request:  with limits ${Math.round(v.limitedCpuUs)} µs, without ${Math.round(v.unlimitedCpuUs)} µs, throughput ratio ${v.cpuRatio.toFixed(3)}`,
    );
    console.log(
      `  limits alone: ${v.limiterUs.toFixed(1)} µs per signed-in read, implied ratio ${v.expectedRatio.toFixed(4)}`,
    );
    console.log(
      `  signed in vs guest (limits on): req/s ratio ${v.signedInRatio.toFixed(3)}, CPU throughput ratio ${v.signedInCpuRatio.toFixed(3)} (goal >= 0.9)`,
    );
    console.log(`BENCH_JSON_RATELIMIT ${JSON.stringify({ ok: true, value: v })}`);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.log(`  FAILED: ${error}`);
    console.log(`BENCH_JSON_RATELIMIT ${JSON.stringify({ ok: false, error })}`);
    process.exitCode = 1;
  }
}
