/**
 * Gifting NFTs (docs/NFTS.md "Gifting"): a fan sends one movable duplicate to another fan, at most
 * `nftGiftingDailyLimit` a day (UTC), once per Idempotency-Key.
 *
 * The limit holds under parallel requests: the giver's row is locked in the transaction that counts
 * today's gifts, checks the movable copies and writes the gift with its pending transaction record;
 * only then is anything sent, through the chain module's write-ahead path (the admin wallet, NFT
 * operator of the giver's wallet, calls `safeTransferFrom`). The move is recorded as `gift` by the
 * ownership effect (the record's hash), and the recipient is notified (`nft.gifted`).
 */
import { encodeFunctionData, getAddress, type Address } from 'viem';
import { communityNftAbi } from '@tribune/contracts';
import {
  NFT_GIFT_EVENT,
  NFT_GIFTED_NOTIFICATION,
  nftGiftingLimit,
  type FeatureFlags,
  type ModuleConfig,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { pick, type Lang } from '../../http/locale.ts';
import type { Caller } from '../auth/index.ts';
import {
  finishRecord,
  sendRecorded,
  type ChainHolder,
  type ChainServices,
  type TransactionRow,
} from '../chain/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { giftPolicy } from './gift-policy.ts';
import {
  giftOfRecord,
  giftRecordByKey,
  giftsToday,
  insertGift,
  lockGiver,
  movableCopy,
  recipientBySlug,
  type GiftRecipient,
} from './gift-repository.ts';
import { nftsPolicy } from './policy.ts';
import { findCollection, findNft } from './repository.ts';
import { checksummed } from './service.ts';

/** What gifting uses of other modules. */
export interface GiftPorts {
  chain: ChainHolder;
  settings: () => { config: ModuleConfig; flags: FeatureFlags };
  notifications: Pick<Notifier, 'notify'>;
  /** Drops a user's cached row (a recipient got a hot wallet). */
  forgetUser: (uid: string) => Promise<void>;
}

/** A gift as the route answers it: its record, whether this call made it, and the giver's count today. */
export interface GiftOutcome {
  row: TransactionRow;
  created: boolean;
  today: number;
}

export class NftGiftsService {
  constructor(
    private readonly db: Db,
    private readonly ports: GiftPorts,
  ) {}

  /** The instance's daily limit: 0 while the `nftGifting` flag is off (gifting impossible). */
  dailyLimit(): number {
    const { config, flags } = this.ports.settings();
    return nftGiftingLimit(config, flags);
  }

  /** The user's gifts of today (UTC) whose record has not failed. */
  today(userId: number): Promise<number> {
    return giftsToday(this.db, userId);
  }

  /**
   * Sends one copy of the NFT to the user named by `targetSlug`. The same key again answers the
   * first record (created false; its failure again as 422); the same key for another gift is 409.
   */
  async gift(nftId: number, caller: Caller, targetSlug: string, key: string, lang: Lang): Promise<GiftOutcome> {
    const giverId = caller.user.id;
    const existing = await giftRecordByKey(this.db, giverId, key);
    if (existing) return this.replay(existing, nftId, targetSlug, giverId);

    const limit = this.dailyLimit();
    giftPolicy.authorize(caller, 'open', limit);
    const services = this.ports.chain.require();
    const hot = await services.wallets.find(giverId);
    const from = checksummed(hot?.address ?? caller.user.walletAddress);

    const nft = await findNft(this.db, nftId, from);
    if (!nft) throw new AppError('NOT_FOUND');
    nftsPolicy.authorize(caller, 'see', { publiclyVisible: nft.nft.publiclyVisible, held: nft.amount });
    const target = await this.recipient(targetSlug, caller);

    // An early refusal without the lock (the client's view may be stale); the lock decides below.
    giftPolicy.authorize(caller, 'send', await this.facts(this.db, giverId, from, nftId, limit));
    if (!from) throw new AppError('NFT_NO_DUPLICATE');
    // A self-custody wallet approves the admin for its NFTs in the wallet frame first.
    if (!hot && !(await this.adminApproved(services, from))) throw new AppError('NFT_APPROVAL_REQUIRED');
    const to = await this.recipientWallet(services, target);

    const written = await inTransaction(this.db, async (tx) => {
      if (!(await lockGiver(tx, giverId))) throw new AppError('NOT_FOUND');
      const again = await giftRecordByKey(tx, giverId, key);
      if (again) return { record: again, created: false };
      giftPolicy.authorize(caller, 'send', await this.facts(tx, giverId, from, nftId, limit));
      const { record } = await insertGift(tx, {
        fromUserId: giverId,
        toUserId: target.id,
        nftId,
        from,
        to,
        key,
        event: NFT_GIFT_EVENT,
      });
      return { record, created: true };
    });
    if (!written.created) return this.replay(written.record, nftId, targetSlug, giverId);

    const row = await this.send(services, written.record, hot, from, to, nftId);
    if (row.txStatus === 'complete') {
      const collection = await findCollection(this.db, String(nft.nft.collectionId));
      await this.ports.notifications.notify({
        userId: target.id,
        key: NFT_GIFTED_NOTIFICATION,
        actorId: giverId,
        parameters: {
          serialized_resource: {
            type: 'nft',
            id: String(nftId),
            // The recipient reads it: the NFT's name in their language.
            title: pick(nft.nft.name, target.locale, lang.fallback),
            ...(collection
              ? { parent: { type: 'nft_collection', id: String(collection.row.id), slug: collection.row.slug } }
              : {}),
          },
        },
      });
    }
    return { row, created: true, today: await giftsToday(this.db, giverId) };
  }

  private async facts(db: Db, giverId: number, from: string | null, nftId: number, limit: number) {
    const [today, movable] = await Promise.all([giftsToday(db, giverId), movableCopy(db, giverId, nftId)]);
    return { limit, today, movable };
  }

  /** The recipient by slug: 422 naming the field when there is none; the policy's refusals. */
  private async recipient(slug: string, caller: Caller): Promise<GiftRecipient> {
    const target = await recipientBySlug(this.db, slug, caller.user.id);
    if (!target) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        'gift.target_user_slug': ['is not a user of this community'],
      });
    }
    giftPolicy.authorize(caller, 'receive', { userId: target.id, status: target.status, blocked: target.blocked });
    return target;
  }

  /** The recipient's wallet address; a recipient without one gets a hot wallet first (as mints do). */
  private async recipientWallet(services: ChainServices, target: GiftRecipient): Promise<string> {
    const own = checksummed(target.wallet);
    if (own) return own;
    const made = await services.wallets.ensure(target.id);
    await this.ports.forgetUser(target.uid);
    return getAddress(made.address);
  }

  /** Whether a self-custody holder approved the admin wallet for all its NFTs. */
  private async adminApproved(services: ChainServices, holder: string): Promise<boolean> {
    const { runtime } = services;
    return runtime.publicClient.readContract({
      address: runtime.deployment.nftAddress as Address,
      abi: communityNftAbi,
      functionName: 'isApprovedForAll',
      args: [holder as Address, runtime.deployment.adminAddress as Address],
    });
  }

  /** Approves the admin for a hot wallet's NFTs if needed, then sends the record's transfer, written ahead. */
  private async send(
    services: ChainServices,
    record: TransactionRow,
    hot: Awaited<ReturnType<ChainServices['wallets']['find']>>,
    from: string,
    to: string,
    nftId: number,
  ): Promise<TransactionRow> {
    const { runtime, indexer } = services;
    if (hot) {
      try {
        await services.wallets.ensureNftOperator(hot);
      } catch {
        const failed = await finishRecord(this.db, record.id, {
          status: 'failed',
          error: 'not sent: NFT approval failed',
        });
        throw new AppError('TRANSACTION_FAILED', undefined, { reason: [failed.error ?? 'not sent'] });
      }
    }
    const data = encodeFunctionData({
      abi: communityNftAbi,
      functionName: 'safeTransferFrom',
      args: [from as Address, to as Address, BigInt(nftId), 1n, '0x'],
    });
    const sent = await sendRecorded(this.db, runtime, record.id, runtime.admin, {
      to: runtime.deployment.nftAddress as Address,
      data,
    });
    if (sent.receipt) await indexer.ingestReceipt(sent.receipt);
    if (sent.row.txStatus === 'failed') {
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [sent.row.error ?? 'reverted'] });
    }
    return sent.row;
  }

  /** The first call of a key: the same gift answers its record, another gift is 409. */
  private async replay(row: TransactionRow, nftId: number, targetSlug: string, giverId: number): Promise<GiftOutcome> {
    const gift = await giftOfRecord(this.db, row.id);
    const target = await recipientBySlug(this.db, targetSlug, giverId);
    if (!gift || gift.nftId !== nftId || gift.toUserId !== target?.id) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for another call.');
    }
    if (row.txStatus === 'failed') {
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [row.error ?? 'reverted'] });
    }
    return { row, created: false, today: await giftsToday(this.db, giverId) };
  }
}
