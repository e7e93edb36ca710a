import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

/** Organizations users may belong to (filled by a later issue; the relationship exists now). */
export const organizations = pgTable('organizations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profile statuses (spec: 'unlocked' allows viewing and gifting). */
export const USER_STATUSES = ['unlocked', 'locked', 'banned'] as const;

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
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
      onDelete: 'set null',
    }),
    claimsFingerprint: text('claims_fingerprint').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_uid_idx').on(t.uid), uniqueIndex('users_slug_idx').on(t.slug)],
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

/** Every table, for drizzle's relational queries. */
export const schema = {
  instances,
  menuItems,
  staticPages,
  organizations,
  users,
  deletedAccounts,
  userBlocks,
  consents,
};
