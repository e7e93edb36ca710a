import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import {
  createTestClient,
  encodeFunctionData,
  getAddress,
  custom,
  parseEventLogs,
  parseGwei,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityActionsAbi, communityNftAbi, communityTokenAbi, toUnits } from '@tribune/contracts';
import { openDatabase, rowsOf, type Database, type Db } from '../src/db/client.ts';
import {
  chainCursors,
  chainEvents,
  contentPurchases,
  nftBalances,
  nftMoves,
  contents,
  tokenBalances,
  transactions,
  userEntitlements,
  users,
} from '../src/db/schema.ts';
import { startEmbeddedChain, type EmbeddedChain, type EmbeddedChainLog } from '../src/modules/chain/embedded-node.ts';
import {
  CHAIN_INDEX_JOB,
  ChainIndexer,
  registerChainIndexJob,
  type ChainEventRow,
} from '../src/modules/chain/indexer.ts';
import { ChainRuntime, type ChainBackend } from '../src/modules/chain/runtime.ts';
import { adminQuery, createTestApp, type TestApp } from './helpers.ts';
import { quietLog, rpcBridge } from './chain-fixtures.ts';

/**
 * The chain indexer against real embedded nodes (hardhat children on loopback) and real
 * transactions: effects, exactly-once under re-runs and SIGKILL, reorganisations, and its rate.
 */

const quietChain: EmbeddedChainLog = { info: () => {}, warn: () => {}, error: () => {} };
const ALL_EVENTS = [...communityTokenAbi, ...communityNftAbi, ...communityActionsAbi].filter((x) => x.type === 'event');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(import.meta.dirname, 'chain-indexer-child.ts');

/** A backend on a node; `journaled` sends through its journal (as the server does), otherwise straight to it. */
function backendOf(node: EmbeddedChain, journaled: boolean): ChainBackend {
  return {
    request: node.request,
    chainId: node.chainId,
    chainName: 'Indexer test',
    adminKey: node.adminKey,
    confirmations: 0,
    ...(journaled ? { sendRaw: (raw: Hex) => node.sendRaw(raw) } : {}),
  };
}

const tokenCall = (
  runtime: ChainRuntime,
  call: Parameters<typeof encodeFunctionData<typeof communityTokenAbi>>[0],
  account = runtime.admin,
) => runtime.send(account, { to: runtime.deployment.tokenAddress as Address, data: encodeFunctionData(call) });

const actionsCall = (
  runtime: ChainRuntime,
  call: Parameters<typeof encodeFunctionData<typeof communityActionsAbi>>[0],
  account = runtime.admin,
) => runtime.send(account, { to: runtime.deployment.actionsAddress as Address, data: encodeFunctionData(call) });

/** Every event of the three contracts on the chain, as `hash:logIndex`. */
async function chainEventKeys(runtime: ChainRuntime): Promise<Set<string>> {
  const d = runtime.deployment;
  const logs = await runtime.publicClient.getLogs({
    address: [d.tokenAddress, d.nftAddress, d.actionsAddress] as Address[],
    fromBlock: d.fromBlock,
    toBlock: await runtime.publicClient.getBlockNumber({ cacheTime: 0 }),
  });
  return new Set(parseEventLogs({ abi: ALL_EVENTS, logs }).map((l) => `${l.transactionHash}:${l.logIndex}`));
}

/** The block of every event on the chain, by `hash:logIndex`. */
async function chainEventBlocks(runtime: ChainRuntime): Promise<Map<string, bigint>> {
  const d = runtime.deployment;
  const logs = await runtime.publicClient.getLogs({
    address: [d.tokenAddress, d.nftAddress, d.actionsAddress] as Address[],
    fromBlock: d.fromBlock,
    toBlock: await runtime.publicClient.getBlockNumber({ cacheTime: 0 }),
  });
  return new Map(
    parseEventLogs({ abi: ALL_EVENTS, logs }).map((l) => [`${l.transactionHash}:${l.logIndex}`, l.blockNumber]),
  );
}

async function storedEventKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ h: chainEvents.txHash, i: chainEvents.logIndex }).from(chainEvents);
  return rows.map((r) => `${r.h}:${r.i}`);
}

/** Every indexed balance equals the chain's `balanceOf`; answers how many there are. */
async function expectBalancesMatchChain(db: Db, runtime: ChainRuntime): Promise<number> {
  const rows = await db.select().from(tokenBalances);
  for (const row of rows) {
    expect(BigInt(row.balance), row.address).toBe(await runtime.tokenBalance(row.address as Address));
    expect(row.address).toBe(getAddress(row.address));
  }
  return rows.length;
}

