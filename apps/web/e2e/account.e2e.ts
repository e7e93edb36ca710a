import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminBearer, bearer, fillRegistration } from './support/account.ts';
import { withModuleOptions, withoutBootData } from './support/boot.ts';

// The service worker hides requests from page.route; one test below turns it on on purpose.
test.use({ serviceWorkers: 'block' });

const PASSWORD = 'correct horse battery';

interface TestAccount {
  email: string;
  name: string;
  password: string;
}

/** A fresh account per test, so tests can run in parallel on one server. */
function newAccount(label: string): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${label}-${id}@example.test`, name: `E2E ${label} ${id.slice(-4)}`, password: PASSWORD };
}

/** Pretends the visitor already answered the cookie question, so no modal covers the page. */
async function skipCookieDialog(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const flags = { advertising: false, customization: false, analyze: false };
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ flags, savedAt: new Date().toISOString(), synced: true }),
    );
  });
}

/** Closes the intro slides a new user sees after the first sign-in, when they come. */
async function skipIntro(page: Page): Promise<void> {
  const intro = page.getByTestId('intro-slides');
  try {
    await intro.waitFor({ state: 'visible', timeout: 3_000 });
  } catch {
    return;
  }
  await intro.getByRole('button', { name: 'Skip' }).click();
  await expect(intro).toHaveCount(0);
}

/** Registers on the identity service's page (reached through /en/account/register) and confirms the mail from the dev outbox. */
async function registerAndConfirm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/en/account/register');
  await expect(page).toHaveURL(/\/identity\/register\?/);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  expect(new URL(page.url()).searchParams.get('return_to')).toMatch(/\/en\/account\/login$/);
  await fillRegistration(page, { ...account, displayName: account.name });
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  await page.goto('/identity/dev/outbox');
  const mail = page.getByRole('row').filter({ hasText: account.email });
  await mail
    .getByRole('link', { name: /\/identity\/verify\?/ })
    .first()
    .click();
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
}

/** Fills the identity service's sign-in form (the page authorize leads to). */
async function fillSignIn(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path`, signs in on the identity page when sent there, and ends back on `path`. */
async function signInThrough(page: Page, account: TestAccount, path: string): Promise<void> {
  await page.goto(path === '/en/' ? '/en/account/login' : path);
  await fillSignIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await skipIntro(page);
}

/**
 * Bans an account through the admin API, as an instance admin would: the account signs in once
 * (its API user exists from then on), then this worker's admin sets its status.
 */
async function banAccount(page: Page, browser: Browser, account: TestAccount): Promise<void> {
  await signInThrough(page, account, '/en/');
  const me = await page.request.get('/v2/user/show', { headers: await bearer(page) });
  expect(me.status()).toBe(200);
  const id = ((await me.json()) as { data: { id: string } }).data.id;
  const response = await page.request.put(`/v2/admin/users/${id}/status`, {
    headers: await adminBearer(browser),
    data: { status: 'banned' },
  });
  expect(response.status()).toBe(200);
  // The session the account had is refused from its next request on.
  expect((await page.request.get('/v2/user/show', { headers: await bearer(page) })).status()).toBe(404);
  await page.context().clearCookies({ name: 'access-token' });
  await page.context().clearCookies({ name: 'refresh-token' });
}

