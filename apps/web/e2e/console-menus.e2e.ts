import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminBearer, personInNewContext, signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

/**
 * The menus editor (docs/CONSOLE.md "Menus"): an admin adds an item to the top of the sidebar,
 * is shown the server's message at a refused target, moves the item up with the keyboard and to
 * the first place by dragging it; a fan's app shows it there after a reload. The screen passes axe
 * at 1366 px and at 390 px, where nothing is wider than the screen. The menu is the instance's,
 * which every browser test shares: the file runs in the `instance-wide` project after the others
 * (playwright.config.ts), and the item is deleted and the order put back at the end, whatever
 * happened.
 */
blockWorkerAndSkipConsent();

interface Item {
  id: string;
  attributes: { menu_position: string; title: { en: string } };
}

async function withAdmin<T>(browser: Browser, fn: (page: Page, headers: Record<string, string>) => Promise<T>) {
  const headers = await adminBearer(browser);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await fn(await context.newPage(), headers);
  } finally {
    await context.close();
  }
}

async function topIds(browser: Browser): Promise<string[]> {
  return withAdmin(browser, async (page, headers) => {
    const response = await page.request.get('/v2/admin/menu_items', { headers });
    expect(response.status()).toBe(200);
    const items = ((await response.json()) as { data: Item[] }).data;
    return items.filter((i) => i.attributes.menu_position === 'sidebar_top').map((i) => i.id);
  });
}

let original: string[] | null = null;

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const keep = original;
  await withAdmin(browser, async (page, headers) => {
    for (const id of (await topIds(browser)).filter((i) => !keep.includes(i))) {
      expect((await page.request.delete(`/v2/admin/menu_items/${id}`, { headers })).status()).toBe(204);
    }
    const put = await page.request.put('/v2/admin/menu_items/order', {
      headers,
      data: { position: 'sidebar_top', ids: keep },
    });
    expect(put.status(), await put.text()).toBe(200);
  });
});

/** The answer of the next reorder the screen sends. */
const reordered = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/v2/admin/menu_items/order') && r.request().method() === 'PUT');

test.describe('the menus editor', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin adds an item, moves it by keyboard and by drag, and a fan sees it in its new place', async ({
    page,
    browser,
  }) => {
    original = await topIds(browser);
    expect(original.length).toBeGreaterThanOrEqual(3);
    const title = `Shop ${unique()}`;

    // A fan with the app open: the top of the sidebar as it was.
    const { context: fanContext, page: fan } = await personInNewContext(browser);
    await fan.goto('/en/');
    const fanTop = fan.locator('nav.sidebar ul.menu').first().locator('li');
    await expect(fanTop).toHaveCount(original.length);

    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAsAdmin(page, '/en/admin/setup');
    await page.getByTestId('setup-tab-menus').click();
    await expect(page).toHaveURL(/\/en\/admin\/setup\/menus$/);
    const top = page.getByTestId('menus-sidebar_top');
    await expect(top.locator('li')).toHaveCount(original.length);
    expect(await axeViolations(page)).toEqual([]);

    // Add an item; a target no link may have is refused at its field with the server's message.
    await page.getByTestId('menus-add-sidebar_top').click();
    const dialog = page.getByTestId('menus-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('menus-form-position')).toHaveValue('sidebar_top');
    await expect(page.getByTestId('menus-form-position')).toBeFocused();
    await page.getByTestId('menus-form-type').selectOption('link');
    await page.getByTestId('menus-form-title-en').fill(title);
    await page.getByTestId('menus-form-title-de').fill(`Laden ${title.slice(5)}`);
    await page.getByTestId('menus-form-title-it').fill(`Negozio ${title.slice(5)}`);
    await page.getByTestId('menus-form-icon').selectOption('shop');
    await page.getByTestId('menus-form-target').fill('javascript:alert(1)');
    await page.getByTestId('menus-form-save').click();
    await expect(dialog.getByText('must be an http(s) address or a path of the app')).toBeVisible();
    await expect(page.getByTestId('menus-form-target')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('menus-form-target').fill('/participate');
    await page.getByTestId('menus-form-save').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('menus-live')).toHaveText(`${title} was saved.`);
    const items = top.locator('li');
    await expect(items).toHaveCount(original.length + 1);
    await expect(items.last()).toContainText(title);
    await expect(items.last()).toContainText('Link · /participate');
    const id = (await items.last().getAttribute('data-testid'))!.replace('menus-item-', '');

    // The keyboard: the move-up button, pressed twice; the focus stays on it, each move is announced.
    const up = page.getByTestId(`menus-up-${id}`);
    await up.focus();
    let saved = reordered(page);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(up).toBeFocused();
    saved = reordered(page);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(up).toBeFocused();
    const place = original.length - 1;
    await expect(page.getByTestId('menus-live')).toHaveText(
      `${title} is now at place ${place} of ${original.length + 1} in Sidebar, top.`,
    );
    await expect(items.nth(place - 1)).toHaveAttribute('data-testid', `menus-item-${id}`);

    // A drag onto the first item's place.
    saved = reordered(page);
    await page.getByTestId(`menus-item-${id}`).dragTo(items.first());
    expect((await saved).status()).toBe(200);
    await expect(items.first()).toHaveAttribute('data-testid', `menus-item-${id}`);
    expect(await topIds(browser)).toEqual([id, ...original]);

    // The fan's app shows the new item at the top after a reload.
    await fan.reload();
    await expect(fanTop).toHaveCount(original.length + 1);
    await expect(fanTop.first()).toHaveText(title);
    await expect(fanTop.first().locator('a')).toHaveAttribute('href', '/en/participate');
    await fanContext.close();

    // At 390 px: every list fits, the buttons are there, axe passes.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId(`menus-down-${id}`)).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Deleting asks first.
    await page.getByTestId(`menus-delete-${id}`).click();
    await expect(page.getByTestId(`menus-delete-${id}-dialog`)).toContainText(`Delete ${title}?`);
    await page.getByTestId(`menus-delete-${id}-confirm`).click();
    await expect(page.getByTestId(`menus-item-${id}`)).toHaveCount(0);
    await expect(page.getByTestId('menus-live')).toHaveText(`${title} was deleted.`);
    expect(await topIds(browser)).toEqual(original);
  });
});
