import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Everything of the identity service lives in its own PostgreSQL schema, apart from the API's tables. */
export const identity = pgSchema('identity');

/** Fan accounts; `id` is the OpenID `sub`. E-mails are stored lower-cased, and unique on lower() as a guard. */
export const accounts = identity.table(
  'accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['unlocked', 'locked', 'banned'] })
      .notNull()
      .default('unlocked'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_slug_idx').on(t.slug),
    check('accounts_status_check', sql`${t.status} in ('unlocked', 'locked', 'banned')`),
  ],
);

/** oidc-provider's storage (sessions, codes, refresh tokens, grants, interactions), one row per model and id. */
export const oidcPayloads = identity.table(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    // Lets an account's grants and sessions be revoked in one statement (ban, delete, reset).
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_account_id_idx').on(t.accountId),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** One-time tokens sent by mail or handed to the native shell; only their SHA-256 is stored. */
export const oneTimeTokens = identity.table(
  'one_time_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset', 'login'] }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * Generated secrets (signing JWKS, cookie keys), persisted so that restarts keep tokens and sessions
 * valid, and sealed under the master key (keys.ts; docs/ACCOUNTS.md "Keys at rest").
 */
export const settings = identity.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The schema object handed to drizzle. */
export const schema = { accounts, oidcPayloads, oneTimeTokens, settings };
