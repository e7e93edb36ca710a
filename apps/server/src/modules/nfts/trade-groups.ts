/**
 * Trade groups (docs/NFTS.md "Trade groups"): rings of open requests that satisfy each other. In a
 * ring each request's wanted NFTs are covered by the offer of the next request's owner (A wants what
 * B offers, B wants what C offers, C wants what A offers); rings of two and three fans are found.
 * Each ring is stored once, under the key of its request ids from the smallest in ring order. A
 * member (the owner of one of its requests) executes it: every leg in one swap, all or nothing; a
 * ring any of whose requests is no longer open is `stale`.
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainHolder, TransactionRow } from '../chain/index.ts';
import { presentTradeGroup, ringLegsOf, type RingLeg } from './trade-presenter.ts';
import {
  allOpen,
  findGroup,
  groupOfRecord,
  groupsOf,
  insertGroups,
  insertSwapRecord,
  lockGroup,
  lockRequests,
  markFulfilled,
  markGroupExecuted,
  markStaleGroups,
  recordByKey,
  requestsOfRecord,
  type TradeGroupRow,
  type TradeRequest,
} from './trade-repository.ts';
import { prepareSwap, sendSwap, type SwapLeg } from './trade-swap.ts';
import type { TradesService } from './trade-service.ts';

/** The event name of a trade group's write-ahead record. */
export const NFT_TRADE_GROUP_EVENT = 'NftTradeGroupExecuted';

const window = (page: Page) => ({ limit: page.perPage, offset: page.offset });

/** Whether `giver`'s offer covers every NFT `taker` wants. */
function covers(giver: TradeRequest, taker: TradeRequest): boolean {
  return taker.wanted.every((w) => giver.offered.some((o) => o.nftId === w.nftId && o.amount >= w.amount));
}

/** The legs of a ring in order: each request gets its wanted NFTs from the next request's owner. */
function ringLegs(ring: TradeRequest[]): RingLeg[] {
  return ring.flatMap((taker, i) => {
    const giver = ring[(i + 1) % ring.length]!;
    return taker.wanted.map((w) => ({
      request_id: String(taker.row.id),
      from_user_id: String(giver.row.userId),
      to_user_id: String(taker.row.userId),
      nft_id: String(w.nftId),
      amount: w.amount,
    }));
  });
}

/** The key of a ring: its ids from the smallest, in ring order. */
function ringKey(ring: TradeRequest[]): string {
  const ids = ring.map((r) => r.row.id);
  const start = ids.indexOf(Math.min(...ids));
  return [...ids.slice(start), ...ids.slice(0, start)].join('>');
}

/** Every ring of two and three open requests of different owners (each once). */
export function findRings(open: TradeRequest[]): Array<{ key: string; tradeData: RingLeg[] }> {
  const next = new Map<number, TradeRequest[]>();
  for (const a of open) {
    next.set(
      a.row.id,
      open.filter((b) => b.row.userId !== a.row.userId && covers(b, a)),
    );
  }
  const found = new Map<string, RingLeg[]>();
  for (const a of open) {
    for (const b of next.get(a.row.id) ?? []) {
      // A ring is met once per member: the first meeting (from its smallest id) is kept.
      const pair = ringKey([a, b]);
      if ((next.get(b.row.id) ?? []).includes(a) && !found.has(pair)) found.set(pair, ringLegs([a, b]));
      for (const c of next.get(b.row.id) ?? []) {
        if (c.row.userId === a.row.userId || c.row.userId === b.row.userId) continue;
        const key = ringKey([a, b, c]);
        if ((next.get(c.row.id) ?? []).includes(a) && !found.has(key)) found.set(key, ringLegs([a, b, c]));
      }
    }
  }
  return [...found].map(([key, tradeData]) => ({ key, tradeData }));
}

/** What trade groups use. */
export interface TradeGroupPorts {
  chain: ChainHolder;
  trades: TradesService;
}

export class TradeGroupsService {
  constructor(
    private readonly db: Db,
    private readonly ports: TradeGroupPorts,
  ) {}

