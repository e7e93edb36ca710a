import { expect, type Page } from '@playwright/test';

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
