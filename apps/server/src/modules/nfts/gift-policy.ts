import { nftGiftLimitText, NFT_NO_DUPLICATE_TEXT } from '@tribune/domain';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** What the gift rules read: the instance's limit, the giver's gifts today and movable copies. */
export interface GiftFacts {
  /** The daily limit (0: gifting is off, the `nftGifting` flag is off or the limit is 0). */
  limit: number;
  /** The giver's gifts of today (UTC) whose record has not failed. */
  today: number;
  /** What the giver may move of the NFT: balance − frozen − locked − gifts on their way. */
  movable: number;
}

/** The recipient as the rules see it. */
export interface GiftTarget {
  userId: number;
  status: string;
  /** A block between giver and recipient, either way. */
  blocked: boolean;
}

/**
 * Who may gift what (docs/NFTS.md "Gifting"):
 * - gifting needs the `nftGifting` flag and a daily limit above 0 (403 NFT_GIFTING_DISABLED);
 * - at most `limit` gifts a day (UTC), the spec's text with the limit filled in;
 * - a movable duplicate: the giver keeps at least one movable copy (the spec's text otherwise);
 * - the recipient is someone else, with no block either way and the profile status `unlocked`.
 */
export const giftPolicy = definePolicy('nft_gifts', {
  /** Gifting is on for this instance. */
  open: (_caller, limit: number) => limit > 0 || refuse('NFT_GIFTING_DISABLED'),
  /** The daily limit and a movable duplicate. */
  send: (_caller, f: GiftFacts) => {
    if (f.limit <= 0) return refuse('NFT_GIFTING_DISABLED');
    if (f.today >= f.limit) return refuse('NFT_GIFT_LIMIT_REACHED', nftGiftLimitText(f.limit));
    if (f.movable < 2) return refuse('NFT_NO_DUPLICATE', NFT_NO_DUPLICATE_TEXT);
    return true;
  },
  /** Somebody else, reachable, whose profile allows gifting. */
  receive: (caller, target: GiftTarget) => {
    if (caller?.user.id === target.userId) return refuse('NFT_GIFT_SELF');
    if (target.blocked || target.status !== 'unlocked') return refuse('NFT_GIFT_RECIPIENT_UNAVAILABLE');
    return true;
  },
});
