/**
 * Trading NFTs (docs/NFTS.md "Trading"): trade requests (a fan offers NFTs it holds for NFTs it
 * wants), their lists, and fulfilling one (`trade`): both sides move in ONE `CommunityNFT.swap`
 * transaction or not at all (trade-swap.ts).
 *
 * Promises of copies hold under parallel requests: creating (and changing the offer of) a request
 * takes the owner's row lock, where the movable copies (balance − frozen − locked − on their way)
 * are checked, and gifts take the same lock. A trade takes the request's row lock, moves it from
 * open to fulfilled with its write-ahead record in one transaction and only then sends: of two fans
 * fulfilling one request at once exactly one gets it, the other 409 NFT_TRADE_REQUEST_CLOSED. A swap
 * that fails moved nothing: its request opens again (`reopenFailedSwaps`), and is withdrawn if its
 * owner's copies are gone.
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Page } from '../../http/pagination.ts';
import { presentUserSummary } from '../../platform/user-summary.ts';
import { userSummariesByIds } from '../../platform/user-summary-repository.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainHolder, TransactionRow } from '../chain/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { presentNft, presentNftMedium } from './presenter.ts';
import { benefitsOf } from './repository.ts';
import type { NftsService } from './service.ts';
import { withdrawUncovered } from './trade-effects.ts';
import type { TradeListQueryValue, TradeRequestCreate, TradeRequestUpdate } from './trade-input.ts';
import { presentTradeRequest, requestSlug } from './trade-presenter.ts';
import {
  findRequest,
  hasTradableUnowned,
  heldLessFrozen,
  insertRequest,
  insertSwapRecord,
  listFulfilled,
  listOpen,
  lockRequest,
  lockUser,
  markFulfilled,
  movableCopies,
  nftsWithCopies,
  recordByKey,
  reopenFailedSwaps,
  replaceItems,
  requestsOfRecord,
  setStatus,
  touchRequest,
  tradesToday,
  userIdBySlug,
  visibleNftIds,
  type TradeItem,
  type TradeRequest,
} from './trade-repository.ts';
import { adminApproved, prepareSwap, sendSwap, type SwapLeg } from './trade-swap.ts';

/** The event name of a trade's write-ahead record. */
export const NFT_TRADE_EVENT = 'NftTraded';

/** What trading uses of other modules. */
export interface TradePorts {
  chain: ChainHolder;
  notifications: Pick<Notifier, 'notify'>;
  nfts: NftsService;
  publicUrl: string;
}

/** A trade as the route answers it. */
export interface TradeOutcome {
  created: boolean;
  record: TransactionRow;
  doc: Awaited<ReturnType<TradesService['present']>> & { meta: Record<string, unknown> };
}

const window = (page: Page) => ({ limit: page.perPage, offset: page.offset });

/** A side of a body as items, with default amounts. */
const itemsOf = (list: Array<{ nft_id: string | number; amount?: number }>): TradeItem[] =>
  list.map((i) => ({ nftId: Number(i.nft_id), amount: i.amount ?? 1 }));

export class TradesService {
  constructor(
    private readonly db: Db,
    private readonly ports: TradePorts,
  ) {}

  /**
   * Settles what failed swaps left: their requests open again, and those whose copies are gone are
   * withdrawn. One statement when there is nothing to settle; run before reads and writes.
   */
  async settle(): Promise<void> {
    const owners = await reopenFailedSwaps(this.db);
    if (owners.length === 0) return;
    await inTransaction(this.db, (tx) => withdrawUncovered(tx, owners, this.ports.notifications));
  }

  /** The user's trades today (UTC), for the list meta's `daily_trade_count`. */
  today(userId: number): Promise<number> {
    return tradesToday(this.db, userId);
  }

  /** Whether another fan's open request offers an NFT the user holds no copy of (`has_tradable_unowned`). */
  tradableUnowned(userId: number): Promise<boolean> {
    return hasTradableUnowned(this.db, userId);
  }

