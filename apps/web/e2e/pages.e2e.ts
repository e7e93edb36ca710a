import { expect, test } from '@playwright/test';

test.describe('static pages and not found', () => {
  test('/privacy lands on /en/p/privacy/ with the seeded privacy text', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/en\/p\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('heading', { name: '1. Controller' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | FC Tribune Demo');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/p\/privacy\/$/);
  });

  test('a translated slug opens the same page in that language', async ({ page }) => {
    await page.goto('/de/p/datenschutz/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  });

  test('every legal shortcut reaches its page', async ({ page }) => {
    for (const name of ['tos', 'imprint', 'tos-token', 'moderationpolicy', 'communityguidelines']) {
      await page.goto(`/${name}`);
      await expect(page).toHaveURL(new RegExp(`/en/p/${name}/$`));
      await expect(page.getByTestId('static-page')).toBeVisible();
    }
  });

  test('an unknown path shows the not-found page and answers 404', async ({ page }) => {
    const response = await page.goto('/en/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('an unknown static page shows its own not-found state', async ({ page }) => {
    await page.goto('/en/p/no-such-page/');
    await expect(page.getByTestId('not-found')).toContainText('This page does not exist');
  });

  test('old Internet Explorer gets the unsupported-browser page from the server', async ({ request }) => {
    const response = await request.get('/en/', {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Your browser is not supported');
  });
});
