/**
 * The queries of the durable job queue (jobs.ts): inserts, the claim with FOR UPDATE SKIP LOCKED,
 * the lease and the outcomes, each guarded by the worker that holds the job.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** A claimed job's raw row (`id, kind, payload, attempts, max_attempts`). */
export type JobRaw = Record<string, unknown>;

/** Inserts jobs (in the caller's transaction when given one) and answers their ids. */
export async function insertJobs(
  db: Pick<Db, 'insert'>,
  rows: Array<{ kind: string; payload: Record<string, unknown>; runAt: Date; maxAttempts: number }>,
): Promise<number[]> {
  const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
  return inserted.map((r) => r.id);
}

/**
 * Requeues jobs whose lease is older than `cutoff` (their worker died mid-run); fails those without
 * attempts left. Answers how many.
 */
export async function recoverExpiredJobs(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`
    update jobs set
      status = case when attempts >= max_attempts then 'failed' else 'queued' end,
      last_error = coalesce(last_error, 'the worker stopped while running this job (lease expired)'),
      locked_at = null, locked_by = null, run_at = now(), updated_at = now()
    where status = 'running' and locked_at < ${cutoff}
    returning id`);
  return rowsOf<JobRaw>(result).length;
}

/** Claims the next due job of one of `kinds` for the worker, or none. */
export async function claimJob(db: Db, kinds: readonly string[], workerId: string): Promise<JobRaw | undefined> {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return rowsOf<JobRaw>(
    await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_at = now(),
        locked_by = ${workerId}, updated_at = now()
      where id = (
        select id from jobs
        where status = 'queued' and run_at <= now() and kind in (${kindList})
        order by run_at, id
        for update skip locked
        limit 1)
      returning id, kind, payload, attempts, max_attempts`),
  )[0];
}

/** Renews the lease of a job the worker runs. */
export async function renewLease(db: Db, id: number, workerId: string): Promise<void> {
  await db.execute(sql`update jobs set locked_at = now() where id = ${id} and locked_by = ${workerId}`);
}

/** Marks a job the worker ran done. */
export async function markJobDone(db: Db, id: number, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', locked_at = null, last_error = null, updated_at = now()
    where id = ${id} and locked_by = ${workerId} and status = 'running'`);
}

/** Hands a job back as it was (shut down mid-run), without using an attempt. */
export async function handJobBack(db: Db, id: number, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'queued', attempts = attempts - 1, locked_at = null, locked_by = null,
      run_at = now(), updated_at = now()
    where id = ${id} and locked_by = ${workerId} and status = 'running'`);
}

/** Records a job's failure: queued again at `runAt`, or failed for good. */
export async function markJobFailed(
  db: Db,
  id: number,
  workerId: string,
  outcome: { last: boolean; message: string; runAt: Date },
): Promise<void> {
  await db.execute(sql`
    update jobs set status = ${outcome.last ? 'failed' : 'queued'}, last_error = ${outcome.message},
      run_at = ${outcome.runAt}, locked_at = null, locked_by = null, updated_at = now()
    where id = ${id} and locked_by = ${workerId} and status = 'running'`);
}