/** A JWT-shaped token that expired an hour ago (never valid for the API). */
function expiredJwt(): string {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 3600 })}.c2ln`;
}

const accountButton = (page: Page, account: TestAccount) =>
  page.getByRole('button', { name: `Account menu of ${account.name}` });

test.describe('sign-in', () => {
  test.beforeEach(async ({ context }) => skipCookieDialog(context));

  test('account screens answer without a locale prefix and the callback URL stays as it is', async ({ request }) => {
    for (const path of [
      '/account/login',
      '/account/redirect?code=x&state=y',
      '/account/register',
      '/de/account/login',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test('a guest on a protected page is sent to sign in with the page as redirect', async ({ page }) => {
    await page.route('**/oauth/authorize**', (route) => route.fulfill({ status: 200, body: 'authorize' }));
    const authorize = page.waitForRequest('**/oauth/authorize**');
    await page.goto('/en/settings?tab=profile');
    const url = new URL((await authorize).url());
    expect(url.searchParams.get('client_id')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/account\/redirect$/);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid offline_access');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('ui_locales')).toBe('en');
  });
});

// One account for the whole group: the identity service allows 10 registrations per IP and hour,
// and the other browser tests register accounts too.
test.describe('a signed-up user', () => {
  test.describe.configure({ mode: 'serial' });
  const account = newAccount('member');

  test.beforeEach(async ({ context }) => skipCookieDialog(context));

  test('registers, confirms the mail, signs in and lands on the protected page that was wanted', async ({ page }) => {
    await registerAndConfirm(page, account);
    await signInThrough(page, account, '/en/settings');
    await expect(accountButton(page, account)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'access-token')?.sameSite).toBe('Lax');
    expect(cookies.find((c) => c.name === 'refresh-token')?.value).toBeTruthy();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, context }) => {
    await signInThrough(page, account, '/en/settings');
    const before = (await context.cookies()).find((c) => c.name === 'refresh-token');
    expect(before).toBeDefined();
    const expired = expiredJwt();
    const host = new URL(page.url()).hostname;
    await context.addCookies([{ name: 'access-token', value: expired, domain: host, path: '/', sameSite: 'Lax' }]);
    await page.goto('/en/');
    await expect(accountButton(page, account)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access-token')?.value)
      .not.toBe(expired);
    const after = (await context.cookies()).find((c) => c.name === 'refresh-token');
    expect(after?.value).not.toBe(before?.value);
  });

  test('logout asks about the identity service and confirming opens its sign-out page', async ({ page }) => {
    await signInThrough(page, account, '/en/');
    await accountButton(page, account).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Also sign out of your account service?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).filter((c) => c.name.endsWith('-token'))).toEqual([]);
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign out there too' }).click();
    const opened = await popup;
    expect(opened.url()).toMatch(/\/oauth\/logout\?/);
    expect(new URL(opened.url()).searchParams.get('post_logout_redirect_uri')).toMatch(/\/$/);
    await expect(dialog).toHaveCount(0);
  });

  test('Escape closes the identity sign-out question and keeps the user signed out', async ({ page }) => {
    await signInThrough(page, account, '/en/settings');
    await accountButton(page, account).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Also sign out of your account service?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // On the protected page the guard sends to sign in, which waits for a click right after a logout.
    await expect(page.getByText('You are signed out.')).toBeVisible();
  });
});

test.describe('banned accounts', () => {
  test.beforeEach(async ({ context }) => skipCookieDialog(context));
  // Sign-up, a sign-in, an admin's sign-up on first use and the banned sign-in: four flows in one test.
  test.slow();

  test('a banned user who signs in sees the banned alert', async ({ page, browser }) => {
    const account = newAccount('banned');
    await registerAndConfirm(page, account);
    await banAccount(page, browser, account);
    await page.goto('/en/account/login');
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/account\/redirect\?/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account has been banned.' }).first()).toBeVisible();
  });

  test('a login token refused with 404 shows the banned alert and leaves the URL clean', async ({ page, browser }) => {
    const account = newAccount('banned-link');
    await registerAndConfirm(page, account);
    // A real one-time sign-in link from the identity service, then the account is banned.
    await page.goto('/identity/magic-link?lang=en');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button').last().click();
    await page.goto('/identity/dev/outbox');
    const link = await page
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('link', { name: /auth_token=/ })
      .first()
      .getAttribute('href');
    expect(link).toMatch(/auth_token=/);
    await banAccount(page, browser, account);
    const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
    await page.goto(`/en/?${new URL(link!, page.url()).searchParams.toString()}`);
    expect((await tokenAnswer).status()).toBe(404);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account has been banned.' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('the callback with account_banned shows the banned alert', async ({ page }) => {
    await page.goto('/account/redirect?error=access_denied&error_description=account_banned&state=x');
    await expect(page.getByTestId('redirect-banned')).toContainText('Your account has been banned.');
  });
});

test.describe('registered-users-only gate', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipCookieDialog(context);
    await withoutBootData(page);
    await withModuleOptions(page, { registered_users_only: { enabled: true } });
  });
  // A refetch of the configuration can still be in this route when the test ends; its failure
  // then would be reported against the worker (and skip the next test) rather than this test.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('guests see the gate with sign-in and register buttons', async ({ page }) => {
    await page.goto('/en/');
    const gate = page.getByTestId('registration-gate');
    await expect(gate.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/account/login?redirect=%2Fen%2F',
    );
    await expect(gate.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByTestId('home')).toHaveCount(0);
  });

  test('the privacy, imprint and error pages stay open to guests', async ({ page }) => {
    await page.goto('/en/p/privacy/');
    await expect(page.getByTestId('static-page')).toBeVisible();
    await expect(page.getByTestId('registration-gate')).toHaveCount(0);
    await page.goto('/en/p/imprint/');
    await expect(page.getByTestId('static-page')).toBeVisible();
    await page.goto('/en/error/network');
    await expect(page.getByTestId('registration-gate')).toHaveCount(0);
  });

  test('so do their translated slugs, while another static page stays gated', async ({ page }) => {
    await page.goto('/de/p/datenschutz/');
    await expect(page.getByTestId('static-page')).toBeVisible();
    await expect(page.getByTestId('registration-gate')).toHaveCount(0);
    await page.goto('/de/p/communityguidelines/');
    await expect(page.getByTestId('registration-gate')).toBeVisible();
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => skipCookieDialog(context));

  test('a controlled page still reaches the identity sign-in page, not the app shell', async ({ page }) => {
    await page.goto('/en/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
    await page.goto('/en/settings');
    await expect(page).toHaveURL(/\/identity\/interaction\//);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await page.goto('/identity/register?lang=en');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});
