/** The dashboard's answers (docs/CONSOLE.md "Dashboard"): the figures as a record, and as CSV. */
import { Type } from 'typebox';
import { TOKEN_DECIMALS } from '@tribune/domain';
import { recordSchema } from '../../http/schemas.ts';
import { COUNT_SERIES, TOKEN_SERIES, type BucketRow, type Period } from './repository.ts';

const counts = Type.Object(Object.fromEntries(COUNT_SERIES.map((k) => [k, Type.Array(Type.Integer({ minimum: 0 }))])));
const tokens = Type.Object(
  Object.fromEntries(TOKEN_SERIES.map((k) => [k, Type.Array(Type.String({ pattern: '^[0-9]+$' }))])),
);
const countTotals = Type.Object(Object.fromEntries(COUNT_SERIES.map((k) => [k, Type.Integer({ minimum: 0 })])));
const tokenTotals = Type.Object(Object.fromEntries(TOKEN_SERIES.map((k) => [k, Type.String({ pattern: '^[0-9]+$' })])));

/** The figures of a period: the buckets' first days, a value per bucket for each series, totals. */
export const DashboardSchema = recordSchema(
  'dashboard',
  {
    attributes: Type.Object({
      from: Type.String(),
      to: Type.String(),
      interval: Type.String({ enum: ['day', 'week'] }),
      buckets: Type.Array(Type.String(), { description: "Each bucket's first day (UTC); weeks start on Monday" }),
      series: Type.Intersect([counts, tokens], {
        description: 'Counts per bucket; the *_tokens series are token sums in base units (decimal text)',
      }),
      totals: Type.Intersect([countTotals, tokenTotals], {
        description: "Sums over the period; active_fans is the busiest bucket's count, not a sum",
      }),
    }),
  },
  { $id: 'Dashboard' },
);

/** The totals of a period: sums, but the busiest bucket for active fans (a fan counts once per bucket). */
function totalsOf(rows: BucketRow[]) {
  const totals: Record<string, number | string> = {};
  for (const k of COUNT_SERIES) {
    totals[k] = k === 'active_fans' ? Math.max(0, ...rows.map((r) => r[k])) : rows.reduce((n, r) => n + r[k], 0);
  }
  for (const k of TOKEN_SERIES) totals[k] = rows.reduce((n, r) => n + BigInt(r[k]), 0n).toString();
  return totals;
}

export function presentDashboard(p: Period, rows: BucketRow[]) {
  const series: Record<string, Array<number | string>> = {};
  for (const k of [...COUNT_SERIES, ...TOKEN_SERIES]) series[k] = rows.map((r) => r[k]);
  return {
    id: `${p.from}/${p.to}/${p.interval}`,
    type: 'dashboard' as const,
    attributes: {
      from: p.from,
      to: p.to,
      interval: p.interval,
      buckets: rows.map((r) => r.day),
      series,
      totals: totalsOf(rows),
    },
  };
}

/** Base units as tokens, in decimal text without trailing zeros (150000000 → 1.5). */
export function tokensText(baseUnits: string): string {
  const s = baseUnits.padStart(TOKEN_DECIMALS + 1, '0');
  const whole = s.slice(0, -TOKEN_DECIMALS);
  const fraction = s.slice(-TOKEN_DECIMALS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The CSV's columns: the bucket's first day, the counts, the token sums in tokens. */
export const CSV_HEADER = ['day', ...COUNT_SERIES, ...TOKEN_SERIES];

/** The figures as CSV (RFC 4180): a header row, then a row per bucket. Every cell is a day or a number. */
export function dashboardCsv(rows: BucketRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [r.day, ...COUNT_SERIES.map((k) => String(r[k])), ...TOKEN_SERIES.map((k) => tokensText(r[k]))].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
