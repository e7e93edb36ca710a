import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bytesToHex, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { adminBearer, bearer, signUpAndSignIn, skipIntro } from './support/account.ts';
import { withModuleOptions, withoutBootData } from './support/boot.ts';
import { clickInFrame, createFrameWallet, walletFrame } from './support/wallet.ts';
import { blockWorkerAndSkipConsent } from './support/spec.ts';

/**
 * Self-custody wallets (issue #16, docs/WALLET.md) in the real browser against the real server and
 * its embedded chain: the wallet frame (sandboxed, its key encrypted under the fan's password and
 * stored through the app under @ncw/), signing in the frame, wallet access, and the browser-wallet
 * path against an injected EIP-1193 provider backed by the same chain.
 */

const PASSWORD = 'correct horse battery';

async function userId(page: Page): Promise<string> {
  const response = await page.request.get('/v2/user/show', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function mint(page: Page, admin: Record<string, string>, tokens: number): Promise<void> {
  const minted = await page.request.post('/v2/admin/chain/mints', {
    headers: { ...admin, 'Idempotency-Key': randomUUID() },
    data: { mint: { user_id: await userId(page), amount: String(tokens * 1e8) } },
  });
  expect(minted.status(), await minted.text()).toBeLessThan(300);
}

async function expectBalance(page: Page, amount: string): Promise<void> {
  await expect(async () => {
    await page.goto('/en/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(amount, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

const frame = walletFrame;

/** Fills the send form with an address and an amount and submits it. */
async function send(page: Page, to: string, amount: string): Promise<void> {
  const form = page.getByTestId('wallet-send');
  await form.getByLabel('Recipient').fill(to);
  await form.getByLabel('Amount (tokens)').fill(amount);
  await page.getByTestId('wallet-send-submit').click();
}

/** Confirms the transaction the frame shows with the wallet password. */
async function confirmInFrame(page: Page, password = PASSWORD): Promise<void> {
  const f = frame(page);
  await f.getByLabel('Wallet password').fill(password);
  await clickInFrame(page, f.getByRole('button', { name: 'Confirm' }));
}

test.describe('self-custody wallet', () => {
  blockWorkerAndSkipConsent();

  test('a fan creates a wallet in the frame, confirms the phrase, receives, signs a send, unlocks after a reload, and grants and revokes access', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await adminBearer(browser);
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.goto('/en/wallet');
    await expect(page.getByTestId('wallet-empty')).toBeVisible();

    // Creation in the frame: explanation, password twice, the phrase once, three of its words back.
    await page.getByRole('button', { name: 'Keep my own key' }).click();
    await expect(page.getByRole('dialog', { name: 'Setup your Wallet Now' })).toBeVisible();
    const words = await createFrameWallet(page, PASSWORD);
    const address = (await page.getByTestId('wallet-address').textContent())!.trim();
    const account = mnemonicToAccount(words.join(' '));
    expect(address.toLowerCase()).toBe(account.address.toLowerCase());

    // What the app stores for the frame: under @ncw/, scoped to the user, no key material in the clear.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('@ncw/'))
        .map((k) => [k, localStorage.getItem(k) ?? ''] as const),
    );
    expect(stored.length).toBeGreaterThan(0);
    const key = account.getHdKey().privateKey!;
    const secrets = [
      bytesToHex(key).slice(2),
      bytesToHex(key).slice(2).toUpperCase(),
      Buffer.from(key).toString('base64'),
      Buffer.from(key).toString('base64url'),
      words.join(' '),
      toHex(words.join(' ')).slice(2),
    ];
    for (const [, value] of stored) {
      for (const secret of secrets) expect(value).not.toContain(secret);
      // Byte by byte: no run of 8 bytes of the key appears in the value, in any of the encodings above.
      const raw = Buffer.from(value, 'utf8');
      for (let i = 0; i + 8 <= key.length; i++) expect(raw.includes(Buffer.from(key.subarray(i, i + 8)))).toBe(false);
      const envelope = JSON.parse(value) as Record<string, unknown>;
      expect(Object.keys(envelope).sort()).toEqual(
        ['address', 'check', 'cipher', 'hash', 'iterations', 'iv', 'kdf', 'salt', 'v'].sort(),
      );
    }

    // Tokens arrive; a send needs the fan's signature in the frame (the admin is not their operator).
    await mint(page, admin, 10);
    await expectBalance(page, '10');
    const receiver = privateKeyToAccount(`0x${'11'.repeat(32)}`).address;
    await send(page, receiver, '1');
    await expect(page.getByRole('dialog', { name: /Confirm/ })).toBeVisible();
    await expect(frame(page).getByText(`Send 1 tokens to`)).toBeVisible();
    // A wrong password says so and signs nothing.
    await confirmInFrame(page, 'not the password');
    await expect(frame(page).getByRole('alert')).toContainText('Wrong password');
    await confirmInFrame(page);
    await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 60_000 });
    await expectBalance(page, '9');

    // After a reload the wallet unlocks with the password again.
    await page.reload();
    await send(page, receiver, '2');
    await confirmInFrame(page);
    await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 60_000 });
    await expectBalance(page, '7');

    // Granting access: the next send is the server's (no frame); revoking: it needs a signature again.
    const access = page.getByTestId('wallet-access');
    await access.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByRole('dialog', { name: 'Grant Wallet Access' })).toBeVisible();
    await confirmInFrame(page);
    // The NFT approval the grant asks for after the operator change.
    await expect(async () => {
      if (await page.getByTestId('wallet-frame').isVisible()) await confirmInFrame(page);
      await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 5000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId('wallet-access-state')).toHaveText('The club has access to your wallet.', {
      timeout: 30_000,
    });
    await send(page, receiver, '1');
    await expectBalance(page, '6');
    await expect(page.getByTestId('wallet-frame')).toHaveCount(0);

    await page.getByTestId('wallet-access').getByRole('button', { name: 'Revoke access' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke Wallet Access' })).toBeVisible();
    await confirmInFrame(page);
    await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId('wallet-access-state')).toContainText('no access', { timeout: 30_000 });
    await send(page, receiver, '1');
    await expect(page.getByRole('dialog', { name: /Confirm/ })).toBeVisible();
    await confirmInFrame(page);
    await expect(page.getByTestId('wallet-frame')).toBeHidden({ timeout: 60_000 });
    await expectBalance(page, '5');
  });

  test('the frame works only inside the app: not on its own, not framed by another origin, and the app ignores messages not from it', async ({
    page,
    baseURL,
  }) => {
    // Opened on its own, it refuses to start.
    await page.goto('/wallet-frame/create-wallet?locale=en');
    await expect(page.getByText('This page only works inside the app.')).toBeVisible();

    // Framed by a page of another origin (localhost instead of 127.0.0.1): frame-ancestors refuses it.
    const other = new URL(baseURL!);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    await page.route(`${other.origin}/evil`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe id="w" src="${baseURL}/wallet-frame/create-wallet?return-url=${encodeURIComponent(`${other.origin}/evil`)}"></iframe>`,
      }),
    );
    await page.goto(`${other.origin}/evil`);
    // Chrome puts its error page in the frame's place (the frame's CSP allows only the app as its
    // ancestor; the header itself is checked in chain-self-custody.int.test.ts).
    await expect
      .poll(() => page.frames().some((fr) => fr.url().startsWith('chrome-error://')), { timeout: 15_000 })
      .toBe(true);
    await expect(page.frameLocator('#w').getByRole('button')).toHaveCount(0);

    // In the app: a message that claims to be the frame's but comes from elsewhere changes nothing.
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.goto('/en/wallet');
    await page.getByRole('button', { name: 'Keep my own key' }).click();
    await expect(frame(page).getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.evaluate(() =>
      window.postMessage({ source: 'tribune-wallet', type: 'closeIframe', reason: 'created' }, '*'),
    );
    // The modal is still open and the frame goes on to its next step.
    await clickInFrame(page, frame(page).getByRole('button', { name: 'Continue' }));
    await expect(frame(page).getByLabel('Repeat the password')).toBeVisible();
    await expect(page.getByTestId('wallet-frame')).toBeVisible();
  });

  test('a fan connects a browser wallet (an injected EIP-1193 provider on the embedded chain): chain switch, link, and a rejected request says why', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = privateKeyToAccount(`0x${randomUUID().replace(/-/g, '').repeat(2)}`);
    let chainId = '0x1';
    const calls: string[] = [];
    // The extension's side, in the test: it signs with its own key and refuses transactions (4001).
    await page.exposeFunction('__eip1193', async (method: string, params: unknown[]) => {
      calls.push(method);
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [account.address] };
        case 'eth_chainId':
          return { result: chainId };
        case 'wallet_switchEthereumChain':
          chainId = (params[0] as { chainId: string }).chainId;
          return { result: null };
        case 'personal_sign': {
          const message = params[0] as string;
          return {
            result: await account.signMessage({
              message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message,
            }),
          };
        }
        case 'eth_sendTransaction':
          return { error: { code: 4001, message: 'User rejected the request.' } };
        default:
          return { error: { code: 4200, message: `Unsupported method: ${method}` } };
      }
    });
    await page.addInitScript(() => {
      const call = (
        window as unknown as {
          __eip1193: (
            m: string,
            p: unknown[],
          ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
        }
      ).__eip1193;
      (window as unknown as { ethereum: unknown }).ethereum = {
        isMetaMask: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await call(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on() {},
        removeListener() {},
      };
    });
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.goto('/en/wallet');
    await page.getByRole('button', { name: 'Connect a browser wallet' }).click();
    await expect(page.getByTestId('wallet-address')).toHaveText(account.address, { timeout: 30_000 });
    // The chain was switched to the instance's, sent in hexadecimal.
    const networks = await (await page.request.get('/v2/public_blockchain_networks')).json();
    expect(chainId).toBe(`0x${(networks.data[0].attributes.chain_id as number).toString(16)}`);
    expect(calls).toContain('wallet_switchEthereumChain');
    expect(calls).toContain('personal_sign');
    await mint(page, await adminBearer(browser), 5);
    await expectBalance(page, '5');

    // A send the fan rejects in the extension: the friendly text, then the original message.
    await send(page, privateKeyToAccount(`0x${'22'.repeat(32)}`).address, '1');
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      'You rejected the request in your wallet. User rejected the request.',
      { timeout: 30_000 },
    );
  });

  test('the wallet-creation prompt shows once to a fan without a wallet when the instance encourages it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    // The instance's option, as the customizer would serve it (the page's embedded copy is left out).
    await withoutBootData(page);
    await withModuleOptions(page, { encourageFanIdWalletCreation: true });
    await page.goto('/en/');
    const prompt = page.getByRole('dialog', { name: 'Setup your Wallet Now' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: 'Keep my own key' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Let the club keep it for me' }).click();
    await expect(prompt).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(async () => {
        const me = await page.request.get('/v2/user/show', { headers: await bearer(page) });
        return ((await me.json()) as { data: { attributes: { uses_hotwallet: boolean } } }).data.attributes
          .uses_hotwallet;
      })
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('wallet-create-modal-show'))).not.toBeNull();
    // Once: not again after a reload (the fan has a wallet now, and the flag is set).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Setup your Wallet Now' })).toHaveCount(0);
  });

  test('inside a native shell the frame hands the wallet creation to the shell', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { tribuneNative: unknown; nativeCreateCalls: number };
      w.nativeCreateCalls = 0;
      w.tribuneNative = {
        openNativeCreateWallet: () => {
          w.nativeCreateCalls += 1;
        },
      };
    });
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    await page.goto('/en/wallet');
    await page.getByRole('button', { name: 'Keep my own key' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { nativeCreateCalls: number }).nativeCreateCalls))
      .toBe(1);
    await expect(page.getByTestId('wallet-frame')).toHaveCount(0);
  });
});
