import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';

/** The id of the one instance a deployment serves. */
export const INSTANCE_ID = 'default';

/** An instance row. */
export type InstanceRow = typeof instances.$inferSelect;
/** Fields that may be written. */
export type InstanceInsert = typeof instances.$inferInsert;

/** Reads the instance, or undefined before the first seed. */
export async function findInstance(db: Db): Promise<InstanceRow | undefined> {
  const rows = await db.select().from(instances).where(eq(instances.id, INSTANCE_ID)).limit(1);
  return rows[0];
}

/** Reads only the version, the cheap check behind cache refreshes. */
export async function findInstanceVersion(db: Db): Promise<number | undefined> {
  const rows = await db.select({ version: instances.version }).from(instances).where(eq(instances.id, INSTANCE_ID));
  return rows[0]?.version;
}

/** Creates the instance unless it exists; answers whether it created it. */
export async function insertInstanceIfMissing(db: Db, values: Omit<InstanceInsert, 'id'>): Promise<boolean> {
  const rows = await db
    .insert(instances)
    .values({ ...values, id: INSTANCE_ID })
    .onConflictDoNothing()
    .returning({ id: instances.id });
  return rows.length > 0;
}

/** Updates the instance and raises its version in the same statement. */
export async function updateInstance(
  db: Db,
  values: Partial<Omit<InstanceInsert, 'id' | 'version'>>,
): Promise<InstanceRow | undefined> {
  const rows = await db
    .update(instances)
    .set({ ...values, version: sql`${instances.version} + 1`, updatedAt: new Date() })
    .where(eq(instances.id, INSTANCE_ID))
    .returning();
  return rows[0];
}
