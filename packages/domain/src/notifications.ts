import type { GatedModule } from './modules.ts';
import { localePath } from './routes.ts';
import type { RouteWords } from './route-words.ts';

/** The notification keys the spec names, verbatim (docs/NOTIFICATIONS.md "Kinds, and how a domain adds one"). */
export const SPEC_NOTIFICATION_KEYS = [
  'user_order.created',
  'user_order.failed',
  'nft_trade_request.trades_removed',
  'nft_trade_request.trade_success',
  'chat_message.received',
] as const;

/**
 * What a notification is about, as the server serializes it into `parameters.serialized_resource`:
 * enough for the client to build the link without another request. `parent` is the commentable
 * at the root of a comment's thread (a content, a static page, a voting, an event, an idea, an AMA
 * question); its `slug` is the slug in its path (for an idea the mission's, for a question the session's).
 */
export interface NotificationResource {
  type: string;
  id: string;
  slug?: string;
  title?: string;
  parent?: { type: string; id: string; slug?: string };
}

/** How one kind of notification behaves. A domain adds its kinds here, once. */
export interface NotificationKind {
  /** The module that must be on for this kind to be created (and listed). */
  module?: GatedModule;
  /** Defaults of the user's preferences. */
  inApp: boolean;
  push: boolean;
  /**
   * Events on the same thing fold into one unopened notification while the newest is younger
   * than this (ms); `Infinity` folds while unopened; `0` never folds.
   */
  foldMs: number;
  /** Whether the user may switch it off (announcements from the club may not be muted in-app). */
  optional: boolean;
}

const HOUR = 3_600_000;

/**
 * Every kind with a producer, plus the spec's keys whose domains land later (their producers
 * register by adding to this table and calling the server's `app.notifications.notify`).
 */
export const NOTIFICATION_KINDS = {
  'chat_message.received': { module: 'chat', inApp: true, push: true, foldMs: Infinity, optional: true },
  'comment.replied': { inApp: true, push: true, foldMs: 0, optional: true },
  'comment.liked': { inApp: true, push: false, foldMs: HOUR, optional: true },
  'content.commented': { module: 'contents', inApp: true, push: false, foldMs: HOUR, optional: true },
  announcement: { inApp: true, push: true, foldMs: 0, optional: false },
  /** A fan on an event's waiting list moved up to a place (docs/PARTICIPATION.md). */
  'event.waitlist_promoted': { module: 'events', inApp: true, push: true, foldMs: 0, optional: true },
  /** An admin set the club acceptance status of the fan's idea. */
  'idea.status_changed': { module: 'crowdsourcing', inApp: true, push: true, foldMs: 0, optional: true },
  /** The host of an AMA session answered the fan's question. */
  'ama_question.answered': { module: 'ama', inApp: true, push: true, foldMs: 0, optional: true },
  /** A fan was mentioned in a group post they may read (docs/COMMUNITY.md "Notifications"). */
  'group_post.mentioned': { module: 'spaces', inApp: true, push: true, foldMs: 0, optional: true },
  /** A fan was mentioned in a feed post. */
  'feed_post.mentioned': { module: 'postToFeed', inApp: true, push: true, foldMs: 0, optional: true },
  /** A group's owner or moderator invited the fan. */
  'fan_group.invited': { module: 'spaces', inApp: true, push: true, foldMs: 0, optional: true },
  /** The fan's request to join a group was approved. */
  'fan_group.join_approved': { module: 'spaces', inApp: true, push: true, foldMs: 0, optional: true },
  /** A moderator hid the fan's item, with a reason (docs/CONSOLE.md "Moderation"). */
  'moderation.item_hidden': { inApp: true, push: true, foldMs: 0, optional: false },
  /** A moderator cleared the fan's hidden item (after their review request, or on their own): visible again. */
  'moderation.item_cleared': { inApp: true, push: true, foldMs: 0, optional: true },
  /** A moderator hid something the fan reported. */
  'moderation.report_hidden': { inApp: true, push: false, foldMs: 0, optional: true },
  /** A moderator found that something the fan reported breaks no rule: it stays visible. */
  'moderation.report_cleared': { inApp: true, push: false, foldMs: 0, optional: true },
  'user_order.created': { inApp: true, push: true, foldMs: 0, optional: true },
  'user_order.failed': { inApp: true, push: true, foldMs: 0, optional: true },
  'nft_trade_request.trades_removed': { inApp: true, push: true, foldMs: 0, optional: true },
  'nft_trade_request.trade_success': { inApp: true, push: true, foldMs: 0, optional: true },
  /** A fan sent the recipient an NFT (docs/NFTS.md "Gifting"). */
  'nft.gifted': { module: 'nfts', inApp: true, push: true, foldMs: 0, optional: true },
} as const satisfies Record<string, NotificationKind>;

