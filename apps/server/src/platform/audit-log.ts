/**
 * The admin audit log: every module appends what an admin did (who, what, on which record, the
 * details) in the transaction that does it (docs/DECISIONS.md "Audit log").
 */
import type { Db } from '../db/client.ts';
import { appendAuditEntry } from './audit-log-repository.ts';

/** What an admin did: who, what, on which record, the details. */
export interface AuditEntry {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** Appends an entry to the admin audit log (in the transaction `db` when it is one). */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await appendAuditEntry(db, entry);
}
