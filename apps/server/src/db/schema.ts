import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Every table, for drizzle's relational queries. */
export const schema = { instances, menuItems, staticPages };