/** A notification key with a known kind. */
export type NotificationKey = keyof typeof NOTIFICATION_KINDS;

/** Every known key, in the order settings list them. */
export const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKey[];

/** Whether a string is a known notification key. */
export function isNotificationKey(key: string): key is NotificationKey {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_KINDS, key);
}

/** A user's preferences for one kind. */
export interface NotificationChannelPrefs {
  in_app: boolean;
  push: boolean;
}

/** The preferences as the API reads and writes them. */
export interface NotificationPreferencesWire {
  kinds: Record<string, NotificationChannelPrefs>;
  /** 'HH:MM' or null: no push from quiet_start until quiet_end (may wrap midnight). */
  quiet_start: string | null;
  quiet_end: string | null;
  /** An IANA time zone, e.g. 'Europe/Berlin'. */
  time_zone: string;
}

/** 'HH:MM', 00:00-23:59. */
export const QUIET_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The effective preferences of a kind: the stored choice over the kind's defaults. */
export function channelPrefs(
  key: NotificationKey,
  stored: Record<string, Partial<NotificationChannelPrefs>> | undefined,
): NotificationChannelPrefs {
  const kind: NotificationKind = NOTIFICATION_KINDS[key];
  const own = stored?.[key] ?? {};
  if (!kind.optional) return { in_app: true, push: own.push ?? kind.push };
  return { in_app: own.in_app ?? kind.inApp, push: own.push ?? kind.push };
}

/** Minutes after midnight of 'HH:MM'. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether `at` falls in the quiet hours [start, end) in the time zone (a window may wrap midnight:
 * 22:00-07:00). No window, or start equal to end, is never quiet. An unknown zone counts as UTC.
 */
export function inQuietHours(at: Date, start: string | null, end: string | null, timeZone: string): boolean {
  if (!start || !end || start === end) return false;
  let hm: string;
  try {
    hm = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    );
  } catch {
    hm = at.toISOString().slice(11, 16);
  }
  const now = minutesOf(hm);
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/**
 * The app path a notification opens, built from its key and serialized resource with the
 * instance's route words; the inbox entry when it has no target of its own.
 */
export function notificationPath(
  n: { id: string; key: string; parameters: { serialized_resource?: NotificationResource | null } },
  words: RouteWords,
  locale: string,
): string {
  const r = n.parameters.serialized_resource;
  if (r) {
    if (r.type === 'chat_conversation') return localePath(locale, words.messages, r.id);
    if (r.type === 'comment' && r.parent) {
      const p = r.parent;
      // A voting's path has its id; an idea's and a question's the slug of their mission or session.
      if (p.type === 'voting') return localePath(locale, words.votings, p.id, words.comments, r.id);
      if (p.slug) {
        if (p.type === 'content') return localePath(locale, words.contents, p.slug, words.comments, r.id);
        if (p.type === 'static_page') return localePath(locale, words.pages, p.slug, words.comments, r.id);
        if (p.type === 'event') return localePath(locale, words.events, p.slug, words.comments, r.id);
        if (p.type === 'idea')
          return localePath(locale, words.ideationhub, p.slug, words.idea, p.id, words.comments, r.id);
        if (p.type === 'ama_question')
          return localePath(locale, words.amas, p.slug, words.question, p.id, words.comments, r.id);
      }
    }
    if (r.type === 'content' && r.slug) return localePath(locale, words.contents, r.slug);
    // A trade request (traded, or withdrawn) opens the exchange (docs/NFTS.md "Trading").
    if (r.type === 'nft_trade_request') return localePath(locale, words.exchange);
    // Community: a group post lives under its group's slug; a feed post and a group have their own paths.
    if (r.type === 'group_post' && r.slug && r.parent?.type === 'fan_group' && r.parent.slug)
      return localePath(locale, words.spaces, r.parent.slug, words.posts, r.slug);
    if (r.type === 'feed_post' && r.slug) return localePath(locale, words.posts, r.slug);
    if (r.type === 'fan_group' && r.slug) return localePath(locale, words.spaces, r.slug);
    if (r.type === 'event' && r.slug) return localePath(locale, words.events, r.slug);
    // A gifted NFT opens its page, under its collection's slug.
    if (r.type === 'nft' && r.parent?.type === 'nft_collection' && r.parent.slug)
      return localePath(locale, words.nfts, words.showroom, r.parent.slug, r.id);
    // An idea and a question name their mission or session as parent (its slug is in their path).
    if (r.type === 'idea' && r.parent?.slug)
      return localePath(locale, words.ideationhub, r.parent.slug, words.idea, r.id);
    if (r.type === 'ama_question' && r.parent?.slug)
      return localePath(locale, words.amas, r.parent.slug, words.question, r.id);
  }
  return localePath(locale, words.notifications, n.id);
}

