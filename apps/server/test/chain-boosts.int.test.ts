import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toUnits } from '@tribune/contracts';
import { boosts, chainEvents } from '../src/db/schema.ts';
import { ChainIndexer } from '../src/modules/chain/indexer.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { insertTestContent, namedFanToken } from './fixtures.ts';
import { bearer } from './tokens.ts';

/**
 * Boosts through the API on a real embedded chain (docs/CHAIN.md "Boosts"): the relay pays from the
 * fan's hot wallet, the receipt is counted at once and exactly once, hidden items answer 404, and a
 * retried Idempotency-Key moves value once.
 */
describe('boosts', () => {
  const t = useChainApp();
  let contentId: number;
  let hiddenId: number;
  let commentId: string;

  beforeAll(async () => {
    contentId = await insertContent('boostable', true);
    hiddenId = await insertContent('hidden-draft', false);
  }, 120_000);

  const insertContent = (slug: string, published: boolean) => insertTestContent(t.database.db, slug, published);

  const fan = (slug: string, tokens: string) => fanWithTokens(t.app, t.keys, slug, tokens);

  const boost = (token: string | undefined, key: string | undefined, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/boosts',
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { boost: body },
    });

  it('boosts a comment: the count moves once, the booster is listed, a retry moves nothing', async () => {
    const a = await fan('booster-a', '10');
    const b = await fan('booster-b', '0');
    const comment = await t.app.inject({
      method: 'POST',
      url: `/v2/contents/boostable/comments`,
      headers: bearer(b.token),
      payload: { comment: { body: 'Boost me' } },
    });
    expect(comment.statusCode).toBe(201);
    commentId = comment.json().data.id;

    const body = { boostable_type: 'comment', boostable_id: commentId, amount: toUnits('2').toString() };
    const first = await boost(a.token, 'boost-1', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({ tx_status: 'complete', event_name: 'CommentBoosted' });
    expect(first.json().meta).toEqual({ boosts: '200000000', boosted_by_current_user: true });

    // The same key: the first record, nothing moves again.
    const again = await boost(a.token, 'boost-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().meta.boosts).toBe('200000000');
    // The same key for another amount is a mistake.
    expect((await boost(a.token, 'boost-1', { ...body, amount: '1' })).statusCode).toBe(409);

    // The indexer reaching the same block counts nothing twice.
    const { runtime } = t.app.chain.require();
    await new ChainIndexer(t.database.db, runtime).runOnce();
    const rows = await t.database.db.select().from(boosts).where(eq(boosts.itemType, 'comment'));
    expect(rows).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(chainEvents)
      .where(
        and(eq(chainEvents.eventName, 'CommentBoosted'), eq(chainEvents.txHash, first.json().data.attributes.tx_hash)),
      );
    expect(events).toHaveLength(1);
    expect(await runtime.tokenBalance(a.address)).toBe(toUnits('8'));

    const list = await t.app.inject({
      method: 'GET',
      url: `/v2/boosters?boostable_type=comment&boostable_id=${commentId}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(1);
    expect(list.json().data[0].attributes).toMatchObject({ amount: '200000000', user: { slug: 'booster-a' } });
  }, 60_000);

  it('boosts a content; a hidden or unknown item answers 404 like a missing one', async () => {
    const a = await fan('booster-c', '3');
    const ok = await boost(a.token, 'content-1', {
      boostable_type: 'content',
      boostable_id: String(contentId),
      amount: '100',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().meta).toEqual({ boosts: '100', boosted_by_current_user: true });
    for (const id of [String(hiddenId), '999999']) {
      const res = await boost(a.token, `content-${id}`, { boostable_type: 'content', boostable_id: id, amount: '100' });
      expect(res.statusCode).toBe(404);
    }
    const hiddenList = await t.app.inject({
      method: 'GET',
      url: `/v2/boosters?boostable_type=content&boostable_id=${hiddenId}`,
    });
    expect(hiddenList.statusCode).toBe(404);
  }, 60_000);

  it('refuses without a key, a token, a wallet or the balance', async () => {
    const body = { boostable_type: 'content', boostable_id: String(contentId), amount: toUnits('5').toString() };
    expect((await boost(undefined, 'k', body)).statusCode).toBe(401);
    const poor = await fan('booster-poor', '1');
    const noKey = await boost(poor.token, undefined, body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const tooMuch = await boost(poor.token, 'too-much', body);
    expect(tooMuch.statusCode).toBe(201);
    expect(tooMuch.json().data.attributes.tx_status).toBe('failed');
    expect(tooMuch.json().meta.boosted_by_current_user).toBe(false);
    const walletless = await namedFanToken(t.keys, 'walletless');
    const none = await boost(walletless, 'none', body);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('NO_WALLET');
  }, 60_000);
});
