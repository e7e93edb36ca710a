import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ugcReportTypes, type Localized } from '../../db/schema.ts';
import { rowsOf } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deleteCasesOf, isModerated, recordReport } from './moderation-repository.ts';

/** A report type row. */
export type ReportTypeRow = typeof ugcReportTypes.$inferSelect;

/** The report types every instance starts with. */
export const DEFAULT_REPORT_TYPES: Array<{ key: string; title: Localized }> = [
  { key: 'spam', title: { en: 'Spam', de: 'Spam', it: 'Spam' } },
  {
    key: 'harassment',
    title: { en: 'Harassment or bullying', de: 'Belästigung oder Mobbing', it: 'Molestie o bullismo' },
  },
  { key: 'hate_speech', title: { en: 'Hate speech', de: 'Hassrede', it: 'Incitamento all’odio' } },
  { key: 'misinformation', title: { en: 'False information', de: 'Falschinformation', it: 'Informazioni false' } },
  { key: 'other', title: { en: 'Something else', de: 'Etwas anderes', it: 'Altro' } },
];

/**
 * Inserts the default report types that are missing (by key). Runs at every start: one statement,
 * safe on a migrated database with or without them and with several instances starting at once;
 * titles an operator changed are kept.
 */
export async function ensureReportTypes(db: Db): Promise<void> {
  await db
    .insert(ugcReportTypes)
    .values(DEFAULT_REPORT_TYPES.map((t, i) => ({ key: t.key, title: t.title, sortOrder: i })))
    .onConflictDoNothing({ target: ugcReportTypes.key });
}

/** Every report type in display order. */
export async function listReportTypes(db: Db): Promise<ReportTypeRow[]> {
  return db.select().from(ugcReportTypes).orderBy(ugcReportTypes.sortOrder, ugcReportTypes.id);
}

/**
 * Files a report once per user and thing; a reported item of fans' content becomes 'reported' (it
 * stays visible until a moderator acts) and joins the moderation queue. Returns the report id, or undefined when this user already reported it.
 */
export async function insertReport(
  db: Db,
  r: { type: string; id: number; userId: number; reportTypeId: number; reason: string | null },
): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ugc_reports (reportable_type, reportable_id, user_id, report_type_id, reason)
      values (${r.type}, ${r.id}, ${r.userId}, ${r.reportTypeId}, ${r.reason})
      on conflict (reportable_type, reportable_id, user_id) do nothing
      returning id`);
    const row = rowsOf<{ id: string | number }>(inserted)[0];
    if (!row) return undefined;
    if (isModerated(r.type)) await recordReport(tx, r.type, r.id);
    return Number(row.id);
  });
}

/** Deletes the reports and moderation cases of some things of one type, inside the transaction deleting them (nothing is left to moderate). */
export async function deleteReportsOf(db: Db, type: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await deleteCasesOf(db, type, ids);
  await db.execute(sql`delete from ugc_reports where reportable_type = ${type}
    and reportable_id = any(string_to_array(${ids.map((i) => Math.trunc(i)).join(',')}, ',')::bigint[])`);
}
