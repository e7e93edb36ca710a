import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { skipCookieConsent } from './consent.ts';

// Use with `test.use({ serviceWorkers: 'block' })`: the service worker would answer navigations
// to /identity/* with the app shell.

/** A test account created by signUpAndSignIn. */
export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

let counter = 0;

/** A fresh account's details; unique per worker and call. */
export function newAccount(prefix = 'fan'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { email: `${prefix}-${id}@example.test`, password: 'correct horse battery', displayName: `Fan ${id}` };
}

/** Opens the verification mail in the dev outbox and follows its link. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/identity/dev/outbox?format=json');
      const mails = (await response.json()) as OutboxMail[];
      link = mails
        .filter((m) => m.to === email)
        .flatMap((m) => m.links.filter((l) => l.includes('/identity/verify')))[0];
      return link !== undefined;
    })
    .toBe(true);
  await page.goto(link ?? '');
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
}

/** Signs an existing account in through the app's login page and the identity service's form. */
export async function signIn(page: Page, account: TestAccount, redirect = '/en/'): Promise<void> {
  await page.goto(`/en/account/login?redirect=${encodeURIComponent(redirect)}`);
  await page.waitForURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(redirect.split('?')[0] ?? '/'));
  await expect(page.locator('#main')).toBeVisible();
}

/** Fills and sends the identity service's registration form for an account. */
export async function submitRegistration(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/identity/register?lang=en');
  await fillRegistration(page, account);
}

/** Fills and sends the registration form the page shows (the identity service's). */
export async function fillRegistration(
  page: Page,
  account: Pick<TestAccount, 'email' | 'displayName' | 'password'>,
): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Display name').fill(account.displayName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A browser context of a second person beside the test's page, the cookie choice made. */
export async function personInNewContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await skipCookieConsent(page);
  return { context, page };
}

/**
 * Registers a new account at /identity/register, confirms the address through the mail in
 * /identity/dev/outbox, and signs in through the app (authorize, sign-in form, redirect).
 */
export async function signUpAndSignIn(page: Page, redirect = '/en/', prefix?: string): Promise<TestAccount> {
  const account = newAccount(prefix);
  await submitRegistration(page, account);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await verifyEmail(page, account.email);
  await signIn(page, account, redirect);
  return account;
}

/** A 2×2 red PNG, enough for the server's image check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** The intro slides greet a new account once; closing them saves welcomed_at without an alert. */
export async function skipIntro(page: Page): Promise<void> {
  const intro = page.getByTestId('intro-slides');
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Skip' }).click();
  await expect(intro).toHaveCount(0);
}

/** The Authorization header of the browser's session (the app keeps the access token in a cookie). */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  return token ? { Authorization: `Bearer ${decodeURIComponent(token)}` } : {};
}

/**
 * A new user signed up in a browser context of their own (a second person beside the test's
 * page), landed on `redirect` with the cookie choice made and the intro skipped.
 */
export async function signedUpInNewContext(
  browser: Browser,
  redirect: string,
  prefix: string,
): Promise<{ context: BrowserContext; page: Page; account: TestAccount }> {
  const { context, page } = await personInNewContext(browser);
  const account = await signUpAndSignIn(page, redirect, prefix);
  await skipIntro(page);
  return { context, page, account };
}

/** The e-mail of this worker's admin: the e2e server lists these in ADMIN_EMAILS (playwright.config.ts). */
export const e2eAdminEmail = (index: number) => `e2e-admin-${index}@example.test`;

/**
 * Signs this worker's instance admin in on `page` (registered on first use, as `adminBearer` does)
 * and lands on `redirect`: for the tests that use the console as its team does.
 */
export async function signInAsAdmin(page: Page, redirect = '/en/'): Promise<TestAccount> {
  const account: TestAccount = {
    email: e2eAdminEmail(test.info().parallelIndex),
    password: 'correct horse battery',
    displayName: `Admin ${test.info().parallelIndex}`,
  };
  await submitRegistration(page, account);
  const checkMail = page.getByRole('heading', { name: 'Check your mail' });
  const taken = page.getByText('This e-mail address is already registered.');
  await expect(checkMail.or(taken)).toBeVisible();
  if (await checkMail.isVisible()) await verifyEmail(page, account.email);
  await signIn(page, account, redirect);
  // The intro slides greet a new account once: the admin has seen them (they would cover the page).
  const welcomed = await page.request.put('/auth', {
    headers: await bearer(page),
    data: { user: { welcomed_at: new Date().toISOString() } },
  });
  expect(welcomed.status(), await welcomed.text()).toBe(200);
  await page.goto(redirect);
  await expect(page.locator('#main')).toBeVisible();
  return account;
}

let adminHeaders: Promise<{ headers: Record<string, string>; expiresAt: number }> | undefined;

/** When the access token in an Authorization header expires (ms since the epoch). */
function expiryOf(headers: Record<string, string>): number {
  const token = headers.Authorization?.replace(/^Bearer /, '') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as { exp?: number };
  return (claims.exp ?? 0) * 1000;
}

/**
 * The Authorization header of an instance admin (one per worker, signed up on first use in a
 * context of its own: an address in ADMIN_EMAILS with a confirmed e-mail). A worker restarted
 * after a failure finds the account registered and signs in; so does a worker whose cached token
 * is about to expire (access tokens are short-lived).
 */
export async function adminBearer(browser: Browser): Promise<Record<string, string>> {
  const cached = await adminHeaders?.catch(() => undefined);
  if (!cached || cached.expiresAt - Date.now() < 60_000) {
    adminHeaders = (async () => {
      const { context, page } = await personInNewContext(browser);
      await signInAsAdmin(page);
      const headers = await bearer(page);
      await context.close();
      return { headers, expiresAt: expiryOf(headers) };
    })();
  }
  return (await adminHeaders!).headers;
}

/** Gives the signed-in user of `page` a team role (admin, moderator, editor), as the worker's admin. */
export async function giveRole(page: Page, browser: Browser, role: 'admin' | 'moderator' | 'editor'): Promise<void> {
  const admin = await adminBearer(browser);
  const me = (await (await page.request.get('/v2/user/show', { headers: await bearer(page) })).json()) as {
    data: { id: string };
  };
  const made = await page.request.put(`/v2/admin/users/${me.data.id}/role`, { headers: admin, data: { role } });
  expect(made.status(), await made.text()).toBe(200);
}
