/**
 * The chain indexer (docs/CHAIN.md "Indexer"): reads the events of the three community contracts
 * from the stored cursor up to `head - confirmations`, a batch of blocks at a time, and in ONE
 * database transaction per batch stores them (`chain_events`, unique per chain, transaction hash and
 * log index), applies their effects only for the rows actually inserted, remembers the block hashes
 * and moves the cursor. A crash at any moment (kill -9 included) resumes from the last committed
 * batch, and a batch read twice counts nothing twice.
 *
 * Reorganisations: before each run, the stored hash of the block under the cursor is compared with
 * the chain's; when it differs the indexer walks back over the stored hashes to the last block that
 * still matches and, in one transaction, deletes the events above it, undoes their effects and puts
 * the cursor there. The embedded chain never reorganises; real chains do.
 */
import type { FastifyBaseLogger } from 'fastify';
import { getAddress, parseEventLogs, type Address, type Hex, type Log, type TransactionReceipt } from 'viem';
import { communityActionsAbi, communityNftAbi, communityTokenAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import {
  applyEffects,
  deleteBlocksAbove,
  deleteEventsAbove,
  ensureCursor,
  insertEvents,
  moveCursor,
  queueNextRun,
  saveBlocks,
  storedBlockHash,
  storedBlocksBelow,
  type ChainEventRow,
  type NewChainEvent,
} from './indexer-repository.ts';
import type { ChainRuntime } from './runtime.ts';

export type { ChainEventRow } from './indexer-repository.ts';
export { refreshTokenHolders } from './indexer-repository.ts';

/** The durable job that runs the indexer every `pollMs`. */
export const CHAIN_INDEX_JOB = 'chain.index';
/** Block hashes kept below the cursor: how deep a reorganisation can be undone exactly. */
export const KEEP_BLOCKS = 256n;
const DEFAULT_BATCH_BLOCKS = 500;
const DEFAULT_POLL_MS = 1000;
/** The longest wait between runs after failures (the RPC is down, the database refuses). */
const MAX_BACKOFF_MS = 60_000;

/** Runs in the batch's transaction with the events it inserted (or, for `onRevert`, deleted). */
export type ChainEventsHook = (tx: Db, events: ChainEventRow[]) => Promise<void>;

export interface ChainIndexerOptions {
  /** Blocks per `eth_getLogs` and per transaction (default 500). */
  batchBlocks?: number;
  log?: FastifyBaseLogger;
  /**
   * Effects of other modules (the boost counters), applied exactly once: it runs inside the batch's
   * transaction with the events that batch inserted, in block and log order.
   */
  onEvents?: ChainEventsHook;
  /** Undoes `onEvents` for events a reorganisation removed (same transaction as their deletion). */
  onRevert?: ChainEventsHook;
}

/** Another indexer on the same database moved the cursor first: this one stops its run. */
class CursorMovedError extends Error {
  override name = 'CursorMovedError';
}

/** The logs of a range changed while they were read (a reorganisation under way): read again later. */
class UnstableRangeError extends Error {
  override name = 'UnstableRangeError';
}

/** Every event of the three contracts (events with one signature in several are decoded alike). */
const EVENTS_ABI = [...communityTokenAbi, ...communityNftAbi, ...communityActionsAbi].filter(
  (item) => item.type === 'event',
);

/** Decoded arguments as JSON: bigints as decimal strings, arrays kept. */
function jsonArgs(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(jsonArgs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonArgs(v)]));
  }
  return value;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

export class ChainIndexer {
  private readonly batchBlocks: bigint;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  private readonly addresses: Address[];
  private readonly contracts: { token: string; actions: string };

  constructor(
    private readonly db: Db,
    private readonly runtime: ChainRuntime,
    private readonly opts: ChainIndexerOptions = {},
  ) {
    this.batchBlocks = BigInt(Math.max(1, Math.floor(opts.batchBlocks ?? DEFAULT_BATCH_BLOCKS)));
    this.log = opts.log ?? silentLog;
    const d = runtime.deployment;
    this.addresses = [d.tokenAddress, d.nftAddress, d.actionsAddress].map((a) => getAddress(a));
    this.contracts = { token: getAddress(d.tokenAddress), actions: getAddress(d.actionsAddress) };
  }

  private get chainId(): number {
    return this.runtime.backend.chainId;
  }

