import { expect, test, type Browser } from '@playwright/test';
import {
  adminBearer,
  fillRegistration,
  newAccount,
  personInNewContext,
  signIn,
  signUpAndSignIn,
  skipIntro,
  verifyEmail,
} from './support/account.ts';
import { blockWorkerAndSkipConsent } from './support/spec.ts';

/**
 * The instance's invitation requirement is one switch for the whole server: this file runs in its
 * own Playwright project after every other browser test (playwright.config.ts, `instance-wide`), one
 * test at a time, and switches the real setting through the admin API. Accounts that existed
 * before the switch keep their access (docs/COMMUNITY.md "Invitation codes"), so each inviting fan
 * signs up first; the requirement is switched off again after each test.
 */
async function setInvitationRequired(browser: Browser, on: boolean): Promise<void> {
  const headers = await adminBearer(browser);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.request.put('/v2/admin/community_settings', {
    headers,
    data: { community_settings: { invitation_required: on } },
  });
  expect(response.status()).toBe(200);
  await context.close();
}

test.describe('invitation codes', () => {
  test.describe.configure({ mode: 'serial' });
  blockWorkerAndSkipConsent();
  test.afterEach(async ({ browser }) => {
    await setInvitationRequired(browser, false);
  });

  test('a fan creates a code and copies its link; a new fan registers with it and it is redeemed after sign-in', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // The inviting fan opens their codes from the account menu and creates one.
    await signUpAndSignIn(page, '/en/', 'inviter');
    await skipIntro(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByTestId('account-menu-invitations').click();
    await expect(page).toHaveURL(/\/en\/settings\/invitationcodes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation codes' })).toBeVisible();
    await expect(page.getByTestId('invitations-empty')).toBeVisible();
    await page.getByTestId('invitations-create').click();
    const row = page.getByTestId('invitation-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('From a member');
    await expect(row).toContainText('Not used yet');
    await expect(page.getByTestId('invitations-quota')).toHaveText('1 of 5 open codes');
    const code = (await row.getByTestId('invitation-code').textContent()) ?? '';
    expect(code).toMatch(/^[a-z2-9]{12}$/);
    await row.getByTestId('invitation-copy').click();
    await expect(row.getByRole('status')).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/en/account/register?invitation_code=${code}`);

    // A new fan follows the link: the app keeps the code and forwards to the registration form.
    const { context: guest, page: invitee } = await personInNewContext(browser);
    await setInvitationRequired(browser, true);
    await invitee.goto(new URL(link).pathname + new URL(link).search);
    await invitee.waitForURL(/\/identity\/register/);
    const account = newAccount('invitee');
    await fillRegistration(invitee, account);
    await expect(invitee.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
    await verifyEmail(invitee, account.email);

    // Right after the first sign-in the remembered code is redeemed, and the page shows.
    const redeem = invitee.waitForResponse((r) => r.url().endsWith('/v2/invitation_codes/redeem'));
    await signIn(invitee, account, '/en/organizations');
    expect((await redeem).status()).toBe(200);
    await expect(invitee.getByTestId('organizations-page')).toBeVisible();
    await expect(invitee.getByTestId('invitation-gate')).toHaveCount(0);
    expect(await invitee.evaluate(() => localStorage.getItem('tribune.invitationCode'))).toBeNull();

    // The inviting fan sees the code used by the new fan.
    await page.reload();
    await expect(row.getByTestId('invitation-redeemed')).toContainText(`Used by ${account.displayName}`);
    await expect(page.getByTestId('invitations-quota')).toHaveText('0 of 5 open codes');
    await guest.close();
  });

  test('a fan without a remembered code sees the redeem screen, is told when a code is wrong and gets in with a right one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A code of another fan.
    const { context: inviter, page: other } = await personInNewContext(browser);
    await signUpAndSignIn(other, '/en/settings/invitationcodes', 'inviter');
    await skipIntro(other);
    await other.getByTestId('invitations-create').click();
    const code = (await other.getByTestId('invitation-code').first().textContent()) ?? '';
    await inviter.close();

    await setInvitationRequired(browser, true);
    await signUpAndSignIn(page, '/en/', 'typist');
    await skipIntro(page);
    const gate = page.getByTestId('invitation-gate');
    await expect(gate).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your invitation code' })).toBeVisible();
    const field = page.getByLabel('Invitation code');
    await field.fill('zzzzzzzzzzzz');
    await field.press('Enter');
    await expect(page.getByTestId('invitation-gate-error')).toHaveText('This invitation code does not exist.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(code.toUpperCase());
    await page.getByTestId('invitation-gate-submit').click();
    await expect(gate).toHaveCount(0);
    await expect(page.locator('#main')).toBeVisible();
  });
});
