import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withModuleOptions, withoutBootData } from './support/boot.ts';

type Flags = { advertising: boolean; customization: boolean; analyze: boolean };

/** Reads the consent saved for this browser's consentId cookie: null when the service has none. */
async function savedConsent(request: APIRequestContext): Promise<Flags | null> {
  const response = await request.get('/consent/');
  // Nothing saved is no error: 200 with data null.
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: (Flags & { attributes?: Flags }) | null };
  if (body.data === null) return null;
  const flags = body.data.attributes ?? body.data;
  return { advertising: flags.advertising, customization: flags.customization, analyze: flags.analyze };
}

// Every test here starts as a new visitor, whatever default storage state the config gives.
test.use({ storageState: { cookies: [], origins: [] } });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Waits well past the 1000 ms delay and checks the dialog did not come. */
async function expectNoDialog(page: Page): Promise<void> {
  await page.waitForTimeout(1_800);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('cookie consent', () => {
  test('a new visitor sees the dialog about a second after load', async ({ page }) => {
    // The first visit asks the consent service and finds nothing saved: no failed request logged.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(dialog(page)).toBeVisible({ timeout: 5_000 });
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    expect(await savedConsent(page.request)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  // The dialog's two one-click choices: what each stores, and the dialog stays away on reload.
  for (const { title, button, flag } of [
    {
      title: 'Accept all stores all three flags and the dialog stays away on reload',
      button: 'Accept all',
      flag: true,
    },
    { title: 'Only essential stores all flags false', button: 'Only essential', flag: false },
  ]) {
    test(title, async ({ page }) => {
      await page.goto('/en/');
      await dialog(page).getByRole('button', { name: button }).click();
      await expect(dialog(page)).toHaveCount(0);
      expect(await savedConsent(page.request)).toEqual({ advertising: flag, customization: flag, analyze: flag });
      await page.reload();
      await expectNoDialog(page);
    });
  }

  test('Save Settings stores exactly the chosen flags', async ({ page }) => {
    await page.goto('/en/');
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    await dialog(page).getByRole('switch', { name: 'Advertising' }).check();
    await dialog(page).getByRole('switch', { name: 'Analytics' }).check();
    await expect(dialog(page).getByRole('switch', { name: 'Customization' })).not.toBeChecked();
    await dialog(page).getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await savedConsent(page.request)).toEqual({ advertising: true, customization: false, analyze: true });
  });

  test('a saved setting found at the service (no local record) keeps the dialog away', async ({ page, context }) => {
    await page.goto('/en/');
    await dialog(page).getByRole('button', { name: 'Only essential' }).click();
    await expect(dialog(page)).toHaveCount(0);
    // Same cookie, empty local storage: the app asks GET /consent/ and gets 200.
    await page.evaluate(() => window.localStorage.clear());
    const asked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/consent/' && r.request().method() === 'GET',
    );
    await page.reload();
    expect((await asked).status()).toBe(200);
    await expectNoDialog(page);
    expect((await context.cookies()).some((c) => c.name === 'consentId' && c.httpOnly)).toBe(true);
  });

  test('the dialog is suppressed on the privacy and imprint pages, in any language', async ({ page }) => {
    for (const path of ['/en/p/privacy/', '/en/p/imprint/', '/de/p/datenschutz/']) {
      await page.goto(path);
      await expect(page.getByTestId('static-page')).toBeVisible();
      await expectNoDialog(page);
    }
    await page.goto('/en/p/tos/');
    await expect(dialog(page)).toBeVisible({ timeout: 5_000 });
  });

  test('the dialog is keyboard usable: focus starts inside and Tab stays inside', async ({ page }) => {
    await page.goto('/en/');
    await expect(dialog(page)).toBeVisible({ timeout: 5_000 });
    await expect(dialog(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog(page).getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('switch', { name: 'Advertising' })).toBeVisible();
  });

  test('the dialog fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/en/');
    await expect(dialog(page)).toBeVisible({ timeout: 5_000 });
    for (const name of ['Accept all', 'Only essential', 'Settings']) {
      await expect(dialog(page).getByRole('button', { name })).toBeInViewport();
    }
  });
});

test.describe('cookie consent with instance options', () => {
  // The service worker would answer module-config.json from its cache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('the dialog is suppressed when the instance sets hideCookieConsent', async ({ page }) => {
    await withoutBootData(page);
    await withModuleOptions(page, { hideCookieConsent: true });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoDialog(page);
  });

  test('the dialog is suppressed while the registered-users-only gate is shown', async ({ page }) => {
    await withoutBootData(page);
    await withModuleOptions(page, { registered_users_only: { enabled: true } });
    await page.goto('/en/');
    await expect(page.locator('#main')).toBeVisible();
    await expectNoDialog(page);
  });
});

test.describe('cookie consent in the native iOS shell', () => {
  for (const [answer, expected] of [
    ['denied', { advertising: false, customization: false, analyze: false }],
    ['authorized', { advertising: true, customization: true, analyze: true }],
  ] as const) {
    test(`a tracking answer '${answer}' is saved without showing the dialog`, async ({ page }) => {
      await page.addInitScript((a) => {
        (window as unknown as { tribuneNative: unknown }).tribuneNative = { trackingPermission: Promise.resolve(a) };
      }, answer);
      await page.goto('/en/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoDialog(page);
      expect(await savedConsent(page.request)).toEqual(expected);
    });
  }
});
