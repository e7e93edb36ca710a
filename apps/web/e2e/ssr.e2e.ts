import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './support/account.ts';

/** The public pages the server renders (docs/DECISIONS.md "Server rendering"), with what each shows. */
const PAGES = [
  { path: '/en/', shows: 'data-testid="home"' },
  { path: '/en/contents', shows: 'class="content-card"' },
  { path: '/en/p/privacy/', shows: 'data-testid="static-page"' },
  { path: '/en/participate', shows: 'data-testid="participate-page"' },
  { path: '/en/events', shows: 'class="event-card' },
  { path: '/de/', shows: 'data-testid="home"' },
];

/** The app's scripts and the embedded data: no other script element may be in the page (strict CSP). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

/** The documents the page requests from now on: a click the app handles asks for none. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  return documents;
}

test.describe('server rendering', () => {
  for (const { path, shows } of PAGES) {
    test(`${path} arrives rendered, with its data, and no inline script`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      // The page's content is in the HTML itself, not only after the scripts ran.
      expect(root).toMatch(/<main id="main"/);
      expect(root).toContain(shows);
      expect(root).toMatch(/<nav [^>]*class="sidebar"/);
      expect(html).toContain('id="tribune-page-data"');
      expect(html).toContain('id="tribune-boot"');
      for (const tag of scriptsOf(html)) {
        expect(tag, 'every script is the app module or JSON data').toMatch(
          /type="module"[^>]*src="\/assets\/|type="application\/(json|ld\+json)"/,
        );
      }
    });
  }

  test('a rendered page is hydrated: no request for what it shows, links navigate in the app', async ({ page }) => {
    const api: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/v2/contents') || url.pathname.startsWith('/v2/categories')) api.push(url.pathname);
    });
    await page.goto('/en/contents');
    await expect(page.locator('.content-card').first()).toBeVisible();
    // The server's list and categories were enough: the app asked for neither.
    await page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    // Hydrated: a click is handled by the app (no new document), the page changes.
    const documents = documentRequests(page);
    await page.locator('.content-card a').first().click();
    await expect(page.getByTestId('content-page')).toBeVisible();
    expect(documents).toEqual([]);
  });

  test('the home page hydrates its later parts in place: the server’s elements stay, their links navigate in the app', async ({
    page,
  }) => {
    // Every element removed from the server's page, watched from before the scripts run: a part
    // hydrated in a later task (HydrateLater) keeps the server's DOM, so nothing is drawn anew.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as Window & { removedFromServerPage?: string[] }).removedFromServerPage = removed;
      document.addEventListener(
        'readystatechange',
        () => {
          const root = document.getElementById('root');
          if (!root) return;
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.removedNodes) {
                if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
              }
            }
          }).observe(root, { childList: true, subtree: true });
        },
        { once: true },
      );
    });
    await page.goto('/en/');
    const later = page.locator('.hydrate-later .home-section').last();
    await expect(later).toBeVisible();
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as Window & { removedFromServerPage?: string[] }).removedFromServerPage,
    );
    expect(removed, 'no element of the server’s page is removed while it hydrates').toEqual([]);
    // The last section was hydrated in a task of its own: a click on its card is the app's.
    const documents = documentRequests(page);
    await later.locator('.content-card a').first().click();
    await expect(page.getByTestId('content-page')).toBeVisible();
    expect(documents).toEqual([]);
  });

  test('a search typed before the scripts ran is kept once the page is hydrated', async ({ page }) => {
    // The scripts wait until the visitor has typed (a slow phone): the field is the server's.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: the page is usable once the HTML has arrived.
    await page.goto('/en/contents', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search contents' }).fill('Ticket');
    release();
    // Hydrated, the app takes the typed text as its search and puts it in the URL after the pause.
    await expect(page).toHaveURL(/[?&]q=Ticket/);
    await expect(page.getByRole('searchbox', { name: 'Search contents' })).toHaveValue('Ticket');
  });

  test('a signed-in fan gets the rendered public page, then their own parts', async ({ page }) => {
    await signUpAndSignIn(page, '/en/');
    const html = await (await page.request.get('/en/contents')).text();
    // The server renders for guests only: nothing of this user is in the page.
    expect(html).not.toContain('account-menu-wallet');
    await page.goto('/en/contents');
    await expect(page.locator('.content-card').first()).toBeVisible();
    // After hydration the session shows: the account menu, not the sign-in link.
    await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();
    await expect(page.locator('.topbar').getByText('Sign in', { exact: true })).toHaveCount(0);
  });

  test('pages the server does not render still work (the browser draws them)', async ({ page }) => {
    const response = await page.request.get('/en/styleguide');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('tribune-page-data');
    await page.goto('/en/styleguide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
