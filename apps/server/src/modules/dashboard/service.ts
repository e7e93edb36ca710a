/**
 * The dashboard's rules (docs/CONSOLE.md "Dashboard"): a bounded period, and its figures cached in
 * this process for a short while, keyed by the period, so that a team reloading the screen or
 * downloading the CSV does not run the statement again.
 */
import { AppError } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { bucketsOf, spansOf } from './plan.ts';
import { dashboardBuckets, readRollups, saveRollups, type BucketRow, type Period } from './repository.ts';

/** The longest period, in days (both ends included). */
export const MAX_PERIOD_DAYS = 366;
/** How long a period's figures are kept (ms). */
export const DASHBOARD_TTL_MS = 60_000;
const MAX_ENTRIES = 64;

const DAY_MS = 86_400_000;

/** The UTC day of a YYYY-MM-DD text, or null when it is no real day (2026-02-30). */
function dayOf(text: string): number | null {
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms;
}

/** Checks a period: real days, from ≤ to, at most MAX_PERIOD_DAYS days; 400 BAD_REQUEST with the field otherwise. */
export function checkPeriod(from: string, to: string, interval: string | undefined): Period {
  const a = dayOf(from);
  const b = dayOf(to);
  // The error body names the field: "To is before from."
  const bad = (field: string, message: string) =>
    new AppError('BAD_REQUEST', 'The period is invalid.', { [field]: [message] });
  if (a === null) throw bad('from', 'is not a day.');
  if (b === null) throw bad('to', 'is not a day.');
  if (b < a) throw bad('to', 'is before from.');
  if ((b - a) / DAY_MS + 1 > MAX_PERIOD_DAYS) throw bad('to', `is more than ${MAX_PERIOD_DAYS - 1} days after from.`);
  return { from, to, interval: interval === 'week' ? 'week' : 'day' };
}

export class DashboardService {
  private readonly cache = new Map<string, { at: number; rows: Promise<BucketRow[]> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = DASHBOARD_TTL_MS,
  ) {}

  /** The buckets of a period, from the cache while they are fresh. */
  buckets(p: Period): Promise<BucketRow[]> {
    const key = `${p.from}/${p.to}/${p.interval}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.rows;
    const rows = this.count(p, new Date(now).toISOString().slice(0, 10));
    // A failed statement is not kept: the next request asks the database again.
    rows.catch(() => this.cache.delete(key));
    this.cache.delete(key);
    this.cache.set(key, { at: now, rows });
    while (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return rows;
  }

  /**
   * A period's buckets: the settled ones from the kept figures (those not kept yet are counted once
   * and kept), the others counted now; a statement per run of consecutive buckets.
   */
  private async count(p: Period, today: string): Promise<BucketRow[]> {
    const buckets = bucketsOf(p, today);
    const settled = buckets.filter((b) => b.settled);
    const kept = new Map(
      (
        await readRollups(
          this.db,
          p.interval,
          settled.map((b) => b.day),
        )
      ).map((r) => [r.day, r]),
    );
    const missing = settled.filter((b) => !kept.has(b.day));
    const live = buckets.filter((b) => !b.settled);
    const counted = async (bs: typeof buckets) =>
      (await Promise.all(spansOf(bs).map((s) => dashboardBuckets(this.db, { ...s, interval: p.interval })))).flat();
    const [fresh, now] = await Promise.all([counted(missing), counted(live)]);
    await saveRollups(this.db, p.interval, fresh);
    const byDay = new Map([...kept, ...fresh.map((r) => [r.day, r] as const), ...now.map((r) => [r.day, r] as const)]);
    return buckets.map((b) => byDay.get(b.day)!);
  }
}
