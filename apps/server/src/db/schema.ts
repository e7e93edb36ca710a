import { sql } from 'drizzle-orm';
import {
  AUDIENCES,
  CONTENT_TYPES,
  EVENT_REGISTRATION_STATUSES,
  FAN_GROUP_ACCEPTANCE,
  FAN_GROUP_ACCESS,
  FAN_GROUP_FEED_VISIBILITY,
  FAN_GROUP_POST_CREATION,
  FAN_GROUP_POST_VISIBILITY,
  FAN_GROUP_ROLES,
  FAN_GROUP_USER_STATUSES,
  FAN_GROUP_VISIBILITY,
  IDEA_STATUSES,
  MEDIA_TYPES,
  NFT_MOVE_KINDS,
  NFT_RARITIES,
  NFT_TRADE_GROUP_STATUSES,
  NFT_TRADE_REQUEST_STATUSES,
  NFT_TRADE_SIDES,
  NFT_TRANSFER_PASS_STATUSES,
  REPORT_STATUSES,
  USER_ROLES,
  VOTING_TYPES,
} from '@tribune/domain';
import {
  type AnyPgColumn,
  bigint,
  customType,
  numeric,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text per locale, e.g. { en: 'Privacy', de: 'Datenschutz' }. */
export type Localized = Record<string, string>;

/**
 * The instance this deployment serves. One row (id 'default'); `version` rises on every
 * change and is the customizer's cache key.
 */
export const instances = pgTable('instances', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  themeColor: text('theme_color').notNull().default('#0b5fff'),
  backgroundColor: text('background_color').notNull().default('#ffffff'),
  moduleConfig: jsonb('module_config').notNull(),
  featureFlags: jsonb('feature_flags')
    .notNull()
    .default(sql`'{}'::jsonb`),
  icons: jsonb('icons')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  routeWords: jsonb('route_words')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  translations: jsonb('translations')
    .$type<Record<string, Record<string, unknown>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  campaignAliases: jsonb('campaign_aliases')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The web manifest's own fields beyond name and colours: `description`, `display`. */
  manifest: jsonb('manifest')
    .$type<{ description?: string; display?: string }>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Menu entries by position, drawn by the app shell. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    menuType: text('menu_type').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    icon: text('icon'),
    target: text('target'),
    appName: text('app_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_position_order_idx').on(t.position, t.sortOrder, t.id)],
);

/** Static pages (privacy, terms, imprint ...), with a slug per locale. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    translatedSlugs: jsonb('translated_slugs')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    body: jsonb('body').$type<Localized>().notNull(),
    menuSlug: text('menu_slug'),
    noCrawl: boolean('no_crawl').notNull().default(false),
    published: boolean('published').notNull().default(true),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('static_pages_slug_idx').on(t.slug)],
);

/** An organization's review state: fans' new organizations wait as `submitted` (docs/COMMUNITY.md). */
export const ORGANIZATION_STATUSES = ['submitted', 'accepted', 'rejected'] as const;

/**
 * Organizations users belong to (clubs' partner firms, fan clubs, sponsors). A user's
 * `organization_id` is the one organization shown with their name; `organization_users` holds
 * every membership and its role. Images are stored keys (`users/<uploader>/<key>.webp`).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** Sanitized rich text (HTML). */
    description: text('description').notNull().default(''),
    websiteUrl: text('website_url'),
    logoKey: text('logo_key'),
    heroKey: text('hero_key'),
    /** A sponsor of the instance: listed with its logo as a sponsor medium. */
    sponsor: boolean('sponsor').notNull().default(false),
    status: text('status', { enum: ORGANIZATION_STATUSES }).notNull().default('accepted'),
    usersCount: integer('users_count').notNull().default(0),
    createdById: bigint('created_by_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_list_idx').on(t.status, t.name, t.id)],
);

/** Profile statuses (spec: 'unlocked' allows viewing and gifting). */
export const USER_STATUSES = ['unlocked', 'locked', 'banned'] as const;

/**
 * Roles in our model: a fan (`member`) or one of the instance's team, who use the console
 * (`@tribune/domain` console.ts, docs/CONSOLE.md "Roles").
 */
export { USER_ROLES };

/**
 * The API's view of an identity account, created on first authenticated use (`uid` = token `sub`).
 * `claims_fingerprint` is a hash of the identity claims last applied, so a profile edited here is
 * only overwritten when the identity service itself changes the account.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull(),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('unlocked'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    verified: boolean('verified').notNull().default(false),
    avatarKey: text('avatar_key'),
    avatarThumbKey: text('avatar_thumb_key'),
    heroKey: text('hero_key'),
    lastDayActive: date('last_day_active', { mode: 'string' }),
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    skipBoostModal: boolean('skip_boost_modal').notNull().default(false),
    nftTradingHelpSeen: boolean('nft_trading_help_seen').notNull().default(false),
    oembedConsent: text('oembed_consent'),
    notificationToken: text('notification_token'),
    walletAddress: text('wallet_address'),
    /** When the admin gave this user's self-custody wallet its one gas allowance (docs/WALLET.md). */
    walletGasFundedAt: timestamp('wallet_gas_funded_at', { withTimezone: true }),
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
      onDelete: 'set null',
    }),
    claimsFingerprint: text('claims_fingerprint').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_uid_idx').on(t.uid),
    uniqueIndex('users_slug_idx').on(t.slug),
    // One account per identity: an e-mail belongs to at most one user (docs/ACCOUNTS.md).
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The indexer matches event addresses to users case-insensitively.
    index('users_wallet_idx').on(sql`lower(${t.walletAddress})`),
    // The console's dashboard: a period's sign-ups and active fans (docs/CONSOLE.md "Dashboard").
    index('users_created_idx').on(t.createdAt),
    index('users_last_day_active_idx').on(t.lastDayActive),
  ],
);

