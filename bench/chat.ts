// `npm run bench -- chat`: the figures of issue #5. Send-to-delivery latency with 200 connected
// clients against a bare WebSocket relay in the same run, the message rate one instance sustains
// with delivery p99 under 100 ms, the chat crypto timings and the on-device search.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  bareTarget,
  benchIdentity,
  CLIENTS,
  runPhase,
  tribuneTarget,
  type PhaseResult,
  type Target,
} from './chat-load.ts';
import { fmt, printTable, round, startChild, type ChildServer } from './lib.ts';

/** The load of the figures: a moderate rate for the latency, then steps up to the limit. */
export const CHAT_LOAD = {
  warmupS: 2,
  // A busy chat instance: each of the 200 users sends a message every 8 s.
  latencyRate: 25,
  latencyS: 8,
  // Finer at the low end, where an embedded database on a small machine ends up.
  steps: [25, 50, 75, 100, 150, 200, 300, 400, 600, 800],
  stepS: 3,
  p99LimitMs: 100,
} as const;

/** The web data layer's search bench (owned by the web app; typed here by its contract). */
const SEARCH_BENCH = '../apps/web/src/features/chat/data/search.bench.ts';

/** What `benchSearch` answers. */
interface SearchFigures {
  messages: number;
  indexMs: number;
  searchP50Ms: number;
  searchP99Ms: number;
  baselineScanP50Ms: number;
}

/** The delivery figures. */
export interface ChatDeliveryFigures {
  clients: number;
  rate: number;
  tribune: PhaseResult;
  bare: PhaseResult;
  ratioP50: number;
  ratioP99: number;
  steps: PhaseResult[];
  /** The highest offered rate whose p99 stayed under the limit (null: not even the first step). */
  sustainedRate: number | null;
  sustainedAchievedRate: number | null;
}

const line = (r: PhaseResult) =>
  `p50 ${fmt(r.p50Ms, 1)} ms  p99 ${fmt(r.p99Ms, 1)} ms  ${r.delivered}/${r.sent} delivered  ${fmt(r.achievedRate)} msg/s` +
  `${r.errors ? `  errors ${r.errors}` : ''}${r.lost ? `  lost ${r.lost}` : ''}${r.overloaded ? '  OVERLOADED' : ''}`;

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (BENCH_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres), dropped again by `drop()`.
 */