  /**
   * Reads from the stored cursor up to head − confirmations, in batches; answers how many events it
   * stored. `signal` stops it between batches (shutdown).
   */
  async runOnce(signal?: AbortSignal): Promise<number> {
    let cursor = await ensureCursor(this.db, this.chainId, this.runtime.deployment.fromBlock);
    let stored = 0;
    try {
      cursor = await this.undoReorg(cursor);
      const head = await this.runtime.publicClient.getBlockNumber({ cacheTime: 0 });
      const target = head - BigInt(this.runtime.backend.confirmations);
      // A node that refuses a range (too many logs, a provider's block-range limit) gets halves of
      // it, down to one block, for the rest of this run.
      let span = this.batchBlocks;
      while (cursor <= target && !signal?.aborted) {
        const to = cursor + span - 1n < target ? cursor + span - 1n : target;
        // The last block's header before the logs: a reorganisation between the two shows as a log
        // of that block with another hash (caught now) or as a changed hash under the cursor (caught
        // at the next run). Read the other way round, a new header over old logs would hide it.
        const header = await this.runtime.publicClient.getBlock({ blockNumber: to });
        let logs: Log[];
        try {
          logs = await this.readLogs(cursor, to);
        } catch (err) {
          if (span === 1n) throw err;
          span = (to - cursor + 2n) / 2n;
          this.log.warn(
            { err, chainId: this.chainId, span: String(span) },
            'chain indexer: eth_getLogs failed; smaller ranges',
          );
          continue;
        }
        stored += await this.indexRange(cursor, to, header.hash, logs);
        cursor = to + 1n;
      }
    } catch (err) {
      if (err instanceof CursorMovedError) {
        this.log.debug({ chainId: this.chainId }, 'chain indexer: another indexer moved the cursor; stopping this run');
        return stored;
      }
      if (err instanceof UnstableRangeError) {
        this.log.warn({ chainId: this.chainId, err }, 'chain indexer: logs changed while read; reading again later');
        return stored;
      }
      throw err;
    }
    return stored;
  }

  /** The chain's hash of a block, or undefined when it has no such block (a shorter chain). */
  private async chainHash(number: bigint): Promise<string | undefined> {
    try {
      return (await this.runtime.publicClient.getBlock({ blockNumber: number })).hash ?? undefined;
    } catch (err) {
      if ((err as Error).name === 'BlockNotFoundError') return undefined;
      throw err;
    }
  }

  /**
   * When the block under the cursor is no longer the chain's, rolls back to the last stored block
   * that is, and answers the new cursor (the same one when nothing changed).
   */
  private async undoReorg(cursor: bigint): Promise<bigint> {
    const below = cursor - 1n;
    const stored = await storedBlockHash(this.db, this.chainId, below);
    if (stored === undefined || (await this.chainHash(below)) === stored) return cursor;

    let ancestor: bigint | undefined;
    for (const block of await storedBlocksBelow(this.db, this.chainId, below)) {
      if ((await this.chainHash(block.number)) === block.hash) {
        ancestor = block.number;
        break;
      }
    }
    if (ancestor === undefined) {
      // Deeper than the hashes kept: start over from the deployment (every event is undone and read again).
      ancestor = this.runtime.deployment.fromBlock - 1n;
      this.log.error(
        { chainId: this.chainId, cursor: String(cursor) },
        'chain indexer: a reorganisation deeper than the stored block hashes; indexing again from the deployment',
      );
    }
    const removed = await inTransaction(this.db, async (tx) => {
      if (!(await moveCursor(tx, this.chainId, cursor, ancestor + 1n))) throw new CursorMovedError();
      const events = await deleteEventsAbove(tx, this.chainId, ancestor);
      events.sort(byChainOrder).reverse();
      await applyEffects(tx, events, this.contracts, -1);
      if (events.length > 0) await this.opts.onRevert?.(tx, events);
      await deleteBlocksAbove(tx, this.chainId, ancestor);
      return events.length;
    });
    this.log.warn(
      { chainId: this.chainId, from: String(cursor), to: String(ancestor + 1n), removed },
      'chain indexer: reorganisation; events above the common block undone',
    );
    return ancestor + 1n;
  }

  /** The logs of the three contracts in a range, in one `eth_getLogs`. */
  private async readLogs(from: bigint, to: bigint): Promise<Log[]> {
    return this.runtime.publicClient.getLogs({ address: this.addresses, fromBlock: from, toBlock: to });
  }

  /** The rows of `chain_events` for some logs of the three contracts. */
  private decode(logs: Log[]): NewChainEvent[] {
    return parseEventLogs({ abi: EVENTS_ABI, logs }).map((log) => ({
      chainId: this.chainId,
      txHash: log.transactionHash as Hex,
      logIndex: log.logIndex as number,
      blockNumber: log.blockNumber as bigint,
      contract: getAddress(log.address),
      eventName: log.eventName,
      // viem gives no args at all for an event without inputs (ContractURIUpdated); the column needs an object.
      args: (jsonArgs(log.args) ?? {}) as Record<string, string | boolean>,
    }));
  }

