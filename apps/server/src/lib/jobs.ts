import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  claimJob,
  handJobBack,
  insertJobs,
  markJobDone,
  markJobFailed,
  recoverExpiredJobs,
  renewLease,
  type JobRaw,
} from './jobs-repository.ts';

/** A job row as the worker sees it. */
export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * Runs one job; throwing schedules a retry (or marks the job failed after its last attempt). The
 * signal aborts when the process shuts down: the job is then handed back without using an attempt.
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void>;

/**
 * Thrown by a handler that must not run again before a given time (a push service's
 * `Retry-After`): the retry waits for it, or for the usual back-off when that is longer (at most 1 h).
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(
    message: string,
    readonly notBefore: Date,
  ) {
    super(message);
  }
}

/** Options of one enqueue. */
export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** The caller's transaction: the job exists exactly when the caller's writes commit. */
  tx?: Pick<Db, 'insert'>;
}

/** How a kind runs in this process. */
export interface JobKindOptions {
  /**
   * At most this many jobs of the kind at once in this process (default 1). Kinds that wait on
   * the network (push) run several; kinds that use the CPU (transcodes) one.
   */
  concurrency?: number;
}

/** Settings of the worker. */
export interface JobQueueOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often the worker looks for due jobs when nobody woke it (default 1 s). */
  pollMs?: number;
  /** A running job whose lease is older than this is taken to be from a crashed process (default 10 min). */
  leaseMs?: number;
  /** The first retry delay; each further attempt doubles it (default 5 s, capped at 1 h). */
  retryBaseMs?: number;
  /** Names this worker in `locked_by` (default host, pid and a random suffix). */
  workerId?: string;
}

function toJob(r: JobRaw): Job {
  return {
    id: Number(r.id),
    kind: String(r.kind),
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  };
}

