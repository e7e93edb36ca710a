import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** A raw result row. */
export type Raw = Record<string, unknown>;
/** A timestamp column (Date or text, by driver). */
export const date = (v: unknown): Date => new Date(v as string);
/** A nullable numeric column (bigints come back as text). */
export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
/** A nullable text column. */
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
/** json columns come back parsed from both drivers; a string is parsed here to be sure. */
export const list = (v: unknown): unknown[] =>
  typeof v === 'string' ? (JSON.parse(v) as unknown[]) : ((v ?? []) as unknown[]);
/**
 * A JSON array parameter, for `in (select ...)` without driver-specific array binding. The
 * elements are cast to the column's type, so the comparison keeps the column's index (values
 * are validated by the route schemas before they get here).
 */
export const jsonList = (values: readonly (string | number)[], type: 'uuid' | 'bigint') =>
  type === 'uuid'
    ? sql`(select jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb)::uuid)`
    : sql`(select jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb)::bigint)`;

/** The rows of a raw statement, whichever driver runs it. */
export async function rows(db: Db, query: SQL): Promise<Raw[]> {
  return rowsOf<Raw>(await db.execute(query));
}
