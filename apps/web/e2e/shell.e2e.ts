import { expect, test } from '@playwright/test';
import { withoutBootData } from './support/boot.ts';

test.describe('menu and shell', () => {
  test('the menu shows the seeded items in the sidebar on a wide viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeVisible();
    for (const name of ['Home', 'Community guidelines', 'Moderation policy', 'Privacy', 'Terms', 'Imprint']) {
      await expect(sidebar.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
    await sidebar.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/en\/p\/imprint\/$/);
  });

  test('the menu shows the bottom-bar items on a phone viewport', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottom).toBeVisible();
    for (const name of ['Home', 'Guidelines', 'Privacy'])
      await expect(bottom.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Terms' })).toBeVisible();
  });

  test('the skip link moves keyboard focus to the content', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('no page breaks the Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ['/en/', '/en/p/privacy/', '/en/styleguide', '/en/error/network', '/en/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});

test.describe('the first data in the page', () => {
  test.use({ serviceWorkers: 'block' });

  test('the first view asks the customizer for nothing: its data came with the page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/customizer/')) asked.push(r.url());
    });
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei FC Tribune Demo');
    expect(asked).toEqual([]);
    // Read once, then gone from the page.
    await expect(page.locator('#tribune-boot')).toHaveCount(0);
  });
});

test.describe('customizer failure', () => {
  test.use({ serviceWorkers: 'block' });

  test('a failing customizer shows the unreachable page and Try again recovers', async ({ page }) => {
    await withoutBootData(page);
    await page.route('**/customizer/**', (route) => route.abort('failed'));
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'This Service is not Reachable at the Moment' })).toBeVisible();
    await expect(page.getByText("We're sorry for the inconvenience! Please try again later.")).toBeVisible();
    await page.unroute('**/customizer/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FC Tribune Demo');
  });

  test('a customizer answering 503 shows the unreachable page in the path language', async ({ page }) => {
    await withoutBootData(page);
    await page.route('**/customizer/render/web/translations/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/de/');
    await expect(page.getByRole('heading', { name: 'Dieser Dienst ist im Moment nicht erreichbar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});
