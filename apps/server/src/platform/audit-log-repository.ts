/** The admin audit log's one query (audit-log.ts): an entry appended in the caller's transaction. */
import type { Db } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';
import type { AuditEntry } from './audit-log.ts';

export async function appendAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
