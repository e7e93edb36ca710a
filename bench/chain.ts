// Figures of issue #15 (the community chain), `npm run bench -- chain`:
// 1. indexer events per second from a backlog of 10,000+ events (boosts of a few fans on a fresh
//    embedded chain: Transfer, Sent and CommentBoosted each), ChainIndexer.runOnce over a fresh
//    in-memory PGlite, against reading the same logs with viem alone (getLogs + parseEventLogs over
//    the same range in the same 500-block batches), alternating in the same process and minute: the ratio;
// 2. token sends per second through the API (hot wallets, the server's operatorSend through the
//    admin wallet) on the embedded chain, with the journal: N fans sending to each other at once,
//    p50/p99 latency of a send until its answer says `complete`, and sends per second.
// Everything runs in this process (the app through a real socket on 127.0.0.1).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  encodeFunctionData,
  parseEther,
  parseEventLogs,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { communityActionsAbi, communityNftAbi, communityTokenAbi, toUnits } from '@tribune/contracts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { startEmbeddedChain, type EmbeddedChain } from '../apps/server/src/modules/chain/embedded-node.ts';
import { ChainIndexer } from '../apps/server/src/modules/chain/indexer.ts';
import { saveDeployment } from '../apps/server/src/modules/chain/repository.ts';
import { ChainRuntime, type ChainBackend } from '../apps/server/src/modules/chain/runtime.ts';
import { benchIdentity } from './chat-load.ts';
import { benchApp } from './child.ts';
import { fmt, median, pool, printTable, round } from './lib.ts';

const LOAD = {
  /** Events wanted in the backlog; each boost logs three. */
  events: 10_000,
  /** Fans boosting at once while the backlog is made (each its own nonces). */
  boosters: 8,
  /** Blocks per eth_getLogs for both sides (the indexer's default). */
  batchBlocks: 500,
  /** Fans sending through the API at once, and sends each. */
  senders: 20,
  sendsEach: 8,
};

const ALL_EVENTS = [...communityTokenAbi, ...communityNftAbi, ...communityActionsAbi].filter((x) => x.type === 'event');
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, trace: () => {}, fatal: () => {} };
const quietLog = quiet as never;

export interface ChainFigures {
  backlog: {
    events: number;
    blocks: number;
    indexerEventsPerS: number;
    viemEventsPerS: number;
    /** Indexer rate ÷ viem rate (1 = as fast as reading alone). */
    ratio: number;
    madeInS: number;
  };
  sends: {
    fans: number;
    sends: number;
    complete: number;
    failed: number;
    sendsPerS: number;
    p50Ms: number;
    p99Ms: number;
    /** The next start of that chain: its journal replayed (entries, ms of the whole start, entries/s). */
    replayEntries: number;
    replayStartMs: number;
    replayPerS: number;
  };
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ pglite: await PGlite.create() });
  await database.migrate();
  return database;
}

function backendOf(node: EmbeddedChain, journaled: boolean): ChainBackend {
  return {
    request: node.request,
    chainId: node.chainId,
    chainName: 'Bench chain',
    adminKey: node.adminKey,
    confirmations: 0,
    ...(journaled ? { sendRaw: (raw: Hex) => node.sendRaw(raw) } : {}),
  };
}

/** Sends `calls` from one account with consecutive nonces, each answered when mined (hardhat automines). */
async function pipeline(
  client: PublicClient,
  account: PrivateKeyAccount,
  chainId: number,
  calls: Array<{ to: Address; data: Hex }>,
) {
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const fees = await client.estimateFeesPerGas();
  for (const call of calls) {
    const raw = await account.signTransaction({
      ...call,
      chainId,
      nonce: nonce++,
      gas: 250_000n,
      maxFeePerGas: fees.maxFeePerGas * 2n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      type: 'eip1559',
    });
    await client.request({ method: 'eth_sendRawTransaction', params: [raw] });
  }
}

