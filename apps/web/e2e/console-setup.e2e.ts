import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminBearer, personInNewContext, signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

/**
 * The console's setup screen (docs/CONSOLE.md "Instance setup"): the admin renames the instance,
 * changes its colours and turns the events module off, sees it in the live preview before saving,
 * saves; a fan's open app shows it at its next configuration fetch; the admin rolls it back from the
 * history. The screen refuses a colliding route word, a colour pair under AA and an icon with markup
 * at their fields. This changes the configuration every browser test shares: the file runs in the
 * `instance-wide` project after the others (playwright.config.ts), and the original configuration
 * is put back at the end through the API, whatever happened.
 */
blockWorkerAndSkipConsent();

type Attributes = Record<string, unknown> & { version: number; name: string; updated_at?: unknown };

async function instanceDoc(browser: Browser): Promise<Attributes> {
  const headers = await adminBearer(browser);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await context.request.get('/v2/admin/instance', { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { attributes: Attributes } }).data.attributes;
  } finally {
    await context.close();
  }
}

const withoutStamp = ({ version: _v, updated_at: _u, ...rest }: Attributes) => rest;

let original: Attributes | null = null;

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const now = await instanceDoc(browser);
  if (JSON.stringify(withoutStamp(now)) === JSON.stringify(withoutStamp(original))) return;
  const headers = await adminBearer(browser);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.request.put('/v2/admin/instance', {
    headers,
    data: { instance: { ...withoutStamp(original), version: now.version } },
  });
  await context.close();
  expect(response.status()).toBe(200);
});

const brand = (page: Page) => page.locator('header .brand');
const previewFrame = (page: Page) => page.frameLocator('[data-testid="setup-preview-frame"]');
/** The server's refusal of a draft, naming `field` (`theme_color`) among its messages. */
const refusedAt = (page: Page, field: string) =>
  page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/v2/admin/instance/validate') || r.status() !== 422) return false;
    const body = (await r.json()) as { errors?: Record<string, unknown> };
    return Array.isArray(body.errors?.[field]);
  });

test.describe('the setup screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('refuses a colliding route word, a colour under AA and an icon with markup at their fields', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/en/admin/setup');
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await expect(previewFrame(page).locator('header .brand')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A route word another page has: the message names the other key, the server's check says the same.
    const routeRefused = refusedAt(page, 'route_words.events');
    await page.getByTestId('setup-route_words.events').fill('votings');
    const routeError = page.getByTestId('setup-error-route_words.events');
    await expect(routeError).toContainText('collides with the route word of votings');
    await routeRefused;
    await expect(page.getByTestId('setup-route_words.events')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('setup-route_words.events').fill('events');
    await expect(routeError).toHaveCount(0);

    // A light primary colour: white text on it and links on white are under 4.5:1.
    const colourRefused = refusedAt(page, 'theme_color');
    await page.getByTestId('setup-theme_color').fill('#ffd400');
    const colourError = page.getByTestId('setup-error-theme_color');
    await expect(colourError).toContainText('under the 4.5:1 of WCAG AA');
    await expect(page.getByTestId('setup-contrast')).toContainText('Too low');
    await colourRefused;

    // An icon that carries markup instead of path data.
    await page.getByTestId('setup-icons-new').fill('trophy');
    await page.getByTestId('setup-icons-add').click();
    const markup = '<svg onload="alert(1)"><path d="M0 0"/></svg>';
    const iconRefused = refusedAt(page, 'icons.trophy');
    await page.getByTestId('setup-icons.trophy').fill(markup);
    await expect(page.getByTestId('setup-error-icons.trophy')).toContainText('not markup');
    await iconRefused;
    expect(await axeViolations(page)).toEqual([]);

    // Saving a refused draft saves nothing.
    await page.getByTestId('setup-save').click();
    await expect(page.getByTestId('setup-message')).toHaveText('Please correct the marked fields first.');
  });

  test('an admin changes name, colours and modules with the preview, a fan sees it, the history rolls it back', async ({
    page,
    browser,
  }) => {
    original = await instanceDoc(browser);
    const oldName = original.name;
    const newName = `Preview FC ${unique()}`;

    // A fan with the app open on the home page.
    const { context: fanContext, page: fan } = await personInNewContext(browser);
    await fan.goto('/en/');
    await expect(brand(fan)).toHaveText(oldName);

    await signInAsAdmin(page, '/en/admin/setup');
    await expect(page.getByTestId('setup-form')).toBeVisible();
    const frame = previewFrame(page);
    await expect(frame.locator('header .brand')).toHaveText(oldName);

    // The draft: a new name, a dark red, events off; the preview shows it before anything is saved.
    await page.getByTestId('setup-name').fill(newName);
    await page.getByTestId('setup-theme_color').fill('#8a1538');
    await page.getByTestId('setup-background_color').fill('#fffaf0');
    await page.getByTestId('setup-modules.events').uncheck();
    await expect(page.getByTestId('setup-contrast')).not.toContainText('Too low');
    await expect(frame.locator('header .brand')).toHaveText(newName);
    const previewPage = page.frames().find((f) => f.url().includes('preview=setup'))!;
    await expect
      .poll(() => previewPage.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand')))
      .toBe('#8a1538');
    // Not saved yet: the fan's app, reloaded, still has the old name.
    await fan.reload();
    await expect(brand(fan)).toHaveText(oldName);

    await page.getByTestId('setup-save').click();
    await expect(page.getByTestId('setup-status')).toHaveText(`Saved as version ${original.version + 1}.`);

    // The fan's next configuration fetch (a reload) brings the new name; the events route is gone.
    await fan.reload();
    await expect(brand(fan)).toHaveText(newName);
    await fan.goto('/en/events');
    await expect(fan.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The history lists the save with its author and changes; rolling back is asked first.
    await page.getByTestId('setup-tab-history').click();
    await expect(page).toHaveURL(/\/en\/admin\/setup\/history$/);
    const rows = page.getByTestId('setup-versions-row');
    await expect(rows.first()).toContainText('name');
    await expect(rows.first()).toContainText('modules.events');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId(`setup-rollback-${original.version}`).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Roll back to version ${original.version}?`);
    await page.getByTestId(`setup-rollback-${original.version}-confirm`).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows.first()).toContainText(`Rolled back to version ${original.version}`);

    await fan.goto('/en/');
    await expect(brand(fan)).toHaveText(oldName);
    await fan.goto('/en/events');
    await expect(fan.getByTestId('events-page')).toBeVisible();
    await fanContext.close();

    // The texts screen: a key searched, its built-in text beside the override field.
    await page.getByTestId('setup-tab-translations').click();
    await page.getByTestId('setup-texts-search').fill('skipToContent');
    const textRow = page.getByTestId('setup-texts-row');
    await expect(textRow).toHaveCount(1);
    await expect(textRow).toContainText('app.skipToContent');
    await expect(page.getByTestId('setup-override-app.skipToContent')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // At 390 px the preview is below the form, and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('setup-tab-form').click();
    await expect(page.getByTestId('setup-form')).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    const form = await page.getByTestId('setup-form').boundingBox();
    const preview = await page.getByTestId('setup-preview').boundingBox();
    expect(preview!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
    expect(await axeViolations(page)).toEqual([]);
  });
});
