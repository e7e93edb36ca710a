import { and, eq, like } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityActionsAbi, communityNftAbi, toUnits } from '@tribune/contracts';
import { adminAuditLog, chainDeployments, seedSteps, transactions, users } from '../src/db/schema.ts';
import { recordStep } from '../src/lib/seed-steps.ts';
import { ensureDemoFans } from '../src/modules/users/demo-fans.ts';
import { DEMO_PARTICIPATION_SEED } from '../src/modules/demo/participation.ts';
import { DEMO_CHAIN_SEED, DEMO_FUNDING, seedDemoChain } from '../src/modules/demo/chain.ts';
import { useChainApp } from './chain-fixtures.ts';
import { isErrorBody } from './helpers.ts';
import { tokenFor } from './tokens.ts';
import { fanToken } from './fixtures.ts';

/**
 * The admin's chain API on a real embedded chain (docs/CHAIN.md "Admin chain API"): mints with
 * Idempotency-Key, NFT freezes and unfreezes with the contract's revert reason, the treasury.
 */
describe('the admin chain API', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let fan: string;
  let fanId: number;
  let fanAddress: Address;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, key?: string) =>
    t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const runtime = () => t.app.chain.require().runtime;

  beforeAll(async () => {
    admin = await tokenFor(t.keys, { sub: 'uid-chain-boss', email: 'boss@example.test', slug: 'chain-boss' });
    fan = await fanToken(t.keys, 'chain-admin-fan');
    const wallet = await req('POST', '/v2/user/hot_wallet', fan);
    expect(wallet.statusCode, wallet.body).toBe(200);
    fanAddress = wallet.json().data.attributes.wallet_address;
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-chain-admin-fan'));
    fanId = row!.id;
    // The admin's user row exists once they called the API.
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
  }, 120_000);

  it('answers 401 to guests and 403 to fans, before anything moves', async () => {
    const body = { mint: { user_id: String(fanId), amount: '100' } };
    for (const [method, url, payload] of [
      ['POST', '/v2/admin/chain/mints', body],
      ['POST', '/v2/admin/chain/nft_freezes', { freeze: { address: fanAddress, nft_id: '1', amount: '1' } }],
      ['POST', '/v2/admin/chain/nft_unfreezes', { freeze: { address: fanAddress, nft_id: '1', amount: '1' } }],
      ['GET', '/v2/admin/chain/treasury', undefined],
      ['PUT', '/v2/admin/chain/treasury', { treasury: { address: fanAddress } }],
    ] as const) {
      const guest = await req(method, url, undefined, payload, 'k-guest');
      expect(guest.statusCode, url).toBe(401);
      const other = await req(method, url, fan, payload, 'k-fan');
      expect(other.statusCode, url).toBe(403);
      expect(isErrorBody(other.json())).toBe(true);
    }
    expect(await runtime().tokenBalance(fanAddress)).toBe(0n);
  });

  it("mints to a user's wallet once per Idempotency-Key", async () => {
    const body = { mint: { user_id: String(fanId), amount: toUnits('12.5').toString() } };
    const missing = await req('POST', '/v2/admin/chain/mints', admin, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const first = await req('POST', '/v2/admin/chain/mints', admin, body, 'mint-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      event_name: 'Minted',
      tx_status: 'complete',
      amount: toUnits('12.5').toString(),
      to: fanAddress,
    });
    expect(await runtime().tokenBalance(fanAddress)).toBe(toUnits('12.5'));

    const again = await req('POST', '/v2/admin/chain/mints', admin, body, 'mint-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await runtime().tokenBalance(fanAddress)).toBe(toUnits('12.5'));

    const other = await req(
      'POST',
      '/v2/admin/chain/mints',
      admin,
      { mint: { user_id: String(fanId), amount: '1' } },
      'mint-1',
    );
    expect(other.statusCode).toBe(409);
    expect(await runtime().tokenBalance(fanAddress)).toBe(toUnits('12.5'));

    // Recorded under the admin with the key, audited.
    const [adminRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-chain-boss'));
    const records = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, adminRow!.id), eq(transactions.idempotencyKey, 'mint-1')));
    expect(records).toHaveLength(1);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'chain.mint'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ to: fanAddress, amount: toUnits('12.5').toString() });

    // The fan sees it.
    const balance = await req('GET', '/v2/user/balance', fan);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data.attributes).toEqual({
      address: fanAddress,
      balance: toUnits('12.5').toString(),
      frozen: '0',
    });
  });

  it('mints to an address, refuses a user without a wallet, a missing user and both or neither target', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const res = await req('POST', '/v2/admin/chain/mints', admin, { mint: { address, amount: '7' } }, 'mint-addr');
    expect(res.statusCode, res.body).toBe(201);
    expect(await runtime().tokenBalance(address)).toBe(7n);

    await tokenFor(t.keys, { sub: 'uid-no-wallet' }).then((tk) => req('GET', '/v2/user/show', tk));
    const [noWallet] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-no-wallet'));
    const none = await req(
      'POST',
      '/v2/admin/chain/mints',
      admin,
      { mint: { user_id: String(noWallet!.id), amount: '7' } },
      'mint-none',
    );
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'NO_WALLET', error: 'No current user!' });

    const missing = await req(
      'POST',
      '/v2/admin/chain/mints',
      admin,
      { mint: { user_id: '999999', amount: '7' } },
      'm-x',
    );
    expect(missing.statusCode).toBe(404);
    const both = await req(
      'POST',
      '/v2/admin/chain/mints',
      admin,
      { mint: { user_id: String(fanId), address, amount: '7' } },
      'm-y',
    );
    expect(both.statusCode).toBe(422);
    const neither = await req('POST', '/v2/admin/chain/mints', admin, { mint: { amount: '7' } }, 'm-z');
    expect(neither.statusCode).toBe(422);
    const zero = await req('POST', '/v2/admin/chain/mints', admin, { mint: { address, amount: '0' } }, 'm-0');
    expect(zero.statusCode).toBe(422);
  });

  it('freezes and unfreezes copies of an NFT, with the revert reason when the chain refuses', async () => {
    const rt = runtime();
    const nft = rt.deployment.nftAddress as Address;
    await rt.send(rt.admin, {
      to: nft,
      data: encodeFunctionData({ abi: communityNftAbi, functionName: 'mint', args: [fanAddress, 7n, 3n, '0x'] }),
    });
    const frozen = () =>
      rt.publicClient.readContract({
        address: nft,
        abi: communityNftAbi,
        functionName: 'frozenBalanceOf',
        args: [fanAddress, 7n],
      });

    const body = { freeze: { address: fanAddress, nft_id: '7', amount: '2' } };
    const first = await req('POST', '/v2/admin/chain/nft_freezes', admin, body, 'freeze-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      event_name: 'TokensFrozen',
      tx_status: 'complete',
      ordered_nft_id: '7',
      amount: '2',
    });
    expect(await frozen()).toBe(2n);
    expect((await req('POST', '/v2/admin/chain/nft_freezes', admin, body, 'freeze-1')).statusCode).toBe(200);
    expect(await frozen()).toBe(2n);

    const tooMany = await req('POST', '/v2/admin/chain/nft_freezes', admin, body, 'freeze-2');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('TRANSACTION_FAILED');
    expect(tooMany.json().errors.reason[0]).toMatch(/^FreezeExceedsBalance\(/);
    // The same key again answers the same failure and sends nothing.
    const retried = await req('POST', '/v2/admin/chain/nft_freezes', admin, body, 'freeze-2');
    expect(retried.statusCode).toBe(422);
    expect(await frozen()).toBe(2n);

    const unfreeze = (amount: string, key: string) =>
      req(
        'POST',
        '/v2/admin/chain/nft_unfreezes',
        admin,
        { freeze: { address: fanAddress, nft_id: '7', amount } },
        key,
      );
    const unfrozen = await unfreeze('1', 'unfreeze-1');
    expect(unfrozen.statusCode, unfrozen.body).toBe(201);
    expect(unfrozen.json().data.attributes.event_name).toBe('TokensUnfrozen');
    expect(await frozen()).toBe(1n);
    const tooFar = await unfreeze('5', 'unfreeze-2');
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors.reason[0]).toMatch(/^UnfreezeExceedsFrozen\(/);
  });

  it('shows the treasury and sets a new one on chain and in the deployment', async () => {
    const rt = runtime();
    const shown = await req('GET', '/v2/admin/chain/treasury', admin);
    expect(shown.statusCode, shown.body).toBe(200);
    const attrs = shown.json().data.attributes;
    expect(attrs).toMatchObject({
      chain_id: 31337,
      treasury_address: rt.admin.address,
      admin_address: rt.admin.address,
      token_address: rt.deployment.tokenAddress,
      nft_address: rt.deployment.nftAddress,
      actions_address: rt.deployment.actionsAddress,
    });
    expect(BigInt(attrs.admin_native_balance)).toBeGreaterThan(0n);

    const next = privateKeyToAccount(generatePrivateKey()).address;
    const set = await req('PUT', '/v2/admin/chain/treasury', admin, { treasury: { address: next } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.treasury_address).toBe(next);
    const onChain = await rt.publicClient.readContract({
      address: rt.deployment.actionsAddress as Address,
      abi: communityActionsAbi,
      functionName: 'treasury',
    });
    expect(onChain).toBe(next);
    const [row] = await t.database.db.select().from(chainDeployments).where(eq(chainDeployments.chainId, 31337));
    expect(row!.treasuryAddress).toBe(next);
    expect(rt.deployment.treasuryAddress).toBe(next);
    // The same address again sends nothing; back to the admin.
    expect((await req('PUT', '/v2/admin/chain/treasury', admin, { treasury: { address: next } })).statusCode).toBe(200);
    const back = await req('PUT', '/v2/admin/chain/treasury', admin, { treasury: { address: rt.admin.address } });
    expect(back.json().data.attributes.treasury_address).toBe(rt.admin.address);
    const zero = await req('PUT', '/v2/admin/chain/treasury', admin, {
      treasury: { address: `0x${'0'.repeat(40)}` },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.reason[0]).toBe('ZeroAddress()');
  });
});

