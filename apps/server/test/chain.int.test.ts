import { eq } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { communityTokenAbi, toUnits } from '@tribune/contracts';
import { hotWallets, tokenBalances } from '../src/db/schema.ts';
import { saveDeployment } from '../src/modules/chain/repository.ts';
import { ChainRuntime } from '../src/modules/chain/runtime.ts';
import { loadMasterKey, unseal } from '../src/modules/chain/sealing.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { createTestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor } from './tokens.ts';

/**
 * The server against a real embedded chain (a hardhat node child on loopback): the deployment at
 * first start, the networks list, the read-only JSON-RPC endpoint, hot wallets with their operators.
 */
describe('the community chain', () => {
  const t = useChainApp();

  const rpc = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/chain/rpc',
      payload: body as object,
      headers: { 'content-type': 'application/json' },
    });
  const call = (method: string, params: unknown[] = [], id: number | string = 1) =>
    rpc({ jsonrpc: '2.0', id, method, params });

  it('deploys the contracts at first start and lists the network', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/public_blockchain_networks' });
    expect(res.statusCode).toBe(200);
    const [network] = res.json().data;
    expect(network.attributes).toMatchObject({
      chain_id: 31337,
      chain_name: 'Test chain',
      wallet_blockchain_url: `${t.app.config.publicUrl}/v2/chain/rpc`,
      native_currency_params: { symbol: 'ETH', decimals: 18 },
    });
    const runtime = t.app.chain.require().runtime;
    expect(network.attributes.address).toBe(runtime.deployment.tokenAddress);
    const code = await runtime.publicClient.getCode({ address: network.attributes.address as Address });
    expect(code && code.length).toBeGreaterThan(2);
  });

  it('answers reads of the community contracts and refuses writes, scans and other contracts', async () => {
    const runtime = t.app.chain.require().runtime;
    const chainId = await call('eth_chainId', [], 'a');
    expect(chainId.statusCode).toBe(200);
    expect(chainId.json()).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a69' });

    const data = encodeFunctionData({ abi: communityTokenAbi, functionName: 'decimals' });
    const decimals = await call('eth_call', [{ to: runtime.deployment.tokenAddress, data }, 'latest']);
    expect(BigInt(decimals.json().result)).toBe(8n);
    // The same call to an address that is not ours, a write, a log scan and a batch: refused with the error body.
    for (const refused of [
      call('eth_call', [{ to: `0x${'12'.repeat(20)}`, data }, 'latest']),
      call('eth_sendRawTransaction', ['0x00']),
      call('eth_getLogs', [{ fromBlock: '0x0' }]),
      call('eth_accounts'),
      // State overrides would run a caller's own code on the node.
      call('eth_call', [
        { to: runtime.deployment.tokenAddress, data },
        'latest',
        { [runtime.deployment.tokenAddress]: { code: '0x00' } },
      ]),
      call('eth_call', [{ to: runtime.deployment.tokenAddress, data, gas: '0xffffffff' }, 'latest']),
    ]) {
      const res = await refused;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'RPC_METHOD_NOT_ALLOWED' });
    }
    expect((await rpc([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])).statusCode).toBe(422);
    expect((await rpc({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' })).statusCode).toBe(422);
    // A malformed call the node refuses comes back as a JSON-RPC error, not as a 500.
    const bad = await call('eth_getTransactionReceipt', ['not-a-hash']);
    expect(bad.statusCode).toBe(200);
    expect(bad.json().error.code).toEqual(expect.any(Number));
  });

  it('gives a fan one hot wallet whose operators are the admin and CommunityActions', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v2/user/hot_wallet' })).statusCode).toBe(401);
    const token = await tokenFor(t.keys, { sub: 'uid-chain-fan', name: 'Chain Fan', slug: 'chain-fan' });
    const create = () => t.app.inject({ method: 'POST', url: '/v2/user/hot_wallet', headers: bearer(token) });
    const [a, b] = await Promise.all([create(), create()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    const address = getAddress(a.json().data.attributes.wallet_address);
    expect((await create()).json().data.id).toBe(address);

    const runtime = t.app.chain.require().runtime;
    for (const operator of [runtime.deployment.adminAddress, runtime.deployment.actionsAddress]) {
      const granted = await runtime.publicClient.readContract({
        address: runtime.deployment.tokenAddress as Address,
        abi: communityTokenAbi,
        functionName: 'isOperatorFor',
        args: [operator as Address, address],
      });
      expect(granted).toBe(true);
    }

    const me = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) });
    expect(me.json().data.attributes).toMatchObject({
      wallet_address: address,
      uses_hotwallet: true,
      token_contract: runtime.deployment.tokenAddress,
      nft_address: runtime.deployment.nftAddress,
      admin_wallet_address: runtime.deployment.adminAddress,
    });

    // The key is stored sealed: not in clear, and it opens to the wallet's own key.
    const [row] = await t.database.db.select().from(hotWallets).where(eq(hotWallets.address, address));
    const master = await loadMasterKey(undefined, t.chain.dir);
    const key = unseal(master, row!.sealedKey, address) as `0x${string}`;
    expect(privateKeyToAccount(key).address).toBe(address);
    expect(row!.sealedKey).not.toContain(key.slice(2, 20));
  });

  it('lets the admin move a hot wallet’s tokens as its operator', async () => {
    const runtime = t.app.chain.require().runtime;
    const token = await tokenFor(t.keys, { sub: 'uid-chain-op', name: 'Op Fan', slug: 'op-fan' });
    const res = await t.app.inject({ method: 'POST', url: '/v2/user/hot_wallet', headers: bearer(token) });
    const holder = getAddress(res.json().data.attributes.wallet_address);
    const tokenAddress = runtime.deployment.tokenAddress as Address;
    await runtime.send(runtime.admin, {
      to: tokenAddress,
      data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'mint', args: [holder, toUnits('10')] }),
    });
    const receiver = `0x${'44'.repeat(20)}` as Address;
    await runtime.send(runtime.admin, {
      to: tokenAddress,
      data: encodeFunctionData({
        abi: communityTokenAbi,
        functionName: 'operatorSend',
        args: [holder, receiver, toUnits('1.5'), '0x', '0x'],
      }),
    });
    expect(await runtime.tokenBalance(holder)).toBe(toUnits('8.5'));
    // The balance through the app's JSON-RPC endpoint, as the wallet page reads it.
    const data = encodeFunctionData({ abi: communityTokenAbi, functionName: 'balanceOf', args: [receiver] });
    const read = await call('eth_call', [{ to: tokenAddress, data }, 'latest']);
    expect(BigInt(read.json().result)).toBe(toUnits('1.5'));
  });

  it('reuses the stored deployment on the next start, and refuses one the chain does not have', async () => {
    const runtime = t.app.chain.require().runtime;
    const blockBefore = await runtime.publicClient.getBlockNumber();
    const again = await ChainRuntime.open(t.chain.backend, t.database.db, t.app.log);
    expect(again.deployment).toEqual(runtime.deployment);
    expect(await runtime.publicClient.getBlockNumber()).toBe(blockBefore);

    // A database that remembers contracts this chain never had (a lost chain folder): an error, not a fresh chain.
    await saveDeployment(t.database.db, { ...runtime.deployment, tokenAddress: `0x${'99'.repeat(20)}` });
    await expect(ChainRuntime.open(t.chain.backend, t.database.db, t.app.log)).rejects.toThrow(/no contract at 0x9999/);
    await saveDeployment(t.database.db, runtime.deployment);
  });
});

