import {
  NFT_CARD_DEFAULT_RATIO,
  NFT_CARD_LANDSCAPE_WIDTHS,
  NFT_CARD_PORTRAIT_HEIGHTS,
  NFT_VIDEO_PREVIEW_MAX_RESOLUTION,
  type NftCardSize,
} from '@tribune/domain';

/** What the pure rules read of an NFT's medium (the contract's `nft_medium` attributes). */
export interface MediumFacts {
  original: string;
  media_type: string;
  dimensions: { width: number; height: number } | null;
  file_hash: string | null;
  timestamp: number | null;
  url_template: string | null;
  threeq_output: { progressive: ReadonlyArray<{ resolution: number; url: string }> } | null;
  poster: string | null;
}

/** A video rendition: its height in pixels and its URL. */
export interface Rendition {
  resolution: number;
  url: string;
}

/** The box a card is drawn in, in CSS pixels. */
export interface CardBox {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
}

/**
 * The width-to-height ratio of a medium: from its dimensions when both are positive and finite,
 * else the default 3/4 (docs/NFTS.md "Web": cards).
 */
export function mediumRatio(dimensions: { width: number; height: number } | null | undefined): number {
  const w = dimensions?.width;
  const h = dimensions?.height;
  if (w === undefined || h === undefined || !Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) {
    return NFT_CARD_DEFAULT_RATIO;
  }
  return w / h;
}

/**
 * A card's box in one of the five sizes: a portrait (or square) medium takes the size's portrait
 * height and its width from the ratio; a landscape medium takes the size's landscape width and
 * its height from the ratio.
 */
export function nftCardBox(size: NftCardSize, dimensions?: { width: number; height: number } | null): CardBox {
  const ratio = mediumRatio(dimensions);
  if (ratio > 1) {
    const width = NFT_CARD_LANDSCAPE_WIDTHS[size];
    return { width, height: Math.round(width / ratio), orientation: 'landscape' };
  }
  const height = NFT_CARD_PORTRAIT_HEIGHTS[size];
  return { width: Math.round(height * ratio), height, orientation: 'portrait' };
}

/**
 * The rendition to play at most `max` pixels high: the highest one not above it, else the lowest
 * there is (a video transcoded only above it still plays), or null when there is none (not
 * transcoded yet: the original plays).
 */
export function pickRendition(progressive: ReadonlyArray<Rendition> | null | undefined, max: number): Rendition | null {
  const valid = (progressive ?? []).filter((r) => Number.isFinite(r.resolution) && r.resolution > 0 && r.url);
  if (valid.length === 0) return null;
  const sorted = [...valid].sort((a, b) => a.resolution - b.resolution);
  const fitting = sorted.filter((r) => r.resolution <= max);
  return fitting[fitting.length - 1] ?? sorted[0] ?? null;
}

/** The URL of a card's video preview: the rendition of at most 360p, else the original. */
export function previewVideoUrl(medium: MediumFacts): string {
  return pickRendition(medium.threeq_output?.progressive, NFT_VIDEO_PREVIEW_MAX_RESOLUTION)?.url ?? medium.original;
}

/** The URL of the video an NFT's page plays: the highest rendition up to `max`, else the original. */
export function fullVideoUrl(medium: MediumFacts, max: number): string {
  return pickRendition(medium.threeq_output?.progressive, max)?.url ?? medium.original;
}

/**
 * A medium's image URL: its URL template with `[HASH]` and `[TimeStamp]` filled from `file_hash`
 * and `timestamp`, or the original when there is no template or a placeholder has no value.
 */
export function mediumImageUrl(medium: MediumFacts): string {
  const template = medium.url_template;
  if (!template) return medium.original;
  const needsHash = template.includes('[HASH]');
  const needsTime = template.includes('[TimeStamp]');
  if ((needsHash && !medium.file_hash) || (needsTime && medium.timestamp === null)) return medium.original;
  return template
    .split('[HASH]')
    .join(encodeURIComponent(medium.file_hash ?? ''))
    .split('[TimeStamp]')
    .join(String(medium.timestamp ?? ''));
}

/** Whether a medium is drawn as a video (anything but `video` is drawn as an image). */
export function isVideo(medium: Pick<MediumFacts, 'media_type'>): boolean {
  return medium.media_type === 'video';
}