  /** Requests as a document's data and included (their NFTs with the caller's copies and media, their users). */
  async present(requests: TradeRequest[], caller: Caller, lang: Lang) {
    const nftIds = [...new Set(requests.flatMap((r) => [...r.offered, ...r.wanted].map((i) => i.nftId)))];
    const wantedIds = [...new Set(requests.flatMap((r) => r.wanted.map((i) => i.nftId)))];
    const [held, movable, benefits] = await Promise.all([
      nftsWithCopies(this.db, nftIds, caller.user.id),
      movableCopies(this.db, caller.user.id, wantedIds),
      benefitsOf(this.db, nftIds),
    ]);
    const ctx = await this.ports.nfts.context(
      lang,
      held.map((h) => h.nft.mediumId),
    );
    const userIds = [
      ...new Set(
        requests.flatMap((r) => [r.row.userId, ...(r.row.fulfilledByUserId ? [r.row.fulfilledByUserId] : [])]),
      ),
    ];
    const summaries = await userSummariesByIds(this.db, userIds);
    const media = [...new Set(held.flatMap((h) => (h.nft.mediumId ? [h.nft.mediumId] : [])))].flatMap((id) => {
      const row = ctx.media.get(id);
      const presented = row ? presentNftMedium(row, ctx) : undefined;
      return presented ? [presented] : [];
    });
    const canFulfil = (r: TradeRequest) =>
      r.row.status === 'open' &&
      r.row.userId !== caller.user.id &&
      r.wanted.every((i) => (movable.get(i.nftId) ?? 0) >= i.amount);
    return {
      data: requests.map((r) => presentTradeRequest(r, canFulfil(r))),
      included: [
        ...held.map((h) => presentNft(h, benefits, ctx)),
        ...media,
        ...summaries.map((u) => presentUserSummary(u, this.ports.publicUrl)),
      ],
    };
  }

  /** A page of open requests by the filters (docs/NFTS.md "Trading"). */
  async list(caller: Caller, query: TradeListQueryValue, lang: Lang, page: Page) {
    await this.settle();
    const resolve = async (slug: string | undefined) => {
      if (slug === undefined) return undefined;
      const id = await userIdBySlug(this.db, slug);
      if (id === undefined) throw new AppError('NOT_FOUND');
      return id;
    };
    const forUserId = await resolve(query.for_user);
    // What a fan can give is theirs to know: another fan's `for_user` is answered as a missing one.
    if (forUserId !== undefined && forUserId !== caller.user.id) throw new AppError('NOT_FOUND');
    const fromUserId = query.by_current_user === 'true' ? caller.user.id : await resolve(query.from_user);
    const out = await listOpen(
      this.db,
      { forUserId, fromUserId, sort: query.sort_by === 'oldest' ? 'oldest' : 'newest' },
      window(page),
    );
    return { ...(await this.present(out.rows, caller, lang)), total: out.total };
  }

  /** A page of the caller's fulfilled requests (theirs or fulfilled by them). */
  async fulfilled(caller: Caller, lang: Lang, page: Page) {
    await this.settle();
    const out = await listFulfilled(this.db, caller.user.id, window(page));
    return { ...(await this.present(out.rows, caller, lang)), total: out.total };
  }

  /**
   * A request the caller may see: an open one to every signed-in fan; a fulfilled or withdrawn one
   * to its owner and its fulfiller; a deleted one to nobody (404 as for a missing one).
   */
  private async visible(id: number, caller: Caller): Promise<TradeRequest> {
    const found = await findRequest(this.db, id);
    const uid = caller.user.id;
    if (!found || found.row.status === 'deleted') throw new AppError('NOT_FOUND');
    if (found.row.status !== 'open' && found.row.userId !== uid && found.row.fulfilledByUserId !== uid) {
      throw new AppError('NOT_FOUND');
    }
    return found;
  }

  /** One request. */
  async show(id: number, caller: Caller, lang: Lang) {
    await this.settle();
    const found = await this.visible(id, caller);
    const out = await this.present([found], caller, lang);
    return { data: out.data[0]!, included: out.included, meta: {} };
  }

  /** The caller's own request (another fan's answers 404 as a missing one). */
  private async own(id: number, caller: Caller): Promise<TradeRequest> {
    const found = await findRequest(this.db, id);
    if (!found || found.row.userId !== caller.user.id || found.row.status === 'deleted') {
      throw new AppError('NOT_FOUND');
    }
    return found;
  }

