import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  createWalletClient,
  custom,
  encodeFunctionData,
  parseEther,
  BaseError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  parseTransaction,
  type Address,
  type EIP1193RequestFn,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityActionsAbi, communityTokenAbi, toUnits } from '@tribune/contracts';
import { users } from '../src/db/schema.ts';
import { startTestChain, type TestChain } from './chain-fixtures.ts';
import { insertTestContent, fanToken } from './fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, type TestKeys } from './tokens.ts';

/**
 * Self-custody wallets (issue #16, docs/WALLET.md) on a real embedded chain: linking an address by
 * its signature, the gas allowance, the JSON-RPC endpoint a fan's own wallet sends through, and the
 * operator rule (the server moves a self-custody wallet's tokens only while the fan granted it).
 */
describe('self-custody wallets', () => {
  let chain: TestChain;
  let t: TestApp;
  let keys: TestKeys;
  let fan: string;
  let other: string;
  let hot: string;
  let frameDist: string;
  const own = privateKeyToAccount(generatePrivateKey());
  const stray = privateKeyToAccount(generatePrivateKey());

  const req = (method: 'GET' | 'POST' | 'OPTIONS', url: string, token?: string, payload?: unknown, headers = {}) =>
    t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, payload: payload as string });
  const runtime = () => t.app.chain.require().runtime;
  const linkMessage = async (token: string, address: string) =>
    (await req('GET', `/v2/user/self_custody_wallet/link_message?address=${address}`, token)).json().data
      .message as string;
  const link = async (token: string, account: PrivateKeyAccount, signer = account) =>
    req('POST', '/v2/user/self_custody_wallet', token, {
      address: account.address,
      signature: await signer.signMessage({ message: await linkMessage(token, account.address) }),
    });

  /** A viem wallet of the fan's own key whose every JSON-RPC call goes through our endpoint (as the frame's does). */
  const ownWallet = (account: PrivateKeyAccount) => {
    const request = (async ({ method, params }: { method: string; params?: unknown }) => {
      const res = await req('POST', '/v2/chain/rpc', undefined, {
        jsonrpc: '2.0',
        id: 1,
        method,
        params: params ?? [],
      });
      const body = res.json();
      if (res.statusCode !== 200) throw Object.assign(new Error(body.error), { code: -32601 });
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    }) as EIP1193RequestFn;
    return createWalletClient({ account, chain: runtime().chain, transport: custom({ request }, { retryCount: 0 }) });
  };
  const rpc = (method: string, params: unknown[]) =>
    req('POST', '/v2/chain/rpc', undefined, { jsonrpc: '2.0', id: 7, method, params });

  beforeAll(async () => {
    chain = await startTestChain();
    keys = await createTestKeys();
    frameDist = path.join(chain.dir, 'wallet-dist');
    await fs.mkdir(path.join(frameDist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(frameDist, 'index.html'), '<!doctype html><title>Wallet</title>');
    await fs.writeFile(path.join(frameDist, 'assets', 'frame-abc.js'), 'console.log(1)');
    t = await createTestApp(
      { dataDir: chain.dir, walletDistDir: frameDist },
      { jwks: () => keys.jwks, chain: chain.backend },
    );
    await t.app.chain.settled();
    expect(t.app.chain.status).toBe('ready');
    fan = await fanToken(keys, 'sc-fan');
    other = await fanToken(keys, 'sc-other');
    hot = await fanToken(keys, 'sc-hot');
    for (const token of [fan, other, hot]) expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
    expect((await req('POST', '/v2/user/hot_wallet', hot)).statusCode).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('links an address only with its own signature, for this account', async () => {
    expect((await req('GET', `/v2/user/self_custody_wallet/link_message?address=${own.address}`)).statusCode).toBe(401);
    expect((await req('GET', '/v2/user/self_custody_wallet/link_message?address=0x12', fan)).statusCode).toBe(400);
    const message = await linkMessage(fan, own.address);
    expect(message).toContain('Account: uid-sc-fan');
    expect(message).toContain(`Wallet: ${own.address.toLowerCase()}`);

    // Signed by another key, or the message of another account: refused, nothing linked.
    const wrongKey = await link(fan, own, stray);
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().errors.signature).toBeDefined();
    const otherMessage = await req('POST', '/v2/user/self_custody_wallet', fan, {
      address: own.address,
      signature: await own.signMessage({ message: await linkMessage(other, own.address) }),
    });
    expect(otherMessage.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(users).where(eq(users.uid, 'uid-sc-fan'));
    expect(row!.walletAddress).toBeNull();
  });

  it('links the address, gives it gas once, and never a second wallet', async () => {
    const before = await runtime().publicClient.getBalance({ address: own.address });
    const res = await link(fan, own);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      wallet_address: own.address,
      token_contract: runtime().deployment.tokenAddress,
      actions_address: runtime().deployment.actionsAddress,
      admin_wallet_address: runtime().deployment.adminAddress,
      chain_id: runtime().chain.id,
      gas_funded: true,
    });
    expect((await runtime().publicClient.getBalance({ address: own.address })) - before).toBe(parseEther('0.01'));

    // The same link again answers the same wallet and pays no second allowance.
    const again = await link(fan, own);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.gas_funded).toBe(false);

    const me = (await req('GET', '/v2/user/show', fan)).json().data.attributes;
    expect(me).toMatchObject({ wallet_address: own.address, uses_hotwallet: false });
    expect(me.actions_address).toBe(runtime().deployment.actionsAddress);

    // Another wallet for the same fan, the same address for another fan, a hot wallet on top: 409.
    expect((await link(fan, stray)).statusCode).toBe(409);
    expect((await link(other, own)).statusCode).toBe(409);
    expect((await req('POST', '/v2/user/hot_wallet', fan)).statusCode).toBe(409);
    expect((await link(hot, stray)).statusCode).toBe(409);
  });

  it('moves a self-custody wallet’s tokens only while the fan grants it, and the fan’s own sends pass the endpoint', async () => {
    const rt = runtime();
    await rt.send(rt.admin, {
      to: rt.deployment.tokenAddress as Address,
      data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'mint', args: [own.address, toUnits('5')] }),
    });
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/transactions',
        headers: { ...bearer(fan), 'idempotency-key': key },
        payload: { transaction: { amount: toUnits('1').toString(), to_user_slug: 'sc-hot' } },
      });
    const refused = await send('sc-send-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SIGNATURE_REQUIRED');

    // The fan's own transaction, signed with their key, sent through /v2/chain/rpc as the frame does.
    const wallet = ownWallet(own);
    const hash = await wallet.writeContract({
      address: rt.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'authorizeOperator',
      args: [rt.deployment.adminAddress as Address],
    });
    const receipt = await rt.publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');

    const sent = await send('sc-send-2');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attributes.tx_status).toBe('complete');
    expect(await rt.tokenBalance(own.address)).toBe(toUnits('4'));

    // Revoked again: the next send needs the fan's signature once more.
    await wallet.writeContract({
      address: rt.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'revokeOperator',
      args: [rt.deployment.adminAddress as Address],
    });
    expect((await send('sc-send-3')).json().code).toBe('SIGNATURE_REQUIRED');

    // A fan's own transfer is recorded from its hash.
    const transfer = await wallet.writeContract({
      address: rt.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'transfer',
      args: [rt.deployment.adminAddress as Address, toUnits('1')],
    });
    const recorded = await req('POST', '/v2/transactions/from_hash', fan, { transaction: { tx_hash: transfer } });
    expect(recorded.statusCode).toBeLessThan(300);
    expect(recorded.json().data.attributes.tx_status).toBe('complete');
  });

  it('boosts for a self-custody fan on the server only with both operators; the fan’s own signed boost counts the same', async () => {
    const rt = runtime();
    const contentId = await insertTestContent(t.database.db, 'sc-boostable', true);
    const boost = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/boosts',
        headers: { ...bearer(fan), 'idempotency-key': key },
        payload: { boost: { boostable_type: 'content', boostable_id: String(contentId), amount: '100' } },
      });
    const boosters = async () =>
      (await req('GET', `/v2/boosters?boostable_type=content&boostable_id=${contentId}`)).json().data as unknown[];
    // Neither the admin nor CommunityActions may move the fan's tokens: the fan signs.
    const refused = await boost('sc-boost-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SIGNATURE_REQUIRED');

    // The fan's own boost (as the frame signs it: CommunityActions authorized once, then the call).
    const wallet = ownWallet(own);
    await wallet.writeContract({
      address: rt.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'authorizeOperator',
      args: [rt.deployment.actionsAddress as Address],
    });
    await wallet.writeContract({
      address: rt.deployment.actionsAddress as Address,
      abi: communityActionsAbi,
      functionName: 'boostContent',
      args: [BigInt(contentId), 100n],
    });
    await expect.poll(boosters, { timeout: 15_000 }).toHaveLength(1);

    // With the admin as operator too, the server relays the next boost.
    await wallet.writeContract({
      address: rt.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'authorizeOperator',
      args: [rt.deployment.adminAddress as Address],
    });
    const relayed = await boost('sc-boost-2');
    expect(relayed.statusCode).toBe(201);
    expect(relayed.json().meta).toEqual({ boosts: '200', boosted_by_current_user: true });
  });

  it('sends only signed calls of linked wallets to the community contracts', async () => {
    const rt = runtime();
    const signed = async (account: PrivateKeyAccount, to: Address, value = 0n, data: Hex = '0x') =>
      account.signTransaction({
        chainId: rt.chain.id,
        to,
        value,
        data,
        nonce: await rt.publicClient.getTransactionCount({ address: account.address }),
        gas: 100_000n,
        maxFeePerGas: parseEther('0.00000001'),
        maxPriorityFeePerGas: 1n,
        type: 'eip1559',
      });
    const token = rt.deployment.tokenAddress as Address;
    const data = encodeFunctionData({ abi: communityTokenAbi, functionName: 'transfer', args: [stray.address, 1n] });
    // To an address that is not ours; with value; from a key no account linked; for another chain.
    expect((await rpc('eth_sendRawTransaction', [await signed(own, stray.address)])).statusCode).toBe(403);
    expect((await rpc('eth_sendRawTransaction', [await signed(own, token, 1n, data)])).statusCode).toBe(403);
    expect((await rpc('eth_sendRawTransaction', [await signed(stray, token, 0n, data)])).statusCode).toBe(403);
    const otherChain = await own.signTransaction({
      chainId: 1,
      to: token,
      data,
      nonce: 0,
      gas: 100_000n,
      gasPrice: 1n,
    });
    expect((await rpc('eth_sendRawTransaction', [otherChain])).statusCode).toBe(403);
    expect((await rpc('eth_sendRawTransaction', ['0x1234'])).statusCode).toBe(403);
    expect((await rpc('eth_sendRawTransaction', ['nonsense'])).statusCode).toBe(422);
    // Reads stay restricted: full blocks, estimates elsewhere or with value, state overrides.
    expect((await rpc('eth_getBlockByNumber', ['latest', true])).statusCode).toBe(403);
    expect((await rpc('eth_getBlockByNumber', ['latest', false])).json().result.number).toMatch(/^0x/);
    expect((await rpc('eth_estimateGas', [{ to: stray.address, data }])).statusCode).toBe(403);
    expect((await rpc('eth_estimateGas', [{ to: token, data, value: '0x1' }])).statusCode).toBe(403);
    expect((await rpc('eth_estimateGas', [{ to: token, data, from: own.address }, 'latest', {}])).statusCode).toBe(403);
    expect((await rpc('eth_getTransactionCount', [own.address, 'latest'])).json().result).toMatch(/^0x/);
    expect((await rpc('eth_sendTransaction', [{ to: token, data }])).statusCode).toBe(403);
  });

  it("says why the node refused a fan's own signed transaction, in the node texts wallet libraries know", async () => {
    const rt = runtime();
    const token = rt.deployment.tokenAddress as Address;
    const data = encodeFunctionData({ abi: communityTokenAbi, functionName: 'approve', args: [stray.address, 1n] });
    const wallet = ownWallet(own);
    // One that goes through, so that its nonce is spent.
    await wallet.sendTransaction({ to: token, data });
    const nonce = await rt.publicClient.getTransactionCount({ address: own.address });
    const base = await rt.publicClient.estimateFeesPerGas();
    const sign = (o: { nonce?: number; gas?: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint }) =>
      own.signTransaction({
        chainId: rt.chain.id,
        to: token,
        data,
        nonce,
        gas: 100_000n,
        maxFeePerGas: base.maxFeePerGas * 2n,
        maxPriorityFeePerGas: 1n,
        type: 'eip1559',
        ...o,
      });
    const cases = [
      [{ nonce: nonce - 1 }, 'nonce_too_low', 'nonce too low', NonceTooLowError],
      [{ nonce: nonce + 3 }, 'nonce_too_high', 'nonce too high', NonceTooHighError],
      [{ gas: 20_000n }, 'intrinsic_gas_too_low', 'intrinsic gas too low', IntrinsicGasTooLowError],
      [
        { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
        'max_fee_too_low',
        'max fee per gas less than block base fee',
        FeeCapTooLowError,
      ],
      [
        { maxFeePerGas: parseEther('1') },
        'insufficient_funds',
        'insufficient funds for gas * price + value',
        InsufficientFundsError,
      ],
    ] as const;
    for (const [fields, reason, message, errorClass] of cases) {
      const viemError: abstract new (...args: never[]) => BaseError = errorClass;
      const raw = await sign(fields);
      const res = await rpc('eth_sendRawTransaction', [raw]);
      expect(res.statusCode, reason).toBe(200);
      expect(res.json().error, reason).toEqual({ code: -32000, message, data: { reason } });
      const tx = parseTransaction(raw);
      const failed = await wallet
        .sendTransaction({
          to: token,
          data,
          nonce: tx.nonce!,
          gas: tx.gas!,
          maxFeePerGas: tx.maxFeePerGas!,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas!,
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      // What a wallet library makes of it (viem, as the wallet frame uses it: apps/wallet/src/reasons.test.ts).
      expect(failed, reason).toBeInstanceOf(BaseError);
      expect(
        (failed as BaseError).walk((e) => e instanceof viemError),
        reason,
      ).toBeInstanceOf(viemError);
    }
  });

  it('answers CORS for the frame’s routes only', async () => {
    const preflight = await req('OPTIONS', '/v2/chain/rpc', undefined, undefined, {
      origin: 'null',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const linkPreflight = await req('OPTIONS', '/v2/user/self_custody_wallet', undefined, undefined, {
      origin: 'null',
      'access-control-request-method': 'POST',
    });
    expect(linkPreflight.statusCode).toBe(204);
    const read = await rpc('eth_chainId', []);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const elsewhere = await req('OPTIONS', '/v2/user/show', undefined, undefined, {
      origin: 'null',
      'access-control-request-method': 'GET',
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await req('GET', '/v2/user/show', fan, undefined, { origin: 'null' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('serves the frame’s pages sandboxed, framed only by the app, and its assets with CORS', async () => {
    for (const page of ['create-wallet', 'start-create-wallet', 'transaction', 'set-operator', 'logout']) {
      const res = await req('GET', `/wallet-frame/${page}?locale=de&access-token=abc`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('sandbox allow-scripts allow-forms');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await req('GET', '/wallet-frame/transaction?evil=1')).statusCode).toBe(400);
    // Any other path is the app's (a navigation), never a frame page.
    const elsewhere = await req('GET', '/wallet-frame/elsewhere');
    expect(String(elsewhere.headers['content-security-policy'] ?? '')).not.toContain('sandbox');
    const asset = await req('GET', '/wallet-frame/assets/frame-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
