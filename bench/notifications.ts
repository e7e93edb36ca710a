// `npm run bench -- notifications`: the live-delivery figure of issue #14. 1,000 authenticated
// realtime sockets on one instance; notifications are created in the server process on a schedule
// and stamped with their creation time; the bench measures creation to arrival at the socket, and
// runs the same frames through a bare `ws` server in the same run for the ratio.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { benchIdentity, percentile } from './chat-load.ts';
import { fmt, pool, printTable, round, sleep, startChild, type ChildServer } from './lib.ts';

/** The figure's load: 1,000 sockets, 1,000 deliveries per second (10 batches of 100). */
export const NOTIFY_LOAD = {
  sockets: 1000,
  batchesPerSecond: 10,
  batchSize: 100,
  seconds: 8,
  warmupS: 2,
  p99LimitMs: 100,
  /** Then notifications one call each, stepping up until p99 passes the limit. */
  singleSteps: [100, 200, 400, 800, 1600],
  stepS: 3,
} as const;

/** One measured run. */
export interface NotifyPhase {
  name: string;
  offered: number;
  created: number;
  delivered: number;
  lost: number;
  errors: number;
  deliveredPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** How long the creation call took in the server process (median, p99). */
  callP50Ms: number;
  callP99Ms: number;
}

interface Plan {
  recipients: string[];
  batchesPerSecond: number;
  batchSize: number;
  seconds: number;
  shape: 'many' | 'single';
}

/** Sockets of one target and the arrivals they saw. */
interface Clients {
  arrivals: number[];
  sockets: WebSocket[];
  /** What the child's control port calls the recipients. */
  recipients: string[];
}

const now = () => performance.timeOrigin + performance.now();

/** Records the creation-to-arrival latency of every `notification` frame. */
function listen(ws: WebSocket, arrivals: number[]): void {
  ws.on('message', (data) => {
    const at = now();
    const frame = JSON.parse(String(data)) as {
      type: string;
      notification?: { attributes: { parameters: { body?: string } } };
    };
    if (frame.type !== 'notification') return;
    const stamp = frame.notification?.attributes.parameters.body ?? '';
    const t0 = Number(stamp.slice(stamp.indexOf('|') + 1));
    if (Number.isFinite(t0)) arrivals.push(at - t0);
  });
}

function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function appClients(port: number, sign: (sub: string) => Promise<string>): Promise<Clients> {
  const arrivals: number[] = [];
  const tokens = await Promise.all(Array.from({ length: NOTIFY_LOAD.sockets }, (_, i) => sign(`notify-fan-${i}`)));
  const recipients = await pool(tokens, 20, async (token) => {
    const res = await fetch(`http://127.0.0.1:${port}/v2/user/show`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`/v2/user/show answered ${res.status}`);
    return ((await res.json()) as { data: { id: string } }).data.id;
  });
  const sockets = await pool(tokens, 20, async (token, i) => {
    const ws = await open(`ws://127.0.0.1:${port}/v2/realtime`);
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
      });
      ws.once('close', (code) => reject(new Error(`socket ${i} closed with ${code}`)));
      ws.send(JSON.stringify({ type: 'auth', token }));
    });
    listen(ws, arrivals);
    return ws;
  });
  return { arrivals, sockets, recipients };
}

async function bareClients(port: number): Promise<Clients> {
  const arrivals: number[] = [];
  const recipients = Array.from({ length: NOTIFY_LOAD.sockets }, (_, i) => String(i));
  const sockets = await pool(recipients, 20, async (u) => {
    const ws = await open(`ws://127.0.0.1:${port}/?u=${u}`);
    listen(ws, arrivals);
    return ws;
  });
  return { arrivals, sockets, recipients };
}

