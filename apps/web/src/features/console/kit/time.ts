/** The console's times: `datetime-local` fields show and take the browser's time zone; the API speaks UTC. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone ('' for none). */
export function localInput(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time in UTC, or null when empty. */
export const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);
