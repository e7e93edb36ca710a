import { expect, test } from '@playwright/test';

test.describe('language prefix', () => {
  test('the root redirects to /en/ for an English browser and shows English texts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FC Tribune Demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the root redirects to the browser language when the instance offers it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei FC Tribune Demo');
    await context.close();
  });

  test('/de/ shows German texts and the document language is de', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei FC Tribune Demo');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toContainText('Datenschutz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an unsupported prefix redirects to a supported one', async ({ page }) => {
    await page.goto('/xx/anything');
    await expect(page).toHaveURL(/\/en\/anything$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the stored language wins over the browser language on the next visit', async ({ page }) => {
    await page.goto('/it/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su FC Tribune Demo');
    await page.goto('/');
    await expect(page).toHaveURL(/\/it\/$/);
  });

  test('the language switcher keeps the page and changes the language', async ({ page }) => {
    await page.goto('/en/p/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(/\/de\/p\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  });
});
