/**
 * The counts of the public list of a participation type (docs/PARTICIPATION.md "Shared"); its
 * statement, open ones then at most ENDED_LISTED ended ones, is `openThenPast` (repository.ts).
 */

/** How many of a list's rows are open and how many ended (its meta counts). */
export function openCounts<Row>(rows: Row[], isOpen: (row: Row) => boolean): { open: number; ended: number } {
  const open = rows.filter((row) => isOpen(row)).length;
  return { open, ended: rows.length - open };
}
