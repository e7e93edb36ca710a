/**
 * The demo seeds of the community modules (groups, posts, organizations, profile fields), each
 * run once (lib/seed-steps.ts): as the only run of its seed, and not at all once its `:done` step
 * is committed.
 */
import type { App } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { committedSteps, exclusively, recordStep } from '../lib/seed-steps.ts';

/** Runs `run` as the only run of `seed` unless its `:done` step is committed; `run` gets the steps committed so far. */
export async function seedOnce(
  app: App,
  seed: string,
  run: (db: Db, steps: Map<string, Record<string, unknown>>) => Promise<void>,
): Promise<void> {
  const db = app.database.db;
  await exclusively(db, app.database.kind, seed, async () => {
    const steps = await committedSteps(db, seed);
    if (!steps.has(`${seed}:done`)) await run(db, steps);
  });
}

/**
 * Seeds rows once, unless the instance has rows of its own (`hasOwn`; then the done step says
 * `skipped`): `prepare` runs first (the demo fans), then the rows are written in the transaction
 * that commits the done step, so they are written exactly once.
 */
export async function seedRowsOnce<P = undefined>(
  app: App,
  seed: string,
  spec: {
    prepare?: (db: Db) => Promise<P>;
    hasOwn: (db: Db) => Promise<boolean>;
    write: (tx: Db, prepared: P) => Promise<void>;
  },
): Promise<void> {
  await seedOnce(app, seed, async (db) => {
    const prepared = (await spec.prepare?.(db)) as P;
    const skipped = await spec.hasOwn(db);
    await inTransaction(db, async (tx) => {
      if (!(await recordStep(tx, `${seed}:done`, skipped ? { skipped: true } : {}))) return;
      if (!skipped) await spec.write(tx, prepared);
    });
  });
}
