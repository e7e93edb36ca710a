import { and, eq, sql } from 'drizzle-orm';
import { encodeFunctionData, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { communityNftAbi } from '@tribune/contracts';
import { rowsOf } from '../src/db/client.ts';
import { nftBalances, notifications, userBlocks, users } from '../src/db/schema.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, fanToken } from './fixtures.ts';
import { bearer } from './tokens.ts';

/**
 * Gifting NFTs on a real embedded chain (docs/NFTS.md "Gifting"): a gift moves one copy through
 * the write-ahead path with provenance `gift` and a notification; the daily limit holds under 100
 * parallel requests; the same Idempotency-Key moves once; the refusals (off, no duplicate, self,
 * blocked, locked recipient, a copy locked in an open trade request, a hidden NFT).
 */
describe('NFT gifts', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let collectionId: string;
  const fan: Record<'gina' | 'pia' | 'rob' | 'sam', { token: string; id: number; address?: Address }> = {} as never;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, key?: string) =>
    t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const gift = (nftId: string, token: string, slug: string, key?: string) =>
    req('POST', `/v2/nfts/${nftId}/gift`, token, { gift: { target_user_slug: slug } }, key);
  const rt = () => t.app.chain.require().runtime;
  const userId = async (uid: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    return row!.id;
  };
  const walletOf = async (id: number) => {
    const [row] = await t.database.db.select({ w: users.walletAddress }).from(users).where(eq(users.id, id));
    return row!.w as Address;
  };
  const balance = (address: Address, id: string) =>
    rt().publicClient.readContract({
      address: rt().deployment.nftAddress as Address,
      abi: communityNftAbi,
      functionName: 'balanceOf',
      args: [address, BigInt(id)],
    });
  const configure = async (gifting: boolean, limit: number) => {
    const { config, flags } = t.app.instance.snapshot();
    const moduleConfig = withModule(config, 'nfts', true);
    moduleConfig.modules.nfts = { ...moduleConfig.modules.nfts, nftGiftingDailyLimit: limit };
    await t.app.instance.update({ moduleConfig, featureFlags: { ...flags, nftGifting: gifting } });
  };
  const newNft = async (name: string, amount: number, publiclyVisible = true) => {
    const res = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collectionId, name: { en: name }, amount, publicly_visible: publiclyVisible },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const mint = async (nftId: string, to: number, amount: number) => {
    const res = await req(
      'POST',
      `/v2/admin/nfts/${nftId}/mints`,
      admin,
      { mint: { user_id: String(to), amount } },
      `mint-${nftId}-${to}-${amount}`,
    );
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    await configure(false, 0);
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    for (const name of ['gina', 'pia'] as const) {
      const made = await fanWithTokens(t.app, t.keys, `gift-${name}`, '0');
      fan[name] = { token: made.token, address: made.address, id: await userId(`uid-gift-${name}`) };
    }
    // Rob and Sam have no wallet yet: a gift makes them one.
    for (const name of ['rob', 'sam'] as const) {
      const token = await fanToken(t.keys, `gift-${name}`);
      expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
      fan[name] = { token, id: await userId(`uid-gift-${name}`) };
    }
    const created = await req('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug: 'gift-moments', name: { en: 'Gift moments' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    collectionId = created.json().data.id;
  }, 180_000);

  it('is off by default: without the nftGifting flag, or with a daily limit of 0, gifting is refused', async () => {
    const card = await newNft('Off card', 5);
    await mint(card, fan.gina.id, 3);
    expectError(await gift(card, fan.gina.token, 'gift-rob', 'off-1'), 403, 'NFT_GIFTING_DISABLED');
    await configure(true, 0);
    expectError(await gift(card, fan.gina.token, 'gift-rob', 'off-2'), 403, 'NFT_GIFTING_DISABLED');
    await configure(false, 3);
    expectError(await gift(card, fan.gina.token, 'gift-rob', 'off-3'), 403, 'NFT_GIFTING_DISABLED');
    expect(await balance(fan.gina.address!, card)).toBe(3n);
    const mine = await req('GET', '/v2/nfts?by_current_user=true', fan.gina.token);
    expect(mine.json().meta.daily_nft_gift_count).toBe(0);
  }, 120_000);

  it('moves one copy with provenance gift, notifies the recipient, and moves once per Idempotency-Key', async () => {
    await configure(true, 3);
    const card = await newNft('Gift card', 10);
    await mint(card, fan.gina.id, 3);
    expectError(await gift(card, fan.gina.token, 'gift-rob'), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await gift(card, '', 'gift-rob', 'k'), 401);

    const first = await gift(card, fan.gina.token, 'gift-rob', 'gift-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      event_name: 'NftGifted',
      tx_status: 'complete',
      ordered_nft_id: card,
      amount: '1',
      from: fan.gina.address,
    });
    expect(first.json().meta).toEqual({ daily_nft_gift_count: 1, daily_nft_gift_limit: 3 });
    const rob = await walletOf(fan.rob.id);
    expect(rob).toBeTruthy();
    expect(first.json().data.attributes.to).toBe(rob);
    expect(await balance(rob, card)).toBe(1n);
    expect(await balance(fan.gina.address!, card)).toBe(2n);

    // The same key again answers the same record and moves nothing; another gift under it is 409.
    const again = await gift(card, fan.gina.token, 'gift-rob', 'gift-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expectError(await gift(card, fan.gina.token, 'gift-pia', 'gift-1'), 409, 'CONFLICT');
    expect(await balance(rob, card)).toBe(1n);
    expect(await balance(fan.gina.address!, card)).toBe(2n);

    // Provenance: the move is a gift from Gina to Rob.
    const moves = await req('GET', `/v2/nfts/${card}/moves`, fan.rob.token);
    expect(moves.json().data[0].attributes).toMatchObject({
      kind: 'gift',
      amount: 1,
      from_address: fan.gina.address,
      to_address: rob,
    });
    expect(moves.json().data[0].relationships.to_user.data).toEqual({ id: String(fan.rob.id), type: 'user' });

    // Rob is told, with the NFT and its collection to open.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.rob.id), eq(notifications.key, 'nft.gifted')));
    expect(told).toHaveLength(1);
    expect(told[0]!.actorId).toBe(fan.gina.id);
    expect(told[0]!.parameters).toMatchObject({
      serialized_resource: { type: 'nft', id: card, title: 'Gift card', parent: { slug: 'gift-moments' } },
    });

    // The recipient sees it in their NFTs; the giver's meta counts today's gift.
    const robs = await req('GET', '/v2/nfts?by_current_user=true', fan.rob.token);
    expect(robs.json().data.map((n: { id: string }) => n.id)).toEqual([card]);
    const ginas = await req('GET', '/v2/nfts?by_current_user=true', fan.gina.token);
    expect(ginas.json().meta.daily_nft_gift_count).toBe(1);
    expect(ginas.json().meta.has_tradable_duplicates).toBe(true);

    // Only one copy is left to give with 2 held: the second gift leaves her one, the third is refused.
    const second = await gift(card, fan.gina.token, 'gift-pia', 'gift-2');
    expect(second.statusCode, second.body).toBe(201);
    const third = await gift(card, fan.gina.token, 'gift-pia', 'gift-3');
    expectError(third, 422, 'NFT_NO_DUPLICATE');
    expect(third.json().error).toBe('You have no duplicate NFTs to send.');
    expect(await balance(fan.gina.address!, card)).toBe(1n);
  }, 180_000);

  it('refuses a gift to oneself, to a blocked or a locked user, to nobody, and a hidden NFT with 404', async () => {
    await configure(true, 50);
    const card = await newNft('Refused card', 10);
    await mint(card, fan.pia.id, 4);
    expectError(await gift(card, fan.pia.token, 'gift-pia', 'self'), 422, 'NFT_GIFT_SELF');
    expectError(await gift(card, fan.pia.token, 'nobody-here', 'nobody'), 422, 'VALIDATION_FAILED');

    await t.database.db.insert(userBlocks).values({ blockerId: fan.sam.id, blockedId: fan.pia.id });
    expectError(await gift(card, fan.pia.token, 'gift-sam', 'blocked'), 422, 'NFT_GIFT_RECIPIENT_UNAVAILABLE');
    await t.database.db.delete(userBlocks).where(eq(userBlocks.blockerId, fan.sam.id));
    await t.database.db.insert(userBlocks).values({ blockerId: fan.pia.id, blockedId: fan.sam.id });
    expectError(await gift(card, fan.pia.token, 'gift-sam', 'blocking'), 422, 'NFT_GIFT_RECIPIENT_UNAVAILABLE');
    await t.database.db.delete(userBlocks).where(eq(userBlocks.blockerId, fan.pia.id));

    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, fan.sam.id));
    expectError(await gift(card, fan.pia.token, 'gift-sam', 'locked'), 422, 'NFT_GIFT_RECIPIENT_UNAVAILABLE');
    await t.database.db.update(users).set({ status: 'unlocked' }).where(eq(users.id, fan.sam.id));

    // A hidden NFT the giver does not hold does not exist for them.
    const hidden = await newNft('Hidden card', 5, false);
    await mint(hidden, fan.gina.id, 2);
    expectError(await gift(hidden, fan.pia.token, 'gift-sam', 'hidden'), 404, 'NOT_FOUND');
    expectError(await gift('987654321', fan.pia.token, 'gift-sam', 'missing'), 404, 'NOT_FOUND');
    expect(await balance(fan.pia.address!, card)).toBe(4n);

    // Sam, now unblocked and unlocked, gets one (and a hot wallet with it).
    const ok = await gift(card, fan.pia.token, 'gift-sam', 'to-sam');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await balance(await walletOf(fan.sam.id), card)).toBe(1n);
  }, 180_000);

  it('refuses a copy offered in an open trade request, and lists only NFTs with a movable duplicate as tradable', async () => {
    await configure(true, 50);
    const offered = await newNft('Offered card', 10);
    const single = await newNft('Single card', 10);
    const spare = await newNft('Spare card', 10);
    await mint(offered, fan.pia.id, 2);
    await mint(single, fan.pia.id, 1);
    await mint(spare, fan.pia.id, 3);
    const [request] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`insert into nft_trade_requests (user_id, status) values (${fan.pia.id}, 'open') returning id`,
      ),
    );
    await t.database.db.execute(
      sql`insert into nft_trade_request_items (request_id, side, nft_id, amount) values (${request!.id}, 'offered', ${offered}, 1)`,
    );
    const locked = await gift(offered, fan.pia.token, 'gift-rob', 'locked-copy');
    expectError(locked, 422, 'NFT_NO_DUPLICATE');
    expect(locked.json().error).toBe('You have no duplicate NFTs to send.');
    expectError(await gift(single, fan.pia.token, 'gift-rob', 'single-copy'), 422, 'NFT_NO_DUPLICATE');
    expect(await balance(fan.pia.address!, offered)).toBe(2n);

    const tradable = await req(
      'GET',
      '/v2/nfts?by_current_user=true&tradable=true&sort_by=name&sort_direction=asc',
      fan.pia.token,
    );
    expect(tradable.statusCode, tradable.body).toBe(200);
    const names = tradable.json().data.map((n: { attributes: { name: string } }) => n.attributes.name);
    expect(names).toContain('Spare card');
    expect(names).not.toContain('Offered card');
    expect(names).not.toContain('Single card');
    const searched = await req('GET', '/v2/nfts?by_current_user=true&tradable=true&q=spa', fan.pia.token);
    expect(searched.json().data.map((n: { attributes: { name: string } }) => n.attributes.name)).toEqual([
      'Spare card',
    ]);

    // Once the request is no longer open, the copy can be given.
    await t.database.db.execute(sql`update nft_trade_requests set status = 'deleted' where id = ${request!.id}`);
    const freed = await gift(offered, fan.pia.token, 'gift-rob', 'freed-copy');
    expect(freed.statusCode, freed.body).toBe(201);
  }, 180_000);

  it('asks a self-custody fan to approve the admin for their NFTs first, then sends under the same key', async () => {
    await configure(true, 50);
    const own = privateKeyToAccount(generatePrivateKey());
    const token = await fanToken(t.keys, 'gift-own');
    const message = (
      await t.app.inject({
        method: 'GET',
        url: `/v2/user/self_custody_wallet/link_message?address=${own.address}`,
        headers: bearer(token),
      })
    ).json().data.message as string;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/v2/user/self_custody_wallet',
      headers: bearer(token),
      payload: { address: own.address, signature: await own.signMessage({ message }) },
    });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    const card = await newNft('Own card', 10);
    await mint(card, await userId('uid-gift-own'), 3);

    expectError(await gift(card, token, 'gift-rob', 'own-1'), 422, 'NFT_APPROVAL_REQUIRED');
    expect(await balance(own.address, card)).toBe(3n);
    // The fan signs setApprovalForAll(admin, true) with their own key (the wallet frame's part).
    await rt().send(own, {
      to: rt().deployment.nftAddress as Address,
      data: encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'setApprovalForAll',
        args: [rt().deployment.adminAddress as Address, true],
      }),
    });
    const sent = await gift(card, token, 'gift-rob', 'own-1');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await balance(own.address, card)).toBe(2n);
  }, 180_000);

  it('holds the daily limit under 100 parallel gifts: exactly L sent, the rest refused with the limit text', async () => {
    const L = 4;
    await configure(true, L);
    const giver = await fanWithTokens(t.app, t.keys, 'gift-many', '0');
    const giverId = await userId('uid-gift-many');
    const card = await newNft('Many card', 200);
    await mint(card, giverId, 120);
    const rob = await walletOf(fan.rob.id);
    const before = await balance(rob, card);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => gift(card, giver.token, 'gift-rob', `many-${i}`)),
    );
    const sent = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(sent, answers.find((r) => r.statusCode !== 201 && r.statusCode !== 422)?.body).toHaveLength(L);
    expect(refused).toHaveLength(100 - L);
    for (const r of refused) {
      expect(r.json().code).toBe('NFT_GIFT_LIMIT_REACHED');
      expect(r.json().error).toBe(`You already sent the maximum of ${L} NFTs today. Check back tomorrow.`);
    }
    for (const r of sent) expect(r.json().data.attributes.tx_status).toBe('complete');
    // The chain agrees, and so does the index.
    expect(await balance(giver.address, card)).toBe(120n - BigInt(L));
    expect(await balance(rob, card)).toBe(before + BigInt(L));
    const [indexed] = await t.database.db
      .select()
      .from(nftBalances)
      .where(and(eq(nftBalances.address, giver.address), eq(nftBalances.tokenId, Number(card))));
    expect(indexed!.balance).toBe(String(120 - L));
    const meta = await req('GET', '/v2/nfts?by_current_user=true', giver.token);
    expect(meta.json().meta.daily_nft_gift_count).toBe(L);

    // The same 100 keys again move nothing: the sent ones answer their record, the rest are refused.
    const retried = await Promise.all(
      Array.from({ length: 100 }, (_, i) => gift(card, giver.token, 'gift-rob', `many-${i}`)),
    );
    expect(retried.filter((r) => r.statusCode === 200)).toHaveLength(L);
    expect(retried.filter((r) => r.statusCode === 422)).toHaveLength(100 - L);
    expect(await balance(giver.address, card)).toBe(120n - BigInt(L));
  }, 300_000);
});
