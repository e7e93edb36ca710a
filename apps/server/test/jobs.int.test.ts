import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { JobQueue } from '../src/lib/jobs.ts';
import { createPeerApp } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

interface JobState {
  status: string;
  attempts: number;
  last_error: string | null;
  /** How far after its last update the job is scheduled (the back-off). */
  delay_ms: number;
}

async function jobState(db: Db, id: number): Promise<JobState> {
  const result = await db.execute(sql`select status, attempts, last_error,
    (extract(epoch from (run_at - updated_at)) * 1000)::int as delay_ms from jobs where id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as JobState[];
  return rows[0]!;
}

const makeDue = (db: Db, id: number) => db.execute(sql`update jobs set run_at = now() where id = ${id}`);

describe('durable jobs: retries, back-off, lease recovery and one run per job', () => {
  const t = useTestApp({ keys: false });
  let db: Db;
  let kindSeq = 0;
  const kind = () => `test.kind${++kindSeq}`;

  beforeAll(async () => {
    db = t.app.database.db;
  });

  it('retries a failing job with exponential back-off and marks it failed after maxAttempts', async () => {
    const k = kind();
    const queue = new JobQueue(db, { retryBaseMs: 60_000 });
    queue.register(k, async () => {
      throw new Error('provider down');
    });
    const id = await queue.enqueue(k, { n: 1 }, { maxAttempts: 3 });
    expect(await queue.runOnce()).toBe(true);
    let state = await jobState(db, id);
    expect(state).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider down' });
    expect(state.delay_ms).toBeGreaterThanOrEqual(59_000);
    expect(await queue.runOnce()).toBe(false); // not due yet
    await makeDue(db, id);
    expect(await queue.runOnce()).toBe(true);
    state = await jobState(db, id);
    expect(state).toMatchObject({ status: 'queued', attempts: 2 });
    expect(state.delay_ms).toBeGreaterThanOrEqual(119_000);
    await makeDue(db, id);
    expect(await queue.runOnce()).toBe(true);
    expect(await jobState(db, id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'provider down' });
  });

  it('completes a job that succeeds on its second attempt', async () => {
    const k = kind();
    const queue = new JobQueue(db, { retryBaseMs: 60_000 });
    let calls = 0;
    queue.register(k, async (job) => {
      calls++;
      expect(job.payload).toEqual({ medium: 7 });
      if (calls === 1) throw new Error('flaky');
    });
    const id = await queue.enqueue(k, { medium: 7 });
    await queue.runOnce();
    await makeDue(db, id);
    await queue.runOnce();
    expect(await jobState(db, id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('recovers a job left running by a crashed process after the lease, and fails one without attempts left', async () => {
    const k = kind();
    const queue = new JobQueue(db, { leaseMs: 60_000 });
    const ran: number[] = [];
    queue.register(k, async (job) => void ran.push(job.id));
    const id = await queue.enqueue(k, {}, { maxAttempts: 3 });
    const spent = await queue.enqueue(k, {}, { maxAttempts: 1 });
    const fresh = await queue.enqueue(k, {});
    await db.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-worker',
      locked_at = now() - interval '1 hour' where id in (${id}, ${spent})`);
    await db.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'live-worker',
      locked_at = now() where id = ${fresh}`);
    expect(await queue.recoverExpired()).toBe(2);
    expect((await jobState(db, spent)).status).toBe('failed');
    expect((await jobState(db, fresh)).status).toBe('running');
    while (await queue.runOnce()) {
      // drain
    }
    expect(ran).toEqual([id]);
    expect(await jobState(db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('does not create the job when the caller’s transaction rolls back', async () => {
    const k = kind();
    const queue = new JobQueue(db);
    let jobId = 0;
    await expect(
      db.transaction(async (tx) => {
        jobId = await queue.enqueue(k, {}, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const result = await db.execute(sql`select count(*)::int as n from jobs where id = ${jobId}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
    expect(rows[0]!.n).toBe(0);
  });

  it('wakes the worker at once after an enqueue in the same process', async () => {
    const k = kind();
    // A poll interval longer than the test timeout: only the wake-up can run the job in time.
    const queue = new JobQueue(db, { pollMs: 10 * 60_000 });
    let done!: (id: number) => void;
    const ran = new Promise<number>((resolve) => (done = resolve));
    queue.register(k, async (job) => done(job.id));
    queue.start();
    try {
      await new Promise((r) => setTimeout(r, 50)); // let the first (empty) poll pass
      const id = await queue.enqueue(k, {});
      expect(await ran).toBe(id);
    } finally {
      await queue.stop();
    }
  });

  it('hands a running job back to the queue, without using an attempt, when the worker stops', async () => {
    const k = kind();
    const queue = new JobQueue(db, { pollMs: 10 * 60_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.register(
      k,
      (_job, signal) =>
        new Promise<void>((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    queue.start();
    const id = await queue.enqueue(k, {});
    await running;
    await queue.stop(10);
    expect(await jobState(db, id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('runs a kind up to its concurrency side by side, a kind without one alone, and hands all back on stop', async () => {
    const wide = kind();
    const narrow = kind();
    const queue = new JobQueue(db, { pollMs: 10 * 60_000 });
    const now = new Map<string, number>();
    const peak = new Map<string, number>();
    const release: Array<() => void> = [];
    const handler = (k: string) => (_job: unknown, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        now.set(k, (now.get(k) ?? 0) + 1);
        peak.set(k, Math.max(peak.get(k) ?? 0, now.get(k)!));
        const done = () => {
          now.set(k, now.get(k)! - 1);
          resolve();
        };
        release.push(done);
        signal.addEventListener('abort', () => {
          now.set(k, now.get(k)! - 1);
          reject(new Error('aborted'));
        });
      });
    queue.register(wide, handler(wide), { concurrency: 3 });
    queue.register(narrow, handler(narrow));
    const ids = [
      ...(await Promise.all(Array.from({ length: 5 }, () => queue.enqueue(wide, {})))),
      ...(await Promise.all(Array.from({ length: 3 }, () => queue.enqueue(narrow, {})))),
    ];
    queue.start();
    for (let i = 0; i < 200 && (now.get(wide) !== 3 || now.get(narrow) !== 1); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(now.get(wide)).toBe(3);
    expect(now.get(narrow)).toBe(1);
    // Let the first four finish: the waiting ones move up, never past the limits.
    for (const done of release.splice(0, 4)) done();
    // The other two of the wide kind and the second of the narrow one start; the third waits.
    for (let i = 0; i < 200 && (now.get(wide) !== 2 || now.get(narrow) !== 1); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(now.get(wide)).toBe(2);
    expect(now.get(narrow)).toBe(1);
    await queue.stop(10);
    expect(peak.get(wide)).toBe(3);
    expect(peak.get(narrow)).toBe(1);
    const result = await db.execute(
      sql`select status, count(*)::int as n from jobs where id = any(${`{${ids.join(',')}}`}::bigint[]) group by status order by status`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      status: string;
      n: number;
    }>;
    // Four done; the three running when the worker stopped are queued again beside the one that
    // never started; none is left running.
    expect(rows).toEqual([
      { status: 'done', n: 4 },
      { status: 'queued', n: 4 },
    ]);
  });

  it('never runs one job twice with two app instances working the same database', async () => {
    const peer = await createPeerApp(t);
    try {
      const k = kind();
      const runs = new Map<number, number>();
      const workers = [t.app.database.db, peer.app.database.db].map(
        (d, i) => new JobQueue(d, { pollMs: 20, workerId: `worker-${i}` }),
      );
      for (const w of workers) {
        w.register(
          k,
          async (job) => {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            await new Promise((r) => setTimeout(r, 5));
          },
          { concurrency: 4 },
        );
      }
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push(await workers[0]!.enqueue(k, { i }));
      workers.forEach((w) => w.start());
      for (let i = 0; i < 500 && [...runs.keys()].length < ids.length; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(workers.map((w) => w.stop()));
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const result = await db.execute(
        sql`select count(*)::int as n from jobs where kind = ${k} and status = 'done' and attempts = 1`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
      expect(rows[0]!.n).toBe(ids.length);
    } finally {
      await peer.close();
    }
  });
});
