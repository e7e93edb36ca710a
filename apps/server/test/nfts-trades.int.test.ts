import { and, eq, inArray } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { communityNftAbi } from '@tribune/contracts';
import { nftMoves, nftTradeGroups, notifications, transactions, users } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { markSigned } from '../src/modules/chain/repository.ts';
import { ChainSendError } from '../src/modules/chain/runtime.ts';
import { lockedCopies } from '../src/modules/nfts/lock-repository.ts';
import { findRequest, insertSwapRecord, markFulfilled } from '../src/modules/nfts/trade-repository.ts';
import { tradeLegs } from '../src/modules/nfts/trade-service.ts';
import { swapRef } from '../src/modules/nfts/trade-swap.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, fanToken } from './fixtures.ts';

type Fan = { token: string; id: number; address: Address; slug: string };

/**
 * Trading NFTs on a real embedded chain (docs/NFTS.md "Trading", "Trade groups"): trade requests
 * created, listed, changed and deleted; a trade swaps both sides in one transaction with
 * provenance `trade` and `trade_success` to both; two fans fulfilling one request at once make
 * one trade; offered copies are locked; a request whose copies left is withdrawn with
 * `trades_removed`; rings of two and three are found and executed all or nothing.
 */
describe('NFT trades', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let collectionId: string;
  const fan: Record<'tia' | 'uma' | 'vic' | 'wes', Fan> = {} as never;

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    key?: string,
  ) => t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const rt = () => t.app.chain.require().runtime;
  const nftAddress = () => rt().deployment.nftAddress as Address;
  const balance = (address: Address, id: string) =>
    rt().publicClient.readContract({
      address: nftAddress(),
      abi: communityNftAbi,
      functionName: 'balanceOf',
      args: [address, BigInt(id)],
    });
  const configure = async (on: boolean) => {
    const { config, flags } = t.app.instance.snapshot();
    const moduleConfig = withModule(withModule(config, 'nfts', true), 'nftTrading', on);
    // Gifting on too: a copy offered in an open request cannot be gifted (the lock).
    moduleConfig.modules.nfts = { ...moduleConfig.modules.nfts, nftGiftingDailyLimit: 5 };
    await t.app.instance.update({ moduleConfig, featureFlags: { ...flags, nftTrading: on, nftGifting: true } });
  };
  const newNft = async (name: string, amount: number) => {
    const res = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collectionId, name: { en: name }, amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const mint = async (nftId: string, to: Fan, amount: number) => {
    const res = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/mints`,
      admin,
      { mint: { user_id: String(to.id), amount } },
      `mint-${nftId}-${to.id}-${amount}`,
    );
    expect(res.statusCode, res.body).toBe(201);
  };
  const create = (token: string, offered: Array<[string, number]>, wanted: Array<[string, number]>, message?: string) =>
    req('POST', '/v2/nft_trade_requests', token, {
      nft_trade_request: {
        offered: offered.map(([nft_id, amount]) => ({ nft_id, amount })),
        wanted: wanted.map(([nft_id, amount]) => ({ nft_id, amount })),
        ...(message ? { message } : {}),
      },
    });
  const created = async (token: string, offered: Array<[string, number]>, wanted: Array<[string, number]>) => {
    const res = await create(token, offered, wanted);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const status = async (id: string, token: string) =>
    (await req('GET', `/v2/nft_trade_requests/${id}`, token)).json().data.attributes.status as string;
  const told = async (userId: number, key: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.key, key)));

  beforeAll(async () => {
    await configure(false);
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    for (const name of ['tia', 'uma', 'vic', 'wes'] as const) {
      const made = await fanWithTokens(t.app, t.keys, `trade-${name}`, '0');
      const [row] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.uid, `uid-trade-${name}`));
      fan[name] = { token: made.token, address: made.address, id: row!.id, slug: `trade-${name}` };
    }
    const collection = await req('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug: 'trade-moments', name: { en: 'Trade moments' } },
    });
    expect(collection.statusCode, collection.body).toBe(201);
    collectionId = collection.json().data.id;
  }, 180_000);

  it('answers 404 MODULE_DISABLED while trading is off (module switch or feature flag), and 401 to guests', async () => {
    expectError(await req('GET', '/v2/nft_trade_requests', fan.tia.token), 404, 'MODULE_DISABLED');
    expectError(await req('GET', '/v2/trade_groups', fan.tia.token), 404, 'MODULE_DISABLED');
    await configure(true);
    const { config, flags } = t.app.instance.snapshot();
    await t.app.instance.update({ featureFlags: { ...flags, nftTrading: false } });
    expectError(await req('GET', '/v2/nft_trade_requests', fan.tia.token), 404, 'MODULE_DISABLED');
    await t.app.instance.update({ featureFlags: { ...flags, nftTrading: true }, moduleConfig: config });
    expect((await req('GET', '/v2/nft_trade_requests', fan.tia.token)).statusCode).toBe(200);
    expectError(await req('GET', '/v2/nft_trade_requests'), 401);
  });

  it('creates, lists with filters, updates and deletes requests; locks the offered copies; hides others’ ids', async () => {
    await configure(true);
    const red = await newNft('Red card', 20);
    const blue = await newNft('Blue card', 20);
    await mint(red, fan.tia, 2);
    await mint(blue, fan.uma, 1);

    // Validation: sides, unknown NFTs, copies the owner does not have.
    expectError(await create(fan.tia.token, [[red, 1]], [[red, 1]]), 422, 'VALIDATION_FAILED');
    expectError(await create(fan.tia.token, [[red, 1]], [['999999', 1]]), 422, 'VALIDATION_FAILED');
    expectError(await create(fan.tia.token, [[red, 3]], [[blue, 1]]), 422, 'NFT_TRADE_NOT_MOVABLE');
    expectError(
      await req('POST', '/v2/nft_trade_requests', fan.tia.token, { nft_trade_request: {} }),
      422,
      'VALIDATION_FAILED',
    );

    const first = await create(fan.tia.token, [[red, 1]], [[blue, 1]], 'Red for blue?');
    expect(first.statusCode, first.body).toBe(201);
    const doc = first.json();
    const id = doc.data.id as string;
    expect(doc.data.attributes).toMatchObject({
      slug: `trade-tia-${id}`,
      status: 'open',
      message: 'Red for blue?',
      offered: [{ nft_id: red, amount: 1 }],
      wanted: [{ nft_id: blue, amount: 1 }],
      can_fulfil: false,
      fulfilled_at: null,
    });
    expect(doc.data.relationships.user.data).toEqual({ id: String(fan.tia.id), type: 'user' });
    expect(doc.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual(
      expect.arrayContaining([`nft:${red}`, `nft:${blue}`, `user:${fan.tia.id}`]),
    );
    // The copy is locked: the second copy can be offered, a third cannot.
    expect((await lockedCopies(t.database.db, fan.tia.id, [Number(red)])).get(Number(red))).toBe(1);
    // A gift needs a movable duplicate: one of Tia's two copies is promised, so she has none to give.
    const gift = await req(
      'POST',
      `/v2/nfts/${red}/gift`,
      fan.tia.token,
      { gift: { target_user_slug: 'trade-vic' } },
      'gift-red',
    );
    expectError(gift, 422, 'NFT_NO_DUPLICATE');
    const second = await created(fan.tia.token, [[red, 1]], [[blue, 1]]);
    expectError(await create(fan.tia.token, [[red, 1]], [[blue, 1]]), 422, 'NFT_TRADE_NOT_MOVABLE');

    // Lists: addressed to Uma (she holds blue), by Tia, hers.
    const forUma = await req('GET', '/v2/nft_trade_requests?for_user=trade-uma', fan.uma.token);
    expect(forUma.statusCode, forUma.body).toBe(200);
    expect(forUma.json().data.map((r: { id: string }) => r.id)).toEqual([second, id]);
    expect(forUma.json().data[0].attributes.can_fulfil).toBe(true);
    expect(forUma.headers['total-count']).toBe('2');
    const forVic = await req('GET', '/v2/nft_trade_requests?for_user=trade-vic', fan.vic.token);
    expect(forVic.json().data).toEqual([]);
    expectError(await req('GET', '/v2/nft_trade_requests?for_user=trade-vic', fan.uma.token), 404, 'NOT_FOUND');
    const fromTia = await req('GET', '/v2/nft_trade_requests?from_user=trade-tia&sort_by=oldest', fan.vic.token);
    expect(fromTia.json().data.map((r: { id: string }) => r.id)).toEqual([id, second]);
    const mine = await req('GET', '/v2/nft_trade_requests?by_current_user=true', fan.tia.token);
    expect(mine.json().data.map((r: { id: string }) => r.id)).toEqual([second, id]);
    expect((await req('GET', '/v2/nft_trade_requests?by_current_user=true', fan.uma.token)).json().data).toEqual([]);

    // Update and delete: the owner only; another fan's id answers 404 as a missing one.
    const put = (token: string, body: unknown) => req('PUT', `/v2/nft_trade_requests/${second}`, token, body);
    expectError(await put(fan.uma.token, { nft_trade_request: { message: 'mine now' } }), 404, 'NOT_FOUND');
    const changed = await put(fan.tia.token, {
      nft_trade_request: { message: 'Any blue?', offered: [{ nft_id: red }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      message: 'Any blue?',
      offered: [{ nft_id: red, amount: 1 }],
    });
    expectError(
      await put(fan.tia.token, { nft_trade_request: { offered: [{ nft_id: red, amount: 2 }] } }),
      422,
      'NFT_TRADE_NOT_MOVABLE',
    );
    expectError(await req('DELETE', `/v2/nft_trade_requests/${second}`, fan.uma.token), 404, 'NOT_FOUND');
    expect((await req('DELETE', `/v2/nft_trade_requests/${second}`, fan.tia.token)).statusCode).toBe(204);
    expectError(await req('GET', `/v2/nft_trade_requests/${second}`, fan.tia.token), 404, 'NOT_FOUND');
    expectError(await req('DELETE', `/v2/nft_trade_requests/${second}`, fan.tia.token), 404, 'NOT_FOUND');
    expect((await lockedCopies(t.database.db, fan.tia.id, [Number(red)])).get(Number(red))).toBe(1);
    // The list meta: open requests offer an NFT Uma lacks.
    const meta = (await req('GET', '/v2/nfts?by_current_user=true', fan.uma.token)).json().meta;
    expect(meta).toMatchObject({ daily_trade_count: 0, has_tradable_unowned: true });
    // Clean up for the next tests: Tia's open request goes.
    expect((await req('DELETE', `/v2/nft_trade_requests/${id}`, fan.tia.token)).statusCode).toBe(204);
  }, 240_000);

  it('swaps both sides in one transaction, provenance trade, trade_success to both, once per key', async () => {
    const gold = await newNft('Gold card', 10);
    const silver = await newNft('Silver card', 10);
    await mint(gold, fan.tia, 1);
    await mint(silver, fan.vic, 2);
    const id = await created(fan.tia.token, [[gold, 1]], [[silver, 2]]);
    const trade = (token: string, key?: string) =>
      req('POST', `/v2/nft_trade_requests/${id}/trade`, token, undefined, key);

    expectError(await trade(fan.vic.token), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await trade(fan.tia.token, 'own-1'), 422, 'NFT_TRADE_OWN_REQUEST');
    expectError(await trade(fan.uma.token, 'uma-1'), 422, 'NFT_TRADE_NOT_MOVABLE');

    const done = await trade(fan.vic.token, 'vic-1');
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().meta.tx_status).toBe('complete');
    expect(done.json().data[0].attributes.status).toBe('fulfilled');
    expect(done.json().data[0].relationships.fulfilled_by.data).toEqual({ id: String(fan.vic.id), type: 'user' });
    const hash = done.json().meta.tx_hash as string;
    expect(await balance(fan.tia.address, gold)).toBe(0n);
    expect(await balance(fan.vic.address, gold)).toBe(1n);
    expect(await balance(fan.tia.address, silver)).toBe(2n);
    expect(await balance(fan.vic.address, silver)).toBe(0n);

    // Every move of the trade has the one hash and the kind trade.
    const moves = await t.database.db
      .select()
      .from(nftMoves)
      .where(inArray(nftMoves.tokenId, [Number(gold), Number(silver)]));
    const traded = moves.filter((m) => m.kind === 'trade');
    expect(traded).toHaveLength(2);
    expect(new Set(traded.map((m) => m.txHash))).toEqual(new Set([hash]));
    const provenance = await req('GET', `/v2/nfts/${gold}/moves`, fan.vic.token);
    expect(provenance.json().data[0].attributes).toMatchObject({ kind: 'trade', tx_hash: hash });

    // Both are told; the same key again answers the same trade and moves nothing; another key is refused.
    expect(await told(fan.tia.id, 'nft_trade_request.trade_success')).toHaveLength(1);
    expect(await told(fan.vic.id, 'nft_trade_request.trade_success')).toHaveLength(1);
    const again = await trade(fan.vic.token, 'vic-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().meta.tx_hash).toBe(hash);
    expectError(await trade(fan.vic.token, 'vic-2'), 409, 'NFT_TRADE_REQUEST_CLOSED');
    expect(await balance(fan.vic.address, gold)).toBe(1n);

    // The fulfilled list of either side; today's trades in the list meta.
    for (const who of [fan.tia, fan.vic]) {
      const list = await req('GET', '/v2/nft_trade_requests/fulfilled', who.token);
      expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);
      const meta = (await req('GET', '/v2/nfts?by_current_user=true', who.token)).json().meta;
      expect(meta.daily_trade_count).toBeGreaterThanOrEqual(1);
    }
    expect((await req('GET', '/v2/nft_trade_requests/fulfilled', fan.uma.token)).json().data).toEqual([]);
    expectError(await req('GET', `/v2/nft_trade_requests/${id}`, fan.uma.token), 404, 'NOT_FOUND');
  }, 240_000);

  it('makes exactly one trade when two fans fulfil the same request at the same moment', async () => {
    const star = await newNft('Star card', 10);
    const moon = await newNft('Moon card', 10);
    await mint(star, fan.wes, 1);
    await mint(moon, fan.uma, 1);
    await mint(moon, fan.vic, 1);
    const id = await created(fan.wes.token, [[star, 1]], [[moon, 1]]);
    const [a, b] = await Promise.all([
      req('POST', `/v2/nft_trade_requests/${id}/trade`, fan.uma.token, undefined, 'race-uma'),
      req('POST', `/v2/nft_trade_requests/${id}/trade`, fan.vic.token, undefined, 'race-vic'),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe('NFT_TRADE_REQUEST_CLOSED');
    const winner = a.statusCode === 201 ? fan.uma : fan.vic;
    const other = winner === fan.uma ? fan.vic : fan.uma;
    // Nothing half-swapped, nothing moved twice.
    expect(await balance(fan.wes.address, star)).toBe(0n);
    expect(await balance(winner.address, star)).toBe(1n);
    expect(await balance(other.address, star)).toBe(0n);
    expect(await balance(fan.wes.address, moon)).toBe(1n);
    expect(await balance(winner.address, moon)).toBe(0n);
    expect(await balance(other.address, moon)).toBe(1n);
    const records = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.itemType, 'nft_trade_request'), eq(transactions.itemId, Number(id))));
    expect(records).toHaveLength(1);
  }, 240_000);

  it('withdraws a request whose offered copies left the wallet, with trades_removed to its owner', async () => {
    const leaf = await newNft('Leaf card', 10);
    const root = await newNft('Root card', 10);
    await mint(leaf, fan.uma, 2);
    const kept = await created(fan.uma.token, [[leaf, 1]], [[root, 1]]);
    const lost = await created(fan.uma.token, [[leaf, 1]], [[root, 1]]);
    const before = (await told(fan.uma.id, 'nft_trade_request.trades_removed')).length;
    // The holder moves a copy away herself (not through us): one request is no longer covered.
    const wallet = await t.app.chain.require().wallets.find(fan.uma.id);
    const receipt = await rt().send(t.app.chain.require().wallets.account(wallet!), {
      to: nftAddress(),
      data: encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'safeTransferFrom',
        args: [fan.uma.address, fan.wes.address, BigInt(leaf), 1n, '0x'],
      }),
    });
    await t.app.chain.require().indexer.ingestReceipt(receipt);
    expect(await status(kept, fan.uma.token)).toBe('open');
    const withdrawn = await req('GET', `/v2/nft_trade_requests/${lost}`, fan.uma.token);
    expect(withdrawn.json().data.attributes).toMatchObject({ status: 'withdrawn' });
    expect(withdrawn.json().data.attributes.withdrawn_reason).toMatch(/left the wallet/);
    // The admin freezes the last copy: the other goes too.
    const freeze = await req(
      'POST',
      '/v2/admin/chain/nft_freezes',
      admin,
      { freeze: { address: fan.uma.address, nft_id: leaf, amount: '1' } },
      'freeze-uma-leaf',
    );
    expect(freeze.statusCode, freeze.body).toBe(201);
    expect(await status(kept, fan.uma.token)).toBe('withdrawn');
    const removed = await told(fan.uma.id, 'nft_trade_request.trades_removed');
    expect(removed.length - before).toBe(2);
    expect(removed.at(-1)!.parameters).toMatchObject({ serialized_resource: { type: 'nft_trade_request' } });
  }, 240_000);

  it('finds rings of two and three, executes them all or nothing, and marks a broken ring stale', async () => {
    const [a, b, c, d] = await Promise.all([
      newNft('Ring A', 10),
      newNft('Ring B', 10),
      newNft('Ring C', 10),
      newNft('Ring D', 10),
    ]);
    await mint(a, fan.tia, 1);
    await mint(b, fan.uma, 1);
    await mint(c, fan.vic, 1);
    // A ring of three: Tia wants B (Uma's), Uma wants C (Vic's), Vic wants A (Tia's).
    const rt1 = await created(fan.tia.token, [[a, 1]], [[b, 1]]);
    const ru = await created(fan.uma.token, [[b, 1]], [[c, 1]]);
    const rv = await created(fan.vic.token, [[c, 1]], [[a, 1]]);
    const listed = await req('GET', '/v2/trade_groups', fan.uma.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const ring = listed.json().data.find((g: { attributes: { status: string } }) => g.attributes.status === 'open');
    expect(ring.attributes.trade_data).toHaveLength(3);
    expect(new Set(ring.relationships.nft_trade_requests.data.map((r: { id: string }) => r.id))).toEqual(
      new Set([rt1, ru, rv]),
    );
    // Stored once, whoever lists it; an outsider is not in it.
    await req('GET', '/v2/trade_groups', fan.tia.token);
    expect(
      (
        await t.database.db
          .select()
          .from(nftTradeGroups)
          .where(eq(nftTradeGroups.id, Number(ring.id)))
      ).length,
    ).toBe(1);
    expect(
      (await req('GET', '/v2/trade_groups', fan.wes.token)).json().data.some((g: { id: string }) => g.id === ring.id),
    ).toBe(false);
    expectError(await req('POST', `/v2/trade_groups/${ring.id}/execute`, fan.wes.token, undefined, 'x-1'), 404);

    const run = await req('POST', `/v2/trade_groups/${ring.id}/execute`, fan.tia.token, undefined, 'ring-3');
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json().data.attributes.status).toBe('executed');
    expect(await balance(fan.tia.address, b)).toBe(1n);
    expect(await balance(fan.uma.address, c)).toBe(1n);
    expect(await balance(fan.vic.address, a)).toBe(1n);
    expect(await balance(fan.tia.address, a)).toBe(0n);
    for (const [rid, who] of [
      [rt1, fan.tia],
      [ru, fan.uma],
      [rv, fan.vic],
    ] as const) {
      expect(await status(rid, who.token)).toBe('fulfilled');
    }
    const hash = run.json().included[0].attributes.tx_hash as string;
    const moves = await t.database.db.select().from(nftMoves).where(eq(nftMoves.txHash, hash));
    expect(moves.map((m) => m.kind)).toEqual(['trade', 'trade', 'trade']);
    expectError(
      await req('POST', `/v2/trade_groups/${ring.id}/execute`, fan.uma.token, undefined, 'ring-3b'),
      409,
      'NFT_TRADE_GROUP_STALE',
    );

    // A ring of two whose swap cannot go through (Wes's copy is frozen) moves nothing and stays open.
    await mint(d, fan.wes, 1);
    const two1 = await created(fan.wes.token, [[d, 1]], [[b, 1]]);
    const two2 = await created(fan.tia.token, [[b, 1]], [[d, 1]]);
    const pair = (await req('GET', '/v2/trade_groups', fan.wes.token))
      .json()
      .data.find(
        (g: { attributes: { status: string; trade_data: unknown[] } }) =>
          g.attributes.status === 'open' && g.attributes.trade_data.length === 2,
      );
    expect(pair).toBeDefined();
    // The chain refuses one leg: Wes's copy leaves behind our back (the indexer has not seen it yet).
    const wallet = await t.app.chain.require().wallets.find(fan.wes.id);
    const away = await rt().send(t.app.chain.require().wallets.account(wallet!), {
      to: nftAddress(),
      data: encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'safeTransferFrom',
        args: [fan.wes.address, fan.vic.address, BigInt(d), 1n, '0x'],
      }),
    });
    const failed = await req('POST', `/v2/trade_groups/${pair.id}/execute`, fan.tia.token, undefined, 'ring-2');
    expectError(failed, 422, 'TRANSACTION_FAILED');
    expect(await balance(fan.tia.address, b)).toBe(1n);
    expect(await balance(fan.tia.address, d)).toBe(0n);
    expect(await status(two2, fan.tia.token)).toBe('open');
    // Wes's request is open again, or already withdrawn if the indexer has seen the copy go.
    expect(['open', 'withdrawn']).toContain(await status(two1, fan.wes.token));
    // Once the indexer has the move, Wes's request is withdrawn and the ring is stale.
    await t.app.chain.require().indexer.ingestReceipt(away);
    expect(await status(two1, fan.wes.token)).toBe('withdrawn');
    const after = (await req('GET', '/v2/trade_groups', fan.tia.token)).json().data;
    expect(after.find((g: { id: string }) => g.id === pair.id).attributes.status).toBe('stale');
  }, 300_000);

  /**
   * A crash between the claim and the broadcast, made as chain-write-ahead.int.test.ts makes its
   * crash points: the request claimed with its pending record in one transaction, then the process
   * "dies" after signing and storing the swap (or before signing it). The recovery sends the stored
   * swap exactly once, or fails the unsigned record, and the request ends fulfilled or open again.
   */
  it('ends consistently after a crash between writing the record and the broadcast', async () => {
    const services = () => t.app.chain.require();
    const sun = await newNft('Sun card', 10);
    const sky = await newNft('Sky card', 10);
    await mint(sun, fan.vic, 2);
    await mint(sky, fan.wes, 2);
    /** What `trade` does up to the send: the claim and its record, in one transaction. */
    const claim = async (id: string, key: string) => {
      const request = (await findRequest(t.database.db, Number(id)))!;
      const legs = tradeLegs(request, fan.wes.id);
      const record = await inTransaction(t.database.db, async (tx) => {
        const row = await insertSwapRecord(tx, {
          userId: fan.wes.id,
          event: 'NftTraded',
          itemType: 'nft_trade_request',
          itemId: Number(id),
          key,
          amount: 2,
        });
        await markFulfilled(tx, [{ requestId: Number(id), byUserId: fan.wes.id }], row.id, null);
        return row;
      });
      const moves = legs.map((l) => ({
        from: l.fromUserId === fan.vic.id ? fan.vic.address : fan.wes.address,
        to: l.toUserId === fan.vic.id ? fan.vic.address : fan.wes.address,
        id: BigInt(l.nftId),
        amount: BigInt(l.amount),
      }));
      const data = encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'swap',
        args: [moves, swapRef(record.id)],
      });
      return { record, data };
    };
    const wesWallet = await services().wallets.find(fan.wes.id);
    await services().wallets.ensureNftOperator(wesWallet!);
    const vicWallet = await services().wallets.find(fan.vic.id);
    await services().wallets.ensureNftOperator(vicWallet!);

    // 1. Signed and written ahead, never broadcast: the recovery sends it once; the trade stands.
    const first = await created(fan.vic.token, [[sun, 1]], [[sky, 1]]);
    const a = await claim(first, 'crash-signed');
    const { runtime } = services();
    const crash = runtime.send(
      runtime.admin,
      { to: nftAddress(), data: a.data },
      {
        signed: async (tx) => {
          expect(await markSigned(t.database.db, a.record.id, tx)).toBe(true);
          throw new Error('the process died here');
        },
      },
    );
    await expect(crash).rejects.toBeInstanceOf(ChainSendError);
    expect(await balance(fan.wes.address, sun)).toBe(0n);
    await services().recovery.runOnce();
    await services().recovery.runOnce();
    expect(await balance(fan.wes.address, sun)).toBe(1n);
    expect(await balance(fan.vic.address, sky)).toBe(1n);
    expect(await status(first, fan.vic.token)).toBe('fulfilled');
    const retry = await req('POST', `/v2/nft_trade_requests/${first}/trade`, fan.wes.token, undefined, 'crash-signed');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().meta.tx_status).toBe('complete');
    expect(await balance(fan.wes.address, sun)).toBe(1n);

    // 2. Claimed, never signed: the recovery fails the record, and the request is open again.
    const second = await created(fan.vic.token, [[sun, 1]], [[sky, 1]]);
    const b = await claim(second, 'crash-unsigned');
    await t.database.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(transactions.id, b.record.id));
    await services().recovery.runOnce();
    expect(await status(second, fan.vic.token)).toBe('open');
    expect(await balance(fan.vic.address, sun)).toBe(1n);
    expectError(
      await req('POST', `/v2/nft_trade_requests/${second}/trade`, fan.wes.token, undefined, 'crash-unsigned'),
      422,
      'TRANSACTION_FAILED',
    );
    const again = await req('POST', `/v2/nft_trade_requests/${second}/trade`, fan.wes.token, undefined, 'crash-new');
    expect(again.statusCode, again.body).toBe(201);
    expect(await balance(fan.wes.address, sun)).toBe(2n);
    expect(await balance(fan.vic.address, sun)).toBe(0n);
  }, 240_000);

  it('asks a self-custody wallet to approve the community first (NFT_TRADE_APPROVAL_REQUIRED), then swaps its copies', async () => {
    const own = privateKeyToAccount(generatePrivateKey());
    const token = await fanToken(t.keys, 'trade-self');
    const message = (await req('GET', `/v2/user/self_custody_wallet/link_message?address=${own.address}`, token)).json()
      .data.message as string;
    const linked = await req('POST', '/v2/user/self_custody_wallet', token, {
      address: own.address,
      signature: await own.signMessage({ message }),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-trade-self'));
    const self: Fan = { token, id: row!.id, address: own.address, slug: 'trade-self' };
    const mine = await newNft('Self card', 10);
    const theirs = await newNft('Their card', 10);
    await mint(mine, self, 1);
    await mint(theirs, fan.uma, 1);

    // Creating a request needs the admin approved for the wallet's NFTs: the frame asks, the fan signs.
    expectError(await create(self.token, [[mine, 1]], [[theirs, 1]]), 422, 'NFT_TRADE_APPROVAL_REQUIRED');
    const approval = await rt().send(own, {
      to: nftAddress(),
      data: encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'setApprovalForAll',
        args: [rt().deployment.adminAddress as Address, true],
      }),
    });
    await t.app.chain.require().indexer.ingestReceipt(approval);
    const id = await created(self.token, [[mine, 1]], [[theirs, 1]]);
    const done = await req('POST', `/v2/nft_trade_requests/${id}/trade`, fan.uma.token, undefined, 'self-1');
    expect(done.statusCode, done.body).toBe(201);
    expect(await balance(own.address, theirs)).toBe(1n);
    expect(await balance(fan.uma.address, mine)).toBe(1n);
  }, 240_000);
});
