/**
 * Queries of fan groups, memberships and the group settings (drizzle and SQL only, no rules): a
 * constant number of statements per list whatever its size.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { fanGroupSlug, type FanGroupRole, type FanGroupUserStatus } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { fanGroupMemberships, fanGroups, fanGroupSettings, users } from '../../db/schema.ts';
import { listAuditEntries } from '../console/index.ts';
import { pagedMemberships, userSummariesByIds, userSummaryColumns } from '../../platform/user-summary-repository.ts';
import type { UserSummaryRow } from '../../platform/user-summary.ts';
import { spacesPolicy, type GroupViewer } from './policy.ts';

/** A fan group row. */
export type GroupRow = typeof fanGroups.$inferSelect;
/** A membership row. */
export type MembershipRow = typeof fanGroupMemberships.$inferSelect;
/** The stored fields of a group its owner or an admin writes. */
export type GroupValues = Partial<
  Pick<
    GroupRow,
    | 'name'
    | 'description'
    | 'imageKey'
    | 'access'
    | 'visibility'
    | 'postVisibility'
    | 'postCreation'
    | 'feedVisibility'
    | 'acceptanceStatus'
    | 'featured'
  >
>;

/** A membership with its user, as the member lists show it. */
export interface MemberListRow {
  membership: MembershipRow;
  user: UserSummaryRow;
}

/** Who is asking for a list: the groups they may see are decided in SQL by the policy's one rule. */
export type ListViewer = GroupViewer;

/** The list's filters (docs/COMMUNITY.md "The list": by_featured, for_user, search). */
export interface GroupFilters {
  featured?: boolean;
  forUserId?: number;
  search?: string;
}

/** The groups a viewer finds in a list: `spacesPolicy.sees('list', ...)`, as SQL. */
function visibleTo(viewer: ListViewer): SQL {
  return spacesPolicy.seesSql('list', viewer, fanGroups);
}

function filtersOf(viewer: ListViewer, f: GroupFilters): SQL {
  const parts: SQL[] = [visibleTo(viewer)];
  if (f.featured !== undefined) parts.push(sql`${fanGroups.featured} = ${f.featured}`);
  if (f.forUserId !== undefined) {
    parts.push(sql`exists (select 1 from fan_group_memberships fu where fu.group_id = ${fanGroups.id}
      and fu.user_id = ${f.forUserId} and fu.status in ('active', 'muted'))`);
  }
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`${fanGroups.name} ilike ${pattern}`);
  }
  return and(...parts)!;
}

/** One page of the groups a viewer sees under the filters (most members first), with the total. */
export async function listGroups(
  db: Db,
  viewer: ListViewer,
  filters: GroupFilters,
  limit: number,
  offset: number,
): Promise<{ rows: GroupRow[]; total: number }> {
  return pagedWithTotal(db, fanGroups, {
    where: filtersOf(viewer, filters),
    orderBy: [desc(fanGroups.featured), desc(fanGroups.membersCount), desc(fanGroups.id)],
    limit,
    offset,
  });
}

/** Whether the viewer sees any group under the filters that is not featured (the list's meta). */
export async function hasUnfeatured(db: Db, viewer: ListViewer, filters: GroupFilters): Promise<boolean> {
  const rows = await db
    .select({ id: fanGroups.id })
    .from(fanGroups)
    .where(filtersOf(viewer, { ...filters, featured: false }))
    .limit(1);
  return rows.length > 0;
}

/** A user's standing as the group rules read it: instance rights and their membership of one group. */
export interface UserStanding {
  id: number;
  admin: boolean;
  membership: { role: FanGroupRole; status: FanGroupUserStatus } | undefined;
}

/** The standing of each of these users in a group (the users who exist), in ONE statement. */
export async function mentionedStandings(db: Db, groupId: number, userIds: number[]): Promise<UserStanding[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf<{
    id: string | number;
    admin: boolean;
    role: FanGroupRole | null;
    status: FanGroupUserStatus | null;
  }>(
    await db.execute(sql`select u.id, (u.role = 'admin' and u.status <> 'banned') as admin, m.role, m.status
      from users u left join fan_group_memberships m on m.group_id = ${groupId} and m.user_id = u.id
      where u.id = any(string_to_array(${userIds.join(',')}, ',')::bigint[])`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    admin: r.admin,
    membership: r.role && r.status ? { role: r.role, status: r.status } : undefined,
  }));
}

/** A group by id, whatever its state (the service decides who sees it). */
export async function findGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  return (await db.select().from(fanGroups).where(eq(fanGroups.id, id)).limit(1))[0];
}

