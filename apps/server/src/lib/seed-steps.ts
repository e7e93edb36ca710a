/**
 * Resumable first-start seeds: a seed is a list of named steps, each committed in one
 * transaction together with a `seed_steps` row, so a seed cut off by a crash resumes at the first
 * step without a row and never writes a step twice.
 */
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { lockSeed } from './seed-steps-repository.ts';

export { committedSteps, recordStep } from './seed-steps-repository.ts';

/** The run of each seed in progress in this process, by database object. */
const running = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Runs `fn` as the only run of `seed`: one at a time per database object in this process and,
 * on PostgreSQL, across servers: a transaction-scoped advisory lock held by an otherwise idle
 * transaction for the whole run, which PostgreSQL releases when the holder's server dies. The
 * step rows stay the guarantee of "exactly once"; the lock only keeps a second server from
 * making the same media files while the first one is at it.
 */
export async function exclusively<T>(db: Db, kind: Database['kind'], seed: string, fn: () => Promise<T>): Promise<T> {
  const runs = running.get(db) ?? new Map<string, Promise<unknown>>();
  running.set(db, runs);
  const previous = runs.get(seed) ?? Promise.resolve();
  const run = previous.then(() =>
    kind === 'postgres'
      ? inTransaction(db, async (tx) => {
          await lockSeed(tx, seed);
          return fn();
        })
      : fn(),
  );
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  runs.set(seed, settled);
  try {
    return await run;
  } finally {
    if (runs.get(seed) === settled) runs.delete(seed);
  }
}
