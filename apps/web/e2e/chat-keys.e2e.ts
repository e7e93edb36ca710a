import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, signUpAndSignIn, skipIntro, type TestAccount } from './support/account.ts';
import {
  bearer,
  chatUser,
  conversationItem,
  openChat,
  sendChatMessage,
  serverPublicKey,
  type ChatUser,
} from './support/chat.ts';

const SETTINGS = '/en/messages/settings';
const BACKUP_PASSWORD = 'backup password 42';
// RSA-4096 generation and PBKDF2 run in the browser: generous waits for busy machines (not timing checks).
const SLOW = { timeout: 120_000 };

/** The same user on a fresh device: a browser context of its own, signed in on the chat settings. */
async function freshDevice(browser: Browser, account: TestAccount): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    locale: 'en-US',
    storageState: test.info().project.use.storageState,
  });
  const page = await context.newPage();
  await signIn(page, account, SETTINGS);
  return page;
}

/** The restored device reads the conversation history the partner wrote before the restore. */
async function expectHistory(page: Page, partner: ChatUser, text: string): Promise<void> {
  await page.goto('/en/messages');
  await expect(page.getByTestId('chat-sync')).toHaveAttribute('data-sync', 'synced', SLOW);
  await conversationItem(page, partner.displayName).click();
  await expect(page.getByTestId('chat-messages').getByText(text)).toBeVisible(SLOW);
}

function keyStatus(page: Page) {
  return page.getByTestId('chat-settings-page');
}

async function fingerprint(page: Page): Promise<string> {
  const value = page.getByTestId('chat-key-fingerprint-value');
  await expect(value).toHaveText(/^[0-9A-F]{4}( [0-9A-F]{4})+$/);
  return (await value.textContent()) ?? '';
}

