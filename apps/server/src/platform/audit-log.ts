/**
 * The admin audit log: every module appends what an admin did (who, what, on which record, the
 * details) in the transaction that does it (docs/DECISIONS.md "Audit log").
 */
import type { Db } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

/** Appends an entry to the admin audit log. */
export async function insertAuditEntry(
  db: Db,
  entry: { actorId: number; action: string; targetType: string; targetId: string; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
