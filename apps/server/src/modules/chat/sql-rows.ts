/** The column decoders of the chat repositories' raw rows (no queries here: they are in the repositories). */

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