/** Figure 1: a backlog of boosts, read by viem alone and by the indexer, alternating. */
async function benchBacklog(log: (line: string) => void, dir: string): Promise<ChainFigures['backlog']> {
  const node = await startEmbeddedChain({ dir: path.join(dir, 'backlog-chain'), log: quiet });
  const setupDb = await freshDatabase();
  const databases: Database[] = [setupDb];
  try {
    // Not journaled: this chain is thrown away, and the backlog is made fast.
    const runtime = await ChainRuntime.open(backendOf(node, false), setupDb.db, quietLog);
    const d = runtime.deployment;
    const client = runtime.publicClient;
    const fans = Array.from({ length: LOAD.boosters }, () => privateKeyToAccount(generatePrivateKey()));
    const boostsEach = Math.ceil(LOAD.events / 3 / fans.length);
    const t0 = performance.now();
    for (const fan of fans) {
      await runtime.send(runtime.admin, { to: fan.address, value: parseEther('10') });
      await runtime.send(runtime.admin, {
        to: d.tokenAddress as Address,
        data: encodeFunctionData({
          abi: communityTokenAbi,
          functionName: 'mint',
          args: [fan.address, toUnits('1000000')],
        }),
      });
      await runtime.send(fan, {
        to: d.tokenAddress as Address,
        data: encodeFunctionData({
          abi: communityTokenAbi,
          functionName: 'authorizeOperator',
          args: [d.actionsAddress as Address],
        }),
      });
    }
    await Promise.all(
      fans.map((fan, f) =>
        pipeline(
          client,
          fan,
          node.chainId,
          Array.from({ length: boostsEach }, (_, i) => ({
            to: d.actionsAddress as Address,
            data: encodeFunctionData({
              abi: communityActionsAbi,
              functionName: 'boostComment',
              args: [BigInt(1 + ((f * boostsEach + i) % 997)), 1n + BigInt(i % 5)],
            }),
          })),
        ),
      ),
    );
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const madeInS = (performance.now() - t0) / 1000;
    log(
      `  backlog: ${fmt(fans.length * boostsEach)} boosts by ${fans.length} fans in ${fmt(madeInS, 1)} s, blocks ${d.fromBlock}..${head}`,
    );

    const addresses = [d.tokenAddress, d.nftAddress, d.actionsAddress] as Address[];
    const viemRead = async (): Promise<{ events: number; seconds: number }> => {
      const start = performance.now();
      let events = 0;
      for (let from = d.fromBlock; from <= head; from += BigInt(LOAD.batchBlocks)) {
        const to = from + BigInt(LOAD.batchBlocks) - 1n < head ? from + BigInt(LOAD.batchBlocks) - 1n : head;
        const logs = await client.getLogs({ address: addresses, fromBlock: from, toBlock: to });
        events += parseEventLogs({ abi: ALL_EVENTS, logs }).length;
      }
      return { events, seconds: (performance.now() - start) / 1000 };
    };
    const indexerRun = async (): Promise<{ events: number; seconds: number }> => {
      const database = await freshDatabase();
      databases.push(database);
      await saveDeployment(database.db, d);
      const indexer = new ChainIndexer(database.db, runtime, { batchBlocks: LOAD.batchBlocks });
      const start = performance.now();
      const events = await indexer.runOnce();
      return { events, seconds: (performance.now() - start) / 1000 };
    };
    const viem: number[] = [];
    const indexed: number[] = [];
    let events = 0;
    // One untimed read first: the node's and this process's first pass over the range is several times slower.
    const warm = await viemRead();
    log(`  warm-up ${fmt(warm.events)} events in ${fmt(warm.seconds, 2)} s (not counted)`);
    for (const side of ['indexer', 'viem', 'indexer', 'viem'] as const) {
      const run = side === 'viem' ? await viemRead() : await indexerRun();
      if (events && run.events !== events)
        throw new Error(`${side} read ${run.events} events, the other side ${events}`);
      events = run.events;
      (side === 'viem' ? viem : indexed).push(run.events / run.seconds);
      log(
        `  ${side.padEnd(7)} ${fmt(run.events)} events in ${fmt(run.seconds, 2)} s = ${fmt(run.events / run.seconds)} events/s`,
      );
    }
    const indexerEventsPerS = median(indexed);
    const viemEventsPerS = median(viem);
    return {
      events,
      blocks: Number(head - d.fromBlock + 1n),
      indexerEventsPerS: round(indexerEventsPerS),
      viemEventsPerS: round(viemEventsPerS),
      ratio: round(indexerEventsPerS / viemEventsPerS, 3),
      madeInS: round(madeInS, 1),
    };
  } finally {
    for (const database of databases) await database.close().catch(() => {});
    await node.stop();
  }
}