test.describe('chat keys: setup, backup and restore on other devices', () => {
  test.use({ serviceWorkers: 'block' });

  test('a user sets up a key, backs it up, and restores it by password, key file and QR transfer', async ({
    page,
    browser,
  }) => {
    // RSA-4096 pairs are made in the browser several times over (0.2–2.7 s each).
    test.setTimeout(900_000);

    // Opening the chat sets the key up by itself and then asks for a backup.
    const account = await signUpAndSignIn(page, '/en/messages');
    await skipIntro(page);
    const bar = page.getByTestId('chat-key-bar');
    await expect(bar).toHaveAttribute('data-status', 'backup', SLOW);
    await bar.getByRole('link', { name: 'Back up now' }).click();
    await expect(page).toHaveURL(/\/en\/messages\/settings$/);
    await expect(keyStatus(page)).toHaveAttribute('data-key-status', 'ready', SLOW);
    await expect(page.getByTestId('chat-key-backed-up')).toHaveText('Not backed up');
    const original = await fingerprint(page);

    // A partner writes to the user first: every restored device must read it.
    const me = (await (await page.request.get('/v2/user/show', { headers: await bearer(page) })).json()) as {
      data: { attributes: { slug: string } };
    };
    const partner = await chatUser(browser, '/en/messages', 'partner');
    await openChat(partner);
    await expect.poll(async () => (await serverPublicKey(partner)).length, SLOW).toBeGreaterThan(0);
    await partner.page.goto(`/en/messages/new/${me.data.attributes.slug}`);
    const history = 'Written before any restore';
    await sendChatMessage(partner.page, history);
    await partner.page.waitForURL(/\/en\/messages\/[0-9a-f-]{36}$/);

    // Backup with a password: the spec's validation first.
    const backup = page.getByTestId('chat-key-backup');
    await backup.getByRole('button', { name: 'Back up key' }).click();
    await expect(backup.getByText('Password is required')).toBeVisible();
    await backup.getByLabel('Password', { exact: true }).fill('short');
    await backup.getByLabel('Repeat password').fill('short');
    await backup.getByRole('button', { name: 'Back up key' }).click();
    await expect(backup.getByText('Password must be at least 8 characters')).toBeVisible();
    await backup.getByLabel('Password', { exact: true }).fill(BACKUP_PASSWORD);
    await backup.getByLabel('Repeat password').fill(`${BACKUP_PASSWORD}!`);
    await backup.getByRole('button', { name: 'Back up key' }).click();
    await expect(backup.getByText('Passwords do not match')).toBeVisible();
    await backup.getByLabel('Repeat password').fill(BACKUP_PASSWORD);
    await backup.getByRole('button', { name: 'Back up key' }).click();
    await expect(backup.getByText('Your chat key is backed up.')).toBeVisible(SLOW);
    await expect(page.getByTestId('chat-key-backed-up')).toHaveText('Backed up');

    // The unencrypted key file, with its warning.
    await expect(backup.getByText(/contains your private key unencrypted/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backup.getByRole('button', { name: 'Download chat-key.json' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('chat-key.json');
    const keyFile = await readFile(await download.path());
    expect(JSON.parse(keyFile.toString('utf8'))).toMatchObject({ v: 1, type: 'tribune-chat-key' });

    // Device B: needs a restore; a wrong password is refused, the right one restores.
    const deviceB = await freshDevice(browser, account);
    await expect(keyStatus(deviceB)).toHaveAttribute('data-key-status', 'needs-restore', SLOW);
    const byPassword = deviceB.getByTestId('chat-key-restore-password');
    const restoreButton = byPassword.getByRole('button', { name: 'Restore key' });
    await expect(restoreButton).toBeDisabled();
    await byPassword.getByLabel('Backup password').fill('not the password');
    await restoreButton.click();
    await expect(deviceB.getByTestId('chat-key-restore-password-error')).toHaveText(
      'The password is wrong. Please try again.',
      SLOW,
    );
    await byPassword.getByLabel('Backup password').fill(BACKUP_PASSWORD);
    await restoreButton.click();
    await expect(keyStatus(deviceB)).toHaveAttribute('data-key-status', 'ready', SLOW);
    expect(await fingerprint(deviceB)).toBe(original);
    await expectHistory(deviceB, partner, history);

    // Device C: the key file.
    const deviceC = await freshDevice(browser, account);
    await expect(keyStatus(deviceC)).toHaveAttribute('data-key-status', 'needs-restore', SLOW);
    const byFile = deviceC.getByTestId('chat-key-restore-file');
    await expect(byFile.getByRole('button', { name: 'Import key' })).toBeDisabled();
    await deviceC
      .getByTestId('chat-key-file-input')
      .setInputFiles({ name: 'chat-key.json', mimeType: 'application/json', buffer: keyFile });
    await byFile.getByRole('button', { name: 'Import key' }).click();
    await expect(keyStatus(deviceC)).toHaveAttribute('data-key-status', 'ready', SLOW);
    expect(await fingerprint(deviceC)).toBe(original);
    await expectHistory(deviceC, partner, history);

    // Device D: the QR transfer. D shows its one-time code; A reads a picture of that QR.
    const deviceD = await freshDevice(browser, account);
    await expect(keyStatus(deviceD)).toHaveAttribute('data-key-status', 'needs-restore', SLOW);
    await deviceD.getByRole('button', { name: 'Show QR code' }).click();
    const qr = deviceD.getByTestId('chat-key-transfer-qr');
    await expect(qr).toBeVisible(SLOW);
    await expect(deviceD.getByTestId('chat-key-transfer-status')).toHaveText('Key has not been shared');
    await expect(deviceD.getByTestId('chat-key-transfer-code')).toHaveValue(/^tribune-key-transfer:v1:/);
    const picture = await qr.screenshot();

    // A bad picture first: the QR import failure message.
    const share = page.getByTestId('chat-key-share');
    await page.getByTestId('chat-key-share-image').setInputFiles({
      name: 'not-a-qr.png',
      mimeType: 'image/png',
      buffer: await page.getByTestId('chat-key-fingerprint').screenshot(),
    });
    await expect(share.getByText('The QR code could not be read. Please try again.')).toBeVisible();
    await page
      .getByTestId('chat-key-share-image')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
    await expect(share.getByText(/Your key was sent/)).toBeVisible(SLOW);
    await expect(keyStatus(deviceD)).toHaveAttribute('data-key-status', 'ready', SLOW);
    expect(await fingerprint(deviceD)).toBe(original);
    await expectHistory(deviceD, partner, history);

    // Generate a new key (destructive): confirm only once the display name is typed exactly.
    await page.getByTestId('chat-key-generate').getByRole('button', { name: 'Generate new key' }).click();
    const dialog = page.getByTestId('chat-key-generate-dialog');
    const confirm = dialog.getByRole('button', { name: 'Generate new key' });
    await expect(confirm).toBeDisabled();
    const nameInput = dialog.getByLabel(`Type your name "${account.displayName}" to confirm`);
    await nameInput.fill(account.displayName.toLowerCase());
    await expect(confirm).toBeDisabled();
    await nameInput.fill(account.displayName);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(keyStatus(page)).toHaveAttribute('data-key-status', 'ready', SLOW);
    const renewed = await fingerprint(page);
    expect(renewed).not.toBe(original);
    await expect(page.getByTestId('chat-key-backed-up')).toHaveText('Not backed up');

    // Device B's key is now the old one: it needs a restore. The server dropped the old backup
    // with the new key (no backup), and the old key file no longer fits (key mismatch).
    await deviceB.goto(SETTINGS);
    await expect(keyStatus(deviceB)).toHaveAttribute('data-key-status', 'needs-restore', SLOW);
    await deviceB.getByTestId('chat-key-restore-password').getByLabel('Backup password').fill(BACKUP_PASSWORD);
    await deviceB.getByTestId('chat-key-restore-password').getByRole('button', { name: 'Restore key' }).click();
    await expect(deviceB.getByTestId('chat-key-restore-password-error')).toHaveAttribute(
      'data-restore-error',
      'no-backup',
      SLOW,
    );
    await deviceB
      .getByTestId('chat-key-file-input')
      .setInputFiles({ name: 'chat-key.json', mimeType: 'application/json', buffer: keyFile });
    await deviceB.getByTestId('chat-key-restore-file').getByRole('button', { name: 'Import key' }).click();
    await expect(deviceB.getByTestId('chat-key-restore-file-error')).toHaveText(
      'Could not restore your chat key. Please make sure that you provided the correct key.',
      SLOW,
    );
    await expect(deviceB.getByTestId('chat-key-restore-file-error')).toHaveAttribute(
      'data-restore-error',
      'key-mismatch',
    );
  });
});
