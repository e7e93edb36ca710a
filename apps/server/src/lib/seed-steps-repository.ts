/** The queries of the resumable seeds (seed-steps.ts): the `seed_steps` rows and a seed's lock. */
import { like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/transaction.ts';
import { seedSteps } from '../db/schema.ts';

/** The committed steps of a seed (names `${seed}:...`) with their details. */
export async function committedSteps(db: Db, seed: string): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db
    .select({ name: seedSteps.name, detail: seedSteps.detail })
    .from(seedSteps)
    .where(like(seedSteps.name, `${seed}:%`));
  return new Map(rows.map((r) => [r.name, r.detail]));
}

/**
 * Records a step, in the transaction that writes the step's rows; false when it is recorded
 * already (a concurrent run committed it first: the caller writes nothing).
 */
export async function recordStep(tx: Db, name: string, detail: Record<string, unknown> = {}): Promise<boolean> {
  const rows = await tx
    .insert(seedSteps)
    .values({ name, detail })
    .onConflictDoNothing()
    .returning({ name: seedSteps.name });
  return rows.length > 0;
}

/** Takes the transaction's advisory lock of one seed (PostgreSQL: across servers). */
export async function lockSeed(tx: Tx, seed: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tribune-seed:${seed}`}))`);
}
