import { describe, expect, it } from 'vitest';
import { findRings } from './trade-groups.ts';
import type { TradeRequest } from './trade-repository.ts';

/** An open request of `userId` offering and wanting `[nftId, amount]` pairs. */
const request = (id: number, userId: number, offered: Array<[number, number]>, wanted: Array<[number, number]>) =>
  ({
    row: { id, userId, status: 'open' },
    ownerSlug: `fan${userId}`,
    offered: offered.map(([nftId, amount]) => ({ nftId, amount })),
    wanted: wanted.map(([nftId, amount]) => ({ nftId, amount })),
  }) as unknown as TradeRequest;

describe('findRings (docs/NFTS.md "Trade groups")', () => {
  it('finds a ring of two once, with a leg per wanted NFT from the other owner', () => {
    const rings = findRings([request(1, 10, [[100, 1]], [[200, 1]]), request(2, 20, [[200, 2]], [[100, 1]])]);
    expect(rings).toHaveLength(1);
    expect(rings[0]!.key).toBe('1>2');
    expect(rings[0]!.tradeData).toEqual([
      { request_id: '1', from_user_id: '20', to_user_id: '10', nft_id: '200', amount: 1 },
      { request_id: '2', from_user_id: '10', to_user_id: '20', nft_id: '100', amount: 1 },
    ]);
  });

  it('finds a ring of three in ring order, and none where an offer does not cover a want', () => {
    const a = request(5, 1, [[1, 1]], [[2, 1]]);
    const b = request(3, 2, [[2, 1]], [[3, 1]]);
    const c = request(4, 3, [[3, 1]], [[1, 1]]);
    const rings = findRings([a, b, c]);
    expect(rings.map((r) => r.key)).toEqual(['3>4>5']);
    expect(findRings([a, b, request(4, 3, [[3, 1]], [[1, 2]])])).toEqual([]);
  });

  it('never rings a fan with themselves', () => {
    expect(findRings([request(1, 7, [[1, 1]], [[2, 1]]), request(2, 7, [[2, 1]], [[1, 1]])])).toEqual([]);
  });
});
