import { and, eq } from 'drizzle-orm';
import {
  createWalletClient,
  custom,
  getAddress,
  type Address,
  type EIP1193RequestFn,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { communityNftAbi } from '@tribune/contracts';
import {
  nftMoves,
  nftTradeRequestItems,
  nftTradeRequests,
  nftTransferPasses,
  serverSecrets,
  transactions,
  users,
} from '../src/db/schema.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, fanToken } from './fixtures.ts';

/**
 * Transfer out with a signed pass (docs/NFTS.md "Transfer out") on a real embedded chain: the pass
 * signer and its role, a hot wallet's pass sent by the server, a self-custody wallet's pass sent by
 * its own key with viem and reported, a pass used once and refused after its time, frozen copies and
 * copies offered in an open trade request refused, bad targets refused; the admins' freezes,
 * unfreezes and royalties.
 */
describe('NFT transfers out', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let nftId: string;
  let hiddenId: string;
  let hot: { token: string; address: Address; id: number };
  let own: { token: string; id: number; account: PrivateKeyAccount };
  let stranger: string;
  const outside = privateKeyToAccount(generatePrivateKey()).address;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, key?: string) =>
    t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const services = () => t.app.chain.require();
  const rt = () => services().runtime;
  const nftAddress = () => rt().deployment.nftAddress as Address;
  const chainId = () => String(rt().backend.chainId);
  const userId = async (uid: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    return row!.id;
  };
  const balance = (address: Address, id = nftId) =>
    rt().publicClient.readContract({
      address: nftAddress(),
      abi: communityNftAbi,
      functionName: 'balanceOf',
      args: [address, BigInt(id)],
    });
  const transfer = (token: string, key: string, body: Record<string, unknown> = {}) =>
    req(
      'POST',
      '/v2/nft_transfers',
      token,
      {
        nft_transfer: { transfer_network_id: chainId(), amount: 1, nft_id: nftId, target_address: outside, ...body },
      },
      key,
    );
  const mint = async (user: number, amount: number, key: string, id = nftId) => {
    const res = await req(
      'POST',
      `/v2/admin/nfts/${id}/mints`,
      admin,
      { mint: { user_id: String(user), amount } },
      key,
    );
    expect(res.statusCode, res.body).toBe(201);
  };
  const movable = async (token: string) =>
    (await req('GET', `/v2/nfts/${nftId}`, token)).json().data.attributes as {
      user_amount: number;
      user_frozen_amount: number;
    };
  /** A viem wallet of the fan's own key whose JSON-RPC calls go through our endpoint, as the frame's do. */
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
    return createWalletClient({ account, chain: rt().chain, transport: custom({ request }, { retryCount: 0 }) });
  };
  type Attrs = {
    from: Address;
    to: Address;
    token_id: string;
    amount: number;
    nonce: string;
    valid_until_unix: number;
    signature: Hex;
    contract_address: Address;
  };
  const passArgs = (a: Attrs) =>
    [
      {
        from: a.from,
        to: a.to,
        id: BigInt(a.token_id),
        amount: BigInt(a.amount),
        nonce: BigInt(a.nonce),
        validUntil: BigInt(a.valid_until_unix),
      },
      a.signature,
    ] as const;
  /** The fan's own wallet submits the pass (`msg.sender` is `from`). */
  const submitOwn = async (a: Attrs) => {
    const hash = await ownWallet(own.account).writeContract({
      address: a.contract_address,
      abi: communityNftAbi,
      functionName: 'transferWithPass',
      args: passArgs(a),
      chain: rt().chain,
    });
    await rt().publicClient.waitForTransactionReceipt({ hash });
    return hash;
  };

  beforeAll(async () => {
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(config, 'nfts', true) });
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    const fan = await fanWithTokens(t.app, t.keys, 'out-hot', '0');
    hot = { ...fan, id: await userId('uid-out-hot') };
    // A self-custody fan: the address linked by its signature (the admin sends it gas).
    const account = privateKeyToAccount(generatePrivateKey());
    const token = await fanToken(t.keys, 'out-own');
    const message = (
      await req('GET', `/v2/user/self_custody_wallet/link_message?address=${account.address}`, token)
    ).json().data.message as string;
    const linked = await req('POST', '/v2/user/self_custody_wallet', token, {
      address: account.address,
      signature: await account.signMessage({ message }),
    });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    own = { token, id: await userId('uid-out-own'), account };
    stranger = await fanToken(t.keys, 'out-stranger');
    expect((await req('GET', '/v2/user/show', stranger)).statusCode).toBe(200);

    const collection = await req('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug: 'outbound', name: { en: 'Outbound' } },
    });
    expect(collection.statusCode, collection.body).toBe(201);
    const made = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collection.json().data.id, name: { en: 'Traveller' }, amount: 100 },
    });
    expect(made.statusCode, made.body).toBe(201);
    nftId = made.json().data.id;
    const hidden = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collection.json().data.id, name: { en: 'Hidden' }, amount: 5, publicly_visible: false },
    });
    hiddenId = hidden.json().data.id;
    await mint(hot.id, 5, 'm-hot');
    await mint(own.id, 5, 'm-own');
  }, 120_000);

  it('holds a sealed pass signer with PASS_SIGNER_ROLE granted at the start', async () => {
    const signer = services().passes.signerAddress;
    const role = await rt().publicClient.readContract({
      address: nftAddress(),
      abi: communityNftAbi,
      functionName: 'PASS_SIGNER_ROLE',
    });
    expect(
      await rt().publicClient.readContract({
        address: nftAddress(),
        abi: communityNftAbi,
        functionName: 'hasRole',
        args: [role, signer],
      }),
    ).toBe(true);
    const [secret] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'nft_pass_signer'));
    // Sealed: the stored value is not the key in any readable form.
    expect(secret!.value).not.toMatch(/^0x[0-9a-f]{64}$/i);
    expect(secret!.value.length).toBeGreaterThan(64);
  });

  it("sends a hot wallet's pass at once: the copy leaves, provenance transfer_out, the pass used", async () => {
    expectError(await transfer(hot.token, ''), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    const res = await transfer(hot.token, 'out-1');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({
      type: 'nft_transfer',
      attributes: {
        status: 'used',
        from: hot.address,
        to: getAddress(outside),
        token_id: nftId,
        amount: 1,
        contract_address: nftAddress(),
        chain_id: Number(chainId()),
        submitted_by_server: true,
      },
    });
    expect(body.data.id).toBe(body.data.attributes.nonce);
    expect(body.data.attributes.signature).toMatch(/^0x[0-9a-f]{130}$/i);
    expect(body.data.attributes.metadata_uri).toContain(`/v2/nfts/${nftId}`);
    expect(body.data.attributes.valid_until_unix).toBeGreaterThan(Date.now() / 1000 + 500);
    expect(body.included).toEqual([
      expect.objectContaining({
        type: 'transaction',
        attributes: expect.objectContaining({ tx_status: 'complete', event_name: 'NftTransferOut' }),
      }),
    ]);
    expect(body.data.relationships.transaction.data.id).toBe(body.included[0].id);
    expect(await balance(hot.address)).toBe(4n);
    expect(await balance(outside)).toBe(1n);
    expect(
      await rt().publicClient.readContract({
        address: nftAddress(),
        abi: communityNftAbi,
        functionName: 'isPassNonceUsed',
        args: [BigInt(body.data.id)],
      }),
    ).toBe(true);
    const moves = (await req('GET', `/v2/nfts/${nftId}/moves`, hot.token)).json().data;
    expect(moves[0].attributes).toMatchObject({ kind: 'transfer_out', from_address: hot.address, amount: 1 });
    expect((await movable(hot.token)).user_amount).toBe(4);

    // The same key again: the same pass, nothing moves again.
    const again = await transfer(hot.token, 'out-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(body.data.id);
    expect(await balance(hot.address)).toBe(4n);
    expectError(await transfer(hot.token, 'out-1', { amount: 2 }), 409, 'CONFLICT');
  });

  it('lets a self-custody wallet submit its pass with its own key, and records success once', async () => {
    const res = await transfer(own.token, 'own-1', { amount: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const pass = res.json().data;
    expect(pass.attributes).toMatchObject({ status: 'issued', from: own.account.address, submitted_by_server: false });
    expect(res.json().included).toEqual([]);
    // The issued pass locks its copies: 5 held, 2 promised.
    expectError(await transfer(own.token, 'own-x', { amount: 4 }), 422, 'VALIDATION_FAILED');

    // Another user's pass is as missing as a missing one.
    expectError(
      await req('POST', `/v2/nft_transfers/${pass.id}/success`, stranger, { tx_hash: `0x${'1'.repeat(64)}` }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await req('POST', `/v2/nft_transfers/${pass.id}/success`, own.token, { tx_hash: `0x${'1'.repeat(64)}` }),
      422,
      'VALIDATION_FAILED',
    );

    // Nobody but `from` can submit it: another wallet's key is refused by the contract.
    const hotWallet = await services().wallets.find(hot.id);
    await expect(
      rt().publicClient.simulateContract({
        account: services().wallets.account(hotWallet!),
        address: nftAddress(),
        abi: communityNftAbi,
        functionName: 'transferWithPass',
        args: passArgs(pass.attributes),
      }),
    ).rejects.toThrow(/PassWrongSubmitter/);
    const hash = await submitOwn(pass.attributes);
    expect(await balance(own.account.address)).toBe(3n);
    expect(await balance(outside)).toBe(3n);

    const done = await req('POST', `/v2/nft_transfers/${pass.id}/success`, own.token, { tx_hash: hash });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.attributes).toMatchObject({ status: 'used', tx_hash: hash });
    const twice = await req('POST', `/v2/nft_transfers/${pass.id}/success`, own.token, { tx_hash: hash });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().data.attributes.status).toBe('used');
    const [row] = await t.database.db
      .select()
      .from(nftTransferPasses)
      .where(eq(nftTransferPasses.id, Number(pass.id)));
    expect(row).toMatchObject({ status: 'used', txHash: hash });
    const moves = await t.database.db.select().from(nftMoves).where(eq(nftMoves.txHash, hash));
    expect(moves.map((m) => m.kind)).toEqual(['transfer_out']);

    // A pass is used once: a second submit reverts (PassNonceUsed), nothing moves.
    await expect(submitOwn(pass.attributes)).rejects.toThrow(/PassNonceUsed|revert/i);
    expect(await balance(own.account.address)).toBe(3n);
    // A used pass locks nothing: 3 movable again.
    const next = await transfer(own.token, 'own-2', { amount: 3 });
    expect(next.statusCode, next.body).toBe(201);
    await t.database.db
      .update(nftTransferPasses)
      .set({ status: 'expired' })
      .where(eq(nftTransferPasses.id, Number(next.json().data.id)));
  });

  it('refuses frozen copies, copies offered in an open trade request, and bad targets before signing', async () => {
    const count = async () => (await t.database.db.select().from(nftTransferPasses)).length;
    const before = await count();
    // Frozen by the admin: 4 held, 3 frozen, 1 movable.
    const frozen = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/freezes`,
      admin,
      { freeze: { user_id: String(hot.id), amount: 3 } },
      'fz-1',
    );
    expect(frozen.statusCode, frozen.body).toBe(201);
    expect(frozen.json().data.attributes).toMatchObject({ event_name: 'TokensFrozen', tx_status: 'complete' });
    expect(await movable(hot.token)).toMatchObject({ user_amount: 4, user_frozen_amount: 3 });
    expectError(await transfer(hot.token, 'fz-out', { amount: 2 }), 422, 'VALIDATION_FAILED');

    // One copy offered in an open trade request: nothing movable.
    const [request] = await t.database.db.insert(nftTradeRequests).values({ userId: hot.id }).returning();
    await t.database.db
      .insert(nftTradeRequestItems)
      .values({ requestId: request!.id, side: 'offered', nftId: Number(nftId), amount: 1 });
    const locked = await transfer(hot.token, 'lock-out', { amount: 1 });
    expectError(locked, 422, 'VALIDATION_FAILED');
    expect(JSON.stringify(locked.json())).toContain('promised elsewhere');
    await t.database.db.update(nftTradeRequests).set({ status: 'deleted' }).where(eq(nftTradeRequests.id, request!.id));

    for (const target of [
      'not-an-address',
      '0x1234',
      '0x0000000000000000000000000000000000000000',
      nftAddress(),
      hot.address,
    ]) {
      const res = await transfer(hot.token, `bad-${target}`, { target_address: target });
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(res.json().errors).toHaveProperty(['nft_transfer.target_address']);
    }
    expectError(await transfer(hot.token, 'net', { transfer_network_id: '999999' }), 422, 'VALIDATION_FAILED');
    expectError(await transfer(stranger, 'hid', { nft_id: hiddenId }), 404, 'NOT_FOUND');
    expectError(await transfer(stranger, 'none', { nft_id: '999999' }), 404, 'NOT_FOUND');
    // A fan without a wallet has nothing to move.
    expectError(await transfer(stranger, 'nowallet'), 422, 'NO_WALLET');
    expect(await count()).toBe(before);

    // Unfrozen: the copies move again.
    const unfrozen = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/unfreezes`,
      admin,
      { freeze: { user_id: String(hot.id), amount: 3 } },
      'uf-1',
    );
    expect(unfrozen.statusCode, unfrozen.body).toBe(201);
    expect(unfrozen.json().data.attributes.event_name).toBe('TokensUnfrozen');
    expect(await movable(hot.token)).toMatchObject({ user_amount: 4, user_frozen_amount: 0 });
    const again = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/unfreezes`,
      admin,
      { freeze: { user_id: String(hot.id), amount: 3 } },
      'uf-1',
    );
    expect(again.statusCode).toBe(200);
    // Unfreezing more than is frozen: the contract's error, nothing sent.
    const tooMany = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/unfreezes`,
      admin,
      { freeze: { user_id: String(hot.id), amount: 1 } },
      'uf-2',
    );
    expectError(tooMany, 422, 'TRANSACTION_FAILED');
    expect(JSON.stringify(tooMany.json())).toContain('UnfreezeExceedsFrozen');
    expectError(
      await req(
        'POST',
        `/v2/admin/nfts/${nftId}/freezes`,
        hot.token,
        { freeze: { user_id: String(hot.id), amount: 1 } },
        'f',
      ),
      403,
      'FORBIDDEN',
    );
    expectError(
      await req('POST', `/v2/admin/nfts/${nftId}/freezes`, admin, { freeze: { user_id: '999999', amount: 1 } }, 'f-x'),
      404,
      'NOT_FOUND',
    );
  });

  it("sets an NFT's royalty on the chain through the admin's write-ahead path", async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const put = (key: string, fee: number) =>
      req('PUT', `/v2/admin/nfts/${nftId}/royalty`, admin, { royalty: { receiver, fee_bps: fee } }, key);
    const res = await put('roy-1', 750);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ event_name: 'NftRoyaltySet', tx_status: 'complete' });
    const [to, fee] = await rt().publicClient.readContract({
      address: nftAddress(),
      abi: communityNftAbi,
      functionName: 'royaltyInfo',
      args: [BigInt(nftId), 10_000n],
    });
    expect([getAddress(to), fee]).toEqual([receiver, 750n]);
    expect((await put('roy-1', 750)).statusCode).toBe(200);
    expectError(await put('roy-1', 800), 409, 'CONFLICT');
    expectError(await put('roy-2', 10_001), 422);
    expectError(
      await req('PUT', '/v2/admin/nfts/999999/royalty', admin, { royalty: { receiver, fee_bps: 1 } }, 'r9'),
      404,
    );
    const records = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.eventName, 'NftRoyaltySet'), eq(transactions.idempotencyKey, 'roy-1')));
    expect(records).toHaveLength(1);
  });

  it('refuses a pass after valid_until_unix, on the chain and on the server; then it stops locking', async () => {
    const res = await transfer(own.token, 'late-1', { amount: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const pass = res.json().data;
    // Eleven minutes later on the chain, with a block at that time.
    await rt().publicClient.request({ method: 'evm_increaseTime', params: [11 * 60] } as never);
    await rt().send(rt().admin, { to: rt().admin.address, value: 0n });
    await expect(submitOwn(pass.attributes)).rejects.toThrow(/PassExpired|revert/i);
    expect(await balance(own.account.address)).toBe(3n);
    // The server's clock moves the same way: the pass is past its time and expired on read.
    await t.database.db
      .update(nftTransferPasses)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(nftTransferPasses.id, Number(pass.id)));
    const reread = await transfer(own.token, 'late-1', { amount: 1 });
    expect(reread.statusCode).toBe(200);
    expect(reread.json().data.attributes.status).toBe('expired');
    expectError(
      await req('POST', `/v2/nft_transfers/${pass.id}/success`, own.token, { tx_hash: `0x${'2'.repeat(64)}` }),
      422,
    );
  });
});
