import { expect, test } from '@playwright/test';

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the shell loads offline from the service worker', async ({ page, context }) => {
    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v2/contents') lists.push(r.url());
    });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FC Tribune Demo');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // The app refetches the shell's data through the worker once it takes control.
    await page.waitForFunction(
      async () => {
        const customizer = await (await caches.open('tribune-customizer')).keys();
        const api = await (await caches.open('tribune-shell-api')).keys();
        return customizer.length >= 4 && api.length >= 1;
      },
      undefined,
      { timeout: 20_000 },
    );
    // The page's lists came with the server-rendered page, and the worker taking control refetches
    // the shell's data, not the page's lists: the app never asked for them.
    expect(lists).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FC Tribune Demo');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Privacy' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});