/** Figure 2: sends through the API from hot wallets on the journaled embedded chain. */
async function benchSends(log: (line: string) => void, dir: string): Promise<ChainFigures['sends']> {
  const node = await startEmbeddedChain({ dir: path.join(dir, 'sends-chain'), log: quiet });
  const identity = await benchIdentity('http://bench-identity.test');
  const database = await freshDatabase();
  const dataDir = path.join(dir, 'data');
  await fs.mkdir(dataDir, { recursive: true });
  let result: Omit<ChainFigures['sends'], 'replayEntries' | 'replayStartMs' | 'replayPerS'>;
  const app = await benchApp(
    database,
    { TRIBUNE_DATA_DIR: dataDir, IDENTITY_MODE: 'external', IDENTITY_ISSUER: identity.issuer, LOG_LEVEL: 'error' },
    { jwks: () => identity.jwks, chain: backendOf(node, true) },
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.chain.settled();
    const { runtime } = app.chain.require();
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const call = async (method: string, url: string, token: string, body?: unknown, key?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { data?: { attributes?: Record<string, string> } };
      return { status: res.status, json };
    };
    const fans = await Promise.all(
      Array.from({ length: LOAD.senders }, async (_, i) => ({ i, token: await identity.sign(`bench-chain-${i}`) })),
    );
    const t0 = performance.now();
    const wallets = await pool(fans, 4, async (fan) => {
      const created = await call('POST', '/v2/user/hot_wallet', fan.token);
      if (created.status !== 200) throw new Error(`hot_wallet answered ${created.status}`);
      const address = created.json.data!.attributes!.wallet_address as Address;
      await runtime.send(runtime.admin, {
        to: runtime.deployment.tokenAddress as Address,
        data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'mint', args: [address, toUnits('1000')] }),
      });
      return address;
    });
    log(`  ${fans.length} fans with hot wallets and 1,000 tokens each in ${fmt((performance.now() - t0) / 1000, 1)} s`);

    const latencies: number[] = [];
    let complete = 0;
    let failed = 0;
    const start = performance.now();
    await Promise.all(
      fans.map(async (fan) => {
        for (let k = 0; k < LOAD.sendsEach; k++) {
          const sent = performance.now();
          const res = await call(
            'POST',
            '/v2/transactions',
            fan.token,
            { transaction: { amount: toUnits('1.5').toString(), to_address: wallets[(fan.i + 1) % fans.length] } },
            `bench-${fan.i}-${k}`,
          );
          latencies.push(performance.now() - sent);
          if (res.status === 201 && res.json.data?.attributes?.tx_status === 'complete') complete++;
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    result = {
      fans: fans.length,
      sends: latencies.length,
      complete,
      failed,
      sendsPerS: round(complete / seconds, 1),
      p50Ms: round(pct(50)),
      p99Ms: round(pct(99)),
    };
  } finally {
    await app.close();
    await database.close().catch(() => {});
    await node.stop();
  }
  // The next start replays what these sends journaled.
  const restartedAt = performance.now();
  const again = await startEmbeddedChain({ dir: path.join(dir, 'sends-chain'), log: quiet });
  const replayStartMs = performance.now() - restartedAt;
  await again.stop();
  log(`  restart: ${again.replayed} journal entries replayed, the chain up in ${fmt(replayStartMs)} ms`);
  return {
    ...result,
    replayEntries: again.replayed,
    replayStartMs: round(replayStartMs),
    replayPerS: round((again.replayed * 1000) / replayStartMs),
  };
}

/** `npm run bench -- chain`: both figures; false when one failed. */
export async function runChainOnly(log: (line: string) => void): Promise<boolean> {
  log(
    `Tribune bench: issue #15, the community chain (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-chain-'));
  const started = performance.now();
  let ok = true;
  let backlog: ChainFigures['backlog'] | undefined;
  let sends: ChainFigures['sends'] | undefined;
  try {
    log(`\n[1/2] indexer vs viem alone over a backlog of ${fmt(LOAD.events)}+ events`);
    backlog = await benchBacklog(log, dir);
  } catch (err) {
    ok = false;
    log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    log(`\n[2/2] token sends through the API: ${LOAD.senders} hot-wallet fans × ${LOAD.sendsEach} sends at once`);
    sends = await benchSends(log, dir);
  } catch (err) {
    ok = false;
    log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
  }
  await fs.rm(dir, { recursive: true, force: true });

  console.log('\n=== Results: issue #15, the community chain ===\n');
  const rows: string[][] = [['figure', 'value', 'baseline', 'ratio']];
  if (backlog) {
    rows.push([
      `indexer, ${fmt(backlog.events)} events in ${fmt(backlog.blocks)} blocks (events/s)`,
      fmt(backlog.indexerEventsPerS),
      `viem alone ${fmt(backlog.viemEventsPerS)}`,
      fmt(backlog.ratio, 3),
    ]);
  }
  if (sends) {
    rows.push([`token sends through the API, ${sends.fans} fans at once (sends/s)`, fmt(sends.sendsPerS, 1), '', '']);
    rows.push(['send latency to complete p50 / p99 (ms)', `${fmt(sends.p50Ms)} / ${fmt(sends.p99Ms)}`, '', '']);
    rows.push(['sends complete / failed', `${sends.complete} / ${sends.failed}`, '', '']);
    rows.push([
      `restart: ${fmt(sends.replayEntries)} journal entries replayed (entries/s of the whole start)`,
      fmt(sends.replayPerS),
      `up in ${fmt(sends.replayStartMs)} ms`,
      '',
    ]);
  }
  if (rows.length > 1) printTable(rows);
  console.log('\nNotes:');
  console.log(
    '- Indexer: ChainIndexer.runOnce (decode, insert into chain_events, balances, entitlements, cursor; one transaction per 500 blocks; no effect hooks) over a fresh in-memory PGlite each round; viem: getLogs + parseEventLogs over the same blocks in the same batches. One untimed viem read first (warm-up), then rounds alternate indexer, viem, indexer, viem; medians. Ratio = indexer rate / viem rate.',
  );
  console.log(
    "- Sends: the real app in this process on an in-memory PGlite, through a socket on 127.0.0.1; each send is the server's operatorSend from the admin wallet (operator of every hot wallet), journaled with an fsync, answered once its receipt is in (tx_status complete). The admin wallet sends one transaction at a time (nonces), so this is the serial rate of one server instance; the indexer job runs meanwhile.",
  );
  console.log(
    `- ${os.cpus().length} noisy cores: compare ratios, not absolute numbers. Total ${fmt((performance.now() - started) / 1000)} s.`,
  );
  console.log(
    `BENCH_JSON_CHAIN ${JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, backlog, sends })}`,
  );
  return ok;
}
