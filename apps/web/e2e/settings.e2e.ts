import { expect, test } from '@playwright/test';
import {
  bearer,
  newAccount,
  signIn,
  signUpAndSignIn,
  submitRegistration,
  skipIntro,
  TINY_PNG as PNG,
  verifyEmail,
} from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { blockWorkerAndSkipConsent } from './support/spec.ts';

test.describe('account settings and profiles', () => {
  blockWorkerAndSkipConsent();

  test('a new user is welcomed with the intro slides once, with keyboard navigation', async ({ page }) => {
    await signUpAndSignIn(page, '/en/');
    const intro = page.getByTestId('intro-slides');
    await expect(intro).toBeVisible();
    await expect(intro.getByText('Step 1 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(intro.getByText('Step 2 of 3')).toBeVisible();
    await intro.getByRole('button', { name: 'Next' }).click();
    await expect(intro.getByText('Step 3 of 3')).toBeVisible();
    await intro.getByRole('button', { name: 'Back' }).click();
    await expect(intro.getByText('Step 2 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(intro).toHaveCount(0);
    await expect(page.getByText('Your profile has been updated successfully')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(intro).toHaveCount(0);
    // The preview query always opens them.
    await page.goto('/en/?intro=preview');
    await expect(intro).toBeVisible();
  });

  test('a signed-in user updates the display name and avatar and sees them on the profile', async ({ page }) => {
    const account = await signUpAndSignIn(page, '/en/settings');
    await skipIntro(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const name = page.getByLabel('Display name');
    await expect(name).toHaveValue(account.displayName);
    const newName = `${account.displayName} Renamed`;
    await name.fill(newName);
    await page.getByTestId('avatar-file').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('avatar-file-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();

    const user = (await (await page.request.get('/v2/user/show', { headers: await bearer(page) })).json()) as {
      data: { attributes: { slug: string; avatar_thumbnail: string | null } };
    };
    expect(user.data.attributes.avatar_thumbnail).toBeTruthy();
    await page.goto(`/en/profiles/${user.data.attributes.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute(
      'src',
      user.data.attributes.avatar_thumbnail ?? '',
    );
    // No block button on one's own profile.
    await expect(page.getByRole('button', { name: 'Block' })).toHaveCount(0);
  });

  test('consent choices are saved from the settings page and the language switch moves the page', async ({ page }) => {
    await signUpAndSignIn(page, '/en/settings');
    await skipIntro(page);
    const consent = page.getByTestId('consent-settings');
    await consent.getByRole('switch', { name: 'Customization' }).check();
    await consent.getByRole('button', { name: 'Save Settings' }).click();
    await expect(consent.getByText('Your cookie choices have been saved.')).toBeVisible();
    const saved = (await (await page.request.get('/consent/')).json()) as { data: Record<string, boolean> };
    expect(saved.data).toMatchObject({ advertising: false, customization: true, analyze: false });

    await page.getByLabel('Language of the app and of e-mails').selectOption('de');
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL(/\/de\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  });

  test('the display name is validated before saving', async ({ page }) => {
    await signUpAndSignIn(page, '/en/settings');
    await skipIntro(page);
    await page.getByLabel('Display name').fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('The display name can have at most 50 characters.')).toBeVisible();
    await page.getByLabel('Display name').fill('   ');
    await expect(page.getByText('Please enter a display name.')).toBeVisible();
  });

  test('another user can be blocked and unblocked through the block-user modal', async ({ page, browser }) => {
    // Two people sign up (register, confirm, sign in) before the blocking starts: more than the
    // default 30 s on a busy two-core machine.
    test.slow();
    // The other user, in a context of their own.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await skipCookieConsent(otherPage);
    await signUpAndSignIn(otherPage, '/en/', 'other');
    const other = (await (
      await otherPage.request.get('/v2/user/show', { headers: await bearer(otherPage) })
    ).json()) as {
      data: { attributes: { slug: string } };
    };
    await otherContext.close();

    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.goto(`/en/profiles/${other.data.attributes.slug}`);
    await page.getByRole('button', { name: 'Block' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Block User' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText('When you block this user, you will not be able to see anything they post in this app'),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText('You have blocked this user')).toBeVisible();

    await page.getByRole('button', { name: 'Unblock' }).click();
    const unblock = page.getByRole('alertdialog', { name: 'Unblock User' });
    await expect(unblock.getByText('Do you want to unblock this user?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unblock).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeFocused();
    await page.reload();
    await expect(page.getByText('You have blocked this user')).toBeVisible();
  });

  test('an unknown profile shows the not-found state', async ({ page }) => {
    await page.goto('/en/profiles/no-such-user-here');
    await expect(page.getByTestId('not-found')).toContainText('User not found');
  });

  test('deleting the account needs the display name typed and ends the session', async ({ page }) => {
    const account = newAccount('delete');
    await submitRegistration(page, account);
    await verifyEmail(page, account.email);
    await signIn(page, account, '/en/settings');
    await skipIntro(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(modal.getByText('your profile picture and header image')).toBeVisible();
    const confirm = modal.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await modal.getByRole('textbox').fill(account.displayName);
    await confirm.click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/settings');
    await expect(page).toHaveURL(/\/identity\/interaction\/|\/account\/login/);
  });
});