describe('token sends', () => {
  const t = useChainApp({ chainName: 'Sends', options: { rateLimits: false }, ready: false });

  const fan = (slug: string, tokens: string) => fanWithTokens(t.app, t.keys, slug, tokens);

  const send = (token: string, key: string | undefined, transaction: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/transactions',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { transaction },
    });

  it('sends 1.5 tokens to another fan by name, once per Idempotency-Key, and lists it', async () => {
    const alice = await fan('send-alice', '10');
    const bob = await fan('send-bob', '0');
    const runtime = t.app.chain.require().runtime;
    const amount = toUnits('1.5').toString();
    expect((await send(alice.token, undefined, { amount, to_user_slug: 'send-bob' })).json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    const first = await send(alice.token, 'k-1', { amount, to_user_slug: 'send-bob' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      tx_status: 'complete',
      event_name: 'Sent',
      amount,
      from: alice.address,
      to: bob.address,
    });
    expect(first.json().data.attributes.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const again = await send(alice.token, 'k-1', { amount, to_user_slug: 'send-bob' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const reused = await send(alice.token, 'k-1', { amount: toUnits('2').toString(), to_user_slug: 'send-bob' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('This Idempotency-Key was used for another send.');
    expect(await runtime.tokenBalance(bob.address)).toBe(toUnits('1.5'));
    expect(await runtime.tokenBalance(alice.address)).toBe(toUnits('8.5'));

    const list = await t.app.inject({ method: 'GET', url: '/v2/transactions', headers: bearer(alice.token) });
    expect(list.json().data.map((x: { id: string }) => x.id)).toEqual([first.json().data.id]);
    const id = first.json().data.id as string;
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/transactions/${id}`, headers: bearer(alice.token) })).statusCode,
    ).toBe(200);
    // The receiver sees the same record; anybody else's answers like a missing one.
    const bobs = await t.app.inject({ method: 'GET', url: '/v2/transactions', headers: bearer(bob.token) });
    expect(bobs.json().data.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/transactions/${id}`, headers: bearer(bob.token) })).statusCode,
    ).toBe(200);
    const eve = await tokenFor(t.keys, { sub: 'uid-send-eve', name: 'Eve', slug: 'send-eve' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/transactions/${id}`, headers: bearer(eve) })).statusCode,
    ).toBe(404);
  });

  it('counts the sends in the indexer, whose job follows the chain in the app', async () => {
    const erin = await fan('index-erin', '3');
    const frank = await fan('index-frank', '0');
    await send(erin.token, 'i-1', { amount: toUnits('2').toString(), to_user_slug: 'index-frank' });
    const balanceOf = async (address: string) => {
      const [row] = await t.database.db.select().from(tokenBalances).where(eq(tokenBalances.address, address));
      return row?.balance;
    };
    const deadline = Date.now() + 60_000;
    while ((await balanceOf(frank.address)) !== toUnits('2').toString() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await balanceOf(frank.address)).toBe(toUnits('2').toString());
    expect(await balanceOf(erin.address)).toBe(toUnits('1').toString());
  });

  it('refuses what cannot be sent with a clear error and records nothing', async () => {
    const carol = await fan('send-carol', '1');
    const stranger = await tokenFor(t.keys, { sub: 'uid-no-wallet', name: 'No Wallet', slug: 'no-wallet' });
    expect((await send(stranger, 'x', { amount: '1', to_address: carol.address })).json()).toMatchObject({
      code: 'NO_WALLET',
      error: 'No current user!',
    });
    for (const bad of [
      { amount: '0', to_address: carol.address },
      { amount: '-1', to_address: carol.address },
      { amount: '1.5', to_address: carol.address },
      { amount: '1', to_address: '0x123' },
      { amount: '1' },
    ]) {
      const res = await send(carol.token, `bad-${JSON.stringify(bad)}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await send(carol.token, 'ghost', { amount: '1', to_user_slug: 'nobody-here' })).statusCode).toBe(404);
    expect((await send(carol.token, 'self', { amount: '1', to_address: carol.address })).statusCode).toBe(422);
    const list = await t.app.inject({ method: 'GET', url: '/v2/transactions', headers: bearer(carol.token) });
    expect(list.json().data).toEqual([]);
  });

  it('conserves value: 100 parallel sends of 1 from a wallet holding 60 send exactly 60', async () => {
    const dave = await fan('send-dave', '60');
    const sink = `0x${'5a'.repeat(20)}` as Address;
    const runtime = t.app.chain.require().runtime;
    const supplyBefore = await runtime.publicClient.readContract({
      address: runtime.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'totalSupply',
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(dave.token, `p-${i}`, { amount: toUnits('1').toString(), to_address: sink }),
      ),
    );
    const odd = results.find((r) => r.statusCode >= 300);
    expect(odd?.body).toBeUndefined();
    const statuses = results.map((r) => r.json().data.attributes.tx_status as string);
    expect(statuses.filter((s) => s === 'complete')).toHaveLength(60);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(40);
    expect(await runtime.tokenBalance(dave.address)).toBe(0n);
    expect(await runtime.tokenBalance(sink)).toBe(toUnits('60'));
    const supplyAfter = await runtime.publicClient.readContract({
      address: runtime.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'totalSupply',
    });
    expect(supplyAfter).toBe(supplyBefore);
    // The same 100 keys again move nothing more.
    const replays = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(dave.token, `p-${i}`, { amount: toUnits('1').toString(), to_address: sink }),
      ),
    );
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(await runtime.tokenBalance(sink)).toBe(toUnits('60'));
  }, 180_000);
});

describe('without a chain', () => {
  it('lists no network and answers wallet calls with 503 CHAIN_UNAVAILABLE', async () => {
    const keys = await createTestKeys();
    const t = await createTestApp({}, { jwks: () => keys.jwks });
    try {
      expect(t.app.chain.status).toBe('off');
      const list = await t.app.inject({ method: 'GET', url: '/v2/public_blockchain_networks' });
      expect(list.json().data).toEqual([]);
      const token = await tokenFor(keys, { sub: 'uid-no-chain', name: 'No Chain', slug: 'no-chain' });
      const res = await t.app.inject({ method: 'POST', url: '/v2/user/hot_wallet', headers: bearer(token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'CHAIN_UNAVAILABLE' });
      const rpc = await t.app.inject({
        method: 'POST',
        url: '/v2/chain/rpc',
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
      expect(rpc.statusCode).toBe(503);
      const me = await t.app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(token) });
      expect(me.json().data.attributes).toMatchObject({ token_contract: null, uses_hotwallet: false });
    } finally {
      await t.close();
    }
  });
});
