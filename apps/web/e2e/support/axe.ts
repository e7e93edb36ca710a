import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core (the engine Lighthouse audits with) run inside the page: evaluated through the
// DevTools protocol, so the page's Content-Security-Policy does not stop it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical accessibility failures axe finds on the page (WCAG 2 A and AA), as lines;
 * with `within`, only in the elements that selector finds (a part of a page others own).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: object) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
    const context = include ? { include: [[include]] } : document;
    const results = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, within);
}
