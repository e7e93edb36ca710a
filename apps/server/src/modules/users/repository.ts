import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deletedAccounts, organizations, userBlocks, users } from '../../db/schema.ts';

/** A user row. */
export type { UserRow } from '../../platform/caller.ts';
import type { UserRow } from '../../platform/caller.ts';

/** The identity-derived fields written when a user first appears or the identity changes them. */
export interface ClaimFields {
  uid: string;
  displayName: string;
  slug: string;
  email: string | null;
  locale: string;
  fingerprint: string;
}

interface RawUser {
  id: string;
  uid: string;
  display_name: string;
  slug: string;
  email: string | null;
  locale: string;
  status: UserRow['status'];
  role: UserRow['role'];
  verified: boolean;
  avatar_key: string | null;
  avatar_thumb_key: string | null;
  hero_key: string | null;
  last_day_active: string | null;
  welcomed_at: Date | string | null;
  skip_boost_modal: boolean;
  nft_trading_help_seen: boolean;
  oembed_consent: string | null;
  notification_token: string | null;
  wallet_address: string | null;
  wallet_gas_funded_at: Date | string | null;
  organization_id: string | null;
  claims_fingerprint: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function fromRaw(r: RawUser): UserRow {
  return {
    id: Number(r.id),
    uid: r.uid,
    displayName: r.display_name,
    slug: r.slug,
    email: r.email,
    locale: r.locale,
    status: r.status,
    role: r.role,
    verified: r.verified,
    avatarKey: r.avatar_key,
    avatarThumbKey: r.avatar_thumb_key,
    heroKey: r.hero_key,
    lastDayActive: r.last_day_active,
    welcomedAt: date(r.welcomed_at),
    skipBoostModal: r.skip_boost_modal,
    nftTradingHelpSeen: r.nft_trading_help_seen,
    oembedConsent: r.oembed_consent,
    notificationToken: r.notification_token,
    walletAddress: r.wallet_address,
    walletGasFundedAt: date(r.wallet_gas_funded_at),
    organizationId: r.organization_id === null ? null : Number(r.organization_id),
    claimsFingerprint: r.claims_fingerprint,
    createdAt: new Date(r.created_at),
    deletedAt: date(r.deleted_at),
  };
}

// Casts keep both drivers alike: bigint and date come back as text, never as driver-specific types.
const COLUMNS = sql.raw(
  `id::text as id, uid, display_name, slug, email, locale, status, role, verified, avatar_key, avatar_thumb_key,
   hero_key, last_day_active::text as last_day_active, welcomed_at, skip_boost_modal, nft_trading_help_seen,
   oembed_consent, notification_token, wallet_address, wallet_gas_funded_at, organization_id::text as organization_id,
   claims_fingerprint, created_at, deleted_at`,
);

/**
 * Finds the user of a token in one statement, creating it on first use and writing only when
 * the identity claims changed or the user was not yet active today. Returns undefined for an
 * account its owner deleted (a token of it may still be alive for a few minutes).
 */
export async function ensureUser(db: Db, c: ClaimFields, today: string): Promise<UserRow | undefined> {
  const changed = sql.raw('users.claims_fingerprint <> excluded.claims_fingerprint');
  const result = await db.execute(sql`
    with up as (
      insert into users (uid, display_name, slug, email, locale, claims_fingerprint, last_day_active)
      select ${c.uid}, ${c.displayName}, ${c.slug}, ${c.email}, ${c.locale}, ${c.fingerprint}, ${today}::date
      where not exists (select 1 from deleted_accounts d where d.uid = ${c.uid})
      on conflict (uid) do update set
        display_name = case when ${changed} then excluded.display_name else users.display_name end,
        slug = case when ${changed} then excluded.slug else users.slug end,
        email = case when ${changed} then excluded.email else users.email end,
        locale = case when ${changed} then excluded.locale else users.locale end,
        claims_fingerprint = excluded.claims_fingerprint,
        last_day_active = excluded.last_day_active
      where ${changed} or users.last_day_active is distinct from excluded.last_day_active
      returning ${COLUMNS}
    )
    select * from up
    union all
    select ${COLUMNS} from users where uid = ${c.uid} and not exists (select 1 from up)`);
  const row = rowsOf<RawUser>(result)[0];
  if (row) return fromRaw(row);
  // A concurrent first request inserted the row after this statement's snapshot: read it now.
  return findUserByUid(db, c.uid);
}

/** A user by the token subject. */
export async function findUserByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.uid, uid)).limit(1))[0];
}

