import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { createWallet, expectBalance } from './support/wallet.ts';
import { blockWorkerAndSkipConsent, publishedByAdmin, unique } from './support/spec.ts';

/** The signed-in user's id (GET /v2/user/show with the page's session). */
async function userId(page: Page): Promise<string> {
  const response = await page.request.get('/v2/user/show', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('wallet', () => {
  blockWorkerAndSkipConsent();

  test('a fan creates a wallet, receives a mint, sends 1.5 tokens by name, boosts, unlocks and votes with tokens', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await adminBearer(browser);

    // The fan signs up and creates a wallet on the wallet page, reached from the account menu.
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByTestId('account-menu-wallet').click();
    await expect(page).toHaveURL(/\/en\/wallet$/);
    await createWallet(page);

    // The second fan, with a wallet too.
    const receiver = await signedUpInNewContext(browser, '/en/', 'receiver');
    await createWallet(receiver.page);

    // An admin mints 10 tokens to the first fan.
    const minted = await page.request.post('/v2/admin/chain/mints', {
      headers: { ...admin, 'Idempotency-Key': randomUUID() },
      data: { mint: { user_id: await userId(page), amount: '1000000000' } },
    });
    expect(minted.status(), await minted.text()).toBeLessThan(300);
    await expectBalance(page, '10');

    // The send by name: held on its way so the pending row is seen, then released to complete.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v2/transactions', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const send = page.getByTestId('wallet-send');
    await send.getByLabel('Recipient').fill(receiver.account.displayName);
    await send.getByRole('button', { name: receiver.account.displayName }).click();
    await expect(send.getByTestId('wallet-recipient-chosen')).toContainText(receiver.account.displayName);
    await send.getByLabel('Amount (tokens)').fill('1.5');
    await send.getByRole('button', { name: 'Send' }).click();
    const newest = page.getByTestId('wallet-tx').first();
    await expect(newest).toContainText('1.5');
    await expect(newest.getByTestId('wallet-tx-status')).toHaveText('Pending');
    release();
    await expect(newest.getByTestId('wallet-tx-status')).toHaveText('Complete', { timeout: 30_000 });
    await expect(newest).toHaveAttribute('data-direction', 'sent');
    await page.unroute('**/v2/transactions');
    await expectBalance(page, '8.5');

    // The receiver sees 1.5 tokens and the received transaction, complete.
    await expectBalance(receiver.page, '1.5');
    const received = receiver.page.getByTestId('wallet-tx').filter({ hasText: 'Received 1.5' });
    await expect(received).toBeVisible();
    await expect(received.getByTestId('wallet-tx-status')).toHaveText('Complete');
    await receiver.context.close();

    // A boost of a comment: the count moves from 0 to 1 token and shows as boosted.
    const text = `Boost me ${unique()}`;
    const posted = await page.request.post('/v2/static_pages/communityguidelines/comments', {
      headers: await bearer(page),
      data: { comment: { body: `<p>${text}</p>` } },
    });
    expect(posted.status()).toBe(201);
    await page.goto('/en/p/communityguidelines/');
    const comment = page.getByTestId('comments-section').getByTestId('comment').filter({ hasText: text });
    await expect(comment.getByTestId('boosts-count')).toHaveText('0');
    await comment.getByTestId('boost-button').click();
    const dialog = page.getByTestId('boost-dialog');
    await expect(dialog.getByTestId('boost-balance')).toContainText('8.5');
    await dialog.getByLabel('Amount (tokens)').fill('1');
    await dialog.getByRole('button', { name: 'Boost' }).last().click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expect(comment.getByTestId('boosts-count')).toHaveText('1');
    await expect(comment.getByTestId('boost-button')).toHaveAttribute('aria-pressed', 'true');

    // A buyer-only content with a price of 1 token: unlocked, then its body shows.
    const slug = `e2e-unlock-${unique()}`;
    const secret = `Only for buyers ${unique()}`;
    await publishedByAdmin(page, admin, 'contents', {
      content: {
        slug,
        content_type: 'article',
        title: { en: `Unlockable ${slug}` },
        teaser: { en: 'A teaser for everyone.' },
        body: { en: `<p>${secret}</p>` },
        available_for: ['buyer'],
        price: '100000000',
      },
    });
    await page.goto(`/en/contents/${slug}`);
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.getByRole('button', { name: 'Unlock for 1 token' }).click();
    await expect(page.getByText(secret)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('unlock-box')).toHaveCount(0);

    // A token voting with a 50 % deposit: 2 tokens for an option, 1 of them locked.
    const votingTitle = `Token vote ${unique()}`;
    const votingId = await publishedByAdmin(page, admin, 'votings', {
      voting: {
        slug: `e2e-token-voting-${unique()}`,
        voting_type: 'tokenbased_variable',
        title: { en: votingTitle },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        deposit_share: 50,
        unlocks_tokens_at: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
        options: [{ value: { en: 'Home' } }, { value: { en: 'Away' } }],
      },
    });
    await page.goto(`/en/participate/votings/${votingId}`);
    const form = page.getByTestId('token-vote-form');
    await expect(form.getByTestId('token-vote-balance')).toContainText('Available:');
    await form.getByRole('radio', { name: 'Home' }).check();
    await form.getByLabel('Tokens to vote with').fill('2');
    await expect(form.getByTestId('token-vote-balance')).toContainText('1 token of it will be locked');
    await form.getByRole('button', { name: 'Vote' }).click();
    const mine = page.getByTestId('token-vote');
    await expect(mine).toContainText('You voted 2 tokens for Home.', { timeout: 30_000 });
    await expect(mine.getByTestId('token-vote-locked')).toContainText('1 token locked until');

    // The deposit is listed on the wallet page with the frozen total.
    await page.goto('/en/wallet');
    await expect(page.getByTestId('wallet-frozen-total')).toContainText('1 token');
  });
});