/**
 * Every saved version of the instance's configuration (docs/CONSOLE.md "Instance setup"): the
 * whole editable configuration as the setup screen reads it, who saved it, when, and the paths it
 * changed. Rows are only ever inserted; a rollback saves an older configuration as a new version.
 */
export const instanceVersions = pgTable('instance_versions', {
  version: integer('version').primaryKey(),
  config: jsonb('config').notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  changes: jsonb('changes')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  rolledBackFrom: integer('rolled_back_from'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The console dashboard's settled buckets (docs/CONSOLE.md "Dashboard"): the figures of a day or a
 * week that ended before yesterday, counted once from the rows by the dashboard's statement and
 * kept, so that a long period reads a row per bucket instead of counting every row again.
 */
export const dashboardRollups = pgTable(
  'dashboard_rollups',
  {
    /** `day` or `week`. */
    interval: text('interval').notNull(),
    /** The bucket's first day (a week's Monday). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The bucket's counts and token sums, as the statement answers them (less the day). */
    figures: jsonb('figures').$type<Record<string, number | string>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interval, t.day] })],
);

/**
 * What admins did to accounts (ban, lock, unlock): who, to whom, when, from what to what. Rows
 * are only ever inserted; the actor stays named by id even after their account is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    // The public moderation log reads the moderators' outcomes newest first (docs/CONSOLE.md "Moderation").
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Accounts deleted by their owner: a token still alive for them never recreates the user. */
export const deletedAccounts = pgTable('deleted_accounts', {
  uid: text('uid').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who blocked whom. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** Cookie consent settings, keyed by the `consentId` cookie; linked to the user when signed in. */
export const consents = pgTable('consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  advertising: boolean('advertising').notNull(),
  customization: boolean('customization').notNull(),
  analyze: boolean('analyze').notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A PostgreSQL text-search vector. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Secrets shared by every server instance (media URL signing), created at first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The committed steps of the first-start seeds (`demo-content:...`). Each step is written in the
 * same transaction as its rows, so a seed cut off by a crash resumes where it stopped, and the
 * unique name keeps two servers (or two runs) from writing a step twice.
 */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  detail: jsonb('detail')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rendition of a content medium in storage. */
export interface MediumRendition {
  /** '144p' ... '1080p' for video, 'audio' for audio, 'large'/'medium'/'small' for images. */
  name: string;
  key: string;
  mime: string;
  width?: number;
  height?: number;
  bytes?: number;
}

/** Processing states of a content medium. */
export const MEDIUM_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * Media of contents and categories: uploaded images, audio and video (with renditions made by a
 * durable job), and external media (oEmbed data fetched on the server).
 */
export const contentMedia = pgTable(
  'content_media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    status: text('status', { enum: MEDIUM_STATUSES }).notNull().default('ready'),
    originalKey: text('original_key'),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    renditions: jsonb('renditions')
      .$type<MediumRendition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    thumbnailKey: text('thumbnail_key'),
    externalSrc: text('external_src'),
    oembedData: jsonb('oembed_data').$type<Record<string, unknown>>(),
    error: text('error'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_media_status_idx').on(t.status)],
);

/** Content categories (home sections and list filters). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    bgColor: text('bg_color').notNull().default('#0b5fff'),
    textColor: text('text_color').notNull().default('#ffffff'),
    mediumId: bigint('medium_id', { mode: 'number' }).references(() => contentMedia.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug)],
);

/**
 * Contents of the four types. Texts are per locale; `body` is sanitized HTML. The search vectors
 * are kept per language with that language's dictionary (english, german, italian).
 */
export const contents = pgTable(
  'contents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    translatedSlugs: jsonb('translated_slugs')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    teaser: jsonb('teaser')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    body: jsonb('body')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    heroMediumId: bigint('hero_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    availableFor: text('available_for', { enum: AUDIENCES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When a scheduled content is published by the `content.schedule` job (docs/CONSOLE.md "Contents"). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When a published content is unpublished by the same job. */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    noCrawl: boolean('no_crawl').notNull().default(false),
    /** The unlock price in base units (× 1e8) for the `buyer` audience; null: not for sale. */
    price: numeric('price', { precision: 78, scale: 0 }),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    commentsCount: integer('comments_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    searchEn: tsvector('search_en'),
    searchDe: tsvector('search_de'),
    searchIt: tsvector('search_it'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_slug_idx').on(t.slug),
    index('contents_published_idx').on(t.published, t.publishedAt, t.id),
    index('contents_category_idx').on(t.categoryId, t.publishedAt),
    index('contents_search_en_idx').using('gin', t.searchEn),
    index('contents_search_de_idx').using('gin', t.searchDe),
    index('contents_search_it_idx').using('gin', t.searchIt),
  ],
);

/** Every slug a content answers to (canonical and translated), unique across all contents. */
export const contentSlugs = pgTable('content_slugs', {
  slug: text('slug').primaryKey(),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  locale: text('locale'),
});

/** Purchases that unlock a content (the `buyer` audience; filled by the wallet issue). */
export const contentPurchases = pgTable(
  'content_purchases',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/**
 * What makes a user a token holder, NFT holder or subscriber, as the audience check reads it.
 * The wallet, NFT and shop issues keep these rows current; until then nobody meets those audiences.
 */
export const userEntitlements = pgTable(
  'user_entitlements',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** token_holder, nft_holder or subscriber. */
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.audience] })],
);

/**
 * Comments on any commentable resource (contents, static pages, later events, votings, ideas,
 * AMA questions, group and feed posts) and on comments (threads: commentable_type 'comment').
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commentableType: text('commentable_type').notNull(),
    commentableId: bigint('commentable_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<Array<{ key: string; width: number; height: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('unreported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_commentable_idx').on(t.commentableType, t.commentableId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    // The console's dashboard counts a period's comments and their authors (docs/CONSOLE.md "Dashboard").
    index('comments_created_idx').on(t.createdAt, t.userId),
  ],
);

/** Likes of comments, contents and later posts, ideas and questions; one per user and thing. */
export const likes = pgTable(
  'likes',
  {
    likedType: text('liked_type').notNull(),
    likedId: bigint('liked_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likedType, t.likedId, t.userId] }),
    index('likes_user_idx').on(t.userId, t.likedType),
    // The console's dashboard counts a period's likes and who gave them (docs/CONSOLE.md "Dashboard").
    index('likes_created_idx').on(t.createdAt, t.userId),
  ],
);

/** Kinds of report a user can choose (spam, harassment ...). */
export const ugcReportTypes = pgTable(
  'ugc_report_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('ugc_report_types_key_idx').on(t.key)],
);

/** Reports of user content; one per user and thing. */
export const ugcReports = pgTable(
  'ugc_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportableType: text('reportable_type').notNull(),
    reportableId: bigint('reportable_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => ugcReportTypes.id),
    reason: text('reason'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('reported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ugc_reports_once_idx').on(t.reportableType, t.reportableId, t.userId),
    index('ugc_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The moderation case of one reportable item of fans' content (docs/CONSOLE.md "Moderation"), keyed
 * by its resource type and id: its status (the same as the item's `report_status`, which the lists
 * filter on), the moderator's reason, the reports counted, when it last joined the queue, and the
 * author's one review request. A row exists from the first report on.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    resourceType: text('resource_type').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('reported'),
    reason: text('reason'),
    reportsCount: integer('reports_count').notNull().default(0),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceType, t.resourceId] }),
    index('moderation_items_queue_idx').on(t.status, t.queuedAt),
  ],
);

/** Job states of the durable queue. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Durable background jobs (media processing now; push, chain watching and unlocks later):
 * claimed with FOR UPDATE SKIP LOCKED, retried with back-off, surviving restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

/**
 * A user's chat keys (docs/CHAT.md "Chat keys (`/api/v1/chat_keys`)"): the public key (JWK JSON text), the private-key
 * backup encrypted under a password key, and the one-time cache of a QR key transfer. The server
 * never holds a usable private key.
 */
export const chatUserKeys = pgTable('chat_user_keys', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicKey: text('public_key'),
  publicKeyUpdatedAt: timestamp('public_key_updated_at', { withTimezone: true }),
  encryptedPrivateKey: text('encrypted_private_key'),
  backupUpdatedAt: timestamp('backup_updated_at', { withTimezone: true }),
  cachedKey: text('cached_key'),
  cachedAt: timestamp('cached_at', { withTimezone: true }),
});

/**
 * A one-to-one conversation. The id is a UUID the sender's app may choose, so the first message
 * can be sealed with the conversation id bound before the conversation exists. `pairKey` ("a:b",
 * a < b) keeps one conversation per pair of users.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairKey: text('pair_key').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_pair_idx').on(t.pairKey)],
);

/** A participant of a conversation; the row stays (user null) when the account is deleted. */
export const chatConversationUsers = pgTable(
  'chat_conversation_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_users_member_idx').on(t.conversationId, t.userId),
    index('chat_conversation_users_user_idx').on(t.userId),
  ],
);

/** A message: ciphertext JSON ({ciphertext, iv}) under `keyId` when encrypted, else plain text. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    keyId: uuid('key_id'),
    encrypted: boolean('encrypted').notNull(),
    /** The sender's idempotency key: a retried send does not post twice. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // The console's dashboard counts a period's messages and their senders, never their content.
    index('chat_messages_created_idx').on(t.createdAt, t.senderId),
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    // "Has own plain-text messages" per conversation, without reading its encrypted ones.
    index('chat_messages_plain_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`not ${t.encrypted}`),
  ],
);

/** A conversation key wrapped (RSA-OAEP) for one participant. */
export const chatConversationKeys = pgTable(
  'chat_conversation_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    conversationUserId: bigint('conversation_user_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversationUsers.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').notNull(),
    encryptedKey: text('encrypted_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_keys_member_key_idx').on(t.conversationUserId, t.keyId),
    index('chat_conversation_keys_conversation_idx').on(t.conversationId, t.keyId),
  ],
);

