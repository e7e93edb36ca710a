import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Creates the fan's wallet the club keeps, on the wallet page: the empty state, then the balance card. */
export async function createWallet(page: Page): Promise<void> {
  await page.goto('/en/wallet');
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Let the club keep it for me' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 });
}

/** Reloads the wallet page until the balance shows `amount` tokens (the chain and the indexer are asynchronous). */
export async function expectBalance(page: Page, amount: string): Promise<void> {
  await expect(async () => {
    await page.goto('/en/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(amount, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The wallet frame on the page (the self-custody wallet's own document). */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="wallet-frame"]');

/**
 * Clicks in the wallet frame once the frame has stopped moving: the modal starts at 300 px and then
 * takes the height the frame reports, which moves the frame on the page; a click aimed before that
 * lands beside its button.
 */
export async function clickInFrame(page: Page, target: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await page.getByTestId('wallet-frame').boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
  await target.click();
}

/** The number in the label of a field in the frame (the recovery words' "Word 3"). */
async function labelNumber(input: Locator): Promise<string> {
  const id = await input.getAttribute('id');
  const text = await input.evaluate(
    (el, forId) => el.ownerDocument.querySelector(`label[for="${forId}"]`)?.textContent ?? '',
    id,
  );
  return text.replace(/\D+/g, '');
}

/**
 * The frame's wallet creation after "Keep my own key" opened it: the explanation, the password twice,
 * the phrase once, the asked words back; answers the 12 words once the frame has closed and the
 * wallet page shows the address.
 */
export async function createFrameWallet(page: Page, password: string): Promise<string[]> {
  const f = walletFrame(page);
  await clickInFrame(page, f.getByRole('button', { name: 'Continue' }));
  await f.getByLabel('Wallet password').fill(password);
  await f.getByLabel('Repeat the password').fill(password);
  await clickInFrame(page, f.getByRole('button', { name: 'Continue' }));
  const words = await f.locator('ol.phrase li').allTextContents();
  expect(words).toHaveLength(12);
  await clickInFrame(page, f.getByRole('button', { name: 'I have written it down' }));
  for (const field of await f.getByLabel(/^Word \d+$/).all()) {
    const n = Number((await field.getAttribute('aria-label')) ?? (await labelNumber(field)));
    await field.fill(words[n - 1]!);
  }
  await clickInFrame(page, f.getByRole('button', { name: 'Continue' }));
  await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('wallet-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 });
  return words;
}
