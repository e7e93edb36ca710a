/**
 * Queries of invitation codes and the community settings (drizzle and SQL only, no rules).
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InvitationType } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { adminAuditLog, communitySettings, invitationCodes, users } from '../../db/schema.ts';
import { userSummariesByIds } from '../../platform/user-summary-repository.ts';
import type { UserSummaryRow } from '../../platform/user-summary.ts';

/** An invitation code row. */
export type InvitationCodeRow = typeof invitationCodes.$inferSelect;

/** The instance's community settings (no row: the defaults). */
export interface CommunitySettingsRow {
  invitationRequired: boolean;
  openCodesPerMember: number;
}

/** The defaults of an instance that saved no settings (the table's defaults). */
export const DEFAULT_COMMUNITY_SETTINGS: CommunitySettingsRow = { invitationRequired: false, openCodesPerMember: 5 };

/** The audit action written when an admin switches the invitation requirement (its time grandfathers older accounts). */
export const INVITATION_REQUIRED_ACTION = 'community_settings.invitation_required';

/** A user as an invitee in `included`. */
export type InviteeRow = UserSummaryRow;

/** The community settings. */
export async function findSettings(db: Db): Promise<CommunitySettingsRow> {
  const row = (await db.select().from(communitySettings).where(eq(communitySettings.id, 'default')).limit(1))[0];
  return row
    ? { invitationRequired: row.invitationRequired, openCodesPerMember: row.openCodesPerMember }
    : DEFAULT_COMMUNITY_SETTINGS;
}

/** Stores the community settings. */
export async function saveSettings(db: Db, values: CommunitySettingsRow): Promise<void> {
  await db
    .insert(communitySettings)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: communitySettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** When an admin last switched the invitation requirement on (the audit log), or undefined. */
export async function requiredSince(db: Db): Promise<Date | undefined> {
  const row = (
    await db
      .select({ at: adminAuditLog.createdAt })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, INVITATION_REQUIRED_ACTION), sql`${adminAuditLog.details}->>'to' = 'true'`))
      .orderBy(desc(adminAuditLog.id))
      .limit(1)
  )[0];
  return row?.at;
}

/** Whether a user has redeemed a code (one statement on the invitee index). */
export async function hasRedeemed(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(eq(invitationCodes.inviteeId, userId))
    .limit(1);
  return rows.length > 0;
}

/** A page of a user's codes, newest first, with the total. */
export async function listCodes(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: InvitationCodeRow[]; total: number }> {
  return pagedWithTotal(db, invitationCodes, {
    where: eq(invitationCodes.ownerId, ownerId),
    orderBy: [desc(invitationCodes.id)],
    limit,
    offset,
  });
}

/** Users by id for `included` (the invitees of a page of codes), in ONE statement. */
export function inviteesOf(db: Db, ids: number[]): Promise<InviteeRow[]> {
  return userSummariesByIds(db, ids);
}

/** Takes the lock of a user's row, so their code creations run one after the other (the open-code limit). */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many of a user's codes nobody has redeemed yet. */
export async function openCodeCount(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.ownerId, ownerId), isNull(invitationCodes.inviteeId)));
  return Number(row?.n ?? 0);
}

/** Inserts a code. */
export async function insertCode(
  db: Db,
  values: { code: string; ownerId: number; invitationType: InvitationType },
): Promise<InvitationCodeRow> {
  const [row] = await db.insert(invitationCodes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A code under a row lock (SELECT ... FOR UPDATE): it is redeemed only under it. */
export async function lockCode(tx: Db, code: string): Promise<InvitationCodeRow | undefined> {
  return (await tx.select().from(invitationCodes).where(eq(invitationCodes.code, code)).for('update'))[0];
}

/** Marks a code redeemed by a user (inside its lock). */
export async function redeemCode(tx: Db, id: number, inviteeId: number): Promise<InvitationCodeRow> {
  const [row] = await tx
    .update(invitationCodes)
    .set({ inviteeId, redeemedAt: sql`now()` })
    .where(and(eq(invitationCodes.id, id), isNull(invitationCodes.inviteeId)))
    .returning();
  if (!row) throw new Error('the locked code was redeemed meanwhile');
  return row;
}

/** The code a user redeemed, if any. */
export async function redeemedBy(db: Db, userId: number): Promise<InvitationCodeRow | undefined> {
  return (
    await db
      .select()
      .from(invitationCodes)
      .where(and(eq(invitationCodes.inviteeId, userId), isNotNull(invitationCodes.redeemedAt)))
      .limit(1)
  )[0];
}