/**
 * A user's in-app notifications (docs/NOTIFICATIONS.md). `key` is the kind (`chat_message.received`,
 * `comment.replied` ...); `parameters` carry what the client shows and opens (`serialized_resource`,
 * `prompt_dialog` ...). Several events on one thing fold into one unopened row with the same
 * `group_key` ("Anna and 12 others liked your comment"): the partial unique index keeps one per user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The latest user whose action this is (null for system notifications or a deleted account). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Distinct actors folded into this row. */
    actorsCount: integer('actors_count').notNull().default(1),
    groupKey: text('group_key'),
    parameters: jsonb('parameters')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    promptDialog: boolean('prompt_dialog').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unopened_idx')
      .on(t.userId, t.id)
      .where(sql`${t.openedAt} is null`),
    uniqueIndex('notifications_fold_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.openedAt} is null and ${t.groupKey} is not null`),
  ],
);

/** The distinct actors folded into a notification, so a like, unlike and like counts once. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.actorId] })],
);

/**
 * A user's notification preferences: per kind in-app and push on or off (`kinds`, missing kinds take
 * their defaults), quiet hours `quiet_start`-`quiet_end` ('HH:MM', may wrap midnight) in `time_zone`.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds')
    .$type<Record<string, { in_app?: boolean; push?: boolean }>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Web push subscriptions, one per browser (a user may have several devices). Written from the
 * `notification_token` of `PUT /auth`; dropped when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Push messages sent: one row per notification and subscription, written when the push service
 * accepted it, so a job retried after a restart never sends the same notification twice.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.subscriptionId] })],
);

// ---------------------------------------------------------------------------------------------
// Participation and events (issue #12, docs/PARTICIPATION.md). Titles and descriptions are per
// locale (descriptions sanitized HTML); token amounts are base-unit integers (8 decimals) in
// numeric(38,0). Missions and AMA sessions have a preview token an admin shares before publishing.

/** Votings: tokenless (one ballot per user) or token-weighted (amounts through the ledger). */
export const votings = pgTable(
  'votings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    votingType: text('voting_type', { enum: VOTING_TYPES }).notNull().default('tokenless'),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    heroMediumId: bigint('hero_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many options one ballot of a tokenless voting may choose (1: single choice). */
    maxChoices: integer('max_choices').notNull().default(1),
    /** Percentage of a token vote that stays locked until unlocks_tokens_at (null: none). */
    depositShare: numeric('deposit_share', { precision: 5, scale: 2 }),
    unlocksTokensAt: timestamp('unlocks_tokens_at', { withTimezone: true }),
    contractAddress: text('contract_address'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Distinct users who voted (tokenless: ballots). */
    votersCount: integer('voters_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('votings_slug_idx').on(t.slug), index('votings_published_idx').on(t.published, t.endsAt)],
);

/** The options of a voting; `votes` is the tally (ballots, or base units of token votes). */
export const votingOptions = pgTable(
  'voting_options',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    votingId: bigint('voting_id', { mode: 'number' })
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<Localized>().notNull(),
    votes: numeric('votes', { precision: 38, scale: 0 }).notNull().default('0'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('voting_options_voting_idx').on(t.votingId)],
);

/** Who took part in a voting: the primary key makes "one ballot per user" of tokenless votings atomic. */
export const votingParticipants = pgTable(
  'voting_participants',
  {
    votingId: bigint('voting_id', { mode: 'number' })
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.votingId, t.userId] })],
);

