import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances, instanceVersions, users } from '../../db/schema.ts';

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

/** Reads the instance under a row lock (the setup screen's save and rollback). */
export async function lockInstance(db: Db): Promise<InstanceRow | undefined> {
  const rows = await db.select().from(instances).where(eq(instances.id, INSTANCE_ID)).for('update').limit(1);
  return rows[0];
}

/** A saved version of the configuration. */
export type InstanceVersionRow = typeof instanceVersions.$inferSelect;

/** Keeps a version of the configuration; a version kept already stays as it was. */
export async function insertInstanceVersion(
  db: Db,
  values: { version: number; config: unknown; actorId: number | null; changes: string[]; rolledBackFrom?: number },
): Promise<void> {
  await db
    .insert(instanceVersions)
    .values({ ...values, rolledBackFrom: values.rolledBackFrom ?? null })
    .onConflictDoNothing();
}

/** One kept version, or undefined. */
export async function findInstanceVersionRow(db: Db, version: number): Promise<InstanceVersionRow | undefined> {
  const rows = await db.select().from(instanceVersions).where(eq(instanceVersions.version, version)).limit(1);
  return rows[0];
}

/** A page of kept versions, newest first, with the name of who saved each (null when unknown or gone). */
export async function listInstanceVersions(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({
      version: instanceVersions.version,
      changes: instanceVersions.changes,
      rolledBackFrom: instanceVersions.rolledBackFrom,
      createdAt: instanceVersions.createdAt,
      actorId: users.id,
      actorName: users.displayName,
      actorSlug: users.slug,
    })
    .from(instanceVersions)
    .leftJoin(users, eq(users.id, instanceVersions.actorId))
    .orderBy(desc(instanceVersions.version))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(instanceVersions);
  return { rows, total: count?.n ?? 0 };
}
