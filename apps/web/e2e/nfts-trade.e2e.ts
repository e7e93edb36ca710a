import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminBearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { me } from './support/posts.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';
import { createWallet } from './support/wallet.ts';

const EN = { 'Requested-Language': 'en' };
interface Collection {
  id: string;
  attributes: { slug: string; name: string; nfts_count: number };
}
interface Nft {
  id: string;
  attributes: { name: string };
}

/** The demo seed's collections with NFTs, once it has written them. */
async function demoNfts(request: APIRequestContext): Promise<Array<{ collection: Collection; nft: Nft }>> {
  let found: Collection[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/v2/nft_collections', { headers: EN });
        if (response.status() !== 200) return 0;
        found = ((await response.json()) as { data: Collection[] }).data;
        return found.filter((c) => c.attributes.nfts_count > 0).length;
      },
      { message: 'the demo NFTs are seeded', timeout: 150_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
  const all: Array<{ collection: Collection; nft: Nft }> = [];
  for (const collection of found) {
    const response = await request.get(`/v2/nft_collections/${collection.id}/nfts`, { headers: EN });
    for (const nft of ((await response.json()) as { data: Nft[] }).data) all.push({ collection, nft });
  }
  return all;
}

test.describe('nfts: the exchange', () => {
  blockWorkerAndSkipConsent();

  test('a fan creates a trade request that a second fan fulfils; both see the swap; axe in en, de and it; 390 px', async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    const admin = await adminBearer(browser);
    const nfts = await demoNfts(page.request);
    const [offered, wanted] = nfts;
    if (!offered || !wanted) throw new Error('the demo seed has at least two NFTs');

    // Two fans with wallets the club keeps; the admin mints each a copy of a demo NFT.
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await createWallet(page);
    const first = await me(page);
    const second = await signedUpInNewContext(browser, '/en/', 'trader');
    await createWallet(second.page);
    const other = await me(second.page);
    for (const [fan, item] of [
      [first, offered],
      [other, wanted],
    ] as const) {
      const minted = await page.request.post(`/v2/admin/nfts/${item.nft.id}/mints`, {
        headers: { ...admin, 'Idempotency-Key': randomUUID() },
        data: { mint: { user_id: fan.id, amount: 1 } },
      });
      expect(minted.status(), await minted.text()).toBeLessThan(300);
    }

    // The first fan reaches the exchange from my NFTs; the help shows until it is dismissed.
    await expect(async () => {
      await page.goto('/en/nfts/mynfts');
      await expect(page.getByTestId('nft-card')).toHaveCount(1, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await page.getByTestId('my-nfts-exchange-link').click();
    await expect(page).toHaveURL(/\/en\/exchange$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    await expect(page.getByTestId('trade-help')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('trade-help-dismiss').click();
    await expect(page.getByTestId('trade-help')).toHaveCount(0);

    // Create: offer the copy, want the other fan's NFT from its collection.
    const form = page.getByTestId('trade-create');
    await form.getByTestId('trade-offer-nft').selectOption(offered.nft.id);
    await form.getByTestId('trade-offer-add').click();
    await form.getByTestId('trade-collection').selectOption(wanted.collection.id);
    await form.getByTestId('trade-want-nft').selectOption(wanted.nft.id);
    await form.getByTestId('trade-want-add').click();
    await form.getByLabel('Message (optional)').fill('Swap?');
    await form.getByTestId('trade-create-submit').click();
    await expect(page.getByTestId('trade-tab-mine')).toHaveAttribute('aria-selected', 'true');
    const mine = page.getByTestId('trade-list-mine').getByTestId('trade-request');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Swap?');
    await expect(mine).toHaveAttribute('data-slug', /-\d+$/);
    // The help stays dismissed (the quiet profile update).
    await page.reload();
    await expect(page.getByTestId('exchange-page')).toBeVisible();
    await expect(page.getByTestId('trade-help')).toHaveCount(0);

    // The second fan finds it addressed to them and fulfils it.
    const them = second.page;
    await them.goto('/en/exchange');
    const forMe = them.getByTestId('trade-list-forMe').getByTestId('trade-request');
    await expect(forMe).toHaveCount(1);
    await expect(forMe).toContainText('Swap?');
    expect(await axeViolations(them)).toEqual([]);
    await forMe.getByTestId('trade-fulfil').click();
    await expect(them.getByTestId('trade-empty-forMe')).toBeVisible({ timeout: 60_000 });

    // Both see the swap: in their NFTs and in the completed list.
    for (const [who, gets] of [
      [page, wanted],
      [them, offered],
    ] as const) {
      await expect(async () => {
        await who.goto('/en/nfts/mynfts');
        await expect(who.getByTestId('nft-card')).toHaveCount(1, { timeout: 3000 });
        await expect(who.getByTestId('nft-card')).toContainText(gets.nft.attributes.name, { timeout: 3000 });
      }).toPass({ timeout: 60_000 });
      await who.goto('/en/exchange');
      await who.getByTestId('trade-tab-fulfilled').click();
      const done = who.getByTestId('trade-list-fulfilled').getByTestId('trade-request');
      await expect(done).toHaveCount(1);
      await expect(done.getByTestId('trade-status')).toHaveText('Completed');
    }

    // The exchange in de and it passes axe; it fits a 390 px phone; the tabs move with the arrow keys.
    for (const locale of ['de', 'it']) {
      await page.goto(`/${locale}/exchange`);
      await expect(page.getByTestId('exchange-page')).toBeVisible();
      await expect(page.getByTestId('nfts-skeleton')).toHaveCount(0);
      expect(await axeViolations(page), locale).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/exchange');
    await page.getByTestId('trade-tab-forMe').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('trade-tab-mine')).toBeFocused();
    await expect(page.getByTestId('trade-tab-mine')).toHaveAttribute('aria-selected', 'true');
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await second.context.close();
  });
});
