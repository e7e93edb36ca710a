import { expect, test, type Page } from '@playwright/test';
import { signedUpInNewContext, signInAsAdmin, TINY_PNG } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';

// The console's NFT section (docs/NFTS.md "Admin routes", docs/CONSOLE.md): the admin creates a
// collection (a malformed slug refused at its field first) and an NFT with an image (its upload and
// its medium's state), mints 2 copies to a signed-up fan picked by a search, and the fan sees them in
// my NFTs; the admin freezes one, and the fan's NFT shows it frozen; then sets the royalty. Each
// screen passes axe; the NFT's screen fits 390 px.
blockWorkerAndSkipConsent();

const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

test('an admin runs an NFT from the console: collection, NFT with an image, mint, freeze, royalty', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const fan = await signedUpInNewContext(browser, '/en/', 'nft-console-fan');
  const run = Date.now().toString(36);
  const slug = `console-${run}`;
  const nftName = `Console lion ${run}`;

  await signInAsAdmin(page, '/en/admin');
  await page.getByTestId('console-nav-nfts').click();
  await expect(page).toHaveURL(/\/en\/admin\/nfts$/);
  await expect(page.getByTestId('collections-list')).toBeVisible();
  await axeClean(page);

  // A new collection: the server refuses a malformed slug, at its field.
  await page.getByTestId('collection-new').click();
  await expect(page).toHaveURL(/\/en\/admin\/nfts\/collection\/new$/);
  const slugField = page.getByTestId('collection-slug');
  await slugField.fill('Not A Slug!');
  await page.getByTestId('collection-name-en').fill(`Console collection ${run}`);
  await page.getByTestId('collection-name-de').fill(`Konsolensammlung ${run}`);
  await page.getByTestId('collection-slug-de').fill(`konsole-${run}`);
  await page.getByTestId('collection-save').click();
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(slugField).toHaveAccessibleDescription(/pattern/);
  await expect(page.getByTestId('collection-error')).toBeVisible();
  await axeClean(page);
  await slugField.fill(slug);
  await page.getByTestId('collection-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/nfts\/collection\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Collection ${slug}` })).toBeVisible();
  await expect(slugField).not.toHaveAttribute('aria-invalid', 'true');
  // Edited and saved again: the German name changes.
  await page.getByTestId('collection-name-de').fill(`Konsolen-Sammlung ${run}`);
  await page.getByTestId('collection-save').click();
  await expect(page.getByTestId('collection-saved')).toBeVisible();

  // The list finds it by a translated slug (the search kept in the URL).
  await page.getByTestId('nfts-tab-collections').click();
  await page.getByTestId('collections-search').fill(`konsole-${run}`);
  await expect(page).toHaveURL(/search=konsole/);
  await expect(page.getByTestId('collections-list-row')).toHaveCount(1);
  await expect(page.getByTestId('collections-list-row')).toContainText(slug);

  // A new NFT in it, with an image: the upload's progress, then the medium's state.
  await page.getByTestId('nfts-tab-items').click();
  await expect(page).toHaveURL(/\/en\/admin\/nfts\/items$/);
  await axeClean(page);
  await page.getByTestId('nft-new').click();
  await page.getByTestId('nft-collection').selectOption({ label: `Console collection ${run}` });
  await page.getByTestId('nft-name-en').fill(nftName);
  await page.getByTestId('nft-rarity').selectOption('epic');
  await page.getByTestId('nft-amount').fill('10');
  await page.getByTestId('nft-file').setInputFiles({ name: 'lion.png', mimeType: 'image/png', buffer: TINY_PNG });
  await axeClean(page);
  await page.getByTestId('nft-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/nfts\/nft\/\d+$/);
  const nftId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: nftName })).toBeVisible();
  await expect(page.getByTestId('nft-medium-status')).toHaveText('Image · ready');
  await expect(page.getByTestId('nft-supply')).toContainText('0 of 10 minted');
  await axeClean(page);

  // Mint 2 copies to the fan, found by their e-mail: asked first.
  await page.getByTestId('mint-fan-search').fill(fan.account.email);
  const pick = page.getByRole('radio', { name: new RegExp(fan.account.displayName) });
  await pick.check();
  await page.getByTestId('mint-amount').fill('2');
  await page.getByTestId('mint').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Mint 2 copies of ${nftName} to ${fan.account.displayName}?`);
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Mint 2 copies' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('nft-supply')).toContainText('2 of 10 minted');

  // The holders list shows the fan's 2 copies once the indexer has counted the mint.
  const holder = page.getByTestId('holders-list-row').filter({ hasText: fan.account.displayName });
  await expect(holder).toHaveCount(1, { timeout: 60_000 });
  await expect(holder.getByRole('cell').nth(1)).toHaveText('2');

  // The fan sees them in my NFTs.
  await expect(async () => {
    await fan.page.goto('/en/nfts/mynfts');
    await expect(fan.page.getByTestId('nft-card').filter({ hasText: nftName })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  const card = fan.page.getByTestId('nft-card').filter({ hasText: nftName });
  await expect(card.getByTestId('nft-card-copies')).toHaveText('2 copies');

  // The admin freezes one of them (asked first); the holders list shows it frozen.
  await holder.getByLabel('Copies').fill('1');
  await holder.getByRole('button', { name: 'Freeze' }).click();
  await expect(dialog).toContainText(`Freeze 1 copy of ${fan.account.displayName}?`);
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(holder.getByRole('cell').nth(2)).toHaveText('1', { timeout: 60_000 });

  // The fan's NFT shows the frozen copy, and my NFTs lists it among the frozen ones.
  await expect(async () => {
    await fan.page.goto(`/en/nfts/mynfts?frozen_or_burnt=true`);
    await expect(fan.page.getByTestId('nft-card').filter({ hasText: nftName })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await fan.page.getByTestId('nft-card').filter({ hasText: nftName }).getByRole('link').first().click();
  await expect(fan.page.getByTestId('nft-your-copies')).toContainText('2 copies');
  await expect(fan.page.getByTestId('nft-your-copies')).toContainText('(1 frozen)');

  // The royalty: 5 % to an address, asked first.
  await page.getByTestId('royalty-receiver').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await page.getByTestId('royalty-fee').fill('5');
  await page.getByTestId('royalty').click();
  await expect(dialog).toContainText('pays 5 % of its price');
  await dialog.getByRole('button', { name: 'Set the royalty' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('royalty-done')).toHaveText('The royalty is set: 5 %.');
  await axeClean(page);

  // The NFT list finds it by its collection and its name; on a phone its screen fits.
  await page.getByTestId('nfts-tab-items').click();
  await page.getByTestId('nfts-search').fill(nftName);
  await expect(page.getByTestId('nfts-list-row')).toHaveCount(1);
  await expect(page.getByTestId('nfts-list-row')).toContainText('Epic');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await fitsWidth(page)).toBe(true);
  await axeClean(page);
  await page.goto(`/en/admin/nfts/nft/${nftId}`);
  await expect(page.getByTestId('nft-screen')).toBeVisible();
  await expect(page.getByTestId('holders-list-row')).toHaveCount(1);
  expect(await fitsWidth(page)).toBe(true);
  await axeClean(page);
  await fan.context.close();
});