  /**
   * Counts the events of a receipt the server waited for itself before answering, so the fan who
   * boosted, voted or sent sees the result in the answer instead of a second later. It runs the
   * indexer itself up to the receipt's block rather than storing the receipt alone: events are
   * counted in chain order, so an index never shows a send before the mint that paid for it (a
   * negative balance), and exactly once, by the same cursor and unique rows as every run. Runs of
   * this process share one at a time; a run of another (the job) that holds the cursor is waited
   * for. Only without confirmations (the embedded chain): on a real chain the block must first be
   * `confirmations` deep, and the indexer's job counts it then. Best effort, bounded: after about
   * 2 s the job is left to count it.
   */
  async ingestReceipt(receipt: TransactionReceipt): Promise<void> {
    if (this.runtime.backend.confirmations > 0) return;
    for (let attempt = 0; attempt < 40; attempt++) {
      const cursor = await ensureCursor(this.db, this.chainId, this.runtime.deployment.fromBlock);
      if (cursor > receipt.blockNumber) return;
      try {
        await this.catchUp();
      } catch (err) {
        this.log.warn({ err, hash: receipt.transactionHash }, 'chain indexer: a receipt was left to the next run');
        return;
      }
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private running: Promise<number> | undefined;

  /** One run at a time in this process: callers that come while one runs share it. */
  private catchUp(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stores one range (its logs, and the hash of its last block) in one transaction; answers how many events were new. */
  private async indexRange(from: bigint, to: bigint, toHash: Hex | null, logs: Log[]): Promise<number> {
    const blocks = new Map<bigint, string>();
    for (const log of logs) {
      if (log.removed || log.blockNumber === null || log.blockHash === null) {
        throw new UnstableRangeError(`a removed or pending log in blocks ${from}..${to}`);
      }
      const known = blocks.get(log.blockNumber);
      if (known !== undefined && known !== log.blockHash) {
        throw new UnstableRangeError(`two hashes for block ${log.blockNumber}`);
      }
      blocks.set(log.blockNumber, log.blockHash);
    }
    const last = blocks.get(to);
    if (!toHash || (last !== undefined && last !== toHash)) {
      throw new UnstableRangeError(`block ${to} changed while its logs were read`);
    }
    blocks.set(to, toHash);

    const rows = this.decode(logs);

    return inTransaction(this.db, async (tx) => {
      // First: it locks the cursor, so two indexers never run the same range side by side.
      if (!(await moveCursor(tx, this.chainId, from, to + 1n))) throw new CursorMovedError();
      const inserted = await insertEvents(tx, rows);
      inserted.sort(byChainOrder);
      await applyEffects(tx, inserted, this.contracts, 1);
      if (inserted.length > 0) await this.opts.onEvents?.(tx, inserted);
      await saveBlocks(tx, this.chainId, blocks, to + 1n - KEEP_BLOCKS);
      return inserted.length;
    });
  }
}

function byChainOrder(a: ChainEventRow, b: ChainEventRow): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.logIndex - b.logIndex;
}

export interface ChainIndexJobOptions extends ChainIndexerOptions {
  /** Between the end of a run and the next (default 1000 ms). */
  pollMs?: number;
}

/**
 * Registers the `chain.index` handler on the job queue. The queue has no recurring jobs, so each run
 * queues the next at its end (`pollMs` later, longer after failures, at most one queued); `schedule()`
 * queues the first (call it once the app is ready; a second call adds nothing). The runtime is read
 * at each run: the chain starts beside the server, and until it is up a run only queues the next.
 */
export function registerChainIndexJob(
  jobs: JobQueue,
  db: Db,
  runtime: () => ChainRuntime | undefined,
  opts: ChainIndexJobOptions = {},
): { schedule(): Promise<void> } {
  const pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  let indexer: { runtime: ChainRuntime; indexer: ChainIndexer } | undefined;
  let failures = 0;
  jobs.register(CHAIN_INDEX_JOB, async (_job, signal) => {
    let delayMs = pollMs;
    try {
      const current = runtime();
      if (current) {
        if (indexer?.runtime !== current) indexer = { runtime: current, indexer: new ChainIndexer(db, current, opts) };
        const stored = await indexer.indexer.runOnce(signal);
        if (stored > 0) opts.log?.debug({ stored }, 'chain indexer: events stored');
      }
      failures = 0;
    } catch (err) {
      failures++;
      delayMs = Math.min(pollMs * 2 ** Math.min(failures, 10), MAX_BACKOFF_MS);
      opts.log?.warn({ err, failures, retryInMs: delayMs }, 'chain indexer: run failed');
    }
    // Shutting down: thrown, so the queue hands this job back and the next start runs it.
    if (signal.aborted) throw new Error('shutting down');
    await queueNextRun(db, CHAIN_INDEX_JOB, new Date(Date.now() + delayMs));
  });
  return { schedule: () => queueNextRun(db, CHAIN_INDEX_JOB, new Date()) };
}
