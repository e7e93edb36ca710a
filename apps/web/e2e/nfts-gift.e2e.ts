import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminBearer } from './support/account.ts';
import { chatUser, type ChatUser } from './support/chat.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';

const EN = { 'Requested-Language': 'en' };

interface Nft {
  id: string;
  attributes: { name: string };
}

/** The demo seed's NFTs, once it has written them (it runs in the background after the start). */
async function demoNfts(request: APIRequestContext): Promise<Nft[]> {
  let found: Nft[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/v2/nft_collections', { headers: EN });
        if (response.status() !== 200) return 0;
        const collections = (
          (await response.json()) as { data: Array<{ id: string; attributes: { nfts_count: number } }> }
        ).data;
        found = [];
        for (const c of collections.filter((c) => c.attributes.nfts_count > 0)) {
          const nfts = await request.get(`/v2/nft_collections/${c.id}/nfts`, { headers: EN });
          found.push(...((await nfts.json()) as { data: Nft[] }).data);
        }
        return found.length;
      },
      { message: 'the demo NFTs are seeded', timeout: 150_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(1);
  return found;
}

/** The menu entry texts of the gift per language. */
const MENU_ENTRY: Record<string, string> = { en: 'Gift NFT', de: 'NFT schenken', it: 'Regala NFT' };
const TITLE: Record<string, string> = { en: 'Send NFT', de: 'NFT senden', it: 'Invia NFT' };

/** Opens the gift dialog from the chat's conversation menu with `partner`. */
async function openGiftFromChat(page: Page, partner: ChatUser, locale = 'en') {
  await page.goto(`/${locale}/messages/new/${partner.slug}`);
  await expect(page.getByTestId('chat-new-conversation')).toBeVisible({ timeout: 30_000 });
  await page.locator('.chat-menu > button').click();
  await page.getByRole('button', { name: MENU_ENTRY[locale], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TITLE[locale] });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('nfts: gifting from the chat', () => {
  blockWorkerAndSkipConsent();

  test('a fan gifts a duplicate to another fan from the chat menu through every step of the dialog; the recipient sees it; axe in en, de and it, 390 px', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const giver = await chatUser(browser, '/en/', 'giver');
    const friend = await chatUser(browser, '/en/', 'friend');
    try {
      const admin = await adminBearer(browser);
      const nfts = await demoNfts(giver.page.request);
      const [gifted, other] = nfts;
      if (!gifted || !other) throw new Error('the demo seed has fewer than two NFTs');
      // The giver holds duplicates of one demo NFT (3 copies) and a single copy of another.
      for (const [nft, amount] of [
        [gifted, 3],
        [other, 1],
      ] as const) {
        const minted = await giver.page.request.post(`/v2/admin/nfts/${nft.id}/mints`, {
          headers: { ...admin, 'Idempotency-Key': `gift-e2e-${giver.slug}-${nft.id}` },
          data: { mint: { user_id: giver.id, amount } },
        });
        expect(minted.status(), await minted.text()).toBeLessThan(300);
      }

      // The chat menu opens the dialog with the partner as the recipient.
      const page = giver.page;
      let dialog = await openGiftFromChat(page, friend);
      await expect(dialog.getByTestId('gift-recipient-chosen')).toContainText(friend.displayName);
      const options = dialog.getByTestId('gift-nft-option');
      // Only the movable duplicate is listed; the single copy is not.
      await expect(options).toHaveCount(1);
      await expect(options.first()).toContainText(gifted.attributes.name);
      await expect(dialog.getByTestId('gift-seen-all')).toHaveText('Yay! You have seen it all');
      // The order opens as collection, descending; it can be changed.
      await expect(dialog.getByTestId('gift-sort')).toHaveValue('collection');
      await expect(dialog.getByTestId('gift-direction')).toContainText('Descending');
      await dialog.getByTestId('gift-sort').selectOption('amount');
      await dialog.getByTestId('gift-direction').click();
      await expect(dialog.getByTestId('gift-direction')).toContainText('Ascending');
      // One character does not search; more than one does (after the debounce).
      const search = dialog.getByRole('searchbox', { name: 'Search your NFTs by name' });
      await search.fill('z');
      await page.waitForTimeout(800);
      await expect(options).toHaveCount(1);
      await search.fill('zzqx');
      await expect(options).toHaveCount(0, { timeout: 5_000 });
      await search.fill(gifted.attributes.name.slice(0, 4));
      await expect(options).toHaveCount(1, { timeout: 5_000 });
      expect(await axeViolations(page), 'en select step').toEqual([]);

      // The recipient can be searched for by name instead.
      await dialog.getByTestId('gift-recipient-change').click();
      await dialog.getByRole('searchbox', { name: 'Search for a recipient' }).fill(friend.displayName);
      await dialog.getByTestId('gift-fan-option').filter({ hasText: friend.displayName }).click();
      await expect(dialog.getByTestId('gift-recipient-chosen')).toContainText(friend.displayName);

      // Send needs an NFT: disabled until one is chosen.
      const send = dialog.getByTestId('gift-send');
      await expect(send).toBeDisabled();
      await options.first().click();
      await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(send).toBeEnabled();
      await send.click();

      // The confirm step, Back to select, and again.
      const confirmText = `You are about to gift ${friend.displayName} your ${gifted.attributes.name}`;
      await expect(dialog.getByTestId('gift-confirm-text')).toHaveText(confirmText);
      await expect(dialog.getByTestId('gift-recipient-card')).toContainText(friend.displayName);
      await expect(dialog.getByTestId('gift-chosen-nft')).toContainText(gifted.attributes.name);
      expect(await axeViolations(page), 'en confirm step').toEqual([]);
      await dialog.getByTestId('gift-back').click();
      await expect(send).toBeEnabled();
      await send.click();
      await dialog.getByTestId('gift-confirm').click();

      // The result, then Close resets the dialog.
      await expect(dialog.getByTestId('gift-success')).toHaveText(
        `${gifted.attributes.name} successfully sent to ${friend.displayName}!`,
        { timeout: 60_000 },
      );
      expect(await axeViolations(page), 'en result').toEqual([]);
      await dialog.getByTestId('gift-close').click();
      await expect(dialog).toHaveCount(0);

      // The chain moved one copy: the giver keeps two, the friend holds one in my NFTs.
      await friend.page.goto('/en/nfts/mynfts');
      await expect(friend.page.getByTestId('nft-card').filter({ hasText: gifted.attributes.name })).toBeVisible({
        timeout: 30_000,
      });
      const moves = await page.request.get(`/v2/nfts/${gifted.id}/moves`, { headers: EN });
      expect(((await moves.json()) as { data: Array<{ attributes: { kind: string } }> }).data[0]?.attributes.kind).toBe(
        'gift',
      );

      // Reopened, the dialog starts again at the select step; Escape closes it.
      dialog = await openGiftFromChat(page, friend);
      await expect(dialog.getByTestId('gift-recipient-chosen')).toContainText(friend.displayName);
      await expect(dialog.getByTestId('gift-send')).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // The dialog passes axe in de and it, and fits a 390 px phone.
      for (const locale of ['de', 'it']) {
        dialog = await openGiftFromChat(page, friend, locale);
        await expect(dialog.getByTestId('gift-nft-option')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await axeViolations(page), `${locale} select step`).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.setViewportSize({ width: 390, height: 844 });
      dialog = await openGiftFromChat(page, friend);
      await expect(dialog.getByTestId('gift-nft-option')).toHaveCount(1);
      expect(await fitsWidth(page)).toBe(true);
      const grid = await dialog.getByTestId('gift-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(grid.split(' ')).toHaveLength(2);
      expect(await axeViolations(page), 'en 390 px').toEqual([]);
    } finally {
      await giver.context.close();
      await friend.context.close();
    }
  });
});