  /** Finds and stores the rings of the open requests now, and marks the groups that can no longer be. */
  async refresh(): Promise<void> {
    await this.ports.trades.settle();
    await markStaleGroups(this.db);
    const rings = findRings(await allOpen(this.db));
    await insertGroups(this.db, rings);
  }

  /** A page of the groups the caller is in, open ones first. */
  async list(caller: Caller, page: Page) {
    await this.refresh();
    const out = await groupsOf(this.db, caller.user.id, window(page));
    return { data: out.rows.map(presentTradeGroup), total: out.total };
  }

  /** A group the caller is in; 404 for one they are not in. */
  private async member(id: number, caller: Caller): Promise<TradeGroupRow> {
    const group = await findGroup(this.db, id);
    const uid = String(caller.user.id);
    const legs = ringLegsOf(group?.tradeData ?? []);
    if (!group || !legs.some((l) => l.to_user_id === uid || l.from_user_id === uid)) throw new AppError('NOT_FOUND');
    return group;
  }

  /**
   * Executes a group (any member, once per Idempotency-Key): its requests are locked in id order,
   * must all be open, and become fulfilled with the group's record in one transaction; then every
   * leg moves in one swap. A failed swap opens them again.
   */
  async execute(
    id: number,
    caller: Caller,
    key: string,
  ): Promise<{ created: boolean; record: TransactionRow; group: TradeGroupRow }> {
    const services = this.ports.chain.require();
    const uid = caller.user.id;
    const existing = await recordByKey(this.db, uid, key);
    if (existing) return this.replay(existing, id, caller);
    await this.refresh();
    const group = await this.member(id, caller);
    if (group.status !== 'open') throw new AppError('NFT_TRADE_GROUP_STALE');
    const legs: SwapLeg[] = ringLegsOf(group.tradeData).map((l) => ({
      requestId: Number(l.request_id),
      fromUserId: Number(l.from_user_id),
      toUserId: Number(l.to_user_id),
      nftId: Number(l.nft_id),
      amount: l.amount,
    }));
    const requestIds = [...new Set(legs.map((l) => l.requestId))];
    const wallets = await prepareSwap(this.db, services, legs, uid);

    const written = await inTransaction(this.db, async (tx) => {
      const rows = await lockRequests(tx, requestIds);
      const locked = await lockGroup(tx, id);
      const again = await recordByKey(tx, uid, key);
      if (again) return { record: again, created: false };
      if (locked?.status !== 'open' || rows.length !== requestIds.length || rows.some((r) => r.status !== 'open')) {
        throw new AppError('NFT_TRADE_GROUP_STALE');
      }
      const record = await insertSwapRecord(tx, {
        userId: uid,
        event: NFT_TRADE_GROUP_EVENT,
        itemType: 'nft_trade_group',
        itemId: id,
        key,
        amount: legs.reduce((n, l) => n + l.amount, 0),
      });
      const byRequest = new Map(legs.map((l) => [l.requestId, l.fromUserId]));
      await markFulfilled(
        tx,
        requestIds.map((requestId) => ({ requestId, byUserId: byRequest.get(requestId)! })),
        record.id,
        id,
      );
      await markGroupExecuted(tx, id, record.id, uid);
      return { record, created: true };
    });
    if (!written.created) return this.replay(written.record, id, caller);

    const record = await sendSwap(this.db, services, written.record, legs, wallets);
    if (record.txStatus === 'failed') {
      await this.refresh();
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [record.error ?? 'reverted'] });
    }
    const after = (await findGroup(this.db, id))!;
    if (record.txStatus === 'complete') {
      await this.ports.trades.notifySuccess(await requestsOfRecord(this.db, record.id), uid);
    }
    return { created: true, record, group: after };
  }

  private async replay(record: TransactionRow, id: number, caller: Caller) {
    if (record.itemType !== 'nft_trade_group' || record.itemId !== id) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for another call.');
    }
    if (record.txStatus === 'failed') {
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [record.error ?? 'reverted'] });
    }
    await this.member(id, caller);
    const group = (await groupOfRecord(this.db, record.id)) ?? (await findGroup(this.db, id))!;
    return { created: false, record, group };
  }
}
