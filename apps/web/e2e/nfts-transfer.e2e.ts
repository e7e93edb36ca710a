import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { adminBearer, bearer, signUpAndSignIn, skipIntro } from './support/account.ts';
import { me } from './support/posts.ts';
import { axeViolations } from './support/axe.ts';
import { clickInFrame, createFrameWallet, walletFrame } from './support/wallet.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';

/**
 * Transfer out with a signed pass (docs/NFTS.md "Transfer out") in the real browser against the real
 * server and its embedded chain: a self-custody fan (a wallet made in the frame, its key kept there
 * under the fan's password) transfers a copy of a demo NFT to an outside
 * address through the wallet frame and sees it leave: the copies on the page and in my NFTs, the
 * provenance `transfer_out`. The dialog passes axe in en, de and it and fits a 390 px phone.
 */

const PASSWORD = 'correct horse battery';
const EN = { 'Requested-Language': 'en' };

interface Collection {
  id: string;
  attributes: { slug: string; translated_slugs: Record<string, string>; nfts_count: number };
}
interface Nft {
  id: string;
  attributes: { name: string; publicly_visible: boolean };
}

/** A demo NFT and its collection, once the demo seed has written them. */
async function demoNft(request: APIRequestContext): Promise<{ nft: Nft; collection: Collection }> {
  let found: { nft: Nft; collection: Collection } | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/v2/nft_collections', { headers: EN });
        if (response.status() !== 200) return false;
        for (const collection of ((await response.json()) as { data: Collection[] }).data) {
          if (collection.attributes.nfts_count === 0) continue;
          const nfts = await request.get(`/v2/nft_collections/${collection.id}/nfts`, { headers: EN });
          const nft = ((await nfts.json()) as { data: Nft[] }).data[0];
          if (nft) found = { nft, collection };
          if (found) return true;
        }
        return false;
      },
      { message: 'the demo NFTs are seeded', timeout: 150_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
  return found!;
}

test.describe('NFT transfer out', () => {
  blockWorkerAndSkipConsent();

  test('a self-custody fan transfers an NFT to an outside address through the frame and sees it leave', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await adminBearer(browser);
    const { nft, collection } = await demoNft(page.request);
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    const fan = await me(page);

    // The fan's own wallet, made in the frame: a password, the phrase once, three of its words back.
    await page.goto('/en/wallet');
    await page.getByRole('button', { name: 'Keep my own key' }).click();
    await createFrameWallet(page, PASSWORD);
    const f = walletFrame(page);
    const headers = await bearer(page);
    // Two copies minted to it.
    const minted = await page.request.post(`/v2/admin/nfts/${nft.id}/mints`, {
      headers: { ...admin, 'Idempotency-Key': randomUUID() },
      data: { mint: { user_id: fan.id, amount: 2 } },
    });
    expect(minted.status(), await minted.text()).toBeLessThan(300);

    const slug = (locale: string) => collection.attributes.translated_slugs[locale] || collection.attributes.slug;
    const nftPath = (locale: string) => `/${locale}/nfts/showroom/${slug(locale)}/${nft.id}`;
    await page.goto(nftPath('en'));
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('nft-your-copies')).toHaveText('2 copies', { timeout: 3000 });
    }).toPass({ timeout: 60_000 });

    // The dialog passes axe in every language (opened from the keyboard), and Escape closes it.
    for (const locale of ['de', 'it', 'en']) {
      await page.goto(nftPath(locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByTestId('nft-transfer-open').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('nft-transfer-dialog')).toBeVisible();
      await expect(page.getByTestId('nft-transfer-target')).toBeFocused();
      await expect(page.getByTestId('nft-transfer-network')).toContainText(/\S/);
      expect(await axeViolations(page), `${locale} transfer dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('nft-transfer-dialog')).toBeHidden();
    }

    // A target that is not an address is refused in the form, and said so.
    await page.getByTestId('nft-transfer-open').click();
    const dialog = page.getByTestId('nft-transfer-dialog');
    await page.getByTestId('nft-transfer-target').fill('0x1234');
    await page.getByTestId('nft-transfer-submit').click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Enter a blockchain address: 0x followed by 40 hexadecimal characters.',
    );
    await expect(page.getByTestId('nft-transfer-target')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page), 'transfer dialog with an error').toEqual([]);

    // The transfer: the pass, then the fan confirms transferWithPass in the frame.
    const outside = privateKeyToAccount(generatePrivateKey()).address;
    await page.getByTestId('nft-transfer-target').fill(outside);
    await page.getByTestId('nft-transfer-amount').fill('1');
    await page.getByTestId('nft-transfer-submit').click();
    await expect(page.getByRole('dialog', { name: /Confirm/ })).toBeVisible({ timeout: 30_000 });
    await expect(
      f.getByText(`Transfer 1 × NFT no. ${nft.id} to ${outside.slice(0, 6)}…${outside.slice(-4)}`),
    ).toBeVisible();
    await f.getByLabel('Wallet password').fill(PASSWORD);
    await clickInFrame(page, f.getByRole('button', { name: 'Confirm' }));
    await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 90_000 });
    await expect(page.getByTestId('nft-transfer-status')).toHaveText(
      `${nft.attributes.name} was transferred to ${outside.slice(0, 6)}…${outside.slice(-4)}.`,
      { timeout: 60_000 },
    );
    expect(await axeViolations(page), 'transfer succeeded').toEqual([]);
    await page.getByTestId('nft-transfer-close').click();

    // It left: one copy on the page, the provenance's newest move is the transfer out, my NFTs says 1.
    await expect(page.getByTestId('nft-your-copies')).toHaveText('1 copy', { timeout: 30_000 });
    await expect(page.getByTestId('nft-move').first()).toHaveAttribute('data-kind', 'transfer_out', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('nft-move').first()).toContainText('Transferred out');
    await page.goto('/en/nfts/mynfts');
    const card = page.getByTestId('nft-card').filter({ hasText: nft.attributes.name });
    await expect(card.getByTestId('nft-card-copies')).toHaveText('1 copy');
    const onChain = await page.request.get(`/v2/nfts/${nft.id}/moves`, { headers: { ...headers, ...EN } });
    const moves = ((await onChain.json()) as { data: Array<{ attributes: { kind: string; to_address: string } }> })
      .data;
    expect(moves[0]!.attributes).toMatchObject({ kind: 'transfer_out', to_address: outside });

    // A route change resets the transfer: the dialog opens empty again, and fits a 390 px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(nftPath('en'));
    await page.getByTestId('nft-transfer-open').click();
    await expect(page.getByTestId('nft-transfer-status')).toBeEmpty();
    await expect(page.getByTestId('nft-transfer-target')).toHaveValue('');
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page), 'transfer dialog at 390 px').toEqual([]);
  });
});
