import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTokenAbi, toUnits } from '@tribune/contracts';
import { hotWallets } from '../src/db/schema.ts';
import { startEmbeddedChain, type EmbeddedChain } from '../src/modules/chain/embedded-node.ts';
import { saveDeployment } from '../src/modules/chain/repository.ts';
import { ChainRuntime, type ChainBackend } from '../src/modules/chain/runtime.ts';
import { loadMasterKey, unseal } from '../src/modules/chain/sealing.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * The server against a real embedded chain (a hardhat node child on loopback): the deployment at
 * first start, the networks list, the read-only JSON-RPC endpoint, hot wallets with their operators.
 */
describe('the community chain', () => {
  let dir: string;
  let node: EmbeddedChain;
  let t: TestApp;
  let keys: TestKeys;
  let backend: ChainBackend;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-chain-'));
    node = await startEmbeddedChain({ dir: path.join(dir, 'chain') });
    backend = {
      rpcUrl: node.rpcUrl,
      chainId: node.chainId,
      chainName: 'Test chain',
      adminKey: node.adminKey,
      confirmations: 0,
      sendRaw: (raw) => node.sendRaw(raw),
    };
    keys = await createTestKeys();
    t = await createTestApp({ dataDir: dir }, { jwks: () => keys.jwks, chain: backend });
    await t.app.chain.settled();
    expect(t.app.chain.status).toBe('ready');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

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
    const token = await tokenFor(keys, { sub: 'uid-chain-fan', name: 'Chain Fan', slug: 'chain-fan' });
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
    const master = await loadMasterKey(undefined, dir);
    const key = unseal(master, row!.sealedKey, address) as `0x${string}`;
    expect(privateKeyToAccount(key).address).toBe(address);
    expect(row!.sealedKey).not.toContain(key.slice(2, 20));
  });

  it('lets the admin move a hot wallet’s tokens as its operator', async () => {
    const runtime = t.app.chain.require().runtime;
    const token = await tokenFor(keys, { sub: 'uid-chain-op', name: 'Op Fan', slug: 'op-fan' });
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
    const again = await ChainRuntime.open(backend, t.database.db, t.app.log);
    expect(again.deployment).toEqual(runtime.deployment);
    expect(await runtime.publicClient.getBlockNumber()).toBe(blockBefore);

    // A database that remembers contracts this chain never had (a lost chain folder): an error, not a fresh chain.
    await saveDeployment(t.database.db, { ...runtime.deployment, tokenAddress: `0x${'99'.repeat(20)}` });
    await expect(ChainRuntime.open(backend, t.database.db, t.app.log)).rejects.toThrow(/no contract at 0x9999/);
    await saveDeployment(t.database.db, runtime.deployment);
  });
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