/** The user (not deleted) the condition finds. */
async function findLiveUser(db: Db, where: SQL): Promise<UserRow | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(and(where, isNull(users.deletedAt)))
      .limit(1)
  )[0];
}

/** A user (not deleted) by id. */
export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return findLiveUser(db, eq(users.id, id));
}

/** A user (not deleted) by profile slug. */
export function findUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  return findLiveUser(db, eq(users.slug, slug));
}

/** The fields a user may change on their own profile. */
export type ProfileUpdate = Partial<
  Pick<
    UserRow,
    | 'displayName'
    | 'locale'
    | 'welcomedAt'
    | 'skipBoostModal'
    | 'nftTradingHelpSeen'
    | 'oembedConsent'
    | 'notificationToken'
    | 'avatarKey'
    | 'avatarThumbKey'
    | 'heroKey'
  >
>;

/** Updates the user's own row and returns it. */
export async function updateUser(db: Db, id: number, values: ProfileUpdate): Promise<UserRow | undefined> {
  if (Object.keys(values).length === 0) return findUserById(db, id);
  return (await db.update(users).set(values).where(eq(users.id, id)).returning())[0];
}

/** Sets a user's status; returns the row (undefined when there is no such user). */
export async function setUserStatus(db: Db, id: number, status: UserRow['status']): Promise<UserRow | undefined> {
  return (await db.update(users).set({ status }).where(eq(users.id, id)).returning())[0];
}

/** Sets a user's role; returns the row (undefined when there is no such user). */
export async function setUserRole(db: Db, id: number, role: UserRow['role']): Promise<UserRow | undefined> {
  return (await db.update(users).set({ role }).where(eq(users.id, id)).returning())[0];
}

/** Deletes a user (blocks go with it) and remembers the uid so a live token cannot recreate it. */
export async function deleteUser(db: Db, id: number, uid: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(deletedAccounts).values({ uid }).onConflictDoNothing();
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** The organization of a user, for `included`: only an accepted one shows with names. */
export async function findOrganization(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  return (
    await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.id, id), eq(organizations.status, 'accepted')))
  )[0];
}

/** Whether `viewer` blocked `other` and whether `other` blocked `viewer`, in one query. */
export async function blockState(
  db: Db,
  viewerId: number,
  otherId: number,
): Promise<{ blockedByViewer: boolean; blockedViewer: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  return {
    blockedByViewer: rows.some((r) => r.blockerId === viewerId),
    blockedViewer: rows.some((r) => r.blockerId === otherId),
  };
}

/** Blocks when not blocked, unblocks otherwise; returns whether the block now exists. */
export async function toggleBlock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const removed = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  if (removed.length) return false;
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  return true;
}

/** The chat conversation two users share, if any (the profile's common_chat_conversation_id). */
export async function commonChatConversationId(db: Db, userId: number, otherId: number): Promise<string | null> {
  const result = await db.execute(sql`
    select a.conversation_id::text as id from chat_conversation_users a
    join chat_conversation_users b on b.conversation_id = a.conversation_id
    where a.user_id = ${userId} and b.user_id = ${otherId} limit 1`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/** Ids of every user the given user blocked or was blocked by (for feeds and chat in later issues). */
export async function blockedUserIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select blocked_id::text as id from user_blocks where blocker_id = ${userId}
    union
    select blocker_id::text as id from user_blocks where blocked_id = ${userId}`);
  return rowsOf<{ id: string }>(result).map((r) => Number(r.id));
}
