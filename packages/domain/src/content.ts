/** Enumerations and pure rules of the content and conversation domains (docs/DECISIONS.md "Contents, audiences, admins and search (issue #4)"). */

/** Content types. */
export const CONTENT_TYPES = ['article', 'image', 'audio', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Media types of a content medium. */
export const MEDIA_TYPES = ['image', 'video', 'audio', 'external_media'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Who may see a content's media. */
export const AUDIENCES = ['logged_out', 'logged_in', 'token_holder', 'nft_holder', 'subscriber', 'buyer'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Comment sort orders. */
export const COMMENT_SORTS = ['top', 'hot', 'recent'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** Report statuses of user content. */
export const REPORT_STATUSES = [
  'unreported',
  'reported',
  'under_review',
  'review_requested',
  'cleared',
  'hidden',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Resource types of the spec, verbatim. */
export const RESOURCE_TYPES = [
  'comment',
  'idea',
  'ideation_mission',
  'ama_question',
  'ama_session',
  'content',
  'event',
  'voting',
  'static_page',
  'fan_group',
  'group_post',
  'feed_post',
  'nft',
  'nft_collection',
  'nft_trade_request',
  'shop_product',
  'user_order',
  'nft_handout',
  'transaction',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Video renditions (height in pixels); 144p is always offered. */
export const VIDEO_RENDITIONS = [144, 240, 360, 480, 720, 1080] as const;
/** Default maximum rendition, and the maximum of a preview. */
export const VIDEO_MAX_RESOLUTION_DEFAULT = 1080;
export const VIDEO_PREVIEW_MAX_RESOLUTION = 360;

/** The renditions offered up to `max` (144p always). */
export function offeredRenditions(max: number = VIDEO_MAX_RESOLUTION_DEFAULT): number[] {
  return VIDEO_RENDITIONS.filter((r) => r === 144 || r <= max);
}

/** Appends `timestamp` and `key` to a playout source when it lacks them (spec: threeq_media_src). */
export function withPlayoutParams(src: string, params: { timestamp: string | number; key: string }): string {
  const url = new URL(src, 'http://relative.invalid');
  if (!url.searchParams.has('timestamp')) url.searchParams.set('timestamp', String(params.timestamp));
  if (!url.searchParams.has('key')) url.searchParams.set('key', params.key);
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Whether a viewer meets one of the content's audiences. An empty list means everyone.
 * `logged_in` is met by every signed-in user, `logged_out` only by guests.
 */
export function meetsAudience(availableFor: readonly Audience[], viewer: ReadonlySet<Audience>): boolean {
  if (availableFor.length === 0) return true;
  return availableFor.some((a) => viewer.has(a));
}

/** An empty rich-text document is a single empty paragraph; true when nothing would be sent. */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}

/** The empty rich-text document. */
export const EMPTY_RICH_TEXT = '<p></p>';