/** The user votes (spec `user_votes`, record `vote`): one row per option chosen, per token vote. */
export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    votingId: bigint('voting_id', { mode: 'number' })
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    optionId: bigint('option_id', { mode: 'number' })
      .notNull()
      .references(() => votingOptions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for a tokenless ballot; base units for a token vote. */
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull().default('1'),
    lockedAmount: numeric('locked_amount', { precision: 38, scale: 0 }).notNull().default('0'),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }),
    /** The client's Idempotency-Key of a token vote: a retried request moves no value twice. */
    idempotencyKey: text('idempotency_key'),
    /** A token vote's `Voted` event (chain, hash, log index): the indexer and the relay count it once. */
    chainId: bigint('chain_id', { mode: 'number' }),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    /** The CommunityActions deposit holding `locked_amount` (null without a deposit). */
    depositId: numeric('deposit_id', { precision: 78, scale: 0 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('votes_voting_user_idx').on(t.votingId, t.userId),
    uniqueIndex('votes_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('votes_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('votes_user_deposit_idx').on(t.userId, t.depositId),
  ],
);

/** Ideation missions: a question to the fans, open for ideas until ends_at. */
export const ideationMissions = pgTable(
  'ideation_missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    heroMediumId: bigint('hero_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** An admin's preview link of an unpublished mission carries it (`preview_token`). */
    previewToken: text('preview_token').notNull(),
    ideasCount: integer('ideas_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ideation_missions_slug_idx').on(t.slug),
    index('ideation_missions_published_idx').on(t.published, t.endsAt),
  ],
);

/** Ideas of fans for a mission, with the club acceptance status (IDEA_STATUSES). */
export const ideas = pgTable(
  'ideas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => ideationMissions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<Array<{ key: string; width: number; height: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: IDEA_STATUSES }).notNull().default('submitted'),
    initialBoost: numeric('initial_boost', { precision: 38, scale: 0 }).notNull().default('0'),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    contractAddress: text('contract_address'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('unreported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('ideas_mission_idx').on(t.missionId, t.createdAt), index('ideas_user_idx').on(t.userId)],
);

/** AMA sessions: a host answers the fans' questions until ends_at. */
export const amaSessions = pgTable(
  'ama_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    heroMediumId: bigint('hero_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    /** The user who answers (named by the admin who creates the session). */
    hostUserId: bigint('host_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    previewToken: text('preview_token').notNull(),
    amaQuestionsCount: integer('ama_questions_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ama_sessions_slug_idx').on(t.slug),
    index('ama_sessions_published_idx').on(t.published, t.endsAt),
  ],
);

/** Questions of fans in an AMA session, with the host's answer. */
export const amaQuestions = pgTable(
  'ama_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => amaSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, 1–200 characters. */
    title: text('title').notNull(),
    /** Sanitized HTML (may be empty). */
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<Array<{ key: string; width: number; height: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    initialBoost: numeric('initial_boost', { precision: 38, scale: 0 }).notNull().default('0'),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('unreported'),
    /** The host's answer (sanitized HTML), null until answered. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('ama_questions_session_idx').on(t.sessionId, t.createdAt),
    index('ama_questions_user_idx').on(t.userId),
  ],
);

/** Events with an optional capacity: registrations past it wait in line. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    translatedSlugs: jsonb('translated_slugs')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    location: text('location'),
    heroMediumId: bigint('hero_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Places; null: unlimited. */
    capacity: integer('capacity'),
    registeredCount: integer('registered_count').notNull().default(0),
    waitingCount: integer('waiting_count').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    commentsCount: integer('comments_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug_idx').on(t.slug), index('events_published_idx').on(t.published, t.startsAt)],
);

/** Every slug an event answers to (canonical and translated), unique across all events. */
export const eventSlugs = pgTable('event_slugs', {
  slug: text('slug').primaryKey(),
  eventId: bigint('event_id', { mode: 'number' })
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  locale: text('locale'),
});

/** A fan's registration: registered, or waiting (first come, first served by id). */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EVENT_REGISTRATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_user_idx').on(t.eventId, t.userId),
    index('event_registrations_waiting_idx').on(t.eventId, t.status, t.id),
  ],
);

