/**
 * NFT collectibles (issue #34; docs/NFTS.md): the enumerations and constants server and web share.
 */
import type { FeatureFlags, ModuleConfig } from './module-config.ts';

/** An NFT's rarity, from the most common to the rarest. */
export const NFT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
/** An NFT's rarity. */
export type NftRarity = (typeof NFT_RARITIES)[number];

/** What an NFT's medium is: a video, or an image (anything else is drawn as an image). */
export const NFT_MEDIA_TYPES = ['video', 'image'] as const;
/** An NFT medium's type. */
export type NftMediaType = (typeof NFT_MEDIA_TYPES)[number];

/** How one NFT moved (its provenance). */
export const NFT_MOVE_KINDS = ['mint', 'gift', 'trade', 'transfer_out', 'transfer'] as const;
/** A kind of NFT move. */
export type NftMoveKind = (typeof NFT_MOVE_KINDS)[number];

/** The orders of the caller's NFTs (`sort_by`); `collection` is the default. */
export const NFT_SORTS = ['collection', 'name', 'amount', 'rarity'] as const;
/** An order of the caller's NFTs. */
export type NftSort = (typeof NFT_SORTS)[number];
/** The directions of an order (`sort_direction`); `asc` is the default. */
export const NFT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** A direction of an order. */
export type NftSortDirection = (typeof NFT_SORT_DIRECTIONS)[number];
/** The order of the caller's NFTs when the filters name none. */
export const DEFAULT_NFT_SORT: NftSort = 'collection';
/** The direction of the order when the filters name none. */
export const DEFAULT_NFT_SORT_DIRECTION: NftSortDirection = 'asc';
/** A name search acts only with more than this many characters. */
export const NFT_SEARCH_MIN_CHARS = 1;

/** The sizes an NFT card is drawn in. */
export const NFT_CARD_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A size of an NFT card. */
export type NftCardSize = (typeof NFT_CARD_SIZES)[number];
/** A portrait (or square) card's height per size, in CSS pixels. */
export const NFT_CARD_PORTRAIT_HEIGHTS: Record<NftCardSize, number> = { xs: 80, sm: 100, md: 150, lg: 220, xl: 350 };
/** A landscape card's width per size, in CSS pixels. */
export const NFT_CARD_LANDSCAPE_WIDTHS: Record<NftCardSize, number> = { xs: 60, sm: 80, md: 110, lg: 220, xl: 350 };
/** The width-to-height ratio of a card whose medium gives no dimensions. */
export const NFT_CARD_DEFAULT_RATIO = 3 / 4;
/** The highest video rendition (its height) a card's preview plays. */
export const NFT_VIDEO_PREVIEW_MAX_RESOLUTION = 360;
/** The highest video rendition an NFT's own page plays. */
export const NFT_VIDEO_MAX_RESOLUTION = 1080;

/** The failure name of error reporting for NFTs (docs/DECISIONS.md "Failures in the app"), verbatim. */
export const NFTS_FAILURE = 'NFTS Error';

/** A trade request's states (docs/NFTS.md "Trading"): open until fulfilled, withdrawn by the server or deleted by its owner. */
export const NFT_TRADE_REQUEST_STATUSES = ['open', 'fulfilled', 'withdrawn', 'deleted'] as const;
/** A trade request's state. */
export type NftTradeRequestStatus = (typeof NFT_TRADE_REQUEST_STATUSES)[number];
/** The two sides of a trade request: the NFTs its owner gives and those it wants. */
export const NFT_TRADE_SIDES = ['offered', 'wanted'] as const;
/** A side of a trade request. */
export type NftTradeSide = (typeof NFT_TRADE_SIDES)[number];
/** A trade group's states: found and open, executed, or stale (one of its requests is no longer open). */
export const NFT_TRADE_GROUP_STATUSES = ['open', 'executed', 'stale'] as const;
/** A trade group's state. */
export type NftTradeGroupStatus = (typeof NFT_TRADE_GROUP_STATUSES)[number];
/** A transfer pass's states: issued (locks its copies until used or expired), used, expired. */
export const NFT_TRANSFER_PASS_STATUSES = ['issued', 'used', 'expired'] as const;
/** A transfer pass's state. */
export type NftTransferPassStatus = (typeof NFT_TRANSFER_PASS_STATUSES)[number];

/** The spec's text when the daily gift limit is reached, verbatim; `{limit}` is the instance's limit. */
export const NFT_GIFT_LIMIT_TEXT = 'You already sent the maximum of {limit} NFTs today. Check back tomorrow.';
/** The limit text with the limit filled in. */
export const nftGiftLimitText = (limit: number): string => NFT_GIFT_LIMIT_TEXT.replace('{limit}', String(limit));
/** The spec's text when the giver has no movable duplicate, verbatim. */
export const NFT_NO_DUPLICATE_TEXT = 'You have no duplicate NFTs to send.';
/** The record name of a gift's transaction (`transactions.event_name`) and its notification kind. */
export const NFT_GIFT_EVENT = 'NftGifted';
/** The notification a recipient of a gift gets (docs/NFTS.md "Gifting"). */
export const NFT_GIFTED_NOTIFICATION = 'nft.gifted';

/** The daily gift limit of an instance: 0 (gifting impossible) unless the `nftGifting` flag is on. */
export function nftGiftingLimit(config: ModuleConfig, flags: FeatureFlags): number {
  if (!config.modules.nfts.enabled || flags.nftGifting !== true) return 0;
  return config.modules.nfts.nftGiftingDailyLimit;
}

/**
 * Whether the chat's gift entry shows for a conversation partner (docs/NFTS.md "Gifting"): the
 * `nfts` module and the `nftGifting` feature on, a daily limit above 0, the partner someone else,
 * no block either way, and the partner's profile status `unlocked`.
 */
export function nftGiftEntryShown(
  config: ModuleConfig,
  flags: FeatureFlags,
  viewerId: string,
  partner: { id: string; status: string; blockedByViewer: boolean; blockedViewer: boolean },
): boolean {
  return (
    nftGiftingLimit(config, flags) > 0 &&
    partner.id !== viewerId &&
    !partner.blockedByViewer &&
    !partner.blockedViewer &&
    partner.status === 'unlocked'
  );
}