/** A group with one user's membership of it, in ONE statement. */
export async function findGroupWithMembership(
  db: Db,
  id: number,
  userId: number | undefined,
): Promise<{ group: GroupRow; membership: MembershipRow | undefined } | undefined> {
  const rows = await db
    .select({ group: getTableColumns(fanGroups), membership: getTableColumns(fanGroupMemberships) })
    .from(fanGroups)
    .leftJoin(
      fanGroupMemberships,
      and(eq(fanGroupMemberships.groupId, fanGroups.id), eq(fanGroupMemberships.userId, userId ?? -1)),
    )
    .where(eq(fanGroups.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { group: row.group, membership: row.membership ?? undefined } : undefined;
}

/** A group under a row lock (SELECT ... FOR UPDATE): memberships and counts change only under it. */
export async function lockGroup(tx: Db, id: number): Promise<GroupRow | undefined> {
  return (await tx.select().from(fanGroups).where(eq(fanGroups.id, id)).for('update'))[0];
}

/** One user's membership of a group. */
export async function findMembership(db: Db, groupId: number, userId: number): Promise<MembershipRow | undefined> {
  return (
    await db
      .select()
      .from(fanGroupMemberships)
      .where(and(eq(fanGroupMemberships.groupId, groupId), eq(fanGroupMemberships.userId, userId)))
      .limit(1)
  )[0];
}

/** The viewer's memberships of some groups in ONE statement. */
export async function membershipsOf(db: Db, groupIds: number[], userId: number): Promise<Map<number, MembershipRow>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(fanGroupMemberships)
    .where(and(eq(fanGroupMemberships.userId, userId), inArray(fanGroupMemberships.groupId, groupIds)));
  return new Map(rows.map((r) => [r.groupId, r]));
}

/** Inserts a group with its slug (`{words}-{id}`) and its owner's membership, in the caller's transaction. */
export async function insertGroup(tx: Db, values: GroupValues & { name: string; ownerId: number }): Promise<GroupRow> {
  const [row] = await tx
    .insert(fanGroups)
    .values({ ...values, slug: `new-${crypto.randomUUID()}`, membersCount: 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const [named] = await tx
    .update(fanGroups)
    .set({ slug: fanGroupSlug(row.name, row.id) })
    .where(eq(fanGroups.id, row.id))
    .returning();
  await tx
    .insert(fanGroupMemberships)
    .values({ groupId: row.id, userId: values.ownerId, role: 'owner', status: 'active' });
  return named ?? row;
}

/** Changes a group's fields (the slug follows its name). */
export async function updateGroup(tx: Db, id: number, values: GroupValues): Promise<GroupRow | undefined> {
  const [row] = await tx
    .update(fanGroups)
    .set({
      ...values,
      ...(values.name !== undefined ? { slug: fanGroupSlug(values.name, id) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(fanGroups.id, id))
    .returning();
  return row;
}

/** Moves the group's owner column (a transfer of ownership, with the roles, inside the group's lock). */
export async function setOwner(tx: Db, groupId: number, userId: number): Promise<void> {
  await tx
    .update(fanGroups)
    .set({ ownerId: userId, updatedAt: sql`now()` })
    .where(eq(fanGroups.id, groupId));
}

/** Every user with a membership row of a group, whatever its status (who may have been told about the group). */
export async function membershipUserIds(tx: Db, groupId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: fanGroupMemberships.userId })
    .from(fanGroupMemberships)
    .where(eq(fanGroupMemberships.groupId, groupId));
  return rows.map((r) => r.userId);
}

/** Deletes a group (its memberships cascade); answers its image key. */
export async function deleteGroup(tx: Db, id: number): Promise<string | null | undefined> {
  const [row] = await tx.delete(fanGroups).where(eq(fanGroups.id, id)).returning({ imageKey: fanGroups.imageKey });
  return row?.imageKey;
}

/** Moves the group's counters (inside its lock). */
export async function adjustCounts(tx: Db, groupId: number, members: number, pending: number): Promise<void> {
  if (members === 0 && pending === 0) return;
  await tx
    .update(fanGroups)
    .set({
      membersCount: sql`${fanGroups.membersCount} + ${members}`,
      pendingCount: sql`${fanGroups.pendingCount} + ${pending}`,
    })
    .where(eq(fanGroups.id, groupId));
}

/** Writes a user's membership: inserts it or replaces role and status (inside the group's lock). */
export async function upsertMembership(
  tx: Db,
  v: { groupId: number; userId: number; role: FanGroupRole; status: FanGroupUserStatus; invitedById?: number | null },
): Promise<MembershipRow> {
  const set = {
    role: v.role,
    status: v.status,
    updatedAt: sql`now()`,
    ...(v.invitedById !== undefined ? { invitedById: v.invitedById } : {}),
  };
  const [row] = await tx
    .insert(fanGroupMemberships)
    .values({ ...v, invitedById: v.invitedById ?? null })
    .onConflictDoUpdate({ target: [fanGroupMemberships.groupId, fanGroupMemberships.userId], set })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Deletes a membership (inside the group's lock). */
export async function deleteMembership(tx: Db, id: number): Promise<void> {
  await tx.delete(fanGroupMemberships).where(eq(fanGroupMemberships.id, id));
}

/** One page of a group's memberships in some statuses with their users (latest change first), with the total. */
export async function listMembers(
  db: Db,
  groupId: number,
  statuses: FanGroupUserStatus[],
  limit: number,
  offset: number,
): Promise<{ rows: MemberListRow[]; total: number }> {
  return pagedMemberships(db, fanGroupMemberships, fanGroupMemberships.userId, {
    where: and(eq(fanGroupMemberships.groupId, groupId), inArray(fanGroupMemberships.status, statuses)),
    orderBy: [desc(fanGroupMemberships.updatedAt), desc(fanGroupMemberships.id)],
    limit,
    offset,
  });
}

/** Active and muted members whose name starts a word with `search` (the mention picker), at most `limit`. */
export async function mentionable(db: Db, groupId: number, search: string, limit: number): Promise<MemberListRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ membership: getTableColumns(fanGroupMemberships), user: userSummaryColumns })
    .from(fanGroupMemberships)
    .innerJoin(users, eq(users.id, fanGroupMemberships.userId))
    .where(
      and(
        eq(fanGroupMemberships.groupId, groupId),
        inArray(fanGroupMemberships.status, ['active', 'muted']),
        search ? sql`(${users.displayName} ilike ${pattern} or ${users.slug} ilike ${pattern})` : undefined,
      ),
    )
    .orderBy(users.displayName, users.id)
    .limit(limit);
  return rows;
}

/** Users by slug (invitations): their ids, for the slugs that exist and are not banned. */
export async function usersBySlugs(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(and(inArray(users.slug, slugs), sql`${users.status} <> 'banned'`));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** A user's id by slug. */
export async function userIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1))[0]?.id;
}

/** Users' summaries by id in ONE statement (owners of listed groups). */
export function userSummaries(db: Db, ids: number[]): Promise<UserSummaryRow[]> {
  return userSummariesByIds(db, ids);
}

/** Whether new groups wait for an admin's acceptance (no row: the default, on). */
export async function reviewNewGroups(db: Db): Promise<boolean> {
  const row = (await db.select().from(fanGroupSettings).where(eq(fanGroupSettings.id, 'default')).limit(1))[0];
  return row?.reviewNewGroups ?? true;
}

/** Stores the instance's fan group settings. */
export async function saveSettings(db: Db, reviewNewGroupsOn: boolean): Promise<void> {
  await db
    .insert(fanGroupSettings)
    .values({ id: 'default', reviewNewGroups: reviewNewGroupsOn })
    .onConflictDoUpdate({
      target: fanGroupSettings.id,
      set: { reviewNewGroups: reviewNewGroupsOn, updatedAt: sql`now()` },
    });
}

/** The admins' list: an acceptance status, a search in name and slug, the order. */
export interface AdminGroupQuery {
  acceptance?: GroupRow['acceptanceStatus'];
  search?: string;
  sort?: 'newest' | 'oldest' | 'name' | 'members';
}

/** Every group for admins under the query (newest first by default), with the total. */
export async function listAllGroups(
  db: Db,
  q: AdminGroupQuery,
  limit: number,
  offset: number,
): Promise<{ rows: GroupRow[]; total: number }> {
  const parts: SQL[] = [];
  if (q.acceptance) parts.push(eq(fanGroups.acceptanceStatus, q.acceptance));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${fanGroups.name} ilike ${pattern} or ${fanGroups.slug} ilike ${pattern})`);
  }
  const orderBy = {
    newest: [desc(fanGroups.id)],
    oldest: [asc(fanGroups.id)],
    name: [asc(fanGroups.name), asc(fanGroups.id)],
    members: [desc(fanGroups.membersCount), desc(fanGroups.id)],
  }[q.sort ?? 'newest'];
  return pagedWithTotal(db, fanGroups, {
    where: parts.length ? and(...parts) : undefined,
    orderBy,
    limit,
    offset,
  });
}

/** A page of the audit entries about one group, newest first, with their actors (two statements). */
export function groupActions(db: Db, groupId: number, limit: number, offset: number) {
  return listAuditEntries(db, { targetType: 'fan_group', targetId: String(groupId), direction: 'desc' }, limit, offset);
}

/** True when any group exists (the demo seed leaves an instance's own groups alone). */
export async function hasGroups(db: Db): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from fan_groups limit 1`)).length > 0;
}
