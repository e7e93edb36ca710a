import { describe, expect, it } from 'vitest';
import { giftReducer, initialGift, sendBlock, type GiftState } from './machine.ts';

const rob = { slug: 'rob', name: 'Rob', avatar: null, verified: true };
const card = { id: '7', name: 'Captain' };

const run = (state: GiftState, ...events: Parameters<typeof giftReducer>[1][]) => events.reduce(giftReducer, state);

describe('the gift dialog machine', () => {
  it('goes from select to confirm only with a recipient and an NFT, and back', () => {
    expect(run(initialGift(), { type: 'review' }).step).toBe('select');
    expect(run(initialGift(rob), { type: 'review' }).step).toBe('select');
    const confirm = run(initialGift(rob), { type: 'pickNft', nft: card }, { type: 'review' });
    expect(confirm.step).toBe('confirm');
    expect(run(confirm, { type: 'back' }).step).toBe('select');
  });

  it('sends once, shows the result of the current gift only, and resets to the opener recipient', () => {
    const confirm = run(initialGift(rob), { type: 'pickNft', nft: card }, { type: 'review' });
    const sending = run(confirm, { type: 'send', key: 'k1' });
    expect(sending.status).toBe('gifting');
    expect(run(sending, { type: 'send', key: 'k2' }).key).toBe('k1');
    expect(run(sending, { type: 'back' }).step).toBe('confirm');
    expect(run(sending, { type: 'gifted', key: 'other' }).status).toBe('gifting');
    const done = run(sending, { type: 'gifted', key: 'k1' });
    expect(done).toMatchObject({ step: 'result', status: 'gifted' });
    expect(run(sending, { type: 'failed', key: 'k1' })).toMatchObject({ step: 'result', status: 'failed' });
    const reset = run(done, { type: 'reset', recipient: rob });
    expect(reset).toEqual(initialGift(rob));
    // An answer arriving after a reset changes nothing.
    expect(run(reset, { type: 'failed', key: 'k1' })).toEqual(initialGift(rob));
  });

  it('disables Send at or above the daily limit, without duplicates, or without a choice', () => {
    const chosen = run(initialGift(rob), { type: 'pickNft', nft: card });
    expect(sendBlock(chosen, { limit: 3, today: 1, hasDuplicates: true })).toBeNull();
    expect(sendBlock(chosen, { limit: 3, today: 3, hasDuplicates: true })).toBe('limit');
    expect(sendBlock(chosen, { limit: 3, today: 4, hasDuplicates: true })).toBe('limit');
    expect(sendBlock(chosen, { limit: 3, today: 0, hasDuplicates: false })).toBe('noDuplicates');
    expect(sendBlock(initialGift(rob), { limit: 3, today: 0, hasDuplicates: true })).toBe('incomplete');
    expect(sendBlock(chosen, null)).toBe('incomplete');
  });
});
