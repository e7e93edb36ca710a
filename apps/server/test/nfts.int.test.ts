import { and, eq, inArray, sql } from 'drizzle-orm';
import { encodeFunctionData, type Address, type TransactionReceipt } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { communityNftAbi } from '@tribune/contracts';
import { rowsOf } from '../src/db/client.ts';
import { inTransaction } from '../src/db/transaction.ts';
import {
  chainEvents,
  nftBalances,
  nftBenefitRedemptions,
  nftMoves,
  nfts,
  userEntitlements,
  users,
} from '../src/db/schema.ts';
import { NFT_EVENTS, applyNftEvents } from '../src/modules/nfts/ownership.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, fanToken, insertTestContent, png, sendForm } from './fixtures.ts';
import { makeClip, tempDir, waitProcessed } from './media-fixtures.ts';
import { bearer } from './tokens.ts';

/**
 * NFTs on a real embedded chain (docs/NFTS.md): the admin API (collections, NFTs with media checked
 * by content, mints within the supply once per key), ownership and provenance from the chain's
 * events (mints, transfers, batches, freezes; undone by a reorganisation), the `nft_holder`
 * audience, the fans' routes with hidden NFTs, filters and meta, and redeeming benefits once.
 */
describe('NFTs', () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  const fans: Record<'anna' | 'ben' | 'dan', { token: string; address: Address; id: number }> = {} as never;
  let cleo: { token: string; id: number };
  let outsider: string;
  let collectionId: string;
  let cardId: string;
  let hiddenId: string;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, key?: string) =>
    t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const services = () => t.app.chain.require();
  const rt = () => services().runtime;
  const nftAddress = () => rt().deployment.nftAddress as Address;
  const userId = async (uid: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    return row!.id;
  };
  const setModule = async (on: boolean) => {
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(withModule(config, 'contents', true), 'nfts', on) });
  };
  const read = (functionName: 'balanceOf' | 'frozenBalanceOf', address: Address, id: bigint) =>
    rt().publicClient.readContract({ address: nftAddress(), abi: communityNftAbi, functionName, args: [address, id] });
  const indexed = async (receipt: TransactionReceipt) => services().indexer.ingestReceipt(receipt);
  /** Sends a CommunityNFT call from a fan's hot wallet and indexes its receipt. */
  const fromFan = async (id: number, data: `0x${string}`) => {
    const wallet = await services().wallets.find(id);
    await indexed(await rt().send(services().wallets.account(wallet!), { to: nftAddress(), data }));
  };
  /** Every indexed balance and frozen count equals the chain's. */
  const expectChainBalances = async () => {
    const rows = await t.database.db.select().from(nftBalances);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const id = BigInt(row.tokenId);
      expect(BigInt(row.balance), `${row.address} ${row.tokenId}`).toBe(
        await read('balanceOf', row.address as Address, id),
      );
      expect(BigInt(row.frozen)).toBe(await read('frozenBalanceOf', row.address as Address, id));
    }
  };
  const isHolder = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(userEntitlements)
        .where(and(eq(userEntitlements.userId, id), eq(userEntitlements.audience, 'nft_holder')))
    ).length === 1;

  beforeAll(async () => {
    await setModule(true);
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    for (const name of ['anna', 'ben', 'dan'] as const) {
      const fan = await fanWithTokens(t.app, t.keys, `nft-${name}`, '0');
      fans[name] = { ...fan, id: await userId(`uid-nft-${name}`) };
    }
    const token = await fanToken(t.keys, 'nft-cleo');
    expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
    cleo = { token, id: await userId('uid-nft-cleo') };
    outsider = await fanToken(t.keys, 'nft-nobody');
  }, 120_000);

  it('answers the fan routes 404 MODULE_DISABLED while the module is off; the admin routes stay open', async () => {
    await setModule(false);
    try {
      for (const url of [
        '/v2/nft_collections',
        '/v2/nfts/1',
        '/v2/nfts?by_current_user=true',
        '/v2/users/nft-anna/nfts',
      ]) {
        expectError(await req('GET', url, fans.anna.token), 404, 'MODULE_DISABLED');
      }
      expect((await req('GET', '/v2/admin/nft_collections', admin)).statusCode).toBe(200);
      expectError(await req('GET', '/v2/admin/nft_collections', fans.anna.token), 403, 'FORBIDDEN');
    } finally {
      await setModule(true);
    }
  });

  it('lets admins create collections and NFTs, with media checked by their content', async () => {
    const collection = {
      nft_collection: {
        slug: 'legends',
        translated_slugs: { de: 'legenden' },
        name: { en: 'Legends', de: 'Legenden' },
        description: { en: '<p>Old <script>alert(1)</script>heroes</p>' },
      },
    };
    const created = await req('POST', '/v2/admin/nft_collections', admin, collection);
    expect(created.statusCode, created.body).toBe(201);
    collectionId = created.json().data.id;
    expectError(await req('POST', '/v2/admin/nft_collections', admin, collection), 409, 'SLUG_TAKEN');

    const card = {
      nft_collection_id: collectionId,
      name: { en: 'The captain', de: 'Der Kapitän' },
      rarity: 'epic',
      amount: 5,
      benefits: [{ title: { en: 'A signed shirt' }, secret: 'SHIRT-CODE-1' }],
    };
    const form = await sendForm(t.req, 'POST', '/v2/admin/nfts', admin, [
      { name: 'nft[data]', value: JSON.stringify(card) },
      { name: 'nft[file]', value: await png(300, 400), filename: 'captain.png', type: 'image/png' },
    ]);
    expect(form.statusCode, form.body).toBe(201);
    cardId = form.json().data.id;
    expect(form.json().data.attributes).toMatchObject({ amount: 5, minted: 0, rarity: 'epic', publicly_visible: true });
    expect(form.json().data.attributes.nft_medium_id).not.toBeNull();

    const fake = await sendForm(t.req, 'POST', '/v2/admin/nfts', admin, [
      { name: 'nft[data]', value: JSON.stringify(card) },
      { name: 'nft[file]', value: Buffer.from('not an image at all'), filename: 'x.png', type: 'image/png' },
    ]);
    expectError(fake, 422, 'UNSUPPORTED_MEDIA');
    const invalid = await sendForm(t.req, 'POST', '/v2/admin/nfts', admin, [
      { name: 'nft[data]', value: JSON.stringify({ ...card, amount: 0 }) },
    ]);
    expectError(invalid, 422, 'VALIDATION_FAILED');

    const hidden = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collectionId, name: { en: 'Secret card' }, amount: 3, publicly_visible: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    hiddenId = hidden.json().data.id;
    // The token id is the NFT's id.
    const [row] = await t.database.db
      .select()
      .from(nfts)
      .where(eq(nfts.id, Number(cardId)));
    expect(String(row!.id)).toBe(cardId);
  });

  it('mints within the supply, once per Idempotency-Key, making a hot wallet for a fan without one', async () => {
    const mint = (user: number, amount: number, key?: string) =>
      req('POST', `/v2/admin/nfts/${cardId}/mints`, admin, { mint: { user_id: String(user), amount } }, key);
    expectError(await mint(fans.anna.id, 1), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    const first = await mint(fans.anna.id, 2, 'mint-anna');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      event_name: 'NftMinted',
      tx_status: 'complete',
      ordered_nft_id: cardId,
      amount: '2',
      to: fans.anna.address,
    });
    const again = await mint(fans.anna.id, 2, 'mint-anna');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await read('balanceOf', fans.anna.address, BigInt(cardId))).toBe(2n);

    expectError(await mint(fans.anna.id, 4, 'mint-too-many'), 422);
    expect(await read('balanceOf', fans.anna.address, BigInt(cardId))).toBe(2n);

    const toCleo = await mint(cleo.id, 1, 'mint-cleo');
    expect(toCleo.statusCode, toCleo.body).toBe(201);
    const [cleoRow] = await t.database.db.select().from(users).where(eq(users.id, cleo.id));
    expect(cleoRow!.walletAddress).toBeTruthy();
    expect(await read('balanceOf', cleoRow!.walletAddress as Address, BigInt(cardId))).toBe(1n);

    // Parallel mints never exceed the supply: 2 copies are left, 5 fans ask for one each.
    const parallel = await Promise.all([0, 1, 2, 3, 4].map((i) => mint(fans.ben.id, 1, `mint-ben-${i}`)));
    expect(parallel.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(parallel.filter((r) => r.statusCode === 422)).toHaveLength(3);
    expect(await read('balanceOf', fans.ben.address, BigInt(cardId))).toBe(2n);
    const show = await req('GET', `/v2/admin/nfts/${cardId}`, admin);
    expect(show.json().data.attributes.minted).toBe(5);
    await expectChainBalances();
  }, 120_000);

  it('keeps balances, provenance and nft_holder as the chain says: transfers, batches, freezes, a reorganisation', async () => {
    const card = BigInt(cardId);
    const hidden = BigInt(hiddenId);
    // The admin mints a batch of both ids to Dan.
    await indexed(
      await rt().send(rt().admin, {
        to: nftAddress(),
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'mintBatch',
          args: [fans.dan.address, [card, hidden], [1n, 1n], '0x'],
        }),
      }),
    );
    // Anna gives Dan one copy from her own wallet.
    await fromFan(
      fans.anna.id,
      encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'safeTransferFrom',
        args: [fans.anna.address, fans.dan.address, card, 1n, '0x'],
      }),
    );
    // One of Ben's copies is frozen.
    const freeze = await req(
      'POST',
      '/v2/admin/chain/nft_freezes',
      admin,
      { freeze: { address: fans.ben.address, nft_id: cardId, amount: '1' } },
      'freeze-ben',
    );
    expect(freeze.statusCode, freeze.body).toBe(201);
    await expectChainBalances();

    const moves = await req('GET', `/v2/nfts/${cardId}/moves`, fans.anna.token);
    expect(moves.statusCode, moves.body).toBe(200);
    const list = moves.json();
    expect(list.data[0].attributes).toMatchObject({
      kind: 'transfer',
      amount: 1,
      from_address: fans.anna.address,
      to_address: fans.dan.address,
    });
    expect(list.data[0].relationships.from_user.data).toEqual({ id: String(fans.anna.id), type: 'user' });
    // Anna's, Cleo's, Ben's two and the batch.
    expect(list.data.filter((m: { attributes: { kind: string } }) => m.attributes.kind === 'mint')).toHaveLength(5);
    const mintMove = list.data.at(-1);
    expect(mintMove.relationships.from_user.data).toBeNull();
    expect(list.included.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([String(fans.anna.id)]));
    expect(moves.headers['total-count']).toBe(String(list.data.length));

    // nft_holder follows the copies, and opens the contents of that audience to holders only.
    const contentId = await insertTestContent(t.database.db, 'holders-only', true);
    await t.database.db.execute(sql`update contents set available_for = '{nft_holder}' where id = ${contentId}`);
    const opens = async (token?: string) =>
      (await req('GET', '/v2/contents/holders-only', token)).json().data.attributes.available as boolean;
    expect(await opens(fans.anna.token)).toBe(true);
    expect(await opens(cleo.token)).toBe(true);
    expect(await opens(undefined)).toBe(false);
    const outsider = await fanWithTokens(t.app, t.keys, 'nft-outsider', '0');
    expect(await opens(outsider.token)).toBe(false);
    // Cleo gives her only copy away: she is no holder any more.
    await fromFan(
      cleo.id,
      encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'safeTransferFrom',
        args: [(await services().wallets.find(cleo.id))!.address as Address, fans.anna.address, card, 1n, '0x'],
      }),
    );
    expect(await isHolder(cleo.id)).toBe(false);
    expect(await opens(cleo.token)).toBe(false);
    expect(await isHolder(fans.anna.id)).toBe(true);
    await expectChainBalances();

    // A reorganisation removing every NFT event takes every effect back (here inside a transaction
    // that is rolled back afterwards).
    const rolledBack = new Error('rolled back');
    await expect(
      inTransaction(t.database.db, async (tx) => {
        const events = await tx
          .select()
          .from(chainEvents)
          .where(inArray(chainEvents.eventName, [...NFT_EVENTS]));
        await applyNftEvents(tx, events.reverse(), -1);
        const left = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from nft_balances where balance <> 0 or frozen <> 0`),
        );
        expect(left[0]!.n).toBe(0);
        expect(await tx.select().from(nftMoves)).toHaveLength(0);
        const holders = await tx.select().from(userEntitlements).where(eq(userEntitlements.audience, 'nft_holder'));
        expect(holders).toHaveLength(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await expectChainBalances();
  }, 120_000);

  it('shows NFTs with their medium, collection and benefits, and hides hidden ones from non-holders', async () => {
    const guest = await req('GET', `/v2/nfts/${cardId}`);
    expect(guest.statusCode, guest.body).toBe(200);
    const doc = guest.json();
    expect(doc.data).toMatchObject({
      id: cardId,
      type: 'nft',
      attributes: { name: 'The captain', rarity: 'epic', amount: 5, minted: 5, user_amount: 0, user_frozen_amount: 0 },
      relationships: { nft_collection: { data: { id: collectionId, type: 'nft_collection' } } },
    });
    const medium = doc.included.find((r: { type: string }) => r.type === 'nft_medium');
    expect(medium.attributes.media_type).toBe('image');
    expect(medium.attributes.dimensions).toEqual({ width: 300, height: 400 });
    expect(medium.attributes.url_template).toContain('[HASH]');
    expect(medium.attributes.url_template).toContain('[TimeStamp]');
    expect(
      medium.attributes.url_template
        .replace('[HASH]', medium.attributes.file_hash)
        .replace('[TimeStamp]', String(medium.attributes.timestamp)),
    ).toBe(medium.attributes.original);
    expect(medium.attributes.threeq_output).toEqual({ progressive: [] });
    const collection = doc.included.find((r: { type: string }) => r.type === 'nft_collection');
    expect(collection.attributes.description).toContain('heroes');
    expect(collection.attributes.description).not.toContain('script');
    expect(collection.attributes).toMatchObject({
      slug: 'legends',
      name: 'Legends',
      contract_address: nftAddress(),
      nfts_count: 1,
    });
    expect(collection.relationships.public_blockchain_network.data).toEqual({
      id: String(rt().backend.chainId),
      type: 'public_blockchain_network',
    });
    const benefit = doc.included.find((r: { type: string }) => r.type === 'nft_benefit');
    expect(benefit.attributes).toEqual({ title: 'A signed shirt', description: '', redeemed: false, secret: null });

    const mine = (await req('GET', `/v2/nfts/${cardId}`, fans.ben.token)).json().data.attributes;
    expect(mine).toMatchObject({ user_amount: 2, user_frozen_amount: 1 });

    // Hidden: 404 to guests and non-holders, there for its holder (Dan) and admins.
    expectError(await req('GET', `/v2/nfts/${hiddenId}`), 404, 'NOT_FOUND');
    expectError(await req('GET', `/v2/nfts/${hiddenId}`, fans.anna.token), 404, 'NOT_FOUND');
    expectError(await req('GET', `/v2/nfts/${hiddenId}/moves`, fans.anna.token), 404, 'NOT_FOUND');
    expect((await req('GET', `/v2/nfts/${hiddenId}`, fans.dan.token)).statusCode).toBe(200);
    expect((await req('GET', `/v2/nfts/${hiddenId}`, admin)).statusCode).toBe(200);
    expectError(await req('GET', '/v2/nfts/999999'), 404, 'NOT_FOUND');

    const listed = (who?: string) => req('GET', `/v2/nft_collections/${collectionId}/nfts`, who);
    expect((await listed()).json().data.map((n: { id: string }) => n.id)).toEqual([cardId]);
    expect((await listed(fans.dan.token)).json().data.map((n: { id: string }) => n.id)).toEqual([cardId, hiddenId]);

    const collections = await req('GET', '/v2/nft_collections');
    expect(collections.statusCode).toBe(200);
    expect(collections.headers['total-count']).toBe('1');

    // nfts_count counts each collection's own public NFTs (its ids are not its NFTs' token ids).
    const other = await req('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug: 'counted', name: { en: 'Counted' } },
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().data.id;
    for (const name of ['One', 'Two']) {
      const made = await req('POST', '/v2/admin/nfts', admin, {
        nft: { nft_collection_id: otherId, name: { en: name }, amount: 1 },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const counts = Object.fromEntries(
      (await req('GET', '/v2/nft_collections'))
        .json()
        .data.map((c: { id: string; attributes: { nfts_count: number } }) => [c.id, c.attributes.nfts_count]),
    );
    expect(counts).toEqual({ [collectionId]: 1, [otherId]: 2 });
    expect((await req('GET', `/v2/nft_collections/${otherId}`)).json().data.attributes.nfts_count).toBe(2);
    const bySlug = await req('GET', '/v2/nft_collections/legenden', undefined);
    expect(bySlug.json().data.id).toBe(collectionId);
    expectError(await req('GET', '/v2/nft_collections/nothing-here'), 404, 'NOT_FOUND');
  });

  it("lists the caller's NFTs with the filters and the meta, and a user's public NFTs", async () => {
    expectError(await req('GET', '/v2/nfts?by_current_user=true'), 401);
    expectError(await req('GET', '/v2/nfts', fans.dan.token), 422, 'VALIDATION_FAILED');
    const dan = await req('GET', '/v2/nfts?by_current_user=true&sort_by=name&sort_direction=desc', fans.dan.token);
    expect(dan.statusCode, dan.body).toBe(200);
    const body = dan.json();
    // "The captain" and "Secret card", by name descending.
    expect(body.data.map((n: { id: string }) => n.id)).toEqual([cardId, hiddenId]);
    expect(body.meta).toEqual({
      available_categories: [{ id: collectionId, name: 'Legends', slug: 'legends' }],
      daily_trade_count: 0,
      daily_nft_gift_count: 0,
      // The demo instance trades: no open trade request offers an NFT Dan lacks (docs/NFTS.md "Trading").
      has_tradable_unowned: false,
      // Two copies of the captain (the batch's and Anna's).
      has_tradable_duplicates: true,
    });
    expect(body.included.map((r: { type: string }) => r.type)).toEqual(
      expect.arrayContaining(['nft_medium', 'nft_collection']),
    );
    const search = await req('GET', '/v2/nfts?by_current_user=true&q=capt', fans.dan.token);
    expect(search.json().data.map((n: { id: string }) => n.id)).toEqual([cardId]);
    const short = await req('GET', '/v2/nfts?by_current_user=true&q=c', fans.dan.token);
    expect(short.json().data).toHaveLength(2);
    const frozen = await req('GET', '/v2/nfts?by_current_user=true&frozen_or_burnt=true', fans.ben.token);
    expect(frozen.json().data.map((n: { id: string }) => n.id)).toEqual([cardId]);
    const anna = (await req('GET', '/v2/nfts?by_current_user=true', fans.anna.token)).json();
    expect(anna.data[0].attributes.user_amount).toBe(2);
    expect(anna.meta.has_tradable_duplicates).toBe(true);
    const other = await req('GET', `/v2/nfts?by_current_user=true&by_collection=987654`, fans.anna.token);
    expect(other.json().data).toHaveLength(0);

    const ben = (await req('GET', '/v2/nfts?by_current_user=true', fans.ben.token)).json();
    // Two copies, one of them frozen: no movable duplicate.
    expect(ben.meta.has_tradable_duplicates).toBe(false);

    // Dan's public list: only the public NFT, with Dan's copies, whoever asks.
    const profile = await req('GET', '/v2/users/nft-dan/nfts', fans.anna.token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(
      profile
        .json()
        .data.map((n: { id: string; attributes: { user_amount: number } }) => [n.id, n.attributes.user_amount]),
    ).toEqual([[cardId, 2]]);
    expectError(await req('GET', '/v2/users/nobody-here/nfts'), 404, 'NOT_FOUND');
  });

  it('redeems a benefit once, for holders only, and shows its secret to that holder', async () => {
    const show = (await req('GET', `/v2/nfts/${cardId}`, fans.anna.token)).json();
    const benefitId = show.included.find((r: { type: string }) => r.type === 'nft_benefit').id as string;
    const redeem = (token: string | undefined, key?: string) =>
      req('POST', `/v2/nft_benefits/${benefitId}/redeem`, token, undefined, key);
    expectError(await redeem(undefined, 'r-guest'), 401);
    expectError(await redeem(fans.anna.token), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await redeem(outsider, 'r-out'), 403, 'FORBIDDEN');
    const first = await redeem(fans.anna.token, 'r-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toEqual({
      title: 'A signed shirt',
      description: '',
      redeemed: true,
      secret: 'SHIRT-CODE-1',
    });
    const retry = await redeem(fans.anna.token, 'r-1');
    expect(retry.statusCode).toBe(200);
    expectError(await redeem(fans.anna.token, 'r-2'), 409, 'ALREADY_REDEEMED');
    const after = (await req('GET', `/v2/nfts/${cardId}`, fans.anna.token)).json();
    expect(after.included.find((r: { type: string }) => r.type === 'nft_benefit').attributes).toMatchObject({
      redeemed: true,
      secret: 'SHIRT-CODE-1',
    });
    const ben = (await req('GET', `/v2/nfts/${cardId}`, fans.ben.token)).json();
    expect(ben.included.find((r: { type: string }) => r.type === 'nft_benefit').attributes).toMatchObject({
      redeemed: false,
      secret: null,
    });
    expectError(
      await req('POST', '/v2/nft_benefits/999999/redeem', fans.anna.token, undefined, 'r-x'),
      404,
      'NOT_FOUND',
    );
  });
  it('makes a video NFT with renditions through the media module, and records one redeem of parallel ones', async () => {
    const clip = await makeClip(await tempDir('tribune-nft-clip-'), 'goal.mp4', { width: 640, height: 360 });
    const video = {
      nft_collection_id: collectionId,
      name: { en: 'The goal' },
      amount: 10,
      video_options: { autoplay: false, loop: true, show_controls: true },
      benefits: [{ title: { en: 'Stadium tour' }, secret: 'TOUR-7' }],
    };
    const created = await sendForm(t.req, 'POST', '/v2/admin/nfts', admin, [
      { name: 'nft[data]', value: JSON.stringify(video) },
      { name: 'nft[file]', value: clip, filename: 'goal.mp4', type: 'video/mp4' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const medium = await waitProcessed(t.app, created.json().data.attributes.nft_medium_id, bearer(admin));
    expect(medium.status).toBe('ready');

    const show = (await req('GET', `/v2/nfts/${id}`)).json();
    expect(show.data.attributes.video_options).toEqual({ autoplay: false, loop: true, show_controls: true });
    const nftMedium = show.included.find((r: { type: string }) => r.type === 'nft_medium');
    expect(nftMedium.attributes).toMatchObject({ media_type: 'video', dimensions: { width: 640, height: 360 } });
    const progressive = nftMedium.attributes.threeq_output.progressive as Array<{ resolution: number; url: string }>;
    expect(progressive.length).toBeGreaterThan(0);
    const resolutions = progressive.map((p) => p.resolution);
    expect(resolutions).toEqual([...resolutions].sort((a, b) => a - b));
    expect(nftMedium.attributes.poster).toMatch(/\.webp$/);
    // The files are public to whoever sees the NFT: a guest opens a rendition and the original.
    for (const url of [progressive[0]!.url, nftMedium.attributes.original as string]) {
      const u = new URL(url, 'http://localhost');
      expect((await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })).statusCode, url).toBe(200);
    }

    const mint = await req(
      'POST',
      `/v2/admin/nfts/${id}/mints`,
      admin,
      { mint: { user_id: String(fans.ben.id), amount: 1 } },
      'mint-video-ben',
    );
    expect(mint.statusCode, mint.body).toBe(201);
    const benefitId = show.included.find((r: { type: string }) => r.type === 'nft_benefit').id as string;
    const redeems = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        req('POST', `/v2/nft_benefits/${benefitId}/redeem`, fans.ben.token, undefined, `redeem-video-${i}`),
      ),
    );
    expect(redeems.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(redeems.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(nftBenefitRedemptions)
      .where(eq(nftBenefitRedemptions.benefitId, Number(benefitId)));
    expect(rows).toHaveLength(1);
  }, 120_000);
});