/**
 * The durable job queue in PostgreSQL (PGlite or a server): jobs survive restarts, are claimed with
 * FOR UPDATE SKIP LOCKED so two instances never run the same job, are retried with exponential
 * back-off and recovered from crashed processes after a lease timeout.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly limits = new Map<string, number>();
  /** Jobs of each kind running in this process now. */
  private readonly busy = new Map<string, number>();
  /** Claims run one after the other, so a kind's limit holds between the lanes. */
  private claiming: Promise<unknown> = Promise.resolve();
  private lanes = 0;
  private readonly laneDone = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  readonly workerId: string;
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private readonly controllers = new Set<AbortController>();

  constructor(
    private readonly db: Db,
    private readonly opts: JobQueueOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.leaseMs = opts.leaseMs ?? 10 * 60_000;
    this.retryBaseMs = opts.retryBaseMs ?? 5000;
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Registers the handler of a kind; a worker claims only kinds it has handlers for. */
  register(kind: string, handler: JobHandler, opts: JobKindOptions = {}): void {
    this.handlers.set(kind, handler);
    this.limits.set(kind, Math.max(1, Math.floor(opts.concurrency ?? 1)));
  }

  /** How many jobs this process may run at once: the kinds' limits together. */
  private capacity(): number {
    let n = 0;
    for (const limit of this.limits.values()) n += limit;
    return Math.max(1, n);
  }

  /** Adds a job (in the caller's transaction when given) and wakes this process's worker. */
  async enqueue(kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number> {
    const [id] = await insertJobs(opts.tx ?? this.db, [
      { kind, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 5 },
    ]);
    if (id === undefined) throw new Error('job insert returned nothing');
    // Inside a transaction the row is not visible yet; the caller wakes after commit, or the poll finds it.
    if (!opts.tx) this.wake();
    return id;
  }

  /** Adds many jobs of one kind in one statement (in the caller's transaction when given). */
  async enqueueMany(
    kind: string,
    payloads: ReadonlyArray<Record<string, unknown>>,
    opts: EnqueueOptions = {},
  ): Promise<number[]> {
    if (payloads.length === 0) return [];
    const runAt = opts.runAt ?? new Date();
    const maxAttempts = opts.maxAttempts ?? 5;
    const ids = await insertJobs(
      opts.tx ?? this.db,
      payloads.map((payload) => ({ kind, payload, runAt, maxAttempts })),
    );
    if (!opts.tx) this.wake();
    return ids;
  }

  /** Makes the worker look for due jobs now instead of at its next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Starts the polling worker of this process. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /**
   * Stops the worker. A running job gets `graceMs` to finish; then it is aborted and handed back to
   * the queue (without using an attempt), so shutdown never waits for a long transcode.
   */
  async stop(graceMs = 2000): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    const done = this.loopDone;
    if (!done) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    if ((await Promise.race([done, late])) === 'late') for (const c of this.controllers) c.abort();
    clearTimeout(timer);
    await done;
    this.loopDone = undefined;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      this.woken = false;
      try {
        await this.recoverExpired();
        // A lane drains due jobs; each job it claims starts another lane while the kinds' limits
        // allow, so jobs run side by side only when there are several. A lane ends when it finds
        // nothing it may claim; the next poll or wake-up starts one again.
        if (this.running && this.lanes < this.capacity()) this.startLane();
      } catch (err) {
        this.opts.log?.warn({ err }, 'job worker poll failed');
      }
      if (!this.running || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
    await Promise.all(this.laneDone);
  }

  private startLane(): void {
    this.lanes++;
    const done = (async () => {
      try {
        while (this.running) {
          const job = await this.claimNext();
          if (!job) break;
          if (this.lanes < this.capacity()) this.startLane();
          await this.runClaimed(job);
        }
      } catch (err) {
        this.opts.log?.warn({ err }, 'job worker lane failed');
      } finally {
        this.lanes--;
      }
    })();
    this.laneDone.add(done);
    void done.finally(() => this.laneDone.delete(done));
  }

  /**
   * Requeues jobs whose worker died mid-run (lease older than `leaseMs`, default the queue's);
   * fails those without attempts left.
   */
  async recoverExpired(leaseMs = this.leaseMs): Promise<number> {
    return recoverExpiredJobs(this.db, new Date(Date.now() - leaseMs));
  }

  /** Claims one due job this worker can run and runs it; false when none was due (or its kinds are at their limit). */
  async runOnce(): Promise<boolean> {
    const job = await this.claimNext();
    if (!job) return false;
    await this.runClaimed(job);
    return true;
  }

  /** Claims through the one-at-a-time line, so a kind's limit holds between lanes. */
  private claimNext(): Promise<Job | undefined> {
    const claim = this.claiming.then(() => this.claim());
    this.claiming = claim.catch(() => undefined);
    return claim;
  }

  private async runClaimed(job: Job): Promise<void> {
    try {
      await this.execute(job);
    } finally {
      this.busy.set(job.kind, (this.busy.get(job.kind) ?? 1) - 1);
    }
  }

  /** Claims the next due job of a kind below its limit, and counts it as busy. */
  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.handlers.keys()].filter((k) => (this.busy.get(k) ?? 0) < (this.limits.get(k) ?? 1));
    if (kinds.length === 0) return undefined;
    const claimed = await claimJob(this.db, kinds, this.workerId);
    if (!claimed) return undefined;
    const job = toJob(claimed);
    this.busy.set(job.kind, (this.busy.get(job.kind) ?? 0) + 1);
    return job;
  }

  /** Runs a claimed job and records its outcome: done, retried with back-off, failed, or handed back. */
  private async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    // Renew the lease while a long job (a transcode) runs, so it is not taken for crashed.
    const heartbeat = setInterval(
      () => {
        renewLease(this.db, job.id, this.workerId).catch(() => undefined);
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    const controller = new AbortController();
    this.controllers.add(controller);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, controller.signal);
      await markJobDone(this.db, job.id, this.workerId);
    } catch (err) {
      if (controller.signal.aborted) {
        // Shut down mid-run: hand the job back as it was, for this or another instance to run.
        await handJobBack(this.db, job.id, this.workerId);
        return;
      }
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const last = job.attempts >= job.maxAttempts;
      const backOffMs = this.retryBaseMs * 2 ** (job.attempts - 1);
      const askedMs = err instanceof RetryLaterError ? err.notBefore.getTime() - Date.now() : 0;
      const delayMs = Math.min(Math.max(backOffMs, askedMs), 3_600_000);
      if (!last) this.opts.log?.warn({ err, jobId: job.id, kind: job.kind }, 'job failed, retrying');
      else this.opts.log?.error({ err, jobId: job.id, kind: job.kind }, 'job failed for good');
      await markJobFailed(this.db, job.id, this.workerId, { last, message, runAt: new Date(Date.now() + delayMs) });
    } finally {
      clearInterval(heartbeat);
      this.controllers.delete(controller);
    }
  }
}