/**
 * The community contracts this instance uses (docs/CHAIN.md "The embedded chain"): one row per
 * chain id. The embedded chain writes its row after its first deployment; an external chain's row
 * is written from the environment at start, so the API answers the same either way.
 */
export const chainDeployments = pgTable('chain_deployments', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  tokenAddress: text('token_address').notNull(),
  nftAddress: text('nft_address').notNull(),
  actionsAddress: text('actions_address').notNull(),
  adminAddress: text('admin_address').notNull(),
  treasuryAddress: text('treasury_address').notNull(),
  /** Where the indexer starts. */
  fromBlock: bigint('from_block', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hot wallets: keys the server holds for fans who use one (`uses_hotwallet`). The private key is
 * sealed with AES-256-GCM under the master key (WALLET_MASTER_KEY, or generated into the data
 * folder), bound to the address as associated data; it is never logged or sent. A deleted
 * account's wallet keeps its key (user_id becomes null): tokens it holds are never destroyed with it.
 */
export const hotWallets = pgTable(
  'hot_wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    /** base64url(iv 12 bytes | tag 16 bytes | ciphertext). */
    sealedKey: text('sealed_key').notNull(),
    /** Which master key sealed it (for rotation). */
    keyVersion: integer('key_version').notNull().default(1),
    /** When the admin wallet and CommunityActions became operators of this wallet on the token. */
    operatorsAt: timestamp('operators_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hot_wallets_address_idx').on(t.address), uniqueIndex('hot_wallets_user_idx').on(t.userId)],
);

/**
 * Where the indexer is (docs/CHAIN.md "Indexer"): the next block to read per chain, and the hashes of
 * the recent blocks it counted, to notice a reorganisation (a block whose parent hash differs).
 */
export const chainCursors = pgTable('chain_cursors', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    number: bigint('number', { mode: 'bigint' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
);

/**
 * Every event of the community contracts the indexer counted, once: `(chain, tx_hash, log_index)`
 * is unique, and the cursor moves in the same transaction as the events, so a crash at any moment
 * resumes without a double count. `args` keeps the decoded arguments (bigints as strings).
 */
export const chainEvents = pgTable(
  'chain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    contract: text('contract').notNull(),
    eventName: text('event_name').notNull(),
    args: jsonb('args').$type<Record<string, string | boolean>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_events_log_idx').on(t.chainId, t.txHash, t.logIndex),
    index('chain_events_block_idx').on(t.chainId, t.blockNumber),
  ],
);

/** Token balances as the indexer counted them (base units), for holders' entitlements and lists. */
export const tokenBalances = pgTable('token_balances', {
  address: text('address').primaryKey(),
  balance: numeric('balance', { precision: 78, scale: 0 }).notNull().default('0'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's token transactions (docs/CHAIN.md "Transactions and sends"): recorded when sent (`pending`, with the hash
 * as soon as there is one) and completed from the receipt or by the indexer. A send's
 * Idempotency-Key is unique per user, so a retried request moves value once.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    txHash: text('tx_hash'),
    eventName: text('event_name').notNull(),
    txStatus: text('tx_status', { enum: ['pending', 'complete', 'failed'] })
      .notNull()
      .default('pending'),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull().default('0'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    option: text('option'),
    orderedNftId: text('ordered_nft_id'),
    /** What a boost, unlock or vote was for (`comment`, `content`, `idea`, `ama_question`, `voting`, …). */
    itemType: text('item_type'),
    itemId: bigint('item_id', { mode: 'number' }),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Write-ahead (docs/CHAIN.md "Write-ahead value moves"): the signed transaction the server made for
     * this record, stored with its hash (`tx_hash`) before it is broadcast, its signer and nonce, so that
     * after a crash the pending record's fate can be found (mined, in the pool, or sent exactly once).
     */
    signedTx: text('signed_tx'),
    signer: text('signer'),
    nonce: bigint('nonce', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transactions_hash_idx').on(t.txHash),
    // The write-ahead recovery's scan: only pending records.
    index('transactions_pending_idx')
      .on(t.id)
      .where(sql`tx_status = 'pending'`),
    uniqueIndex('transactions_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('transactions_user_idx').on(t.userId, t.id),
    index('transactions_item_idx').on(t.userId, t.itemType, t.itemId),
    // The receiver of a send or a mint sees its record too (docs/CHAIN.md "Transactions and sends").
    index('transactions_to_idx').on(sql`lower(${t.toAddress})`),
  ],
);

/** The kinds of things fans boost with tokens (docs/CHAIN.md "Boosts"), one `…Boosted` event each. */
export const BOOSTABLE_TYPES = ['comment', 'content', 'idea', 'ama_question', 'group_post', 'feed_post'] as const;

/**
 * Boosts as the chain recorded them (docs/CHAIN.md "Boosts"): one row per `…Boosted` event, written
 * by the indexer or by the relay that sent it, once (`(chain, tx_hash, log_index)` unique). The
 * item's `boosts` counter moves in the same transaction. `user_id` is the fan whose wallet boosted.
 */
export const boosts = pgTable(
  'boosts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    itemType: text('item_type', { enum: BOOSTABLE_TYPES }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    booster: text('booster').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('boosts_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('boosts_item_idx').on(t.itemType, t.itemId),
    index('boosts_user_idx').on(t.userId, t.itemType, t.itemId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Community: fan groups (spaces) and their memberships (docs/COMMUNITY.md)
// ---------------------------------------------------------------------------------------------

/**
 * A fan group. Its slug is its name's words and `-{id}` (docs/COMMUNITY.md "Groups"), so it is found by the id
 * after the last hyphen whatever the words. `members_count` (active members) and
 * `pending_count` move in the transaction that changes a membership, under the group's row lock.
 */
export const fanGroups = pgTable(
  'fan_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Sanitized rich text (HTML). */
    description: text('description').notNull().default(''),
    /** A stored image (`users/<uploader>/<key>.webp`, served by /media), or none. */
    imageKey: text('image_key'),
    access: text('access', { enum: FAN_GROUP_ACCESS }).notNull().default('publicly_accessible'),
    visibility: text('visibility', { enum: FAN_GROUP_VISIBILITY }).notNull().default('publicly_visible'),
    postVisibility: text('post_visibility', { enum: FAN_GROUP_POST_VISIBILITY }).notNull().default('all_users'),
    postCreation: text('post_creation', { enum: FAN_GROUP_POST_CREATION }).notNull().default('all_users_can_post'),
    feedVisibility: text('feed_visibility', { enum: FAN_GROUP_FEED_VISIBILITY }).notNull().default('members_posts'),
    acceptanceStatus: text('acceptance_status', { enum: FAN_GROUP_ACCEPTANCE }).notNull().default('submitted'),
    featured: boolean('featured').notNull().default(false),
    membersCount: integer('members_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    groupPostsCount: integer('group_posts_count').notNull().default(0),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fan_groups_slug_idx').on(t.slug),
    index('fan_groups_list_idx').on(t.acceptanceStatus, t.featured, t.membersCount, t.id),
    index('fan_groups_owner_idx').on(t.ownerId),
  ],
);

/**
 * A user's membership of a group: one row per group and user, its role and status
 * (docs/COMMUNITY.md "Memberships"). An invitation is a pending row with `invited_by_id`; the invitee's join makes it active.
 */
export const fanGroupMemberships = pgTable(
  'fan_group_memberships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => fanGroups.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: FAN_GROUP_ROLES }).notNull(),
    status: text('status', { enum: FAN_GROUP_USER_STATUSES }).notNull(),
    invitedById: bigint('invited_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fan_group_memberships_user_idx').on(t.groupId, t.userId),
    index('fan_group_memberships_list_idx').on(t.groupId, t.status, t.updatedAt),
    index('fan_group_memberships_member_idx').on(t.userId, t.status),
  ],
);

/** The instance's fan group settings: one row (id 'default'); no row means the defaults. */
export const fanGroupSettings = pgTable('fan_group_settings', {
  id: text('id').primaryKey(),
  /** New groups wait as `submitted` until an admin accepts them (default on). */
  reviewNewGroups: boolean('review_new_groups').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Community posts (issue #13, second part: docs/COMMUNITY.md "Group posts", "Feed posts") ----

/** Images of a post, stored like a comment's (`users/<uploader>/<key>.webp`). */
type PostImages = Array<{ key: string; width: number; height: number }>;

/**
 * A post in a fan group: sanitized rich text, images, the users it mentions (from the rich
 * text's `data-mention` links) and the role its author had when posting (the group's feed
 * visibility reads it). Counters move with likes, comments and boosts.
 */
export const groupPosts = pgTable(
  'group_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => fanGroups.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<PostImages>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    mentionedUserIds: jsonb('mentioned_user_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The author's role in the group when posting (an instance admin outside the group: admin). */
    authorRole: text('author_role', { enum: FAN_GROUP_ROLES }).notNull(),
    initialBoost: numeric('initial_boost', { precision: 38, scale: 0 }).notNull().default('0'),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    contractAddress: text('contract_address'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('unreported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('group_posts_group_idx').on(t.groupId, t.createdAt, t.id),
    index('group_posts_feed_idx').on(t.createdAt, t.id),
    index('group_posts_user_idx').on(t.userId),
  ],
);

/** A post to the instance's feed (module postToFeed): the fields of a group post without a group. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<PostImages>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    mentionedUserIds: jsonb('mentioned_user_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    initialBoost: numeric('initial_boost', { precision: 38, scale: 0 }).notNull().default('0'),
    boosts: numeric('boosts', { precision: 38, scale: 0 }).notNull().default('0'),
    contractAddress: text('contract_address'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('unreported'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('feed_posts_feed_idx').on(t.createdAt, t.id), index('feed_posts_user_idx').on(t.userId)],
);

// ---- Organizations, invitation codes, profile fields, user media (issue #13, third part) ----

/** A member's role in an organization: admins edit it and manage its users. */
export const ORGANIZATION_USER_ROLES = ['member', 'admin'] as const;

/** Every membership of a user in an organization (the shown one is `users.organization_id`). */
export const organizationUsers = pgTable(
  'organization_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_USER_ROLES }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_users_idx').on(t.organizationId, t.userId),
    index('organization_users_user_idx').on(t.userId),
  ],
);

/** Who made an invitation code (docs/COMMUNITY.md "Invitation codes", verbatim). */
export const INVITATION_TYPES = ['from_owner', 'from_admin', 'from_member'] as const;

/**
 * Invitation codes: a code is redeemed when it has an invitee (one per code, one code per
 * invitee). The instance's `invitation_required` setting and the open-code limit are in
 * `community_settings`.
 */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    invitationType: text('invitation_type', { enum: INVITATION_TYPES }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: bigint('invitee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_codes_code_idx').on(t.code),
    uniqueIndex('invitation_codes_invitee_idx').on(t.inviteeId),
    index('invitation_codes_owner_idx').on(t.ownerId, t.id),
  ],
);

/**
 * The instance's community settings: one row (id 'default'); no row means the defaults.
 * `invitation_required`: a signed-in user without a redeemed code sees only the redeem screen.
 */
export const communitySettings = pgTable('community_settings', {
  id: text('id').primaryKey(),
  invitationRequired: boolean('invitation_required').notNull().default(false),
  /** How many unredeemed codes one member may hold at once (admins and the owner: no limit). */
  openCodesPerMember: integer('open_codes_per_member').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How a profile field is answered. */
export const PROFILE_FIELD_TYPES = ['text', 'select', 'country'] as const;

/** Profile fields the instance asks of its fans; names are per language ({en, de, it}). */
export const profileFields = pgTable(
  'profile_fields',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    fieldType: text('field_type', { enum: PROFILE_FIELD_TYPES }).notNull().default('text'),
    isMulti: boolean('is_multi').notNull().default(false),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_fields_key_idx').on(t.key)],
);

/** The options of a `select` profile field. */
export const profileFieldOptions = pgTable(
  'profile_field_options',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileFieldId: bigint('profile_field_id', { mode: 'number' })
      .notNull()
      .references(() => profileFields.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('profile_field_options_field_idx').on(t.profileFieldId, t.position)],
);

/** A user's answer to a profile field; a multi field has one row per chosen value. */
export const userProfileFields = pgTable(
  'user_profile_fields',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileFieldId: bigint('profile_field_id', { mode: 'number' })
      .notNull()
      .references(() => profileFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_profile_fields_idx').on(t.userId, t.profileFieldId, t.value)],
);

/** Images a user uploaded for their profile (`POST /v2/user_media`), checked by content. */
export const userMedia = pgTable(
  'user_media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_media_user_idx').on(t.userId, t.id)],
);

/** How a video NFT plays (docs/NFTS.md "Records"). */
export interface NftVideoOptions {
  autoplay: boolean;
  loop: boolean;
  show_controls: boolean;
}

/** Collections of NFTs (docs/NFTS.md "Model"): texts per locale, every slug in nft_collection_slugs. */
export const nftCollections = pgTable(
  'nft_collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    translatedSlugs: jsonb('translated_slugs')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    coverMediumId: bigint('cover_medium_id', { mode: 'number' }).references(() => contentMedia.id, {
      onDelete: 'set null',
    }),
    /** The chain id of its network; null: the instance's chain. */
    networkChainId: bigint('network_chain_id', { mode: 'number' }),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nft_collections_slug_idx').on(t.slug)],
);

/** Every slug a collection answers to (canonical and translated), unique across collections. */
export const nftCollectionSlugs = pgTable('nft_collection_slugs', {
  slug: text('slug').primaryKey(),
  collectionId: bigint('collection_id', { mode: 'number' })
    .notNull()
    .references(() => nftCollections.id, { onDelete: 'cascade' }),
  locale: text('locale'),
});

/** NFTs: the id is the CommunityNFT token id (docs/NFTS.md "Decisions"). */
export const nfts = pgTable(
  'nfts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => nftCollections.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rarity: text('rarity', { enum: NFT_RARITIES }).notNull().default('common'),
    supply: integer('supply').notNull(),
    minted: integer('minted').notNull().default(0),
    publiclyVisible: boolean('publicly_visible').notNull().default(true),
    videoOptions: jsonb('video_options')
      .$type<NftVideoOptions>()
      .notNull()
      .default(sql`'{"autoplay":true,"loop":true,"show_controls":false}'::jsonb`),
    mediumId: bigint('medium_id', { mode: 'number' }).references(() => contentMedia.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nfts_collection_idx').on(t.collectionId, t.id)],
);

/** What holders of an NFT may redeem: a code or instructions (`secret`), revealed on redeeming. */
export const nftBenefits = pgTable(
  'nft_benefits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nftId: bigint('nft_id', { mode: 'number' })
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description')
      .$type<Localized>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    secret: text('secret').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nft_benefits_nft_idx').on(t.nftId)],
);

/** A holder's redemption of a benefit: once per user and benefit. */
export const nftBenefitRedemptions = pgTable(
  'nft_benefit_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    benefitId: bigint('benefit_id', { mode: 'number' })
      .notNull()
      .references(() => nftBenefits.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nft_benefit_redemptions_user_idx').on(t.userId, t.benefitId)],
);

/**
 * NFT copies per EIP-55 address and token id as the indexer counted them (docs/NFTS.md "Decisions"):
 * written only by the chain's effects.
 */
export const nftBalances = pgTable(
  'nft_balances',
  {
    address: text('address').notNull(),
    tokenId: bigint('token_id', { mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 78, scale: 0 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 78, scale: 0 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.address, t.tokenId] }), index('nft_balances_token_idx').on(t.tokenId)],
);

/** The provenance of NFTs: one row per token id a TransferSingle or TransferBatch log moved. */
export const nftMoves = pgTable(
  'nft_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    tokenId: bigint('token_id', { mode: 'number' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: NFT_MOVE_KINDS }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_moves_log_idx').on(t.chainId, t.txHash, t.logIndex, t.tokenId),
    index('nft_moves_token_idx').on(t.tokenId, t.id),
  ],
);

/**
 * NFT gifts (docs/NFTS.md "Gifting"): one row per gift, written with its value move (the write-ahead
 * `transactions` record) under the giver's row lock, so the daily limit holds under parallel requests.
 * A gift counts towards the day while its record is not `failed`.
 */
export const nftGifts = pgTable(
  'nft_gifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromUserId: bigint('from_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: bigint('to_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nftId: bigint('nft_id', { mode: 'number' })
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(1),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nft_gifts_from_idx').on(t.fromUserId, t.createdAt),
    uniqueIndex('nft_gifts_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Trade requests (docs/NFTS.md "Trading"): a fan offers NFTs it holds for NFTs it wants. The offered
 * copies of an open request are locked (no gift, no pass). Fulfilled by one trade (one swap).
 */
export const nftTradeRequests = pgTable(
  'nft_trade_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: NFT_TRADE_REQUEST_STATUSES }).notNull().default('open'),
    message: text('message'),
    /** Why the server withdrew it (its offered copies left the owner's wallet, …). */
    withdrawnReason: text('withdrawn_reason'),
    fulfilledByUserId: bigint('fulfilled_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** The swap that fulfilled it (a trade's or a trade group's write-ahead record). */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'set null',
    }),
    tradeGroupId: bigint('trade_group_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nft_trade_requests_user_idx').on(t.userId, t.status, t.id),
    index('nft_trade_requests_status_idx').on(t.status, t.id),
  ],
);

/** The NFTs of a trade request, per side (`offered` by its owner, `wanted` from whoever fulfils it). */
export const nftTradeRequestItems = pgTable(
  'nft_trade_request_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => nftTradeRequests.id, { onDelete: 'cascade' }),
    side: text('side', { enum: NFT_TRADE_SIDES }).notNull(),
    nftId: bigint('nft_id', { mode: 'number' })
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(1),
  },
  (t) => [
    uniqueIndex('nft_trade_request_items_idx').on(t.requestId, t.side, t.nftId),
    index('nft_trade_request_items_nft_idx').on(t.nftId, t.side),
  ],
);

/**
 * Trade groups (docs/NFTS.md "Trade groups"): rings of open requests that satisfy each other, found by
 * the server; `key` is the ring's request ids in a canonical order, so a ring is stored once.
 */
export const nftTradeGroups = pgTable(
  'nft_trade_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    status: text('status', { enum: NFT_TRADE_GROUP_STATUSES }).notNull().default('open'),
    /** The ring's legs: [{ request_id, from_user_id, to_user_id, nft_id, amount }]. */
    tradeData: jsonb('trade_data').$type<Record<string, unknown>[]>().notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'set null',
    }),
    executedByUserId: bigint('executed_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('nft_trade_groups_key_idx').on(t.key), index('nft_trade_groups_status_idx').on(t.status, t.id)],
);

/**
 * Transfer passes (docs/NFTS.md "Transfer out"): the id is the pass nonce on CommunityNFT. An issued,
 * unexpired pass locks its copies until it is used or expires.
 */
export const nftTransferPasses = pgTable(
  'nft_transfer_passes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nftId: bigint('nft_id', { mode: 'number' })
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    fromAddress: text('from_address').notNull(),
    targetAddress: text('target_address').notNull(),
    signature: text('signature').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: NFT_TRANSFER_PASS_STATUSES }).notNull().default('issued'),
    txHash: text('tx_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nft_transfer_passes_user_idx').on(t.userId, t.status, t.id),
    uniqueIndex('nft_transfer_passes_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The NFTs a post shows (docs/NFTS.md "NFTs in posts"): a group post's or a feed post's (exactly
 * one of the two), in the author's order; gone with the post or the NFT.
 */
export const postNfts = pgTable(
  'post_nfts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupPostId: bigint('group_post_id', { mode: 'number' }).references(() => groupPosts.id, { onDelete: 'cascade' }),
    feedPostId: bigint('feed_post_id', { mode: 'number' }).references(() => feedPosts.id, { onDelete: 'cascade' }),
    nftId: bigint('nft_id', { mode: 'number' })
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('post_nfts_group_post_idx').on(t.groupPostId, t.nftId),
    uniqueIndex('post_nfts_feed_post_idx').on(t.feedPostId, t.nftId),
    index('post_nfts_nft_idx').on(t.nftId),
    check('post_nfts_one_post', sql`(${t.groupPostId} is null) <> (${t.feedPostId} is null)`),
  ],
);

/** Every table, for drizzle's relational queries. */
export const schema = {
  instances,
  instanceVersions,
  menuItems,
  staticPages,
  organizations,
  users,
  deletedAccounts,
  userBlocks,
  consents,
  serverSecrets,
  seedSteps,
  contentMedia,
  categories,
  contents,
  contentSlugs,
  contentPurchases,
  userEntitlements,
  comments,
  likes,
  ugcReportTypes,
  ugcReports,
  jobs,
  chatUserKeys,
  chatConversations,
  chatConversationUsers,
  chatMessages,
  chatConversationKeys,
  notifications,
  notificationActors,
  notificationPreferences,
  pushSubscriptions,
  pushDeliveries,
  votings,
  votingOptions,
  votingParticipants,
  votes,
  boosts,
  ideationMissions,
  ideas,
  amaSessions,
  amaQuestions,
  events,
  eventSlugs,
  eventRegistrations,
  chainDeployments,
  hotWallets,
  chainCursors,
  chainBlocks,
  chainEvents,
  tokenBalances,
  transactions,
  fanGroups,
  fanGroupMemberships,
  fanGroupSettings,
  groupPosts,
  feedPosts,
  organizationUsers,
  invitationCodes,
  communitySettings,
  profileFields,
  profileFieldOptions,
  userProfileFields,
  userMedia,
  nftCollections,
  nftCollectionSlugs,
  nfts,
  nftBenefits,
  nftBenefitRedemptions,
  nftBalances,
  nftMoves,
  nftGifts,
  nftTradeRequests,
  nftTradeRequestItems,
  nftTradeGroups,
  nftTransferPasses,
  postNfts,
  dashboardRollups,
};
