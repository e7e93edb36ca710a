/**
 * Content unlocks (docs/CHAIN.md "Content unlocks"): a fan pays a content's price from the hot
 * wallet through `CommunityActions.unlockContentFor`; the `ContentUnlocked` event (counted at once
 * from the receipt, or by the indexer for self-custody wallets) writes the `content_purchases` row
 * the `buyer` audience reads, when the paid price covers the content's price.
 */
import { encodeFunctionData, type Address } from 'viem';
import { communityActionsAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainHolder } from './holder.ts';
import { chainPolicy } from './policy.ts';
import { hasBought, recordByKey, unlockFacts } from './repository.ts';

/** Unlocking contents as the API offers it. */
export class UnlocksService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainHolder,
  ) {}

  /**
   * Unlocks a content for the caller: it must exist for them (its teaser; 404 otherwise), be for
   * sale (the `buyer` audience and a price; 422 NOT_FOR_SALE) and not be bought yet (409
   * ALREADY_BOUGHT). The same Idempotency-Key again answers the first record and moves nothing.
   */
  async unlock(caller: Caller, contentId: number, key: string) {
    const userId = caller.user.id;
    const facts = await unlockFacts(this.db, contentId, userId);
    if (!facts) throw new AppError('NOT_FOUND');
    chainPolicy.authorize(caller, 'unlock', facts);
    const retry = await recordByKey(this.db, userId, key);
    if (retry) {
      // A retry answers its record whatever happened since (a price change, the purchase itself).
      if (retry.eventName !== 'ContentUnlocked' || retry.itemType !== 'content' || retry.itemId !== contentId) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was used for another action.');
      }
      return { row: retry, created: false, bought: facts.bought };
    }
    if (facts.bought) throw new AppError('ALREADY_BOUGHT');
    if (!facts.availableFor.includes('buyer') || facts.price === null || BigInt(facts.price) <= 0n) {
      throw new AppError('NOT_FOR_SALE');
    }
    const price = BigInt(facts.price);
    const { relay, runtime } = this.chain.require();
    const actions = runtime.deployment.actionsAddress as Address;
    const { row, created } = await relay.run(userId, key, {
      eventName: 'ContentUnlocked',
      amount: price,
      itemType: 'content',
      itemId: contentId,
      to: runtime.deployment.treasuryAddress,
      call: (fan) => ({
        to: actions,
        data: encodeFunctionData({
          abi: communityActionsAbi,
          functionName: 'unlockContentFor',
          args: [fan, BigInt(contentId), price],
        }),
      }),
    });
    return { row, created, bought: await hasBought(this.db, userId, contentId) };
  }
}
