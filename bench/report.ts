// Printing of the bench results: the figures table, the contributors table and the BENCH_JSON line.
import type { attributeInitialJs } from './attribution.ts';
import { BUDGET_BYTES, type BundleResult } from './bundle.ts';
import { LOAD, type CustomizerResult } from './customizer.ts';
import { fmt, printTable, round } from './lib.ts';
import type { StartupResult } from './startup.ts';

/** A figure's result, or the message of the error that prevented it. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** Everything the bench measured. */
export interface Results {
  customizer: Outcome<CustomizerResult>;
  startup: Outcome<StartupResult>;
  bundle: Outcome<BundleResult>;
  attribution: Outcome<Awaited<ReturnType<typeof attributeInitialJs>>>;
}

/** Formats a byte count in kB (1 kB = 1000 bytes). */
export const kB = (bytes: number, digits = 1): string => `${fmt(bytes / 1000, digits)} kB`;

const failed = (label: string, o: { ok: false; error: string }) => [
  label,
  'FAILED',
  o.error.split('\n')[0]!.slice(0, 60),
  '',
  '',
];

/** Prints the figures table and the table of what the initial JavaScript is made of. */
export function printResults(r: Results): void {
  const rows: string[][] = [['figure', 'value', 'baseline (same minute)', 'ratio', 'goal']];
  const c = r.customizer;
  if (c.ok) {
    const v = c.value;
    rows.push([
      '1 module-config.json req/s (app, median of 2)',
      fmt(v.appRps),
      `bare Fastify ${fmt(v.bareRps)} (rounds ±${fmt((v.bareSpread * 100) / 2)} %)`,
      fmt(v.ratio, 2),
      'ratio >= 0.80',
    ]);
    rows.push([
      '1 module-config.json req/s (If-None-Match, 304)',
      fmt(v.app304Rps),
      `bare Fastify ${fmt(v.bareRps)}`,
      fmt(v.ratio304, 2),
      '-',
    ]);
  } else rows.push(failed('1 module-config.json throughput', c));
  const s = r.startup;
  if (s.ok) {
    const v = s.value;
    const base = `node --import tsx -e 0 ${fmt(v.nodeTsxMs)} ms`;
    rows.push([
      '2 npm start -> ready, second start',
      `${fmt(v.second.readyMs)} ms`,
      base,
      `${fmt(v.ratioTsx, 1)}x`,
      '≤ 3,000 ms',
    ]);
    rows.push([
      '2 second start vs the same through tsx (before #11)',
      `${fmt(v.second.readyMs)} ms`,
      `tsx ${fmt(v.secondTsx)} ms`,
      `${fmt(v.ratioCompiled, 2)}x`,
      '-',
    ]);
    rows.push([
      '2 npm start -> ready, first start (server build+migrate+seed)',
      `${fmt(v.first.readyMs)} ms`,
      base,
      `${fmt(v.first.readyMs / v.nodeTsxMs, 1)}x`,
      '≤ 30,000 ms',
    ]);
    rows.push([
      '2 second start vs bare node -e 0',
      `${fmt(v.second.readyMs)} ms`,
      `node -e 0 ${fmt(v.nodeMs)} ms`,
      `${fmt(v.ratioNode, 1)}x`,
      '-',
    ]);
  } else rows.push(failed('2 npm start -> ready', s));
  const b = r.bundle;
  if (b.ok) {
    rows.push([
      '3 initial JS, gzip -9',
      kB(b.value.gzipBytes),
      `budget ${kB(BUDGET_BYTES, 0)}`,
      fmt(b.value.ratio, 2),
      'ratio <= 1.00',
    ]);
    rows.push(['3 initial JS, raw (minified)', kB(b.value.rawBytes), '', '', '-']);
  } else rows.push(failed('3 initial JS', b));
  printTable(rows);

  const a = r.attribution;
  console.log('\nWhat the initial JS is made of (top contributors):\n');
  if (!a.ok) return void console.log(`  FAILED: ${a.error}`);
  const gz = b.ok ? b.value.gzipBytes : Number.NaN;
  const { contributors, totalRendered } = a.value;
  const line = (name: string, bytes: number) => {
    const share = bytes / totalRendered;
    return [name, kB(bytes), `${fmt(share * 100, 1)} %`, `~${kB(share * gz)}`];
  };
  const out = contributors.slice(0, 10).map((x) => line(x.name, x.renderedBytes));
  const rest = contributors.slice(10);
  if (rest.length)
    out.push(
      line(
        `${rest.length} others`,
        rest.reduce((sum, x) => sum + x.renderedBytes, 0),
      ),
    );
  printTable([['package', 'rendered', 'share', 'gz (est.)'], ...out]);
}

const value = <T, U>(o: Outcome<T>, map: (v: T) => U): U | { error: string } =>
  o.ok ? map(o.value) : { error: o.error };

/** The machine-readable summary printed after `BENCH_JSON `. */
export function toJson(r: Results, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    issue: 'Platform foundation',
    ...extra,
    moduleConfigThroughput: value(r.customizer, (v) => ({
      appRps: round(v.appRps),
      bareRps: round(v.bareRps),
      ratio: round(v.ratio, 3),
      goal: '>= 0.8',
      app304Rps: round(v.app304Rps),
      ratio304: round(v.ratio304, 3),
      bareSpread: round(v.bareSpread, 3),
      bodyBytes: v.bodyBytes,
      load: LOAD,
      rounds: v.rounds.map((x) => ({ ...x, rps: round(x.rps) })),
    })),
    startToReady: value(r.startup, (v) => ({
      secondStartMs: round(v.second.readyMs),
      firstStartMs: round(v.first.readyMs),
      nodeMs: round(v.nodeMs),
      nodeTsxMs: round(v.nodeTsxMs),
      ratioToNodeTsx: round(v.ratioTsx, 2),
      ratioToNode: round(v.ratioNode, 2),
      secondStartThroughTsxMs: round(v.secondTsx),
      ratioToTsxStart: round(v.ratioCompiled, 2),
      goal: 'second ≤ 3000 ms, first ≤ 30000 ms',
      serverBuiltDuringFirstStart: v.first.rebuiltServer,
      webRebuiltDuringTimedStart: v.first.rebuiltWeb || v.second.rebuiltWeb,
    })),
    initialJs: value(r.bundle, (v) => ({
      gzipBytes: v.gzipBytes,
      rawBytes: v.rawBytes,
      budgetBytes: BUDGET_BYTES,
      ratio: round(v.ratio, 3),
      chunks: v.chunks,
      contributors: value(r.attribution, (a) => a.contributors.map((x) => ({ ...x, share: round(x.share, 4) }))),
    })),
  };
}