export async function benchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `tribune_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Runs the latency and throughput figures against child servers and prints them. */
export async function benchChatDelivery(
  log: (line: string) => void,
  /** PostgreSQL's admin URL: the app runs on a fresh database there instead of PGlite. */
  postgresAdminUrl?: string,
): Promise<ChatDeliveryFigures> {
  const identity = await benchIdentity('http://bench-identity.test');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-chat-bench-'));
  const children: ChildServer[] = [];
  const targets: Target[] = [];
  const postgres = postgresAdminUrl ? await benchPostgres(postgresAdminUrl) : undefined;
  try {
    const app = await startChild('serve-chat.ts', {
      mode: 'app',
      jwks: identity.jwks,
      issuer: identity.issuer,
      dataDir,
      databaseUrl: postgres?.url,
    });
    children.push(app);
    const relay = await startChild('serve-chat.ts', { mode: 'bare' });
    children.push(relay);
    const setupStarted = performance.now();
    const tribune = await tribuneTarget(app.port, identity);
    targets.push(tribune);
    const bare = await bareTarget(relay.port);
    targets.push(bare);
    log(
      `  ${CLIENTS} sockets authenticated on each, ${CLIENTS / 2} conversations created (setup ${fmt(performance.now() - setupStarted)} ms)`,
    );
    for (const target of [bare, tribune]) {
      const warm = await runPhase(target, CHAT_LOAD.latencyRate, CHAT_LOAD.warmupS);
      if (warm.delivered === 0) throw new Error(`${target.name}: no message was delivered in the warm-up`);
    }
    const bareResult = await runPhase(bare, CHAT_LOAD.latencyRate, CHAT_LOAD.latencyS);
    log(`  bare     ${line(bareResult)}`);
    const tribuneResult = await runPhase(tribune, CHAT_LOAD.latencyRate, CHAT_LOAD.latencyS);
    log(`  tribune  ${line(tribuneResult)}`);

    log(`  steps (${CHAT_LOAD.stepS} s each, stop at p99 >= ${CHAT_LOAD.p99LimitMs} ms):`);
    const steps: PhaseResult[] = [];
    for (const rate of CHAT_LOAD.steps) {
      const step = await runPhase(tribune, rate, CHAT_LOAD.stepS);
      steps.push(step);
      log(`    ${String(rate).padStart(4)} msg/s  ${line(step)}`);
      if (!passes(step)) break;
    }
    const sustained = [...steps].reverse().find(passes);
    return {
      clients: CLIENTS,
      rate: CHAT_LOAD.latencyRate,
      tribune: tribuneResult,
      bare: bareResult,
      ratioP50: tribuneResult.p50Ms / bareResult.p50Ms,
      ratioP99: tribuneResult.p99Ms / bareResult.p99Ms,
      steps,
      sustainedRate: sustained?.rate ?? null,
      sustainedAchievedRate: sustained ? round(sustained.achievedRate) : null,
    };
  } finally {
    for (const target of targets) await target.close();
    for (const child of children.reverse()) await child.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

/** A step counts when every message arrived, none failed, and p99 stayed under the limit. */
function passes(step: PhaseResult): boolean {
  return step.p99Ms < CHAT_LOAD.p99LimitMs && step.lost === 0 && step.errors === 0 && !step.overloaded;
}

/** Runs one part; a failure is printed as FAILED and the others go on. */
async function part<T>(log: (line: string) => void, fn: () => Promise<T>): Promise<T | { failed: string }> {
  try {
    return await fn();
  } catch (err) {
    const failed = err instanceof Error ? err.message : String(err);
    log(`  FAILED: ${failed}`);
    return { failed };
  }
}

const failed = (v: unknown): v is { failed: string } => !!v && typeof v === 'object' && 'failed' in v;

/** Every chat figure, each part on its own (a missing or failing part reports FAILED). */
export async function benchChat(log: (line: string) => void) {
  log(
    `\n[chat 1/3] delivery: ${CLIENTS} clients, ${CLIENTS / 2} conversations, ${CHAT_LOAD.latencyRate} msg/s for ${CHAT_LOAD.latencyS} s, real app on the embedded database (PGlite on disk, as npm start) vs a bare ws relay`,
  );
  const delivery = await part(log, () => benchChatDelivery(log));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  let deliveryPg: ChatDeliveryFigures | { failed: string } | undefined;
  if (postgresUrl) {
    log(`\n[chat 1b/3] delivery again with the app on PostgreSQL (BENCH_DATABASE_URL)`);
    deliveryPg = await part(log, () => benchChatDelivery(log, postgresUrl));
  }
  log(`\n[chat 2/3] crypto (bench/chat-crypto.ts)`);
  let printCrypto: ((figures: never) => void) | undefined;
  const crypto = await part(log, async () => {
    const mod = await import('./chat-crypto.ts');
    printCrypto = mod.printChatCrypto as (figures: never) => void;
    return mod.benchChatCrypto(log);
  });
  log(`\n[chat 3/3] on-device search over 10000 messages (apps/web/src/features/chat/data/search.bench.ts)`);
  const search = await part(log, async () => {
    // Not a literal: the bench's type project does not include the web app (its own tsconfig does).
    const mod = (await import(SEARCH_BENCH)) as {
      benchSearch: (log: (line: string) => void) => Promise<SearchFigures>;
    };
    return mod.benchSearch(log);
  });

  console.log('\n=== Results: issue #5 chat ===\n');
  if (failed(delivery)) console.log(`Delivery: FAILED (${delivery.failed})`);
  else {
    const d = delivery;
    printTable([
      ['send-to-delivery', 'p50 ms', 'p99 ms', 'delivered'],
      ['tribune (POST -> socket)', fmt(d.tribune.p50Ms, 1), fmt(d.tribune.p99Ms, 1), `${d.tribune.delivered}`],
      ['bare ws relay', fmt(d.bare.p50Ms, 1), fmt(d.bare.p99Ms, 1), `${d.bare.delivered}`],
      ['ratio tribune/bare', fmt(d.ratioP50, 1), fmt(d.ratioP99, 1), ''],
    ]);
    console.log(
      `\nSustained with delivery p99 < ${CHAT_LOAD.p99LimitMs} ms: ${
        d.sustainedRate === null
          ? `below ${CHAT_LOAD.steps[0]} msg/s`
          : `${d.sustainedRate} msg/s offered (${fmt(d.sustainedAchievedRate ?? 0)} msg/s delivered)`
      }${d.steps.length === CHAT_LOAD.steps.length && d.steps.every(passes) ? ' (the highest step: the limit is higher)' : ''}.`,
    );
  }
  if (deliveryPg) {
    console.log(
      failed(deliveryPg)
        ? `\nOn PostgreSQL: FAILED (${deliveryPg.failed})`
        : `\nOn PostgreSQL: delivery p50 ${fmt(deliveryPg.tribune.p50Ms, 1)} ms / p99 ${fmt(deliveryPg.tribune.p99Ms, 1)} ms at ${deliveryPg.rate} msg/s; sustained with p99 < ${CHAT_LOAD.p99LimitMs} ms: ${
            deliveryPg.sustainedRate === null
              ? `below ${CHAT_LOAD.steps[0]} msg/s`
              : `${deliveryPg.sustainedRate} msg/s offered (${fmt(deliveryPg.sustainedAchievedRate ?? 0)} msg/s delivered)`
          }.`,
    );
  } else console.log('\nOn PostgreSQL: not run (set BENCH_DATABASE_URL to a PostgreSQL admin URL).');
  if (failed(crypto)) console.log(`\nCrypto: FAILED (${crypto.failed})`);
  else {
    console.log('\nCrypto (WebCrypto in Node, this process):');
    printCrypto?.(crypto as never);
  }
  console.log(
    `\nSearch: ${
      failed(search)
        ? `FAILED (${search.failed})`
        : `${search.messages} messages, index ${fmt(search.indexMs)} ms, search p50 ${fmt(search.searchP50Ms, 2)} ms / p99 ${fmt(search.searchP99Ms, 2)} ms, full-scan baseline p50 ${fmt(search.baselineScanP50Ms, 2)} ms`
    }`,
  );
  console.log('\nNotes:');
  console.log(
    `- Delivery: ${CLIENTS} ws clients in the bench process, each authenticated on GET /v2/realtime; messages sealed beforehand (AES-GCM, unique content) and POSTed to /v2/chat_conversations/{id}/messages at a fixed open-loop rate, alternating direction; latency from just before the POST to the message frame at the recipient. The app runs in a child process on PGlite in a temp data dir, logger at info to /dev/null, e2eEncryption on (the conversation keys' wrapped copies are random bytes of the right size: the server stores them opaque). Steps stop at the first rate whose p99 reaches the limit or that loses or refuses a message. The bare relay (child process, ws) forwards {to, content} from the sender's socket to the recipient's; same clients, rate and content size.`,
  );
  console.log(
    `- ${os.cpus().length} cores, load generator and servers share them: compare ratios, not absolute numbers.`,
  );
  const ok = !failed(delivery) && !(deliveryPg && failed(deliveryPg)) && !failed(crypto) && !failed(search);
  return { ok, delivery, deliveryPostgres: deliveryPg ?? null, crypto, search };
}

/** `npm run bench -- chat`: only the chat figures, then one BENCH_JSON_CHAT line. */
export async function runChatOnly(log: (line: string) => void): Promise<boolean> {
  log(
    `Tribune bench: chat (issue #5) (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`,
  );
  const result = await benchChat(log);
  console.log(`BENCH_JSON_CHAT ${JSON.stringify(result)}`);
  return result.ok;
}