async function balanceOf(db: Db, address: string): Promise<bigint | undefined> {
  const [row] = await db
    .select()
    .from(tokenBalances)
    .where(eq(tokenBalances.address, getAddress(address)));
  return row ? BigInt(row.balance) : undefined;
}

async function isTokenHolder(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(userEntitlements)
    .where(and(eq(userEntitlements.userId, userId), eq(userEntitlements.audience, 'token_holder')));
  return rows.length === 1;
}

async function newUser(db: Db, slug: string, walletAddress?: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ uid: `uid-${slug}`, displayName: slug, slug, walletAddress })
    .returning({ id: users.id });
  return row!.id;
}

/** A content for sale at 1 token (the indexer grants a purchase only when the price paid covers it). */
async function newContent(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .insert(contents)
    .values({ slug, contentType: 'article', title: { en: slug }, price: toUnits('1').toString() })
    .returning({ id: contents.id });
  return row!.id;
}

describe('the chain indexer', () => {
  let dir: string;
  let node: EmbeddedChain;
  let t: TestApp;
  let db: Db;
  let runtime: ChainRuntime;
  const hooked: ChainEventRow[] = [];
  let indexer: ChainIndexer;
  let fanA: { id: number; address: Address };
  let fanB: { id: number; address: Address };
  let outsider: { id: number; address: Address };
  let contentId: number;
  let pendingHash: Hex;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-indexer-'));
    // With the test methods: one test mines full blocks (automine off).
    node = await startEmbeddedChain({ dir: path.join(dir, 'chain'), log: quietChain, testMethods: true });
    t = await createTestApp({ dataDir: dir }, { chain: backendOf(node, true) });
    await t.app.chain.settled();
    expect(t.app.chain.status).toBe('ready');
    db = t.database.db;
    runtime = t.app.chain.require().runtime;
    indexer = new ChainIndexer(db, runtime, {
      batchBlocks: 7,
      onEvents: async (tx, events) => {
        // Inside the batch's transaction: what it writes commits with the events.
        await tx.execute(sql`select 1`);
        hooked.push(...events);
      },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('stores mints, transfers, an operator send, a boost and an unlock, with their effects', async () => {
    const { wallets } = t.app.chain.require();
    const a = await newUser(db, 'indexer-a');
    const b = await newUser(db, 'indexer-b');
    fanA = { id: a, address: getAddress((await wallets.ensure(a)).address) };
    fanB = { id: b, address: getAddress((await wallets.ensure(b)).address) };
    // An external wallet, stored in lower case: matched all the same.
    const external = privateKeyToAccount(generatePrivateKey()).address;
    outsider = { id: await newUser(db, 'indexer-c', external.toLowerCase()), address: external };
    contentId = await newContent(db, 'indexer-paid');

    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'mint', args: [fanA.address, toUnits('10')] });
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'mint', args: [outsider.address, toUnits('5')] });
    await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'mint',
      args: [runtime.admin.address, toUnits('3')],
    });
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'transfer', args: [fanB.address, toUnits('1')] });
    const operatorSend = await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'operatorSend',
      args: [fanA.address, fanB.address, toUnits('2'), '0x', '0x'],
    });
    pendingHash = operatorSend.transactionHash;
    await actionsCall(runtime, {
      abi: communityActionsAbi,
      functionName: 'boostCommentFor',
      args: [fanA.address, 123n, toUnits('0.5')],
    });
    await actionsCall(runtime, {
      abi: communityActionsAbi,
      functionName: 'unlockContentFor',
      args: [fanB.address, BigInt(contentId), toUnits('1')],
    });
    // An event without arguments (decoded with no args at all).
    await runtime.send(runtime.admin, {
      to: runtime.deployment.nftAddress as Address,
      data: encodeFunctionData({ abi: communityNftAbi, functionName: 'setContractURI', args: ['ipfs://collection'] }),
    });
    // A record written before the send, still pending: the indexer completes it.
    await db.insert(transactions).values({
      userId: fanA.id,
      eventName: 'Sent',
      txHash: pendingHash,
      amount: toUnits('2').toString(),
      fromAddress: fanA.address,
      toAddress: fanB.address,
    });

    const stored = await indexer.runOnce();
    const keys = await chainEventKeys(runtime);
    expect(stored).toBe(keys.size);
    const storedKeys = await storedEventKeys(db);
    expect(storedKeys).toHaveLength(keys.size);
    expect(new Set(storedKeys)).toEqual(keys);

    const events = await db.select().from(chainEvents);
    const names = new Set(events.map((e) => e.eventName));
    for (const name of [
      'Transfer',
      'Sent',
      'AuthorizedOperator',
      'CommentBoosted',
      'ContentUnlocked',
      'RoleGranted',
      'ContractURIUpdated',
    ]) {
      expect(names, name).toContain(name);
    }
    const unlocked = events.find((e) => e.eventName === 'ContentUnlocked')!;
    expect(unlocked.args).toMatchObject({
      buyer: fanB.address,
      contentId: String(contentId),
      price: toUnits('1').toString(),
    });
    expect(unlocked.contract).toBe(runtime.deployment.actionsAddress);
    expect(events.find((e) => e.eventName === 'ContractURIUpdated')!.args).toEqual({});
    const boost = events.find((e) => e.eventName === 'CommentBoosted')!;
    expect(boost.args).toMatchObject({ booster: fanA.address, commentId: '123', amount: toUnits('0.5').toString() });

    expect(await expectBalancesMatchChain(db, runtime)).toBeGreaterThanOrEqual(4);
    expect(await balanceOf(db, fanA.address)).toBe(toUnits('7.5'));
    expect(await balanceOf(db, fanB.address)).toBe(toUnits('2'));
    expect(await balanceOf(db, outsider.address)).toBe(toUnits('5'));

    const purchases = await db.select().from(contentPurchases).where(eq(contentPurchases.userId, fanB.id));
    expect(purchases.map((p) => p.contentId)).toEqual([contentId]);
    for (const user of [fanA, fanB, outsider]) expect(await isTokenHolder(db, user.id), String(user.id)).toBe(true);

    const [record] = await db.select().from(transactions).where(eq(transactions.txHash, pendingHash));
    expect(record!.txStatus).toBe('complete');
    expect(record!.completedAt).toBeInstanceOf(Date);

    // The hook saw each inserted event once, in chain order.
    expect(hooked).toHaveLength(keys.size);
    expect(hooked.filter((e) => e.eventName === 'CommentBoosted')).toHaveLength(1);
  });

  it('removes the token_holder entitlement when a balance reaches zero', async () => {
    await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'operatorSend',
      args: [fanB.address, fanA.address, toUnits('2'), '0x', '0x'],
    });
    expect(await indexer.runOnce()).toBe(2); // Transfer and Sent.
    expect(await balanceOf(db, fanB.address)).toBe(0n);
    expect(await isTokenHolder(db, fanB.id)).toBe(false);
    expect(await isTokenHolder(db, fanA.id)).toBe(true);
    await expectBalancesMatchChain(db, runtime);
  });

  it('counts nothing twice: a second run, and a run from a cursor put back to the deployment', async () => {
    const before = await db.select().from(tokenBalances);
    const hookedBefore = hooked.length;
    expect(await indexer.runOnce()).toBe(0);
    await db
      .update(chainCursors)
      .set({ nextBlock: runtime.deployment.fromBlock })
      .where(eq(chainCursors.chainId, runtime.backend.chainId));
    expect(await indexer.runOnce()).toBe(0);
    const [cursor] = await db.select().from(chainCursors);
    expect(cursor!.nextBlock).toBe((await runtime.publicClient.getBlockNumber({ cacheTime: 0 })) + 1n);
    expect(await db.select().from(tokenBalances)).toEqual(before);
    expect(hooked).toHaveLength(hookedBefore);
    expect(new Set(await storedEventKeys(db))).toEqual(await chainEventKeys(runtime));
    await expectBalancesMatchChain(db, runtime);
    const purchases = await db.select().from(contentPurchases);
    expect(purchases).toHaveLength(1);
  });

  it('runs as the chain.index job, one queued run at a time', async () => {
    const job = registerChainIndexJob(t.app.jobs, db, () => t.app.chain.current()?.runtime, {
      pollMs: 100,
      log: quietLog,
    });
    await job.schedule();
    await job.schedule();
    const queued = async () =>
      Number(
        rowsOf<{ n: number | string }>(
          await db.execute(
            sql`select count(*) as n from jobs where kind = ${CHAIN_INDEX_JOB} and status in ('queued', 'running')`,
          ),
        )[0]?.n,
      );
    expect(await queued()).toBe(1);
    await t.app.ready();
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'mint', args: [fanB.address, toUnits('4')] });
    const deadline = Date.now() + 20_000;
    while ((await balanceOf(db, fanB.address)) !== toUnits('4')) {
      if (Date.now() > deadline) throw new Error('the job did not index the mint within 20 s');
      await sleep(50);
    }
    expect(await isTokenHolder(db, fanB.id)).toBe(true);
    // Several runs later there is still one run queued (or running), and no pile of finished ones.
    await sleep(500);
    expect(await queued()).toBe(1);
    const done = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from jobs where kind = ${CHAIN_INDEX_JOB} and status = 'done'`),
    )[0];
    expect(Number(done?.n)).toBeLessThanOrEqual(1);
    await expectBalancesMatchChain(db, runtime);
  });
});

/** Where the killed indexer keeps its database: PGlite in a folder, or a PostgreSQL database when DATABASE_URL is set. */
interface Target {
  dataDir: string;
  databaseUrl?: string;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function newTarget(root: string): Promise<Target> {
  const dataDir = path.join(root, 'db');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      dataDir,
      open: () => openDatabase({ dataDir }),
      remove: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `tribune_test_indexer_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl }),
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** An indexer process loaded and waiting for `go` (see chain-indexer-child.ts). */
/** What a child found committed when it started (chain-indexer-child.ts). */
interface ChildState {
  cursor: string | null;
  keys: string[];
  balances: Record<string, string>;
}

