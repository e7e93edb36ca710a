import type { Page } from '@playwright/test';

/** One console message or uncaught error of a page, with where it came from. */
export interface ConsoleProblem {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  where: string;
}

/**
 * Collects, from now on, every console error and warning and every uncaught error of the page
 * (React 19 reports hydration mismatches and recoverable errors through console.error). Call it
 * before the first navigation; the returned array fills while the page runs.
 */
export function collectConsoleProblems(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url, lineNumber, columnNumber } = message.location();
    problems.push({
      kind: type,
      text: message.text(),
      where: url ? `${url}:${lineNumber + 1}:${columnNumber + 1}` : '(no location)',
    });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: String(error.stack ?? error.message), where: page.url() });
  });
  return problems;
}

/** The problems as a readable list for a failure message. */
export function describeConsoleProblems(problems: ConsoleProblem[]): string {
  return problems.map((p, i) => `${i + 1}. [${p.kind}] ${p.text}\n   at ${p.where}`).join('\n');
}

/** One layout-shift entry that counted (no recent input): its value and the nodes that moved. */
export interface ShiftEntry {
  value: number;
  startTime: number;
  sources: Array<{ node: string; from: string; to: string }>;
}

interface ShiftWindow {
  __cls: number;
  __clsEntries: ShiftEntry[];
  __clsLastAt: number;
}

/**
 * Registers, before any script of the page runs, a PerformanceObserver of layout-shift entries
 * (buffered, so shifts before it are counted too): `window.__cls` sums the values of the entries
 * without recent input (the cumulative layout shift of the load), `window.__clsEntries` keeps
 * each entry's moved nodes for the failure message, `window.__clsLastAt` the time of the last one.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Attribution {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: Attribution[];
    }
    const w = window as unknown as ShiftWindow;
    w.__cls = 0;
    w.__clsEntries = [];
    w.__clsLastAt = 0;
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node: Node | null): string => {
      if (!node) return '(removed node)';
      if (!(node instanceof Element)) return node.nodeName.toLowerCase();
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      const testId = node.getAttribute('data-testid');
      const path: string[] = [];
      for (let p = node.parentElement; p && path.length < 3; p = p.parentElement) {
        const pTestId = p.getAttribute('data-testid');
        path.unshift(`${p.tagName.toLowerCase()}${p.id ? `#${p.id}` : ''}${pTestId ? `[data-testid=${pTestId}]` : ''}`);
      }
      const self = `${node.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''}`;
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${[...path, self].join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__clsLastAt = performance.now();
        w.__clsEntries.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((s) => ({
            node: name(s.node),
            from: rect(s.previousRect),
            to: rect(s.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until no layout shift was recorded for `quietMs` (a settle condition for the measurement,
 * not a timing assertion), then returns the sum and the entries.
 */
export async function settledLayoutShifts(page: Page, quietMs = 500): Promise<{ cls: number; entries: ShiftEntry[] }> {
  const since = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    ([start, quiet]) => {
      const w = window as unknown as ShiftWindow;
      return performance.now() - Math.max(w.__clsLastAt, start) >= quiet;
    },
    [since, quietMs] as const,
    { polling: 100, timeout: 30_000 },
  );
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    return { cls: w.__cls, entries: w.__clsEntries };
  });
}

/** The shifts as a readable list for a failure message: each entry's value, time and moved nodes. */
export function describeShifts(entries: ShiftEntry[]): string {
  return entries
    .map(
      (e, i) =>
        `${i + 1}. shift ${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms\n` +
        (e.sources.length === 0
          ? '   (no sources reported)'
          : e.sources.map((s) => `   ${s.node}: ${s.from} -> ${s.to}`).join('\n')),
    )
    .join('\n');
}
