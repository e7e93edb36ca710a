import { eq } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityTokenAbi, toUnits } from '@tribune/contracts';
import { transactions, users } from '../src/db/schema.ts';
import { insertRecordOnce, markSigned } from '../src/modules/chain/repository.ts';
import { ChainSendError } from '../src/modules/chain/runtime.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { bearer } from './tokens.ts';

/**
 * Write-ahead value moves (docs/CHAIN.md "Write-ahead value moves") on a real embedded chain: a crash
 * at each step of a send is made by stopping the send there (its signed transaction stored, then an
 * error before the broadcast; or its receipt never written to the record), and the recovery must end
 * every record: sent exactly once, completed from its receipt, or failed with the reason.
 */
describe('write-ahead value moves', () => {
  const t = useChainApp({ chainName: 'Write-ahead', options: { rateLimits: false } });
  let alice: { token: string; address: Address; id: number };
  let bob: { token: string; address: Address };

  const services = () => t.app.chain.require();
  const balanceOf = (address: Address) => services().runtime.tokenBalance(address);
  const record = async (id: number) =>
    (await t.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const send = (token: string, key: string, amount: bigint, to: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/transactions',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: { transaction: { amount: amount.toString(), to_user_slug: to } },
    });

  /** A pending send record of Alice's, as `TransactionsService.send` writes it before anything is sent. */
  const pendingSend = async (key: string, amount: bigint) => {
    const { row } = await insertRecordOnce(t.database.db, {
      userId: alice.id,
      idempotencyKey: key,
      eventName: 'Sent',
      amount: amount.toString(),
      fromAddress: alice.address,
      toAddress: bob.address,
      option: '0',
    });
    return row;
  };
  const operatorSend = (amount: bigint) => ({
    to: services().runtime.deployment.tokenAddress as Address,
    data: encodeFunctionData({
      abi: communityTokenAbi,
      functionName: 'operatorSend',
      args: [alice.address, bob.address, amount, '0x', '0x'],
    }),
  });
  /** The send signed and written ahead, then a crash before the broadcast. */
  const crashBeforeBroadcast = async (recordId: number, amount: bigint) => {
    const { runtime } = services();
    const crash = runtime.send(runtime.admin, operatorSend(amount), {
      signed: async (tx) => {
        expect(await markSigned(t.database.db, recordId, tx)).toBe(true);
        throw new Error('the process died here');
      },
    });
    await expect(crash).rejects.toBeInstanceOf(ChainSendError);
  };

  beforeAll(async () => {
    const a = await fanWithTokens(t.app, t.keys, 'wa-alice', '100');
    bob = await fanWithTokens(t.app, t.keys, 'wa-bob', '0');
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-wa-alice'));
    alice = { ...a, id: row!.id };
  }, 120_000);

  it('sends a transaction written ahead but never broadcast exactly once, and a retry of its key answers it', async () => {
    const amount = toUnits('3');
    const row = await pendingSend('wa-never-sent', amount);
    await crashBeforeBroadcast(row.id, amount);
    const stored = await record(row.id);
    expect(stored).toMatchObject({
      txStatus: 'pending',
      nonce: expect.any(Number),
      signer: services().runtime.admin.address,
    });
    expect(stored.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(stored.signedTx).toMatch(/^0x/);
    const before = { alice: await balanceOf(alice.address), bob: await balanceOf(bob.address) };

    await services().recovery.runOnce();
    const settled = await record(row.id);
    expect(settled).toMatchObject({ txStatus: 'complete', txHash: stored.txHash, error: null });
    expect(await balanceOf(alice.address)).toBe(before.alice - amount);
    expect(await balanceOf(bob.address)).toBe(before.bob + amount);

    // Again: nothing more moves; the retry of the same key answers the completed record.
    await services().recovery.runOnce();
    expect(await balanceOf(bob.address)).toBe(before.bob + amount);
    const retry = await send(alice.token, 'wa-never-sent', amount, 'wa-bob');
    expect(retry.statusCode, retry.body).toBeLessThan(300);
    expect(retry.json().data).toMatchObject({ id: String(row.id), attributes: { tx_status: 'complete' } });
    expect(await balanceOf(bob.address)).toBe(before.bob + amount);
  });

  it('completes a record whose transaction was mined but whose answer was lost', async () => {
    const amount = toUnits('2');
    const row = await pendingSend('wa-answer-lost', amount);
    const { runtime } = services();
    const before = await balanceOf(bob.address);
    // Mined, and the process died before the record was ended.
    const receipt = await runtime.send(runtime.admin, operatorSend(amount), {
      signed: async (tx) => {
        await markSigned(t.database.db, row.id, tx);
      },
    });
    expect((await record(row.id)).txStatus).toBe('pending');
    await services().recovery.runOnce();
    expect(await record(row.id)).toMatchObject({ txStatus: 'complete', txHash: receipt.transactionHash });
    expect(await balanceOf(bob.address)).toBe(before + amount);
  });

  it('fails a record whose nonce another transaction took, and moves nothing for it', async () => {
    const amount = toUnits('5');
    const row = await pendingSend('wa-nonce-taken', amount);
    await crashBeforeBroadcast(row.id, amount);
    const before = { alice: await balanceOf(alice.address), bob: await balanceOf(bob.address) };
    // The next run's first send takes the nonce the stored transaction was signed with.
    const { runtime } = services();
    await runtime.send(runtime.admin, operatorSend(1n));
    await services().recovery.runOnce();
    expect(await record(row.id)).toMatchObject({ txStatus: 'failed', error: 'not sent: its nonce was used' });
    expect(await balanceOf(alice.address)).toBe(before.alice - 1n);
    expect(await balanceOf(bob.address)).toBe(before.bob + 1n);
    const retry = await send(alice.token, 'wa-nonce-taken', amount, 'wa-bob');
    expect(retry.json().data.attributes).toMatchObject({ tx_status: 'failed' });
  });

  it('fails a record that never got a signed transaction, and a late send of it sends nothing', async () => {
    const row = await pendingSend('wa-unsigned', toUnits('1'));
    await t.database.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(transactions.id, row.id));
    await services().recovery.runOnce();
    expect(await record(row.id)).toMatchObject({ txStatus: 'failed', error: 'not sent', txHash: null });
    // A send of that record still under way somewhere cannot write ahead, so it cannot broadcast.
    const { runtime } = services();
    const before = await balanceOf(bob.address);
    const late = runtime.send(runtime.admin, operatorSend(toUnits('1')), {
      signed: async (tx) => {
        if (!(await markSigned(t.database.db, row.id, tx))) throw new Error('no longer pending');
      },
    });
    await expect(late).rejects.toMatchObject({ outcome: 'failed', reason: 'not sent' });
    expect(await balanceOf(bob.address)).toBe(before);
  });

  it('writes every API send ahead: the completed record holds the transaction it sent', async () => {
    const res = await send(alice.token, 'wa-api', toUnits('1'), 'wa-bob');
    expect(res.statusCode, res.body).toBe(201);
    const row = await record(Number(res.json().data.id));
    expect(row).toMatchObject({ txStatus: 'complete', signer: services().runtime.admin.address });
    expect(row.signedTx).toMatch(/^0x/);
    expect(row.nonce).toEqual(expect.any(Number));
  });
});
