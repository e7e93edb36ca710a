import { and, eq, sql } from 'drizzle-orm';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityActionsAbi, toUnits } from '@tribune/contracts';
import { chainEvents, hotWallets, votes } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { ChainIndexer } from '../src/modules/chain/indexer.ts';
import type { ChainEventRow } from '../src/modules/chain/indexer-repository.ts';
import { loadMasterKey, unseal } from '../src/modules/chain/sealing.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { tokenFor } from './tokens.ts';
import { adminToken } from './fixtures.ts';

const DAY = 24 * 3600 * 1000;

type Attrs = Record<string, unknown>;
interface Resource {
  id: string;
  attributes: Attrs;
}

/**
 * Value-moving actions on a real embedded chain (docs/CHAIN.md "Content unlocks", "Token votes and
 * frozen tokens", "Boosts in the presenters"): boosts shown on every boostable list and show, content
 * unlocks (price checked by the indexer), token votes with their locked deposits and withdrawals.
 */
describe('chain actions', () => {
  const t = useChainApp({ chainName: 'Actions', admin: true, options: { rateLimits: false } });
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
  }, 120_000);

  const req = t.req;
  const withKey = (key: string) => ({ 'idempotency-key': key });
  const runtime = () => t.app.chain.require().runtime;

  const fan = (slug: string, tokens: string) => fanWithTokens(t.app, t.keys, slug, tokens);

  /** A user without a wallet (exists from the first request). */
  async function plainUser(slug: string) {
    const token = await tokenFor(t.keys, { sub: `uid-${slug}`, name: slug, slug });
    expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
    return token;
  }

  /** The hot wallet's own key, as a self-custody wallet would hold it. */
  async function ownKey(address: Address) {
    const [row] = await t.database.db.select().from(hotWallets).where(eq(hotWallets.address, address));
    const master = await loadMasterKey(undefined, t.chain.dir);
    return privateKeyToAccount(unseal(master, row!.sealedKey, address) as Hex);
  }

  /** Runs the indexer once up to the head, with the app's effects (votes, boosts). */
  async function index() {
    const effects = t.app.chainEffects;
    await new ChainIndexer(t.database.db, runtime(), {
      onEvents: (tx: Db, events: ChainEventRow[]) => effects.apply(tx, events, 1),
      onRevert: (tx: Db, events: ChainEventRow[]) => effects.apply(tx, events, -1),
    }).runOnce();
  }

  const boost = (token: string, key: string, type: string, id: string, amount: string) =>
    req('POST', '/v2/boosts', token, { boost: { boostable_type: type, boostable_id: id, amount } }, withKey(key));

  const find = (list: Resource[], id: string) => {
    const found = list.find((r) => r.id === id);
    expect(found, `resource ${id} in the list`).toBeDefined();
    return found!.attributes;
  };

  it('shows boosts and boosted_by_current_user on contents, comments, ideas and AMA questions', async () => {
    const booster = await fan('pres-booster', '10');
    const author = await plainUser('pres-author');
    const other = await plainUser('pres-other');

    const created = await req('POST', '/v2/admin/contents', admin, {
      content: { slug: 'pres-content', content_type: 'article', title: { en: 'Boost me' }, body: { en: '<p>x</p>' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const contentId = created.json().data.id as string;
    expect((await req('POST', `/v2/admin/contents/${contentId}/publish`, admin)).statusCode).toBe(200);
    const comment = await req('POST', '/v2/contents/pres-content/comments', author, { comment: { body: 'Hi' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().data.id as string;

    const mission = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: {
        slug: 'pres-mission',
        title: { en: 'Ideas' },
        ends_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(mission.statusCode, mission.body).toBe(201);
    expect((await req('POST', `/v2/admin/ideation_missions/${mission.json().data.id}/publish`, admin)).statusCode).toBe(
      200,
    );
    const idea = await req('POST', '/v2/ideation_missions/pres-mission/ideas', author, {
      idea: { title: 'An idea', body: '<p>b</p>' },
    });
    expect(idea.statusCode, idea.body).toBe(201);
    const ideaId = idea.json().data.id as string;

    const session = await req('POST', '/v2/admin/ama_sessions', admin, {
      ama_session: {
        slug: 'pres-ama',
        title: { en: 'Ask' },
        host_slug: null,
        ends_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(session.statusCode, session.body).toBe(201);
    expect((await req('POST', `/v2/admin/ama_sessions/${session.json().data.id}/publish`, admin)).statusCode).toBe(200);
    const question = await req('POST', '/v2/ama_sessions/pres-ama/ama_questions', author, {
      ama_question: { title: 'A question?' },
    });
    expect(question.statusCode, question.body).toBe(201);
    const questionId = question.json().data.id as string;

    const targets: Array<[string, string, string]> = [
      ['content', contentId, '101'],
      ['comment', commentId, '102'],
      ['idea', ideaId, '103'],
      ['ama_question', questionId, '104'],
    ];
    for (const [type, id, amount] of targets) {
      const res = await boost(booster.token, `pres-${type}`, type, id, amount);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.attributes.tx_status).toBe('complete');
    }

    const views: Array<[string, string, string, string]> = [
      ['/v2/contents', '/v2/contents/pres-content', contentId, '101'],
      ['/v2/contents/pres-content/comments', `/v2/comments/${commentId}`, commentId, '102'],
      ['/v2/ideation_missions/pres-mission/ideas', `/v2/ideation_missions/pres-mission/ideas/${ideaId}`, ideaId, '103'],
      [
        '/v2/ama_sessions/pres-ama/ama_questions',
        `/v2/ama_sessions/pres-ama/ama_questions/${questionId}`,
        questionId,
        '104',
      ],
    ];
    for (const [listUrl, showUrl, id, amount] of views) {
      for (const [viewer, boosted] of [
        [booster.token, true],
        [other, false],
        [undefined, false],
      ] as const) {
        const list = await req('GET', listUrl, viewer);
        expect(list.statusCode, `${listUrl} ${list.body}`).toBe(200);
        expect(find(list.json().data as Resource[], id), listUrl).toMatchObject({
          boosts: amount,
          boosted_by_current_user: boosted,
        });
        const show = await req('GET', showUrl, viewer);
        expect(show.statusCode, `${showUrl} ${show.body}`).toBe(200);
        expect(show.json().data.attributes, showUrl).toMatchObject({
          boosts: amount,
          boosted_by_current_user: boosted,
        });
      }
    }
  }, 120_000);

  it('pays the initial boost of a new idea and question from the hot wallet, once', async () => {
    const author = await fan('initial-booster', '5');
    const poor = await plainUser('initial-no-wallet');
    const idea = await req('POST', '/v2/ideation_missions/pres-mission/ideas', author.token, {
      idea: { title: 'Boosted from the start', body: '<p>b</p>', initial_boost: '250' },
    });
    expect(idea.statusCode, idea.body).toBe(201);
    expect(idea.json().data.attributes).toMatchObject({
      initial_boost: '250',
      boosts: '250',
      boosted_by_current_user: true,
    });
    const question = await req('POST', '/v2/ama_sessions/pres-ama/ama_questions', author.token, {
      ama_question: { title: 'Boosted question?', initial_boost: '70' },
    });
    expect(question.statusCode, question.body).toBe(201);
    expect(question.json().data.attributes).toMatchObject({ boosts: '70', boosted_by_current_user: true });
    expect(await runtime().tokenBalance(author.address)).toBe(toUnits('5') - 320n);
    // Without a wallet the item is created unboosted (the app shows the difference as pending).
    const unpaid = await req('POST', '/v2/ideation_missions/pres-mission/ideas', poor, {
      idea: { title: 'No wallet', body: '<p>b</p>', initial_boost: '250' },
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    expect(unpaid.json().data.attributes).toMatchObject({ boosts: '0', boosted_by_current_user: false });
  }, 60_000);

  it('unlocks a buyer content for its price once, and the body shows', async () => {
    const buyer = await fan('unlock-buyer', '5');
    const price = toUnits('1').toString();
    const created = await req('POST', '/v2/admin/contents', admin, {
      content: {
        slug: 'for-sale',
        content_type: 'article',
        title: { en: 'Premium' },
        teaser: { en: 'Teaser' },
        body: { en: '<p>The secret</p>' },
        available_for: ['buyer'],
        price,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes.price).toBe(price);
    const id = created.json().data.id as string;
    expect((await req('POST', `/v2/admin/contents/${id}/publish`, admin)).statusCode).toBe(200);

    const before = (await req('GET', '/v2/contents/for-sale', buyer.token)).json().data.attributes;
    expect(before).toMatchObject({ price, bought_by_user: false, available: false, body: null });

    const noKey = await req('POST', '/v2/contents/for-sale/unlock', buyer.token);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await req('POST', '/v2/contents/for-sale/unlock', undefined, undefined, withKey('x'))).statusCode).toBe(
      401,
    );

    const first = await req('POST', '/v2/contents/for-sale/unlock', buyer.token, undefined, withKey('unlock-1'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      tx_status: 'complete',
      event_name: 'ContentUnlocked',
      amount: price,
    });
    expect(first.json().meta).toEqual({ bought_by_user: true });
    const after = (await req('GET', '/v2/contents/for-sale', buyer.token)).json().data.attributes;
    expect(after).toMatchObject({ bought_by_user: true, available: true, body: '<p>The secret</p>' });

    // The same key: the first record, nothing moves again; by id too.
    const again = await req('POST', `/v2/contents/${id}/unlock`, buyer.token, undefined, withKey('unlock-1'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await runtime().tokenBalance(buyer.address)).toBe(toUnits('4'));
    // Another key: already bought.
    const twice = await req('POST', '/v2/contents/for-sale/unlock', buyer.token, undefined, withKey('unlock-2'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_BOUGHT');
    expect(await runtime().tokenBalance(buyer.address)).toBe(toUnits('4'));

    // An update without price keeps it; null clears it, and then it is not for sale.
    const base = { slug: 'for-sale', content_type: 'article', title: { en: 'Premium' }, available_for: ['buyer'] };
    const kept = await req('PUT', `/v2/admin/contents/${id}`, admin, { content: base });
    expect(kept.json().data.attributes.price).toBe(price);
    const other = await fan('unlock-other', '5');
    const cleared = await req('PUT', `/v2/admin/contents/${id}`, admin, { content: { ...base, price: null } });
    expect(cleared.json().data.attributes.price).toBeNull();
    const notForSale = await req('POST', '/v2/contents/for-sale/unlock', other.token, undefined, withKey('u-o'));
    expect(notForSale.statusCode).toBe(422);
    expect(notForSale.json()).toMatchObject({ code: 'NOT_FOR_SALE', error: 'This content is not for sale.' });
    // A price without the buyer audience is not for sale either; bad prices are refused.
    const loggedIn = await req('PUT', `/v2/admin/contents/${id}`, admin, {
      content: { ...base, available_for: ['logged_in'], price },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(
      (await req('POST', '/v2/contents/for-sale/unlock', other.token, undefined, withKey('u-o2'))).json().code,
    ).toBe('NOT_FOR_SALE');
    for (const bad of ['0', '-1', '1.5', 'abc']) {
      const res = await req('PUT', `/v2/admin/contents/${id}`, admin, { content: { ...base, price: bad } });
      expect(res.statusCode, bad).toBe(422);
    }
    expect(await runtime().tokenBalance(other.address)).toBe(toUnits('5'));
    expect((await req('POST', '/v2/contents/nope/unlock', other.token, undefined, withKey('u-n'))).statusCode).toBe(
      404,
    );
  }, 120_000);

  it('does not unlock for a direct contract call that pays less than the price', async () => {
    const cheap = await fan('unlock-cheap', '5');
    const created = await req('POST', '/v2/admin/contents', admin, {
      content: {
        slug: 'for-sale-2',
        content_type: 'article',
        title: { en: 'Premium 2' },
        body: { en: '<p>Secret 2</p>' },
        available_for: ['buyer'],
        price: toUnits('2').toString(),
      },
    });
    const id = created.json().data.id as string;
    expect((await req('POST', `/v2/admin/contents/${id}/publish`, admin)).statusCode).toBe(200);

    // The fan's own key calls unlockContent with 1 base unit (as a self-custody wallet could).
    const account = await ownKey(cheap.address);
    const receipt = await runtime().send(account, {
      to: runtime().deployment.actionsAddress as Address,
      data: encodeFunctionData({ abi: communityActionsAbi, functionName: 'unlockContent', args: [BigInt(id), 1n] }),
    });
    await index();
    const events = await t.database.db
      .select()
      .from(chainEvents)
      .where(and(eq(chainEvents.eventName, 'ContentUnlocked'), eq(chainEvents.txHash, receipt.transactionHash)));
    expect(events).toHaveLength(1);
    const attrs = (await req('GET', '/v2/contents/for-sale-2', cheap.token)).json().data.attributes;
    expect(attrs).toMatchObject({ bought_by_user: false, body: null });
  }, 120_000);

  it('takes token votes through the chain, locks the deposit and withdraws it after the unlock', async () => {
    const voter = await fan('vote-voter', '10');
    const stranger = await fan('vote-stranger', '0');
    const now = Date.now();
    const created = await req('POST', '/v2/admin/votings', admin, {
      voting: {
        slug: 'token-vote',
        voting_type: 'tokenbased_variable',
        title: { en: 'Token vote' },
        ends_at: new Date(now + 2 * DAY).toISOString(),
        deposit_share: 50,
        unlocks_tokens_at: new Date(now + DAY).toISOString(),
        options: [{ value: { en: 'Red' } }, { value: { en: 'Blue' } }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const votingId = created.json().data.id as string;
    const red = (created.json().data.attributes.options as Array<{ id: string; value: { en: string } }>).find(
      (o) => o.value.en === 'Red',
    )!.id;
    expect((await req('POST', `/v2/admin/votings/${votingId}/publish`, admin)).statusCode).toBe(200);

    const body = { option_values: [{ option_id: red, amount: toUnits('2').toString() }] };
    const url = `/v2/votings/${votingId}/vote`;
    const noKey = await req('POST', url, voter.token, body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const first = await req('POST', url, voter.token, body, withKey('vote-1'));
    expect(first.statusCode, first.body).toBe(201);
    const attrs = first.json().data.attributes;
    expect(attrs.options.find((o: { id: string }) => o.id === red).votes).toBe('200000000');
    expect(attrs).toMatchObject({ voters_count: 1, votes_total: '200000000', voted_by_current_user: true });
    expect(attrs.user_votes).toEqual([
      {
        amount: '200000000',
        value: 'Red',
        option_id: red,
        locked_amount: '100000000',
        unlocks_at: new Date(Math.floor((now + DAY) / 1000) * 1000).toISOString(),
      },
    ]);

    // The same key: nothing moves again, one vote; the indexer reaching the block counts nothing twice.
    const again = await req('POST', url, voter.token, body, withKey('vote-1'));
    expect(again.statusCode, again.body).toBe(200);
    await index();
    const rows = await t.database.db
      .select()
      .from(votes)
      .where(eq(votes.votingId, Number(votingId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '200000000', lockedAmount: '100000000', withdrawnAt: null });
    expect(rows[0]!.txHash).toMatch(/^0x/);
    const shown = (await req('GET', `/v2/votings/${votingId}`, voter.token)).json().data.attributes;
    expect(shown.options.find((o: { id: string }) => o.id === red).votes).toBe('200000000');
    expect(await runtime().tokenBalance(voter.address)).toBe(toUnits('8'));
    // The locked part is held by the actions contract, the rest went to the treasury.
    expect(await runtime().tokenBalance(runtime().deployment.actionsAddress as Address)).toBe(toUnits('1'));

    // Frozen tokens: the deposit, its total in the header and on the current user.
    const voteId = String(rows[0]!.id);
    const list = await req('GET', '/v2/frozen_tokens', voter.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['total-frozen-amount']).toBe('100000000');
    expect(list.headers['total-count']).toBe('1');
    expect(list.json().data).toEqual([
      {
        id: voteId,
        type: 'frozen_token',
        attributes: {
          amount: '100000000',
          unlocks_at: attrs.user_votes[0].unlocks_at,
          voting_id: votingId,
          option_id: red,
          withdrawable: false,
          withdrawn_at: null,
        },
      },
    ]);
    expect((await req('GET', '/v2/user/show', voter.token)).json().data.attributes.frozen_tokens).toBe('100000000');
    expect((await req('GET', `/v2/frozen_tokens/${voteId}`, voter.token)).statusCode).toBe(200);
    expect((await req('GET', `/v2/frozen_tokens/${voteId}`, stranger.token)).statusCode).toBe(404);
    const empty = await req('GET', '/v2/frozen_tokens', stranger.token);
    expect(empty.headers['total-frozen-amount']).toBe('0');
    expect(empty.json().data).toEqual([]);

    // Withdrawing: only the voter's own vote, not before the unlock.
    const withdraw = (token: string, key?: string) =>
      req('POST', `/v2/votes/${voteId}/withdraw`, token, undefined, key ? withKey(key) : {});
    expect((await withdraw(voter.token)).statusCode).toBe(400);
    expect((await withdraw(stranger.token, 'w-s')).statusCode).toBe(404);
    const locked = await withdraw(voter.token, 'w-1');
    expect(locked.statusCode, locked.body).toBe(422);
    expect(locked.json().code).toBe('DEPOSIT_LOCKED');
    expect(await runtime().tokenBalance(voter.address)).toBe(toUnits('8'));

    // Two days later on the chain.
    await runtime().publicClient.request({ method: 'evm_increaseTime', params: [2 * 24 * 3600] } as never);
    // A block at that time, journaled like every other (the node mines no block of its own: evm_mine is not
    // among the methods it answers).
    await runtime().send(runtime().admin, { to: runtime().admin.address, value: 0n });
    const withdrawable = (await req('GET', `/v2/frozen_tokens/${voteId}`, voter.token)).json().data.attributes;
    expect(withdrawable.withdrawable).toBe(true);

    const done = await withdraw(voter.token, 'w-2');
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.attributes).toMatchObject({ tx_status: 'complete', event_name: 'DepositWithdrawn' });
    expect(done.json().meta.frozen_token.attributes).toMatchObject({ withdrawable: false });
    expect(done.json().meta.frozen_token.attributes.withdrawn_at).not.toBeNull();
    expect(await runtime().tokenBalance(voter.address)).toBe(toUnits('9'));
    expect((await withdraw(voter.token, 'w-2')).statusCode).toBe(200);
    const twice = await withdraw(voter.token, 'w-3');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_WITHDRAWN');
    expect(await runtime().tokenBalance(voter.address)).toBe(toUnits('9'));

    const afterList = await req('GET', '/v2/frozen_tokens', voter.token);
    expect(afterList.headers['total-frozen-amount']).toBe('0');
    expect((await req('GET', '/v2/user/show', voter.token)).json().data.attributes.frozen_tokens).toBe('0');
    // The vote itself still counts.
    const final = (await req('GET', `/v2/votings/${votingId}`, voter.token)).json().data.attributes;
    expect(final.votes_total).toBe('200000000');
  }, 120_000);

  it('counts a self-custody vote sent straight to the contract exactly once', async () => {
    const selfie = await fan('vote-self', '3');
    const now = Date.now();
    const created = await req('POST', '/v2/admin/votings', admin, {
      voting: {
        slug: 'self-vote',
        voting_type: 'tokenbased_fixed',
        title: { en: 'Self vote' },
        ends_at: new Date(now + 10 * DAY).toISOString(),
        options: [{ value: { en: 'Yes' } }, { value: { en: 'No' } }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const votingId = created.json().data.id as string;
    const yes = created.json().data.attributes.options[0].id as string;
    expect((await req('POST', `/v2/admin/votings/${votingId}/publish`, admin)).statusCode).toBe(200);

    const account = await ownKey(selfie.address);
    await runtime().send(account, {
      to: runtime().deployment.actionsAddress as Address,
      data: encodeFunctionData({
        abi: communityActionsAbi,
        functionName: 'vote',
        args: [BigInt(votingId), BigInt(yes), toUnits('1'), 0n, 0n],
      }),
    });
    await index();
    await index();
    const shown = (await req('GET', `/v2/votings/${votingId}`, selfie.token)).json().data.attributes;
    expect(shown).toMatchObject({ votes_total: '100000000', voters_count: 1 });
    expect(shown.user_votes).toHaveLength(1);
    const count = await t.database.db.execute(sql`select count(*)::int as n from votes where voting_id = ${votingId}`);
    expect(JSON.stringify(count)).toContain('"n":1');
  }, 120_000);
});
