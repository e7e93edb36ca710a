// Figures of issue #34 (NFT collectibles), `npm run bench -- nfts`, each against a baseline in the
// same process and minute:
// 1. the showroom list (`GET /v2/nft_collections`) and my NFTs (`GET /v2/nfts?by_current_user=true`)
//    in requests per second, the real app against a bare Fastify route running the same SQL on the
//    same PGlite (serve-nfts.ts), rounds alternating: the ratio (goal ≥ 0.8);
// 2. the indexer's NFT events per second over a backlog of NFT mints (mintBatch and mint to many
//    holders on a fresh embedded chain), ChainIndexer.runOnce with the NFT effects over a fresh
//    in-memory PGlite, against reading the same logs with viem alone (getLogs + parseEventLogs):
//    the ratio;
// 3. gifts per second with p99 (`POST /v2/nfts/{id}/gift`, docs/NFTS.md "Gifting") from hot-wallet
//    fans at once, against the admin's operator transfers of the same copies sent directly: the
//    ratio; skipped with a line when the route is not there; on PGlite, and on PostgreSQL with
//    BENCH_DATABASE_URL;
// 4. the NFT area's first-view JavaScript, gzipped (the initial JavaScript plus a page's chunk and
//    its static imports), against the budget of the initial JavaScript;
// 5. Lighthouse mobile on a collection page of the demo, against the home page in the same run.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { withModule } from '@tribune/domain';
import { encodeFunctionData, parseEther, parseEventLogs, type Address, type Hex, type PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { communityNftAbi } from '@tribune/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { ChainEffects } from '../apps/server/src/modules/chain/effects.ts';
import { startEmbeddedChain, type EmbeddedChain } from '../apps/server/src/modules/chain/embedded-node.ts';
import { ChainIndexer } from '../apps/server/src/modules/chain/indexer.ts';
import { saveDeployment } from '../apps/server/src/modules/chain/repository.ts';
import { ChainRuntime, type ChainBackend } from '../apps/server/src/modules/chain/runtime.ts';
// The nfts module's app decorations (`app.nftsAdmin`) come with its front door's types.
import type {} from '../apps/server/src/modules/nfts/index.ts';
import { registerNftEffects } from '../apps/server/src/modules/nfts/ownership.ts';
import { BUDGET_BYTES, measureInitialJs } from './bundle.ts';
import { benchIdentity } from './chat-load.ts';
import { benchApp } from './child.ts';
import { fmt, freePort, median, pool, printTable, ROOT, round, startChild, type ChildServer } from './lib.ts';
import { RUNS, lighthouseRun, startLighthouseSetup, type LighthousePageRun } from './lighthouse.ts';
import { routeChunks } from './web.ts';
import { ensureWebBuild } from './webbuild.ts';

const LOAD = {
  connections: 20,
  warmupS: 2,
  durationS: 6,
  /** NFT mints in the backlog: batches of `batchIds` ids to one holder, and single mints. */
  batches: 240,
  batchIds: 10,
  singles: 240,
  holders: 40,
  batchBlocks: 500,
  /** Gifts: fans giving at once, gifts each. */
  givers: 10,
  giftsEach: 10,
};

const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, trace: () => {}, fatal: () => {} };
const quietLog = quiet as never;
const NFT_EVENTS_ABI = communityNftAbi.filter((x) => x.type === 'event');

type Log = (line: string) => void;

