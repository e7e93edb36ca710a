import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';

// The console's dashboard (docs/CONSOLE.md "Dashboard"): the admin opens it first in the console,
// sees a chart per series with its figures (the demo fans and the admin signed up today), changes
// the period and the buckets, downloads the CSV; the charting library arrives with the dashboard only.
blockWorkerAndSkipConsent();

test('the admin reads the dashboard, changes its period and downloads its CSV', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await signInAsAdmin(page, '/en/admin');
  await expect(page.getByTestId('console-home')).toBeVisible();
  // The dashboard is the console's first section; uPlot is not loaded before it is opened.
  await expect(page.locator('#console-sections a').nth(1)).toHaveAttribute('data-testid', 'console-nav-dashboard');
  const before = [...scripts];
  for (const url of before) expect(await (await page.request.get(url)).text(), url).not.toContain('u-over');

  await page.getByTestId('console-nav-dashboard').click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
  await expect(page.getByTestId('dashboard-charts')).toBeVisible();
  await expect(page.getByTestId('dashboard-chart-signups')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('dashboard-chart-signups').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('dashboard-total-signups')).toHaveText(/^Total [1-9]/);
  await expect(page.getByTestId('dashboard-total-active_fans')).toHaveText(/^Busiest [1-9]/);
  const loaded = scripts.filter((url) => !before.includes(url));
  const bodies = await Promise.all(loaded.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.some((b) => b.includes('u-over'))).toBe(true);

  // The figures as a table for screen readers: the last 30 days, one row each, today's sign-ups in the last.
  const signups = page.getByRole('table', { name: 'Fans signed up' });
  await expect(signups.locator('tbody tr')).toHaveCount(30);
  await expect(signups.locator('tbody tr').last().locator('td')).toHaveText(/^[1-9]/);
  expect(await axeViolations(page)).toEqual([]);

  // The last 7 days, then per week; then a period of its own.
  await page.getByTestId('dashboard-range').selectOption('7');
  await expect(page).toHaveURL(/range=7/);
  await expect(signups.locator('tbody tr')).toHaveCount(7);
  await page.getByTestId('dashboard-interval').selectOption('week');
  await expect(page).toHaveURL(/interval=week/);
  await expect(signups.locator('tbody tr').first().locator('th')).toHaveText(/^Week of \d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('dashboard-interval').selectOption('day');
  await page.getByTestId('dashboard-range').selectOption('custom');
  await page.getByTestId('dashboard-from').fill('2025-01-01');
  await page.getByTestId('dashboard-to').fill('2025-01-10');
  await expect(page).toHaveURL(/from=2025-01-01/);
  await expect(page).toHaveURL(/to=2025-01-10/);
  await expect(page.getByTestId('dashboard-period')).toHaveText('2025-01-01 to 2025-01-10 (UTC)');
  await expect(signups.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect(page.getByTestId('dashboard-total-signups')).toHaveText('Total 0');

  // The CSV of the same period: a header row, then a row per day.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dashboard-csv').click()]);
  expect(download.suggestedFilename()).toBe('dashboard-2025-01-01-2025-01-10-day.csv');
  const csv = await fs.readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^day,signups,active_fans,contents,comments,likes,votes,/);
  expect(lines[0]).toContain('reports_handled');
  expect(lines).toHaveLength(11);
  expect(lines[1]).toMatch(/^2025-01-01,0,0,/);

  // On a phone: the cards one under another, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('dashboard-range').selectOption('30');
  await expect(page.getByTestId('dashboard-chart-likes')).toHaveAttribute('data-drawn', 'true');
  expect(await fitsWidth(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