  /** The rules of a request's sides: no NFT twice, none on both sides, every NFT public. */
  private async checkSides(offered: TradeItem[], wanted: TradeItem[]): Promise<void> {
    const fields: Record<string, string[]> = {};
    for (const [name, side] of [
      ['offered', offered],
      ['wanted', wanted],
    ] as const) {
      if (new Set(side.map((i) => i.nftId)).size !== side.length) {
        fields[`nft_trade_request.${name}`] = ['names an NFT twice'];
      }
    }
    if (offered.some((o) => wanted.some((w) => w.nftId === o.nftId))) {
      fields['nft_trade_request.wanted'] = ['names an NFT that is offered as well'];
    }
    const ids = [...offered, ...wanted].map((i) => i.nftId);
    const visible = await visibleNftIds(this.db, ids);
    for (const [name, side] of [
      ['offered', offered],
      ['wanted', wanted],
    ] as const) {
      if (side.some((i) => !visible.has(i.nftId))) {
        (fields[`nft_trade_request.${name}`] ??= []).push('names an NFT that does not exist');
      }
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, fields);
  }

  /**
   * A self-custody owner approves the admin wallet for its NFTs in the wallet frame before its
   * first request (the swap moves its copies without asking again); a hot wallet is approved at the trade.
   */
  private async checkApproval(caller: Caller): Promise<void> {
    const services = this.ports.chain.require();
    const hot = await services.wallets.find(caller.user.id);
    if (hot || !caller.user.walletAddress) return;
    if (!(await adminApproved(services, caller.user.walletAddress))) throw new AppError('NFT_TRADE_APPROVAL_REQUIRED');
  }

  /** Refuses unless the user can promise these copies (called under the user's row lock). */
  private static async checkMovable(db: Db, userId: number, items: TradeItem[], credit?: TradeItem[]) {
    const movable = await movableCopies(
      db,
      userId,
      items.map((i) => i.nftId),
    );
    // An update's own offer is still locked while it is checked: its copies count as free.
    const own = new Map((credit ?? []).map((i) => [i.nftId, i.amount]));
    if (items.some((i) => (movable.get(i.nftId) ?? 0) + (own.get(i.nftId) ?? 0) < i.amount)) {
      throw new AppError('NFT_TRADE_NOT_MOVABLE');
    }
  }

  /** Creates an open request; its offered copies are locked from now on. */
  async create(caller: Caller, input: TradeRequestCreate, lang: Lang) {
    await this.settle();
    const offered = itemsOf(input.offered);
    const wanted = itemsOf(input.wanted);
    await this.checkSides(offered, wanted);
    await this.checkApproval(caller);
    const userId = caller.user.id;
    const id = await inTransaction(this.db, async (tx) => {
      if (!(await lockUser(tx, userId))) throw new AppError('NOT_FOUND');
      await TradesService.checkMovable(tx, userId, offered);
      return insertRequest(tx, { userId, message: input.message ?? null, offered, wanted });
    });
    return this.show(id, caller, lang);
  }

  /** Changes an open request of the caller's (its sides, its message). */
  async update(id: number, caller: Caller, input: TradeRequestUpdate, lang: Lang) {
    await this.settle();
    const before = await this.own(id, caller);
    if (before.row.status !== 'open') throw new AppError('NFT_TRADE_REQUEST_CLOSED');
    const offered = input.offered ? itemsOf(input.offered) : before.offered;
    const wanted = input.wanted ? itemsOf(input.wanted) : before.wanted;
    await this.checkSides(offered, wanted);
    await inTransaction(this.db, async (tx) => {
      const row = await lockRequest(tx, id);
      if (row?.status !== 'open') throw new AppError('NFT_TRADE_REQUEST_CLOSED');
      if (input.offered) {
        await lockUser(tx, caller.user.id);
        await TradesService.checkMovable(tx, caller.user.id, offered, before.offered);
      }
      if (input.offered || input.wanted) await replaceItems(tx, id, offered, wanted);
      await touchRequest(tx, id, input.message);
    });
    return this.show(id, caller, lang);
  }

  /** Deletes an open request of the caller's (status `deleted`): its copies are free again. */
  async remove(id: number, caller: Caller): Promise<void> {
    await this.own(id, caller);
    await inTransaction(this.db, async (tx) => {
      const row = await lockRequest(tx, id);
      if (row?.status !== 'open') throw new AppError('NFT_TRADE_REQUEST_CLOSED');
      await setStatus(tx, [id], 'deleted');
    });
  }

