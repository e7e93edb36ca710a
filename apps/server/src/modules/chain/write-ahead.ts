/**
 * Write-ahead value moves (docs/CHAIN.md "Write-ahead value moves"). Every record that moves value
 * (a send, a boost, an unlock, a token vote, a withdrawal, an admin's mint or burn) stores the hash and
 * the bytes of its signed transaction before that transaction is broadcast. A crash can then leave a
 * record pending, but never one whose fate cannot be found: `WriteAheadRecovery` looks at each
 * pending record and completes it from its receipt (mined), waits (in the node's pool), sends its
 * stored bytes exactly once (never broadcast, its nonce still free), or fails it and says why.
 */
import type { Address, Hex, PrivateKeyAccount, TransactionReceipt } from 'viem';
import type { Db } from '../../db/client.ts';
import {
  finishRecord,
  markSigned,
  pendingSigned,
  recordById,
  staleUnsigned,
  type TransactionRecord,
} from './repository.ts';
import { ChainSendError, type ChainRuntime } from './runtime.ts';

/** What a record's send came to: the record as it now stands, and the receipt when this send got one. */
export interface RecordedSend {
  row: TransactionRecord;
  receipt?: TransactionReceipt;
}

/** The reason a record gets when its write-ahead step was refused (the recovery had failed it). */
const NOT_SENT = 'not sent';

/**
 * Sends `request` for the pending record `recordId`: signs, writes the transaction ahead, broadcasts,
 * and ends the record from the receipt. A send whose fate is unknown leaves the record pending (with
 * its hash) for the recovery.
 */
export async function sendRecorded(
  db: Db,
  runtime: ChainRuntime,
  recordId: number,
  account: PrivateKeyAccount,
  request: { to: Address; data?: Hex; value?: bigint },
): Promise<RecordedSend> {
  runtime.recordsInFlight.add(recordId);
  try {
    const receipt = await runtime.send(account, request, {
      signed: async (tx) => {
        if (!(await markSigned(db, recordId, tx))) throw new Error('the record is no longer pending');
      },
    });
    return { row: await finishRecord(db, recordId, { status: 'complete', hash: receipt.transactionHash }), receipt };
  } catch (err) {
    if (!(err instanceof ChainSendError)) throw err;
    // Its fate unknown: the record stays pending, with its hash, and the recovery ends it.
    if (err.outcome === 'pending') return { row: await recordById(db, recordId) };
    return { row: await finishRecord(db, recordId, { status: 'failed', hash: err.hash, error: err.reason }) };
  } finally {
    runtime.recordsInFlight.delete(recordId);
  }
}

export interface RecoveryLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/** One run's counts. */
export interface RecoveryRun {
  completed: number;
  failed: number;
  rebroadcast: number;
  waiting: number;
}

export interface WriteAheadRecoveryOptions {
  /** A pending record without a signed transaction older than this was never sent (default 30 s). */
  unsignedAfterMs?: number;
  /** Records looked at per run (default 200). */
  batch?: number;
  /** Counts a completed record's events before it is answered (the indexer's `ingestReceipt`). */
  onReceipt?: (receipt: TransactionReceipt) => Promise<void>;
}

/**
 * Finds the fate of every pending record of the server's own: at the chain's start (before any new
 * send can take a nonce) and then every few seconds, so that a send whose answer was lost ends too.
 */
export class WriteAheadRecovery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RecoveryRun> | undefined;

  constructor(
    private readonly db: Db,
    private readonly runtime: ChainRuntime,
    private readonly log: RecoveryLog,
    private readonly opts: WriteAheadRecoveryOptions = {},
  ) {}

  /** One run at a time in this process; callers that come while one runs share it. */
  runOnce(): Promise<RecoveryRun> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs every `intervalMs` in the background (unref'd); `stop()` ends it. */
  start(intervalMs: number): void {
    this.timer ??= setInterval(() => {
      this.runOnce().catch((err: unknown) => this.log.warn({ err }, 'chain: write-ahead recovery run failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async run(): Promise<RecoveryRun> {
    const counts: RecoveryRun = { completed: 0, failed: 0, rebroadcast: 0, waiting: 0 };
    const batch = this.opts.batch ?? 200;
    const before = new Date(Date.now() - (this.opts.unsignedAfterMs ?? 30_000));
    for (const row of await staleUnsigned(this.db, before, batch)) {
      if (this.runtime.recordsInFlight.has(row.id)) continue;
      // markSigned refuses a record that is no longer pending: a send that comes later sends nothing.
      const ended = await finishRecord(this.db, row.id, { status: 'failed', error: NOT_SENT });
      if (ended.txStatus === 'failed' && ended.error === NOT_SENT) counts.failed++;
    }
    for (const row of await pendingSigned(this.db, batch)) {
      if (this.runtime.recordsInFlight.has(row.id)) continue;
      const outcome = await this.settle(row).catch((err: unknown) => {
        this.log.warn({ err, id: row.id, hash: row.txHash }, 'chain: a pending record was left to the next run');
        return 'waiting' as const;
      });
      counts[outcome]++;
    }
    if (counts.completed + counts.failed + counts.rebroadcast > 0) {
      this.log.info({ ...counts }, 'chain: pending records settled after a restart or a lost answer');
    }
    return counts;
  }

  /** One record with its transaction written ahead, under its signer's send order. */
  private async settle(row: TransactionRecord): Promise<keyof RecoveryRun> {
    const signer = row.signer as Address;
    const hash = row.txHash as Hex;
    return this.runtime.serialized(signer, async () => {
      const fate = await this.runtime.fateOf(hash);
      if (fate === 'pool') return 'waiting';
      if (fate !== 'absent') return this.fromReceipt(row, fate);
      const next = await this.runtime.publicClient.getTransactionCount({ address: signer, blockTag: 'pending' });
      if (row.nonce !== next) {
        // Its nonce was taken by another transaction (or one before it is missing): it can never be mined.
        const reason =
          (row.nonce ?? 0) < next ? 'not sent: its nonce was used' : 'not sent: an earlier transaction is missing';
        await finishRecord(this.db, row.id, { status: 'failed', error: reason });
        return 'failed';
      }
      try {
        const receipt = await this.runtime.broadcastSigned({
          hash,
          raw: row.signedTx as Hex,
          nonce: next,
          signer,
        });
        await this.fromReceipt(row, receipt);
        return 'rebroadcast';
      } catch (err) {
        if (!(err instanceof ChainSendError)) throw err;
        if (err.outcome === 'pending') return 'waiting';
        await finishRecord(this.db, row.id, { status: 'failed', error: err.reason });
        return 'failed';
      }
    });
  }

  private async fromReceipt(row: TransactionRecord, receipt: TransactionReceipt): Promise<'completed' | 'failed'> {
    if (receipt.status === 'success') await this.opts.onReceipt?.(receipt);
    const ended = await finishRecord(
      this.db,
      row.id,
      receipt.status === 'success' ? { status: 'complete' } : { status: 'failed', error: 'reverted' },
    );
    return ended.txStatus === 'complete' ? 'completed' : 'failed';
  }
}