interface Child {
  /** Starts it, and kills it once it printed `batches` batch lines and `delayMs` more passed (undefined: runs to the end). */
  run(
    batches: number | undefined,
    delayMs: number,
  ): Promise<{ state: ChildState; batchesSeen: number; lastBatchBlock: bigint | undefined; finished: boolean }>;
  kill(): void;
}

function spawnChild(node: EmbeddedChain, rpcUrl: string, target: Target): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CHAIN_INDEXER_DATA_DIR: target.dataDir,
      CHAIN_INDEXER_DATABASE_URL: target.databaseUrl ?? '',
      CHAIN_INDEXER_RPC_URL: rpcUrl,
      CHAIN_INDEXER_CHAIN_ID: String(node.chainId),
      CHAIN_INDEXER_ADMIN_KEY: node.adminKey,
      CHAIN_INDEXER_BATCH: '5',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let batches = 0;
  let lastBatchBlock: bigint | undefined;
  let state: ChildState | undefined;
  let onLine: (() => void) | undefined;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stdout += text;
    for (const line of text.split('\n')) {
      if (line.startsWith('state ')) state = JSON.parse(line.slice('state '.length)) as ChildState;
      if (!line.startsWith('batch ')) continue;
      batches++;
      lastBatchBlock = BigInt(line.slice('batch '.length));
    }
    onLine?.();
  });
  const has = (line: string) => stdout.split('\n').some((l) => l === line || l.startsWith(`${line} `));
  const waitFor = (ok: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (ok()) resolve();
      };
      const previous = onLine;
      onLine = () => {
        previous?.();
        check();
      };
      check();
    });
  let killed = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const failure = exited.then(({ code, signal }) => {
    if (killed && signal === 'SIGKILL') return;
    if (code === 0 && has('done')) return;
    throw new Error(`the indexer process ended by itself (code ${code}, signal ${signal}):\n${stderr}`);
  });
  failure.catch(() => undefined);
  return {
    kill: () => {
      killed = true;
      child.kill('SIGKILL');
    },
    async run(killAfter, delayMs) {
      await Promise.race([waitFor(() => has('loaded')), failure]);
      child.stdin.write('go\n');
      if (killAfter === undefined) {
        await Promise.race([waitFor(() => has('done')), failure]);
        await exited;
        await failure;
        return { state: state!, batchesSeen: batches, lastBatchBlock, finished: true };
      }
      await Promise.race([waitFor(() => (state !== undefined && batches >= killAfter) || has('done')), failure]);
      if (delayMs > 0) await sleep(delayMs);
      const finished = has('done');
      killed = true;
      child.kill('SIGKILL');
      await exited;
      await failure;
      return { state: state!, batchesSeen: batches, lastBatchBlock, finished };
    },
  };
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the chain indexer killed and restarted', () => {
  const SEED = Number(process.env.CHAIN_INDEXER_CRASH_SEED ?? 20_261_124);
  let root: string;
  let node: EmbeddedChain;
  let bridge: Awaited<ReturnType<typeof rpcBridge>>;
  let target: Target | undefined;
  const children = new Set<Child>();

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-indexer-crash-'));
    node = await startEmbeddedChain({ dir: path.join(root, 'chain'), log: quietChain, testMethods: true });
    // The indexer's processes read the node through the test's own bridge (the node answers only its parent).
    bridge = await rpcBridge(node.request);
  }, 120_000);

  afterAll(async () => {
    await bridge?.close();
    for (const child of children) child.kill();
    await target?.remove();
    await node?.stop();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('counts every event of a 300-event backlog once after 10 SIGKILLs at random points', async () => {
    const random = generator(SEED);
    target = await newTarget(root);
    let database = await target.open();
    await database.migrate();
    const runtime = await ChainRuntime.open(backendOf(node, false), database.db, quietLog);
    // The backlog: one transaction a block, 2 events each (Transfer and Sent), to 12 holders.
    const holders = Array.from({ length: 12 }, () => privateKeyToAccount(generatePrivateKey()).address);
    await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'mint',
      args: [runtime.admin.address, toUnits('100000')],
    });
    const started = performance.now();
    for (let i = 0; i < 155; i++) {
      await tokenCall(runtime, {
        abi: communityTokenAbi,
        functionName: 'transfer',
        args: [holders[i % holders.length]!, toUnits(String(1 + (i % 7)))],
      });
    }
    const sendMs = Math.round(performance.now() - started);
    const expected = await chainEventKeys(runtime);
    expect(expected.size).toBeGreaterThanOrEqual(300);
    const eventBlocks = await chainEventBlocks(runtime);
    await database.close();

    /**
     * What a run left committed is exactly a prefix of the chain: every event below the cursor, none
     * above, and the balances of the block under the cursor. Answers the cursor.
     */
    let progress = runtime.deployment.fromBlock;
    const checkPrefix = async (state: ChildState, label: string): Promise<bigint> => {
      const nextBlock = state.cursor === null ? runtime.deployment.fromBlock : BigInt(state.cursor);
      expect(nextBlock, label).toBeGreaterThanOrEqual(progress);
      progress = nextBlock;
      const below = [...expected.values()].filter((k) => eventBlocks.get(k)! < nextBlock);
      expect(state.keys, label).toHaveLength(below.length);
      expect(new Set(state.keys), label).toEqual(new Set(below));
      for (const holder of [...holders, runtime.admin.address]) {
        // Before the token's deployment block there is no token and nothing counted.
        const onChain =
          nextBlock <= runtime.deployment.fromBlock
            ? 0n
            : await runtime.publicClient.readContract({
                address: runtime.deployment.tokenAddress as Address,
                abi: communityTokenAbi,
                functionName: 'balanceOf',
                args: [holder],
                blockNumber: nextBlock - 1n,
              });
        expect(BigInt(state.balances[holder] ?? '0'), `${label}, ${holder}`).toBe(onChain);
      }
      return nextBlock;
    };

    let next = spawnChild(node, bridge.url, target);
    children.add(next);
    const kills: string[] = [];
    let insideTransaction = 0;
    let previous: { lastBatchBlock: bigint | undefined; label: string } | undefined;
    /** Checks what the previous kill left (seen by the next process at its start) and describes that kill. */
    const afterKill = async (state: ChildState, run: number) => {
      const nextBlock = await checkPrefix(state, `after kill ${run - 1}`);
      if (!previous) return;
      // The last batch the killed process began did not commit: the kill landed inside its transaction.
      const inside = previous.lastBatchBlock !== undefined && nextBlock <= previous.lastBatchBlock;
      if (inside) insideTransaction++;
      kills.push(`${previous.label}${inside ? ' (in a transaction)' : ''}`);
    };
    for (let run = 0; run < 10; run++) {
      const current = next;
      // 1 to 4 batches in, then 0 to 30 ms (a third of the kills at once, right after the hook of a
      // batch, inside its transaction): inside a transaction, at its commit, or between batches.
      const afterBatches = 1 + Math.floor(random() * 4);
      const delayMs = random() < 0.33 ? 0 : Math.floor(random() * 30);
      const result = await current.run(afterBatches, delayMs);
      children.delete(current);
      // The next process loads while this one's start is checked.
      next = spawnChild(node, bridge.url, target);
      children.add(next);
      await afterKill(result.state, run);
      previous = {
        lastBatchBlock: result.lastBatchBlock,
        label: `${result.batchesSeen}+${delayMs}ms${result.finished ? ' (finished)' : ''}`,
      };
    }
    const finalRun = await next.run(undefined, 0);
    children.delete(next);
    expect(finalRun.finished).toBe(true);
    await afterKill(finalRun.state, 10);

    database = await target.open();
    try {
      const keys = await storedEventKeys(database.db);
      expect(keys).toHaveLength(expected.size);
      expect(new Set(keys)).toEqual(expected);
      for (const holder of [...holders, runtime.admin.address]) {
        expect(await balanceOf(database.db, holder), holder).toBe(await runtime.tokenBalance(holder));
      }
      await expectBalancesMatchChain(database.db, runtime);
      const [cursor] = await database.db.select().from(chainCursors);
      expect(cursor!.nextBlock).toBe((await runtime.publicClient.getBlockNumber({ cacheTime: 0 })) + 1n);
    } finally {
      await database.close();
    }
    console.info(
      `chain indexer kill test (seed ${SEED}): ${expected.size} events, backlog sent in ${sendMs} ms; ` +
        `killed after batches ${kills.join(', ')}; ${insideTransaction} of 10 kills inside a batch's transaction; ` +
        `the last run caught up after ${finalRun.batchesSeen} batches`,
    );
  }, 420_000); // 10 restarts of a child indexer: 174 s and more on a loaded 2-core machine

  it("keeps every NFT holder's copies and frozen count equal to the chain's after 10 SIGKILLs at random points", async () => {
    const random = generator(SEED + 1);
    const dir = await fs.mkdtemp(path.join(root, 'nfts-'));
    const nftTarget = await newTarget(dir);
    try {
      let database = await nftTarget.open();
      await database.migrate();
      const runtime = await ChainRuntime.open(backendOf(node, false), database.db, quietLog);
      const nft = runtime.deployment.nftAddress as Address;
      const call = async (functionName: 'mintBatch' | 'safeTransferFrom' | 'freeze' | 'unfreeze', args: unknown[]) =>
        runtime.send(runtime.admin, {
          to: nft,
          data: encodeFunctionData({ abi: communityNftAbi, functionName, args } as never),
        });
      // The backlog: a batch mint of five ids to the admin, 60 transfers out of it to 8 holders, freezes
      // and unfreezes of holders' copies; one transaction a block.
      const holders = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()).address);
      const ids = [1n, 2n, 3n, 4n, 5n];
      const admin = runtime.admin.address;
      await call('mintBatch', [admin, ids, ids.map(() => 1000n), '0x']);
      for (let i = 0; i < 60; i++) {
        await call('safeTransferFrom', [admin, holders[i % 8]!, ids[i % 5]!, BigInt(1 + (i % 3)), '0x']);
      }
      for (let i = 0; i < 8; i++) await call('freeze', [holders[i]!, ids[i % 5]!, 1n]);
      for (let i = 0; i < 4; i++) await call('unfreeze', [holders[i]!, ids[i % 5]!, 1n]);
      await database.close();

      let next = spawnChild(node, bridge.url, nftTarget);
      children.add(next);
      for (let run = 0; run < 10; run++) {
        const current = next;
        // 1 to 4 batches in, then 0 to 30 ms; what a kill left is resumed by the next process.
        await current.run(1 + Math.floor(random() * 4), random() < 0.33 ? 0 : Math.floor(random() * 30));
        children.delete(current);
        next = spawnChild(node, bridge.url, nftTarget);
        children.add(next);
      }
      const finalRun = await next.run(undefined, 0);
      children.delete(next);
      expect(finalRun.finished).toBe(true);

      database = await nftTarget.open();
      try {
        const read = (functionName: 'balanceOf' | 'frozenBalanceOf', holder: Address, id: bigint) =>
          runtime.publicClient.readContract({ address: nft, abi: communityNftAbi, functionName, args: [holder, id] });
        const rows = await database.db.select().from(nftBalances);
        const stored = new Map(rows.map((r) => [`${r.address}|${r.tokenId}`, r]));
        for (const holder of [...holders, admin]) {
          for (const id of ids) {
            const row = stored.get(`${getAddress(holder)}|${id}`);
            expect(BigInt(row?.balance ?? '0'), `${holder} ${id}`).toBe(await read('balanceOf', holder, id));
            expect(BigInt(row?.frozen ?? '0'), `${holder} ${id}`).toBe(await read('frozenBalanceOf', holder, id));
          }
        }
        // One move per id of the batch and one per transfer, each once.
        expect(await database.db.select().from(nftMoves)).toHaveLength(ids.length + 60);
      } finally {
        await database.close();
      }
    } finally {
      await nftTarget.remove();
    }
  }, 420_000);

  it('counts once when two indexers run on one database at once', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const runtime = await ChainRuntime.open(backendOf(node, false), db, quietLog);
      const holders = Array.from({ length: 5 }, () => privateKeyToAccount(generatePrivateKey()).address);
      for (let i = 0; i < 30; i++) {
        await tokenCall(runtime, {
          abi: communityTokenAbi,
          functionName: 'mint',
          args: [holders[i % 5]!, toUnits('1')],
        });
      }
      const expected = await chainEventKeys(runtime);
      const one = new ChainIndexer(db, runtime, { batchBlocks: 2 });
      const two = new ChainIndexer(db, runtime, { batchBlocks: 3 });
      const stored = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce()]);
      // Whichever stopped when the other moved the cursor first, a last run finishes the rest.
      const rest = await two.runOnce();
      expect(stored.reduce((a, b) => a + b, 0) + rest).toBe(expected.size);
      const keys = await storedEventKeys(db);
      expect(keys).toHaveLength(expected.size);
      expect(new Set(keys)).toEqual(expected);
      await expectBalancesMatchChain(db, runtime);
      for (const holder of holders) expect(await balanceOf(db, holder)).toBe(toUnits('6'));
    } finally {
      await t.close();
    }
  });

  it('indexes a backlog of about 2000 events (prints the rate)', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const runtime = await ChainRuntime.open(backendOf(node, false), db, quietLog);
      const client = createTestClient({ mode: 'hardhat', transport: custom({ request: node.request }) });
      const token = runtime.deployment.tokenAddress as Address;
      await tokenCall(runtime, {
        abi: communityTokenAbi,
        functionName: 'mint',
        args: [runtime.admin.address, toUnits('1000000')],
      });
      const holders = Array.from({ length: 50 }, () => privateKeyToAccount(generatePrivateKey()).address);
      // 1000 transfers in a few full blocks: signed here with consecutive nonces, mined together.
      const nonce = await runtime.publicClient.getTransactionCount({
        address: runtime.admin.address,
        blockTag: 'pending',
      });
      await client.setAutomine(false);
      try {
        for (let i = 0; i < 1000; i += 50) {
          await Promise.all(
            Array.from({ length: 50 }, async (_, k) => {
              const raw = await runtime.admin.signTransaction({
                chainId: node.chainId,
                type: 'eip1559',
                to: token,
                nonce: nonce + i + k,
                gas: 120_000n,
                maxFeePerGas: parseGwei('100'),
                maxPriorityFeePerGas: parseGwei('1'),
                data: encodeFunctionData({
                  abi: communityTokenAbi,
                  functionName: 'transfer',
                  args: [holders[(i + k) % holders.length]!, toUnits('1')],
                }),
              });
              await runtime.publicClient.request({ method: 'eth_sendRawTransaction', params: [raw] });
            }),
          );
        }
        for (let blocks = 0; blocks < 100; blocks++) {
          const mined = await runtime.publicClient.getTransactionCount({
            address: runtime.admin.address,
            blockTag: 'latest',
          });
          if (mined >= nonce + 1000) break;
          await client.mine({ blocks: 1 });
        }
      } finally {
        await client.setAutomine(true);
      }
      const expected = await chainEventKeys(runtime);
      expect(expected.size).toBeGreaterThanOrEqual(2000);

      const indexer = new ChainIndexer(db, runtime);
      const started = performance.now();
      const stored = await indexer.runOnce();
      const ms = performance.now() - started;
      expect(stored).toBe(expected.size);
      await expectBalancesMatchChain(db, runtime);
      console.info(
        `chain indexer rate: ${stored} events in ${Math.round(ms)} ms = ${Math.round((stored * 1000) / ms)} events/s ` +
          `(${t.database.kind}, batches of 500 blocks, ${holders.length + 1} holders)`,
      );
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('the chain indexer across a reorganisation', () => {
  let dir: string;
  let node: EmbeddedChain;
  let t: TestApp;

  beforeAll(async () => {
    // A node of its own: evm_revert rewrites its history, which the journal of a journaled node would refuse.
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-indexer-reorg-'));
    node = await startEmbeddedChain({ dir: path.join(dir, 'chain'), log: quietChain, testMethods: true });
    t = await createTestApp();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('undoes the events of reverted blocks and follows the new chain', async () => {
    const db = t.database.db;
    const runtime = await ChainRuntime.open(backendOf(node, false), db, quietLog);
    const client = createTestClient({ mode: 'hardhat', transport: custom({ request: node.request }) });
    const admin = runtime.admin.address;
    const [x, y, z] = Array.from({ length: 3 }, () => privateKeyToAccount(generatePrivateKey()).address) as [
      Address,
      Address,
      Address,
    ];
    const yUser = await newUser(db, 'reorg-y', y);
    const adminUser = await newUser(db, 'reorg-admin', admin);
    const contentId = await newContent(db, 'reorg-paid');
    const removedHooks: ChainEventRow[] = [];
    const indexer = new ChainIndexer(db, runtime, {
      batchBlocks: 3,
      onRevert: async (_tx, events) => {
        removedHooks.push(...events);
      },
    });

    // Before the fork: x gets 10, the admin holds 100 and lets CommunityActions pull its tokens.
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'mint', args: [x, toUnits('10')] });
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'mint', args: [admin, toUnits('100')] });
    await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'authorizeOperator',
      args: [runtime.deployment.actionsAddress as Address],
    });
    await indexer.runOnce();
    const forkHead = await runtime.publicClient.getBlockNumber({ cacheTime: 0 });
    const snapshot = await client.snapshot();

    // The branch that will be dropped: y gets 7 (a pending record), the admin unlocks a content, more blocks.
    const dropped = await tokenCall(runtime, {
      abi: communityTokenAbi,
      functionName: 'transfer',
      args: [y, toUnits('7')],
    });
    await db.insert(transactions).values({
      userId: adminUser,
      eventName: 'Sent',
      txHash: dropped.transactionHash,
      amount: toUnits('7').toString(),
    });
    const unlock = await actionsCall(runtime, {
      abi: communityActionsAbi,
      functionName: 'unlockContent',
      args: [BigInt(contentId), toUnits('2')],
    });
    for (let i = 0; i < 4; i++) {
      await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'transfer', args: [x, toUnits('1')] });
    }
    expect(await indexer.runOnce()).toBeGreaterThan(0);
    expect(await balanceOf(db, y)).toBe(toUnits('7'));
    expect(await balanceOf(db, x)).toBe(toUnits('14'));
    expect(await isTokenHolder(db, yUser)).toBe(true);
    expect(await db.select().from(contentPurchases).where(eq(contentPurchases.userId, adminUser))).toHaveLength(1);
    const [completed] = await db.select().from(transactions).where(eq(transactions.txHash, dropped.transactionHash));
    expect(completed!.txStatus).toBe('complete');

    // The reorganisation: back to the fork, and a shorter branch with other transactions.
    await client.revert({ id: snapshot });
    expect(await runtime.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(forkHead);
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'transfer', args: [z, toUnits('3')] });
    await client.mine({ blocks: 1 });

    await indexer.runOnce();
    const keys = await storedEventKeys(db);
    expect(new Set(keys)).toEqual(await chainEventKeys(runtime));
    expect(keys.some((k) => k.startsWith(dropped.transactionHash))).toBe(false);
    expect(keys.some((k) => k.startsWith(unlock.transactionHash))).toBe(false);
    expect(removedHooks.map((e) => e.txHash)).toContain(dropped.transactionHash);

    await expectBalancesMatchChain(db, runtime);
    expect(await balanceOf(db, y)).toBe(0n);
    expect(await balanceOf(db, x)).toBe(toUnits('10'));
    expect(await balanceOf(db, z)).toBe(toUnits('3'));
    expect(await balanceOf(db, admin)).toBe(toUnits('97'));
    expect(await isTokenHolder(db, yUser)).toBe(false);
    expect(await isTokenHolder(db, adminUser)).toBe(true);
    expect(await db.select().from(contentPurchases).where(eq(contentPurchases.userId, adminUser))).toEqual([]);
    const [reverted] = await db.select().from(transactions).where(eq(transactions.txHash, dropped.transactionHash));
    expect(reverted).toMatchObject({ txStatus: 'pending', completedAt: null });

    // And on from there as usual: nothing counted twice.
    await tokenCall(runtime, { abi: communityTokenAbi, functionName: 'transfer', args: [y, toUnits('1')] });
    expect(await indexer.runOnce()).toBe(2);
    expect(await indexer.runOnce()).toBe(0);
    await expectBalancesMatchChain(db, runtime);
    expect(await isTokenHolder(db, yUser)).toBe(true);
  });
});
