import { describe, expect, it } from 'vitest';
import type { Transaction } from './api.ts';
import {
  applyBoost,
  asAddress,
  contentPrice,
  counterpartOf,
  directionOf,
  kindOf,
  movablePending,
  readAmount,
  shortAddress,
  withInitialBoost,
} from './logic.ts';

const A = '0xAbCdEf0000000000000000000000000000000001';
const B = '0x0000000000000000000000000000000000000002';

function tx(over: Partial<Transaction['attributes']> = {}, id = '1'): Transaction {
  return {
    id,
    type: 'transaction',
    attributes: {
      tx_hash: null,
      event_name: 'Sent',
      ordered_nft_id: null,
      tx_status: 'complete',
      option: '0',
      amount: '150000000',
      to: B,
      from: A,
      error: null,
      created_at: '2026-01-01T00:00:00.000Z',
      completed_at: null,
      ...over,
    },
  };
}

describe('directionOf', () => {
  it('is sent from the own address and received at it, whatever the case of the letters', () => {
    expect(directionOf(tx(), A.toLowerCase())).toBe('sent');
    expect(directionOf(tx(), B)).toBe('received');
    expect(directionOf(tx(), '0x9999999999999999999999999999999999999999')).toBe('other');
    expect(directionOf(tx(), null)).toBe('other');
  });

  it('names the other side', () => {
    expect(counterpartOf(tx(), 'sent')).toBe(B);
    expect(counterpartOf(tx(), 'received')).toBe(A);
  });
});

describe('movablePending', () => {
  it('keeps pending transactions that have a hash', () => {
    const list = [
      tx({ tx_status: 'pending', tx_hash: '0xabc' }, '1'),
      tx({ tx_status: 'pending', tx_hash: null }, '2'),
      tx({ tx_status: 'complete', tx_hash: '0xdef' }, '3'),
    ];
    expect(movablePending(list).map((t) => t.id)).toEqual(['1']);
  });
});

describe('boosts', () => {
  it('adds the amount and marks the item boosted', () => {
    expect(applyBoost({ boosts: '100000000', boosted_by_current_user: false }, 50000000n)).toEqual({
      boosts: '150000000',
      boosted_by_current_user: true,
    });
  });

  it('adds the difference of a larger initial boost locally', () => {
    const idea = { id: '1', boosts: '0', boosted_by_current_user: false };
    expect(withInitialBoost(idea, '200000000')).toEqual({
      id: '1',
      boosts: '200000000',
      boosted_by_current_user: true,
    });
    expect(withInitialBoost({ ...idea, boosts: '200000000' }, '200000000')).toEqual({ ...idea, boosts: '200000000' });
    expect(withInitialBoost(idea, null)).toBe(idea);
  });
});

describe('asAddress and shortAddress', () => {
  it('tells an address from a name', () => {
    expect(asAddress(` ${A} `)).toBe(A);
    expect(asAddress('Fan Anna')).toBeNull();
    expect(asAddress('0x123')).toBeNull();
  });

  it('shortens long addresses', () => {
    expect(shortAddress(A)).toBe('0xAbCd…0001');
    expect(shortAddress('0x12')).toBe('0x12');
  });
});

describe('contentPrice', () => {
  it('is the price in base units when the content is for sale, null otherwise', () => {
    expect(contentPrice({ price: '100000000' })).toBe('100000000');
    expect(contentPrice({ price: null })).toBeNull();
    expect(contentPrice({ price: '0' })).toBeNull();
    expect(contentPrice({})).toBeNull();
  });
});

describe('kindOf', () => {
  it('names boosts, unlocks, votes, withdrawals and mints; anything else is a send', () => {
    expect(kindOf('CommentBoosted')).toBe('boost');
    expect(kindOf('AmaQuestionBoosted')).toBe('boost');
    expect(kindOf('ContentUnlocked')).toBe('unlock');
    expect(kindOf('Voted')).toBe('vote');
    expect(kindOf('DepositWithdrawn')).toBe('withdrawal');
    expect(kindOf('Minted')).toBe('mint');
    expect(kindOf('Sent')).toBe('send');
    expect(kindOf('Transfer')).toBe('send');
  });
});

describe('readAmount', () => {
  it('reads tokens into base units within the balance, or names what is wrong', () => {
    const cases: [string, string | null, ReturnType<typeof readAmount>][] = [
      ['1.5', '150000000', { units: 150000000n }],
      ['2', null, { units: 200000000n }],
      ['', '1', { problem: 'wallet.send.amountInvalid' }],
      ['abc', '1', { problem: 'wallet.send.amountInvalid' }],
      ['0', '1', { problem: 'wallet.send.amountInvalid' }],
      ['2', '100000000', { problem: 'wallet.send.amountTooHigh' }],
    ];
    for (const [text, balance, expected] of cases) expect(readAmount(text, balance)).toEqual(expected);
  });
});