/** Asks the child to create on a plan, then waits for the stragglers. */
async function runPhase(
  name: string,
  control: number,
  clients: Clients,
  plan: Omit<Plan, 'recipients'>,
): Promise<NotifyPhase> {
  clients.arrivals.length = 0;
  const offered = Math.round(plan.batchesPerSecond * plan.seconds) * plan.batchSize;
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${control}/run`, {
    method: 'POST',
    body: JSON.stringify({ ...plan, recipients: clients.recipients }),
  });
  if (!res.ok) throw new Error(`${name}: run answered ${res.status}: ${await res.text()}`);
  const { created, errors, callP50Ms, callP99Ms } = (await res.json()) as {
    created: number;
    errors: number;
    callP50Ms: number;
    callP99Ms: number;
  };
  const drainUntil = performance.now() + 5_000;
  while (clients.arrivals.length < created && performance.now() < drainUntil) await sleep(10);
  const span = (performance.now() - started) / 1000;
  const sorted = [...clients.arrivals].sort((a, b) => a - b);
  return {
    name,
    offered,
    created,
    delivered: sorted.length,
    lost: created - sorted.length,
    errors,
    deliveredPerS: sorted.length / span,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    callP50Ms,
    callP99Ms,
  };
}

const line = (r: NotifyPhase) =>
  `p50 ${fmt(r.p50Ms, 1)} ms  p99 ${fmt(r.p99Ms, 1)} ms  (call p50 ${fmt(r.callP50Ms, 1)} p99 ${fmt(r.callP99Ms, 1)})  ${r.delivered}/${r.created} delivered  ${fmt(r.deliveredPerS)}/s` +
  `${r.errors ? `  errors ${r.errors}` : ''}${r.lost ? `  lost ${r.lost}` : ''}`;

/** The figures of one database. */
export interface NotifyFigures {
  sockets: number;
  tribune: NotifyPhase;
  bare: NotifyPhase;
  ratioDeliveredPerS: number;
  ratioP99: number;
  steps: NotifyPhase[];
  sustainedSingleRate: number | null;
}

/** Runs the figure against child servers and prints it. */
export async function benchNotifications(log: (line: string) => void, databaseUrl?: string): Promise<NotifyFigures> {
  const identity = await benchIdentity('http://bench-identity.test');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-notify-bench-'));
  const children: ChildServer[] = [];
  const all: Clients[] = [];
  try {
    const app = await startChild('serve-notifications.ts', {
      mode: 'app',
      jwks: identity.jwks,
      issuer: identity.issuer,
      dataDir,
      databaseUrl,
    });
    children.push(app);
    const bare = await startChild('serve-notifications.ts', { mode: 'bare' });
    children.push(bare);
    const setup = performance.now();
    const tribuneClients = await appClients(app.port, identity.sign);
    all.push(tribuneClients);
    const bareClientsList = await bareClients(bare.port);
    all.push(bareClientsList);
    log(`  ${NOTIFY_LOAD.sockets} sockets authenticated on each (setup ${fmt(performance.now() - setup)} ms)`);
    const fanOut = {
      batchesPerSecond: NOTIFY_LOAD.batchesPerSecond,
      batchSize: NOTIFY_LOAD.batchSize,
      shape: 'many' as const,
    };
    await runPhase('warm-up', bare.info.control as number, bareClientsList, {
      ...fanOut,
      seconds: NOTIFY_LOAD.warmupS,
    });
    await runPhase('warm-up', app.info.control as number, tribuneClients, { ...fanOut, seconds: NOTIFY_LOAD.warmupS });
    const bareResult = await runPhase('bare ws', bare.info.control as number, bareClientsList, {
      ...fanOut,
      seconds: NOTIFY_LOAD.seconds,
    });
    log(`  bare     ${line(bareResult)}`);
    const tribuneResult = await runPhase('tribune', app.info.control as number, tribuneClients, {
      ...fanOut,
      seconds: NOTIFY_LOAD.seconds,
    });
    log(`  tribune  ${line(tribuneResult)}`);
    log(
      `  one creation call per notification (${NOTIFY_LOAD.stepS} s each, stop at p99 >= ${NOTIFY_LOAD.p99LimitMs} ms):`,
    );
    const steps: NotifyPhase[] = [];
    for (const rate of NOTIFY_LOAD.singleSteps) {
      const step = await runPhase(`${rate}/s`, app.info.control as number, tribuneClients, {
        batchesPerSecond: rate / 10,
        batchSize: 10,
        seconds: NOTIFY_LOAD.stepS,
        shape: 'single',
      });
      steps.push(step);
      log(`    ${String(rate).padStart(5)}/s  ${line(step)}`);
      if (!passes(step)) break;
    }
    const sustained = [...steps].reverse().find(passes);
    return {
      sockets: NOTIFY_LOAD.sockets,
      tribune: tribuneResult,
      bare: bareResult,
      ratioDeliveredPerS: round(tribuneResult.deliveredPerS / bareResult.deliveredPerS, 3),
      ratioP99: round(tribuneResult.p99Ms / bareResult.p99Ms, 2),
      steps,
      sustainedSingleRate: sustained ? sustained.offered / NOTIFY_LOAD.stepS : null,
    };
  } finally {
    for (const c of all) for (const s of c.sockets) s.terminate();
    for (const child of children.reverse()) await child.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

function passes(step: NotifyPhase): boolean {
  return step.p99Ms < NOTIFY_LOAD.p99LimitMs && step.lost === 0 && step.errors === 0;
}

/** `npm run bench -- notifications`: the figure on PGlite (and PostgreSQL with BENCH_DATABASE_URL). */
export async function runNotificationsOnly(log: (line: string) => void): Promise<boolean> {
  log(
    `\n[notifications] ${NOTIFY_LOAD.sockets} sockets, ${NOTIFY_LOAD.batchesPerSecond * NOTIFY_LOAD.batchSize} deliveries/s for ${NOTIFY_LOAD.seconds} s (${NOTIFY_LOAD.batchesPerSecond} announcements/s to ${NOTIFY_LOAD.batchSize} fans each), creation to arrival; real app on the embedded database vs a bare ws server`,
  );
  const result = await benchNotifications(log);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  let postgres: NotifyFigures | undefined;
  if (adminUrl) {
    log(`  the same on PostgreSQL (BENCH_DATABASE_URL):`);
    const db = await (await import('./chat.ts')).benchPostgres(adminUrl);
    try {
      postgres = await benchNotifications(log, db.url);
    } finally {
      await db.drop();
    }
  }
  const met = (r: NotifyFigures) => r.tribune.p99Ms <= NOTIFY_LOAD.p99LimitMs && r.tribune.lost === 0;
  const goal = met(result) && (!postgres || met(postgres));
  const sustained = (r: NotifyFigures) => (r.sustainedSingleRate === null ? '—' : `${r.sustainedSingleRate}/s`);
  printTable([
    ['figure', 'tribune', 'bare ws', 'ratio', 'goal'],
    [
      'deliveries/s',
      fmt(result.tribune.deliveredPerS),
      fmt(result.bare.deliveredPerS),
      fmt(result.ratioDeliveredPerS, 3),
      '1,000/s',
    ],
    [
      'p99 creation→arrival',
      `${fmt(result.tribune.p99Ms, 1)} ms`,
      `${fmt(result.bare.p99Ms, 1)} ms`,
      fmt(result.ratioP99, 2),
      '≤ 100 ms',
    ],
    ['single notify, sustained', sustained(result), '', '', ''],
    ...(postgres
      ? [
          [
            'PostgreSQL: p99',
            `${fmt(postgres.tribune.p99Ms, 1)} ms`,
            `${fmt(postgres.bare.p99Ms, 1)} ms`,
            fmt(postgres.ratioP99, 2),
            '≤ 100 ms',
          ],
          ['PostgreSQL: single notify, sustained', sustained(postgres), '', '', ''],
        ]
      : []),
  ]);
  log(goal ? '  goal met' : '  goal NOT met');
  console.log(`BENCH_JSON_NOTIFICATIONS ${JSON.stringify({ pglite: result, postgres: postgres ?? null })}`);
  return true;
}