/** Parameters of a notification as the API sends them (the spec's names; kinds add their own). */
export interface NotificationParameters {
  serialized_resource?: NotificationResource | null;
  /** The latest actor: who did it. */
  actor?: { id: string; slug: string; display_name: string; verified?: boolean } | null;
  /** Distinct actors folded into this notification ("Anna and 12 others"). */
  actors_count?: number;
  /** A dialog the app shows as a modal once (announcements). */
  prompt_dialog?: { title: string; body: string } | null;
  serialized_editor_media?: unknown;
  serialized_giveaway?: unknown;
  serialized_content_medium?: unknown;
  subscription_data?: unknown;
  shop_product?: unknown;
  currency?: string;
  /** Announcements: a title and text already in the user's locale. */
  title?: string;
  body?: string;
  [more: string]: unknown;
}

/** A notification as the API sends it (JSON:API resource `notification`). */
export interface NotificationWire {
  id: string;
  type: 'notification';
  attributes: {
    key: string;
    opened_at: string | null;
    prompt_dialog: boolean;
    parameters: NotificationParameters;
    created_at: string;
    updated_at: string;
  };
}

/**
 * Realtime events of notifications (on the same socket as chat): a new or folded-into notification
 * with the user's unopened count, and notifications opened elsewhere (another tab or device).
 */
export type NotificationRealtimeEvent =
  | { type: 'notification'; notification: NotificationWire; open_notifications: number }
  | { type: 'notifications_opened'; ids: string[]; all: boolean; open_notifications: number };

/** Translates a key with variables (i18next's `t`, or the server's own for push texts). */
export type NotificationTranslate = (key: string, vars?: Record<string, string | number>) => string;

/** The translation key prefix of a kind: `notifications.kinds.comment_liked`. */
export function notificationTextBase(key: string): string {
  return `notifications.kinds.${key.replace(/\./g, '_')}`;
}

/**
 * What a notification says, in the reader's language: a short title and one sentence. Folded
 * notifications name the latest actor and count the others ("Anna and 12 others liked your
 * comment"); announcements carry their own text. Chat notifications never carry message text.
 */
export function notificationSummary(
  n: { key: string; parameters: NotificationParameters },
  t: NotificationTranslate,
): { title: string; text: string } {
  const p = n.parameters;
  if (n.key === 'announcement') {
    return { title: p.prompt_dialog?.title ?? p.title ?? '', text: p.prompt_dialog?.body ?? p.body ?? '' };
  }
  const base = isNotificationKey(n.key) ? notificationTextBase(n.key) : 'notifications.kinds.unknown';
  const actor = p.actor?.display_name ?? '';
  const others = Math.max((p.actors_count ?? 1) - 1, 0);
  // A moderation outcome names the moderator's reason (docs/CONSOLE.md "Moderation").
  const vars = {
    actor,
    title: p.serialized_resource?.title ?? '',
    reason: typeof p.reason === 'string' ? p.reason : '',
  };
  const text = others > 0 ? t(`${base}.folded`, { ...vars, count: others }) : t(`${base}.text`, vars);
  return { title: t(`${base}.title`, vars), text };
}