describe('demo funding', () => {
  const t = useChainApp({ keys: false, ready: false });

  it('gives each demo fan a hot wallet and 100 tokens once, only on the demo instance', async () => {
    const db = t.database.db;
    const fans = await ensureDemoFans(db);
    // Not the demo instance yet: the participation seed has not written an area.
    expect(await seedDemoChain(t.app)).toBe('not-demo');
    await recordStep(db, `${DEMO_PARTICIPATION_SEED}:votings`, { skipped: true });
    await recordStep(db, `${DEMO_PARTICIPATION_SEED}:done`);
    expect(await seedDemoChain(t.app)).toBe('not-demo');
    await recordStep(db, `${DEMO_PARTICIPATION_SEED}:ideation`);

    // Two runs at once (two starts): they take turns, the second finds the seed done.
    const outcomes = await Promise.all([seedDemoChain(t.app), seedDemoChain(t.app)]);
    expect(outcomes.sort()).toEqual(['done-before', 'funded']);
    const rt = t.app.chain.require().runtime;
    const balances = async () => {
      const out: bigint[] = [];
      for (const fan of Object.values(fans)) {
        const [row] = await db.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, fan.user.id));
        expect(row!.wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);
        out.push(await rt.tokenBalance(row!.wallet as Address));
      }
      return out;
    };
    expect(await balances()).toEqual(Object.values(fans).map(() => DEMO_FUNDING));

    // A restart cut off after a mint but before its step: the Idempotency-Key mints nothing twice.
    await db.delete(seedSteps).where(like(seedSteps.name, `${DEMO_CHAIN_SEED}:%`));
    expect(await seedDemoChain(t.app)).toBe('funded');
    expect(await balances()).toEqual(Object.values(fans).map(() => DEMO_FUNDING));
    const minted = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.eventName, 'Minted'), eq(transactions.idempotencyKey, 'demo-chain:fund')));
    expect(minted).toHaveLength(Object.keys(fans).length);
    expect(minted.every((r) => r.txStatus === 'complete')).toBe(true);
  }, 60_000);
});
