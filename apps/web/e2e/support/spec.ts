import { expect, test, type Page } from '@playwright/test';
import { skipCookieConsent } from './consent.ts';

/** A unique suffix for this run's records. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The page scrolls sideways nowhere: its content fits the viewport's width. */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * The frame most describe blocks share: the service worker is blocked (it would answer
 * navigations to /identity/* with the app shell) and the cookie choice is made before each test.
 */
export function blockWorkerAndSkipConsent(): void {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await skipCookieConsent(page);
  });
}

/** Creates an item through the admin API (answer 201) and publishes it (answer 200); its id. */
export async function publishedByAdmin(
  page: Page,
  admin: Record<string, string>,
  path: string,
  data: Record<string, unknown>,
): Promise<string> {
  const created = await page.request.post(`/v2/admin/${path}`, { headers: admin, data });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await page.request.post(`/v2/admin/${path}/${id}/publish`, { headers: admin })).status()).toBe(200);
  return id;
}
