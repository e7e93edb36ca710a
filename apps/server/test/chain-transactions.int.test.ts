import { eq } from 'drizzle-orm';
import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityTokenAbi, toUnits } from '@tribune/contracts';
import { transactions, users, votes } from '../src/db/schema.ts';
import { useChainApp } from './chain-fixtures.ts';
import { bearer, tokenFor } from './tokens.ts';
import { fanToken } from './fixtures.ts';

/**
 * The balance and the transaction records made from a hash (create from hash,
 * complete, move-pending: docs/CHAIN.md "Balance, transactions from a hash, admin chain API, demo funding, figures") on a real embedded chain, with a self-custody wallet that signs its own
 * transactions (as the wallet frame will).
 */
describe('balance and transactions from a hash', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let selfie: string; // a fan with a self-custody wallet
  let receiver: string; // a fan with a hot wallet
  let stranger: string; // a fan with a hot wallet, party to nothing
  let nobody: string; // a fan without a wallet
  let receiverAddress: Address;
  const own = privateKeyToAccount(generatePrivateKey());

  const req = t.req;
  const fromHash = (token: string | undefined, hash: string) =>
    req('POST', '/v2/transactions/from_hash', token, { transaction: { tx_hash: hash } });
  const runtime = () => t.app.chain.require().runtime;
  const userId = async (uid: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, uid)))[0]!.id;
  const transfer = async (to: Address, amount: bigint) => {
    const rt = runtime();
    const receipt = await rt.send(own, {
      to: rt.deployment.tokenAddress as Address,
      data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'transfer', args: [to, amount] }),
    });
    return receipt.transactionHash;
  };

  beforeAll(async () => {
    admin = await tokenFor(t.keys, { sub: 'uid-tx-boss', email: 'boss@example.test', slug: 'tx-boss' });
    selfie = await fanToken(t.keys, 'tx-self');
    receiver = await fanToken(t.keys, 'tx-receiver');
    stranger = await fanToken(t.keys, 'tx-stranger');
    nobody = await fanToken(t.keys, 'tx-nobody');
    for (const token of [admin, selfie, nobody])
      expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
    receiverAddress = (await req('POST', '/v2/user/hot_wallet', receiver)).json().data.attributes.wallet_address;
    expect((await req('POST', '/v2/user/hot_wallet', stranger)).statusCode).toBe(200);
    // The self-custody wallet: linked to the fan, with gas and 10 tokens.
    await t.database.db.update(users).set({ walletAddress: own.address }).where(eq(users.uid, 'uid-tx-self'));
    await t.app.users.forgetCached('uid-tx-self');
    const rt = runtime();
    await rt.send(rt.admin, { to: own.address, value: parseEther('1') });
    const mint = await req('POST', '/v2/admin/chain/mints', admin, {
      mint: { address: own.address, amount: toUnits('10').toString() },
    });
    expect(mint.statusCode).toBe(400); // no Idempotency-Key
    const minted = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/chain/mints',
      headers: { ...bearer(admin), 'idempotency-key': 'fund-own' },
      payload: { mint: { address: own.address, amount: toUnits('10').toString() } },
    });
    expect(minted.statusCode, minted.body).toBe(201);
  }, 120_000);

  it('answers the balance live from the chain, 422 without a wallet, 401 to guests', async () => {
    expect((await req('GET', '/v2/user/balance')).statusCode).toBe(401);
    const none = await req('GET', '/v2/user/balance', nobody);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'NO_WALLET', error: 'No current user!' });
    const res = await req('GET', '/v2/user/balance', selfie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: own.address,
      type: 'balance',
      attributes: { address: own.address, balance: toUnits('10').toString(), frozen: '0' },
    });
  });

  it('records a send of the own wallet from its hash, once, for its parties only', async () => {
    const hash = await transfer(receiverAddress, toUnits('1'));
    const first = await fromHash(selfie, hash);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      tx_hash: hash,
      event_name: 'Sent',
      tx_status: 'complete',
      amount: toUnits('1').toString(),
      from: own.address,
      to: receiverAddress,
    });
    for (const same of [hash, hash.toUpperCase().replace('0X', '0x')]) {
      const again = await fromHash(selfie, same);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
    }
    // The receiver is a party: the same record (one per hash), in their list and by id.
    const theirs = await fromHash(receiver, hash);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).toBe(first.json().data.id);
    const id = first.json().data.id as string;
    const list = await t.app.inject({ method: 'GET', url: '/v2/transactions', headers: bearer(receiver) });
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/transactions/${id}`, headers: bearer(receiver) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/transactions/${id}`, headers: bearer(stranger) })).statusCode,
    ).toBe(404);
    // Anybody else: 404 like a missing one.
    expect((await fromHash(stranger, hash)).statusCode).toBe(404);
    expect((await fromHash(selfie, `0x${'ab'.repeat(32)}`)).statusCode).toBe(404);
    expect((await fromHash(nobody, hash)).statusCode).toBe(422);
    expect((await fromHash(undefined, hash)).statusCode).toBe(401);
    expect((await fromHash(selfie, '0x1234')).statusCode).toBe(422);
  });

  it('names a mint, refuses a transaction to another contract, records a revert as failed', async () => {
    // The mint of the setup (admin → own wallet).
    const [mintRow] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, 'fund-own'));
    await t.database.db.delete(transactions).where(eq(transactions.id, mintRow!.id));
    const mint = await fromHash(selfie, mintRow!.txHash!);
    expect(mint.statusCode, mint.body).toBe(201);
    expect(mint.json().data.attributes).toMatchObject({
      event_name: 'Minted',
      from: null,
      to: own.address,
      amount: toUnits('10').toString(),
    });

    const rt = runtime();
    const gas = await rt.send(own, { to: receiverAddress, value: 1n });
    const notOurs = await fromHash(selfie, gas.transactionHash);
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().code).toBe('VALIDATION_FAILED');

    // A transfer beyond the balance, mined with a fixed gas limit: it reverts on chain.
    const hash = await rt.walletFor(own).sendTransaction({
      to: rt.deployment.tokenAddress as Address,
      data: encodeFunctionData({
        abi: communityTokenAbi,
        functionName: 'transfer',
        args: [receiverAddress, toUnits('1000')],
      }),
      gas: 200_000n,
    });
    const reverted = await fromHash(selfie, hash);
    expect(reverted.statusCode, reverted.body).toBe(201);
    expect(reverted.json().data.attributes).toMatchObject({ tx_status: 'failed', event_name: 'transfer' });
  });

  it('completes a pending record from its receipt, and moves pending records on a balance fetch', async () => {
    const db = t.database.db;
    const selfId = await userId('uid-tx-self');
    const insertPending = async (hash: Hex | null) =>
      (
        await db
          .insert(transactions)
          .values({ userId: selfId, txHash: hash, eventName: 'transfer', amount: '0', fromAddress: own.address })
          .returning()
      )[0]!;
    const one = await insertPending(await transfer(receiverAddress, 5n));
    // Only its owner may complete it.
    expect((await req('POST', `/v2/transactions/${one.id}/complete`, receiver)).statusCode).toBe(404);
    expect((await req('POST', `/v2/transactions/${one.id}/complete`)).statusCode).toBe(401);
    const done = await req('POST', `/v2/transactions/${one.id}/complete`, selfie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.attributes).toMatchObject({ tx_status: 'complete', event_name: 'Sent', amount: '5' });
    // Complete again: answered as it stands.
    expect((await req('POST', `/v2/transactions/${one.id}/complete`, selfie)).json().data.attributes.tx_status).toBe(
      'complete',
    );
    // Without a hash there is nothing to check: it stays pending.
    const noHash = await insertPending(null);
    const still = await req('POST', `/v2/transactions/${noHash.id}/complete`, selfie);
    expect(still.json().data.attributes.tx_status).toBe('pending');

    const two = await insertPending(await transfer(receiverAddress, 6n));
    const three = await insertPending(await transfer(receiverAddress, 7n));
    expect((await req('GET', '/v2/user/balance', selfie)).statusCode).toBe(200);
    for (const row of [two, three]) {
      const [now] = await db.select().from(transactions).where(eq(transactions.id, row.id));
      expect(now!.txStatus).toBe('complete');
    }
    const [left] = await db.select().from(transactions).where(eq(transactions.id, noHash.id));
    expect(left!.txStatus).toBe('pending');
  });

  it("sums the user's locked vote deposits not withdrawn as frozen", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/votings',
      headers: bearer(admin),
      payload: {
        voting: {
          slug: 'frozen-check',
          title: { en: 'Frozen check' },
          description: { en: '<p>x</p>' },
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
          options: [{ value: { en: 'A' } }, { value: { en: 'B' } }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const votingId = Number(created.json().data.id);
    const optionId = Number(created.json().data.attributes.options[0].id);
    const selfId = await userId('uid-tx-self');
    const base = { votingId, optionId, userId: selfId, amount: '1000' };
    await t.database.db.insert(votes).values([
      { ...base, lockedAmount: '300', depositId: '1' },
      { ...base, lockedAmount: '200', depositId: '2', withdrawnAt: new Date() },
      { ...base, lockedAmount: '50' },
      { ...base, userId: await userId('uid-tx-boss'), lockedAmount: '999', depositId: '3' },
    ]);
    const res = await req('GET', '/v2/user/balance', selfie);
    expect(res.json().data.attributes.frozen).toBe('300');
  });
});