  /**
   * Fulfils another fan's open request: the caller gives its wanted NFTs and gets its offered ones,
   * in one swap, once per Idempotency-Key (the same key again answers the first trade; for another
   * request 409).
   */
  async trade(id: number, caller: Caller, key: string, lang: Lang): Promise<TradeOutcome> {
    const services = this.ports.chain.require();
    const uid = caller.user.id;
    const existing = await recordByKey(this.db, uid, key);
    if (existing) return this.replay(existing, id, caller, lang);
    await this.settle();
    const request = await this.visible(id, caller);
    if (request.row.status !== 'open') throw new AppError('NFT_TRADE_REQUEST_CLOSED');
    if (request.row.userId === uid) throw new AppError('NFT_TRADE_OWN_REQUEST');
    // An early refusal (no lock): the check under the locks decides.
    await TradesService.checkMovable(this.db, uid, request.wanted);
    const legs = tradeLegs(request, uid);
    const wallets = await prepareSwap(this.db, services, legs, uid);

    const written = await inTransaction(this.db, async (tx) => {
      const row = await lockRequest(tx, id);
      const again = await recordByKey(tx, uid, key);
      if (again) return { record: again, created: false };
      if (row?.status !== 'open') throw new AppError('NFT_TRADE_REQUEST_CLOSED');
      await lockUser(tx, uid);
      await TradesService.checkMovable(tx, uid, request.wanted);
      const held = await heldLessFrozen(tx, [request.row.userId]);
      if (request.offered.some((i) => (held.get(`${request.row.userId}|${i.nftId}`) ?? 0) < i.amount)) {
        throw new AppError('NFT_TRADE_UNAVAILABLE');
      }
      const record = await insertSwapRecord(tx, {
        userId: uid,
        event: NFT_TRADE_EVENT,
        itemType: 'nft_trade_request',
        itemId: id,
        key,
        amount: legs.reduce((n, l) => n + l.amount, 0),
      });
      await markFulfilled(tx, [{ requestId: id, byUserId: uid }], record.id, null);
      return { record, created: true };
    });
    if (!written.created) return this.replay(written.record, id, caller, lang);

    const record = await sendSwap(this.db, services, written.record, legs, wallets);
    if (record.txStatus === 'failed') {
      await this.settle();
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [record.error ?? 'reverted'] });
    }
    if (record.txStatus === 'complete') await this.notifySuccess([request], uid);
    return { created: true, record, doc: await this.tradeDoc(id, record, caller, lang) };
  }

  /** Tells both sides (every owner of a ring) that their trade is done. */
  async notifySuccess(requests: TradeRequest[], actorId: number): Promise<void> {
    const resource = (r: TradeRequest) => ({
      serialized_resource: { type: 'nft_trade_request', id: String(r.row.id), slug: requestSlug(r) },
    });
    for (const r of requests) {
      await this.ports.notifications.notify({
        userId: r.row.userId,
        key: 'nft_trade_request.trade_success',
        actorId: r.row.userId === actorId ? null : actorId,
        parameters: resource(r),
      });
    }
    if (!requests.some((r) => r.row.userId === actorId) && requests[0]) {
      await this.ports.notifications.notify({
        userId: actorId,
        key: 'nft_trade_request.trade_success',
        parameters: resource(requests[0]),
      });
    }
  }

  private async tradeDoc(id: number, record: TransactionRow, caller: Caller, lang: Lang) {
    const found = await findRequest(this.db, id);
    const out = await this.present(found ? [found] : [], caller, lang);
    return {
      ...out,
      meta: { transaction_id: String(record.id), tx_hash: record.txHash, tx_status: record.txStatus },
    };
  }

  /** The first call of a key: the same trade answers its record, another call is 409. */
  private async replay(record: TransactionRow, id: number, caller: Caller, lang: Lang): Promise<TradeOutcome> {
    if (record.itemType !== 'nft_trade_request' || record.itemId !== id) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for another call.');
    }
    if (record.txStatus === 'failed') {
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [record.error ?? 'reverted'] });
    }
    const fulfilled = await requestsOfRecord(this.db, record.id);
    if (fulfilled.length === 0) throw new AppError('NOT_FOUND');
    return { created: false, record, doc: await this.tradeDoc(id, record, caller, lang) };
  }
}

/** The legs of a trade: the owner's offered copies to the caller, the caller's wanted copies to the owner. */
export function tradeLegs(request: TradeRequest, callerId: number): SwapLeg[] {
  const owner = request.row.userId;
  return [
    ...request.offered.map((i) => ({ requestId: request.row.id, fromUserId: owner, toUserId: callerId, ...i })),
    ...request.wanted.map((i) => ({ requestId: request.row.id, fromUserId: callerId, toUserId: owner, ...i })),
  ];
}