export interface ListFigure {
  path: string;
  appRps: number;
  bareRps: number;
  ratio: number;
  appP99Ms: number;
}
export interface IndexerFigure {
  events: number;
  copies: number;
  blocks: number;
  indexerEventsPerS: number;
  viemEventsPerS: number;
  ratio: number;
}
export interface GiftFigure {
  database: 'pglite' | 'postgresql';
  gifts: number;
  sent: number;
  failed: number;
  giftsPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** The admin's operator transfers of as many copies, sent directly. */
  baselinePerS: number;
  ratio: number;
}
export interface BundleFigure {
  initialGz: number;
  pages: Array<{ src: string; addedGz: number; firstViewGz: number }>;
  budget: number;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. The showroom list and my NFTs against the bare route

async function benchLists(log: Log): Promise<ListFigure[]> {
  const identity = await benchIdentity('http://bench-identity.test');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-nfts-'));
  const barePort = await freePort();
  let child: ChildServer | undefined;
  try {
    child = await startChild(
      'serve-nfts.ts',
      { barePort, jwks: identity.jwks, issuer: identity.issuer, dataDir },
      180_000,
    );
    const token = await identity.sign('bench-nft-1');
    const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const cases = [
      {
        path: '/v2/nft_collections?per_page=12',
        app: `http://127.0.0.1:${child.port}/v2/nft_collections?per_page=12`,
        bare: `http://127.0.0.1:${barePort}/v2/nft_collections?per_page=12`,
        headers: { accept: 'application/json' } as Record<string, string>,
      },
      {
        path: '/v2/nfts?by_current_user=true&per_page=24',
        app: `http://127.0.0.1:${child.port}/v2/nfts?by_current_user=true&per_page=24`,
        bare: `http://127.0.0.1:${barePort}/v2/nfts?u=bench-nft-1&per_page=24`,
        headers: auth,
      },
    ];
    const figures: ListFigure[] = [];
    for (const c of cases) {
      const first = await fetch(c.app, { headers: c.headers });
      const doc = (await first.json()) as { data: unknown[]; included: unknown[] };
      if (first.status !== 200 || doc.data.length === 0) throw new Error(`app ${c.path} answered ${first.status}`);
      const bare = await fetch(c.bare);
      if (bare.status !== 200) throw new Error(`bare ${c.path} answered ${bare.status}: ${await bare.text()}`);
      await bare.arrayBuffer();
      log(`  ${c.path}: ${doc.data.length} records, ${doc.included.length} included`);
      const rounds: Array<{ target: 'app' | 'bare'; rps: number; p99: number }> = [];
      for (const target of ['bare', 'app', 'bare', 'app'] as const) {
        const [url, headers] = target === 'app' ? [c.app, c.headers] : [c.bare, {}];
        await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.warmupS });
        const r = await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.durationS });
        if (r.non2xx + r.errors > 0) throw new Error(`${target} ${c.path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        rounds.push({ target, rps: r.requests.average, p99: r.latency.p99 });
        log(`    ${target.padEnd(4)} ${fmt(r.requests.average)} req/s (p99 ${r.latency.p99} ms)`);
      }
      const appRps = median(rounds.filter((r) => r.target === 'app').map((r) => r.rps));
      const bareRps = median(rounds.filter((r) => r.target === 'bare').map((r) => r.rps));
      figures.push({
        path: c.path,
        appRps: round(appRps),
        bareRps: round(bareRps),
        ratio: round(appRps / bareRps, 3),
        appP99Ms: median(rounds.filter((r) => r.target === 'app').map((r) => r.p99)),
      });
    }
    return figures;
  } finally {
    await child?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The indexer's NFT events against viem alone

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

/** The admin's calls with consecutive nonces, each sent without waiting for the previous one's receipt. */
async function pipeline(runtime: ChainRuntime, calls: Array<{ to: Address; data: Hex }>): Promise<void> {
  const client = runtime.publicClient;
  const account = runtime.admin;
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const fees = await client.estimateFeesPerGas();
  for (const call of calls) {
    const raw = await account.signTransaction({
      ...call,
      chainId: runtime.backend.chainId,
      nonce: nonce++,
      gas: 1_500_000n,
      maxFeePerGas: fees.maxFeePerGas * 2n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      type: 'eip1559',
    });
    await client.request({ method: 'eth_sendRawTransaction', params: [raw] });
  }
}

async function benchIndexer(log: Log, dir: string): Promise<IndexerFigure> {
  const node = await startEmbeddedChain({ dir: path.join(dir, 'nft-chain'), log: quiet });
  const setupDb = await freshDatabase();
  const databases: Database[] = [setupDb];
  try {
    const runtime = await ChainRuntime.open(backendOf(node, false), setupDb.db, quietLog);
    const d = runtime.deployment;
    const nft = d.nftAddress as Address;
    const holders = Array.from({ length: LOAD.holders }, () => privateKeyToAccount(generatePrivateKey()).address);
    const t0 = performance.now();
    const calls: Array<{ to: Address; data: Hex }> = [];
    for (let i = 0; i < LOAD.batches; i++) {
      const ids = Array.from({ length: LOAD.batchIds }, (_, k) => BigInt(1 + ((i * LOAD.batchIds + k) % 500)));
      calls.push({
        to: nft,
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'mintBatch',
          args: [holders[i % holders.length]!, ids, ids.map(() => 2n), '0x'],
        }),
      });
    }
    for (let i = 0; i < LOAD.singles; i++) {
      calls.push({
        to: nft,
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'mint',
          args: [holders[(i * 7) % holders.length]!, BigInt(1 + (i % 500)), 1n, '0x'],
        }),
      });
    }
    await pipeline(runtime, calls);
    const head = await runtime.publicClient.getBlockNumber({ cacheTime: 0 });
    const copies = LOAD.batches * LOAD.batchIds * 2 + LOAD.singles;
    log(
      `  backlog: ${fmt(calls.length)} NFT mints (${fmt(copies)} copies to ${holders.length} holders) in ${fmt((performance.now() - t0) / 1000, 1)} s, blocks ${d.fromBlock}..${head}`,
    );
    const addresses = [d.tokenAddress, d.nftAddress, d.actionsAddress] as Address[];
    const viemRead = async () => {
      const start = performance.now();
      let events = 0;
      for (let from = d.fromBlock; from <= head; from += BigInt(LOAD.batchBlocks)) {
        const to = from + BigInt(LOAD.batchBlocks) - 1n < head ? from + BigInt(LOAD.batchBlocks) - 1n : head;
        const logs = await runtime.publicClient.getLogs({ address: addresses, fromBlock: from, toBlock: to });
        events += parseEventLogs({ abi: NFT_EVENTS_ABI, logs }).length;
      }
      return { events, seconds: (performance.now() - start) / 1000 };
    };
    const indexerRun = async () => {
      const database = await freshDatabase();
      databases.push(database);
      await saveDeployment(database.db, d);
      const effects = new ChainEffects();
      registerNftEffects(effects);
      const indexer = new ChainIndexer(database.db, runtime, {
        batchBlocks: LOAD.batchBlocks,
        onEvents: (tx, events) => effects.apply(tx, events, 1),
      });
      const start = performance.now();
      const events = await indexer.runOnce();
      return { events, seconds: (performance.now() - start) / 1000 };
    };
    const warm = await viemRead();
    log(`  warm-up ${fmt(warm.events)} events in ${fmt(warm.seconds, 2)} s (not counted)`);
    const viem: number[] = [];
    const indexed: number[] = [];
    let events = 0;
    for (const side of ['indexer', 'viem', 'indexer', 'viem'] as const) {
      const r = side === 'viem' ? await viemRead() : await indexerRun();
      // The indexer also stores the deployment's own events (roles, royalties); compare NFT events only.
      if (side === 'viem') events = r.events;
      (side === 'viem' ? viem : indexed).push(r.events / r.seconds);
      log(
        `  ${side.padEnd(7)} ${fmt(r.events)} events in ${fmt(r.seconds, 2)} s = ${fmt(r.events / r.seconds)} events/s`,
      );
    }
    const indexerEventsPerS = median(indexed);
    const viemEventsPerS = median(viem);
    return {
      events,
      copies,
      blocks: Number(head - d.fromBlock + 1n),
      indexerEventsPerS: round(indexerEventsPerS),
      viemEventsPerS: round(viemEventsPerS),
      ratio: round(indexerEventsPerS / viemEventsPerS, 3),
    };
  } finally {
    for (const database of databases) await database.close().catch(() => {});
    await node.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Gifts per second through the API against the admin's operator transfers

async function benchGifts(log: Log, dir: string, databaseUrl?: string): Promise<GiftFigure | 'absent'> {
  const node = await startEmbeddedChain({
    dir: path.join(dir, `gift-chain-${databaseUrl ? 'pg' : 'pglite'}`),
    log: quiet,
  });
  const identity = await benchIdentity('http://bench-identity.test');
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : await freshDatabase();
  if (databaseUrl) await database.migrate();
  const dataDir = path.join(dir, `gift-data-${databaseUrl ? 'pg' : 'pglite'}`);
  await fs.mkdir(dataDir, { recursive: true });
  const app = await benchApp(
    database,
    { TRIBUNE_DATA_DIR: dataDir, IDENTITY_MODE: 'external', IDENTITY_ISSUER: identity.issuer, LOG_LEVEL: 'error' },
    { jwks: () => identity.jwks, chain: backendOf(node, true) },
  );
  try {
    if (!app.hasRoute({ method: 'POST', url: '/v2/nfts/:id/gift' })) return 'absent';
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.chain.settled();
    const { runtime, wallets } = app.chain.require();
    const snapshot = app.instance.snapshot();
    const total = LOAD.givers * LOAD.giftsEach;
    const on = withModule(snapshot.config, 'nfts', true);
    const moduleConfig = {
      ...on,
      modules: { ...on.modules, nfts: { ...on.modules.nfts, nftGiftingDailyLimit: total * 2 } },
    };
    await app.instance.update({ moduleConfig, featureFlags: { ...snapshot.flags, nftGifting: true } });
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
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    };
    const fans = await Promise.all(
      Array.from({ length: LOAD.givers * 2 }, async (_, i) => {
        const token = await identity.sign(`bench-gift-${i}`);
        const me = await call('GET', '/v2/user/show', token);
        const data = me.json.data as { id: string; attributes: { slug: string } };
        return { i, token, id: data.id, slug: data.attributes.slug };
      }),
    );
    const givers = fans.slice(0, LOAD.givers);
    const recipients = fans.slice(LOAD.givers);
    // The catalogue written as the admin API writes it; the copies minted through the admin's mint
    // (each giver gets twice the copies they give, for the gifts and the baseline's transfers, and one to keep).
    const db = database.db;
    const [collection] = rowsOf<{ id: number | string }>(
      await db.execute(sql`insert into nft_collections (slug, name) values ('bench-gifts', '{"en":"Bench gifts"}'::jsonb)
        returning id`),
    );
    await db.execute(
      sql`insert into nft_collection_slugs (slug, collection_id) values ('bench-gifts', ${collection!.id})`,
    );
    const [card] = rowsOf<{ id: number | string }>(
      await db.execute(sql`insert into nfts (collection_id, name, supply) values (${collection!.id},
        '{"en":"Bench card"}'::jsonb, ${total * 4}) returning id`),
    );
    const nftId = String(card!.id);
    for (const g of givers) {
      await app.nftsAdmin.mint(
        Number(nftId),
        { user_id: g.id, amount: LOAD.giftsEach * 2 + 1 },
        `bench-mint-${g.i}`,
        Number(g.id),
      );
    }
    const latencies: number[] = [];
    let sent = 0;
    let failed = 0;
    const start = performance.now();
    await Promise.all(
      givers.map(async (g, gi) => {
        for (let k = 0; k < LOAD.giftsEach; k++) {
          const at = performance.now();
          const res = await call(
            'POST',
            `/v2/nfts/${nftId}/gift`,
            g.token,
            { gift: { target_user_slug: recipients[(gi + k) % recipients.length]!.slug } },
            `bench-gift-${g.i}-${k}`,
          );
          latencies.push(performance.now() - at);
          if (res.status === 201) sent++;
          else failed++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    // The baseline: as many copies moved by the admin as operator of each giver's hot wallet, directly.
    const transfers: Array<{ from: Address; to: Address }> = [];
    for (const [gi, g] of givers.entries()) {
      const wallet = await wallets.find(Number(g.id));
      if (!wallet) throw new Error('a giver without a hot wallet');
      const account: PrivateKeyAccount = wallets.account(wallet);
      const approved = await runtime.publicClient.readContract({
        address: runtime.deployment.nftAddress as Address,
        abi: communityNftAbi,
        functionName: 'isApprovedForAll',
        args: [account.address, runtime.admin.address],
      });
      if (!approved) {
        await runtime.send(runtime.admin, { to: account.address, value: parseEther('0.01') });
        await runtime.send(account, {
          to: runtime.deployment.nftAddress as Address,
          data: encodeFunctionData({
            abi: communityNftAbi,
            functionName: 'setApprovalForAll',
            args: [runtime.admin.address, true],
          }),
        });
      }
      const recipientWallet = await wallets.find(Number(recipients[gi % recipients.length]!.id));
      const to = (recipientWallet ? wallets.account(recipientWallet).address : account.address) as Address;
      for (let k = 0; k < LOAD.giftsEach; k++) transfers.push({ from: account.address, to });
    }
    const baselineStart = performance.now();
    await pool(transfers, LOAD.givers, async (t) =>
      runtime.send(runtime.admin, {
        to: runtime.deployment.nftAddress as Address,
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'safeTransferFrom',
          args: [t.from, t.to, BigInt(nftId), 1n, '0x'],
        }),
      }),
    );
    const baselinePerS = transfers.length / ((performance.now() - baselineStart) / 1000);
    const giftsPerS = sent / seconds;
    log(
      `  gifts: ${sent} sent, ${failed} failed in ${fmt(seconds, 1)} s = ${fmt(giftsPerS, 1)}/s (p99 ${fmt(pct(latencies, 99))} ms); operator transfers ${fmt(baselinePerS, 1)}/s`,
    );
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      gifts: total,
      sent,
      failed,
      giftsPerS: round(giftsPerS, 1),
      p50Ms: round(pct(latencies, 50)),
      p99Ms: round(pct(latencies, 99)),
      baselinePerS: round(baselinePerS, 1),
      ratio: round(giftsPerS / baselinePerS, 3),
    };
  } finally {
    await app.close();
    await database.close().catch(() => {});
    await node.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 4. The NFT area's first-view JavaScript; 5. Lighthouse on a collection page

function benchBundle(): BundleFigure {
  ensureWebBuild();
  const distDir = path.join(ROOT, 'apps/web/dist');
  const initial = measureInitialJs(distDir);
  const pages = routeChunks(distDir)
    .filter((c) => c.kind === 'page' && c.src.includes('features/nfts/'))
    .map((c) => ({ src: c.src, addedGz: c.addedGz, firstViewGz: initial.gzipBytes + c.addedGz }));
  if (pages.length === 0) throw new Error('no NFT page chunk in the Vite manifest');
  return { initialGz: initial.gzipBytes, pages, budget: BUDGET_BYTES };
}

async function benchLighthouseNfts(log: Log): Promise<{ collection: LighthousePageRun; home: LighthousePageRun }> {
  ensureWebBuild();
  const setup = await startLighthouseSetup('tribune-lighthouse-nfts-');
  try {
    let slug = '';
    const end = Date.now() + 180_000;
    while (!slug && Date.now() < end) {
      const res = await fetch(`${setup.base}/v2/nft_collections`, { headers: { 'requested-language': 'en' } });
      if (res.status === 200) {
        const body = (await res.json()) as { data: Array<{ attributes: { slug: string; nfts_count: number } }> };
        slug = body.data.find((c) => c.attributes.nfts_count > 0)?.attributes.slug ?? '';
      }
      if (!slug) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (!slug) throw new Error('the demo NFTs were not seeded in 180 s');
    const pick = async (page: string) => {
      const runs: LighthousePageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${setup.base}${page}`, setup.chromePort, page));
      runs.sort((a, b) => a.score - b.score);
      log(`  ${page}: scores ${runs.map((r) => r.score).join(', ')}`);
      return runs[Math.floor(runs.length / 2)]!;
    };
    const collection = await pick(`/en/nfts/showroom/${slug}`);
    const home = await pick('/en/');
    return { collection, home };
  } finally {
    await setup.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** `npm run bench -- nfts`: the figures; false when one failed. */
export async function runNftsOnly(log: Log): Promise<boolean> {
  log(
    `Tribune bench: issue #34, NFT collectibles (${os.cpus().length} cores, node ${process.version}, ${new Date().toISOString()})`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-bench-nfts-'));
  const started = performance.now();
  let ok = true;
  // `npm run bench -- nfts gifts` (or lists, indexer, bundle, lighthouse): only those figures.
  const FIGURES = ['lists', 'indexer', 'gifts', 'bundle', 'lighthouse'] as const;
  const only = FIGURES.filter((f) => process.argv.includes(f));
  const figureOf = (title: string) => FIGURES[Number(/^\[(\d)\//.exec(title)?.[1] ?? '1') - 1]!;
  const attempt = async <T>(title: string, fn: () => Promise<T> | T): Promise<T | undefined> => {
    if (only.length > 0 && !only.includes(figureOf(title))) return undefined;
    log(`\n${title}`);
    try {
      return await fn();
    } catch (err) {
      ok = false;
      log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
  };
  const lists = await attempt(
    `[1/5] showroom list and my NFTs: app vs bare Fastify + the same SQL (${LOAD.connections} connections)`,
    () => benchLists(log),
  );
  const indexer = await attempt('[2/5] the indexer over a backlog of NFT mints vs viem alone', () =>
    benchIndexer(log, dir),
  );
  const gifts: GiftFigure[] = [];
  let giftsAbsent = false;
  await attempt(
    `[3/5] gifts: ${LOAD.givers} fans × ${LOAD.giftsEach} gifts at once vs the admin's operator transfers`,
    async () => {
      const pglite = await benchGifts(log, dir);
      if (pglite === 'absent') {
        giftsAbsent = true;
        log('  gift route not present (POST /v2/nfts/{id}/gift answers 404): skipped');
        return;
      }
      gifts.push(pglite);
      const adminUrl = process.env.BENCH_DATABASE_URL;
      if (adminUrl) {
        const db = await (await import('./chat.ts')).benchPostgres(adminUrl);
        try {
          const pg = await benchGifts(log, dir, db.url);
          if (pg !== 'absent') gifts.push(pg);
        } finally {
          await db.drop();
        }
      }
    },
  );
  const bundle = await attempt("[4/5] the NFT area's first-view JavaScript (gzip)", () => benchBundle());
  const lighthouse = await attempt(
    `[5/5] Lighthouse mobile: a collection page vs the home page (${RUNS} runs each, median)`,
    () => benchLighthouseNfts(log),
  );
  await fs.rm(dir, { recursive: true, force: true });

  console.log('\n=== Results: issue #34 "NFT collectibles" ===\n');
  const rows: string[][] = [['figure', 'value', 'baseline', 'ratio']];
  for (const l of lists ?? []) {
    rows.push([`GET ${l.path} (req/s; goal ratio ≥ 0.8)`, fmt(l.appRps), `bare ${fmt(l.bareRps)}`, fmt(l.ratio, 3)]);
  }
  if (indexer) {
    rows.push([
      `indexer, ${fmt(indexer.events)} NFT events (${fmt(indexer.copies)} copies) in ${fmt(indexer.blocks)} blocks (events/s)`,
      fmt(indexer.indexerEventsPerS),
      `viem alone ${fmt(indexer.viemEventsPerS)}`,
      fmt(indexer.ratio, 3),
    ]);
  }
  for (const g of gifts) {
    rows.push([
      `gifts on ${g.database}, ${LOAD.givers} fans at once (gifts/s; p50 / p99 ms ${fmt(g.p50Ms)} / ${fmt(g.p99Ms)})`,
      fmt(g.giftsPerS, 1),
      `operator transfers ${fmt(g.baselinePerS, 1)}`,
      fmt(g.ratio, 3),
    ]);
  }
  if (giftsAbsent) rows.push(['gifts', 'gift route not present', '', '']);
  for (const p of bundle?.pages ?? []) {
    rows.push([
      `first view of ${p.src.replace('src/features/nfts/', '')} (gzip kB: initial ${fmt(bundle!.initialGz / 1000, 1)} + page ${fmt(p.addedGz / 1000, 1)})`,
      fmt(p.firstViewGz / 1000, 1),
      `budget ${fmt(bundle!.budget / 1000)}`,
      fmt(p.firstViewGz / bundle!.budget, 3),
    ]);
  }
  if (lighthouse) {
    const { collection, home } = lighthouse;
    rows.push([
      `Lighthouse mobile ${collection.path} (score; LCP ${fmt(collection.lcpMs)} ms, TBT ${fmt(collection.tbtMs)} ms, CLS ${collection.cls}, a11y ${collection.a11y})`,
      fmt(collection.score),
      `home ${fmt(home.score)} (LCP ${fmt(home.lcpMs)} ms)`,
      fmt(collection.score / home.score, 3),
    ]);
  }
  if (rows.length > 1) printTable(rows);
  console.log('\nNotes:');
  console.log(
    '- Lists: the real app and a bare Fastify route running the same statements on the same in-memory PGlite in one child (12 collections with covers, 60 NFTs, a fan holding 40 with duplicates); rounds bare, app, bare, app after warm-ups; medians.',
  );
  console.log(
    "- Indexer: ChainIndexer.runOnce with the NFT effects (balances, provenance, nft_holder) over a fresh in-memory PGlite each round; viem: getLogs + parseEventLogs (CommunityNFT events) over the same 500-block batches. The indexer also counts the deployment's own events.",
  );
  console.log(
    `- ${os.cpus().length} noisy cores: compare ratios, not absolute numbers. Total ${fmt((performance.now() - started) / 1000)} s.`,
  );
  console.log(
    `BENCH_JSON_NFTS ${JSON.stringify({
      at: new Date().toISOString(),
      cores: os.cpus().length,
      lists,
      indexer,
      gifts,
      giftsAbsent,
      bundle,
      // The runs' script lists are long: their sum is `scriptKb`.
      lighthouse: lighthouse && {
        collection: { ...lighthouse.collection, scripts: undefined },
        home: { ...lighthouse.home, scripts: undefined },
      },
    })}`,
  );
  return ok;
}
