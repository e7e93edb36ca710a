/**
 * Which buckets of a period are read from the kept figures and which are counted now
 * (docs/CONSOLE.md "Dashboard", "Settled buckets"). Pure: the day of today comes in.
 *
 * A bucket is settled when the period holds all of it (a week from its Monday to its Sunday) and it
 * ended before yesterday began: its rows have stopped changing (the indexer's and the reports'
 * late writes land within the grace day). Its figures are counted once and kept. The others, the
 * clipped first and last weeks and the buckets of yesterday and today, are counted on each request.
 */
import type { Period } from './repository.ts';

const DAY_MS = 86_400_000;
/** Days after a bucket's end before it is settled. */
export const SETTLE_GRACE_DAYS = 1;

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A run of consecutive buckets, as the period the statement counts them in (from–to, days included). */
export interface Span {
  from: string;
  to: string;
}

/** One bucket: its key (first day, a Monday for weeks) and the days of the period it covers. */
export interface Bucket {
  day: string;
  from: string;
  to: string;
  settled: boolean;
}

/** The buckets of a period, oldest first. */
export function bucketsOf(p: Period, today: string): Bucket[] {
  const lo = ms(p.from);
  const hi = ms(p.to);
  const settledBefore = ms(today) - SETTLE_GRACE_DAYS * DAY_MS;
  const out: Bucket[] = [];
  if (p.interval === 'day') {
    for (let d = lo; d <= hi; d += DAY_MS) {
      out.push({ day: dayText(d), from: dayText(d), to: dayText(d), settled: d + DAY_MS <= settledBefore });
    }
    return out;
  }
  // Weeks start on Monday (getUTCDay: 0 is Sunday).
  const monday = lo - ((new Date(lo).getUTCDay() + 6) % 7) * DAY_MS;
  for (let m = monday; m <= hi; m += 7 * DAY_MS) {
    const start = Math.max(m, lo);
    const end = Math.min(m + 6 * DAY_MS, hi);
    const whole = start === m && end === m + 6 * DAY_MS;
    out.push({
      day: dayText(m),
      from: dayText(start),
      to: dayText(end),
      settled: whole && end + DAY_MS <= settledBefore,
    });
  }
  return out;
}

/** Consecutive buckets as spans: the fewest periods that count exactly these buckets. */
export function spansOf(buckets: Bucket[]): Span[] {
  const spans: Span[] = [];
  let last: Bucket | undefined;
  for (const b of buckets) {
    const open = spans.at(-1);
    if (open && last && ms(b.from) === ms(last.to) + DAY_MS) open.to = b.to;
    else spans.push({ from: b.from, to: b.to });
    last = b;
  }
  return spans;
}
