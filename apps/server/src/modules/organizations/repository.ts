/**
 * Queries of organizations and their users (drizzle and SQL only, no rules): a constant number of
 * statements per list whatever its size.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrganizationFilter, OrganizationStatus, OrganizationUserRole } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { organizations, organizationUsers, users } from '../../db/schema.ts';
import { updateStampedRow } from '../../platform/row-update-repository.ts';
import { pagedMemberships } from '../../platform/user-summary-repository.ts';
import type { UserSummaryRow } from '../../platform/user-summary.ts';

/** An organization row. */
export type OrganizationRow = typeof organizations.$inferSelect;
/** A membership of a user in an organization. */
export type OrganizationUserRow = typeof organizationUsers.$inferSelect;
/** The stored fields of an organization. */
export type OrganizationValues = Partial<
  Pick<OrganizationRow, 'name' | 'description' | 'websiteUrl' | 'logoKey' | 'heroKey' | 'sponsor' | 'status'>
>;

/** A user as the organization's users list shows them. */
export type OrganizationMemberUser = UserSummaryRow;

/** Who is asking: the organizations they may see are decided in SQL as the policy decides one by one. */
export interface OrganizationViewer {
  userId?: number;
  admin: boolean;
}

/** The list's filters. */
export interface OrganizationFilters {
  filter: OrganizationFilter;
  search?: string;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organizations a viewer sees, as `organizationsPolicy` decides `see` for one: accepted
 * ones; every one for instance admins; the ones they administer whatever their state.
 */
function visibleTo(viewer: OrganizationViewer): SQL {
  if (viewer.admin) return sql`true`;
  const administered =
    viewer.userId === undefined
      ? sql`false`
      : sql`exists (select 1 from organization_users ou where ou.organization_id = ${organizations.id}
          and ou.user_id = ${viewer.userId} and ou.role = 'admin')`;
  return sql`(${organizations.status} = 'accepted' or ${administered})`;
}

function filtersOf(viewer: OrganizationViewer, f: OrganizationFilters): SQL {
  const parts: SQL[] = [visibleTo(viewer)];
  if (f.filter === 'sponsors') parts.push(sql`${organizations.sponsor}`);
  if (f.filter === 'mine') {
    parts.push(
      viewer.userId === undefined
        ? sql`false`
        : sql`exists (select 1 from organization_users mu where mu.organization_id = ${organizations.id}
            and mu.user_id = ${viewer.userId})`,
    );
  }
  if (f.search) parts.push(sql`${organizations.name} ilike ${likePattern(f.search)}`);
  return and(...parts)!;
}

/** One page of the organizations a viewer sees under the filters (by name), with the total. */
export async function listOrganizations(
  db: Db,
  viewer: OrganizationViewer,
  filters: OrganizationFilters,
  limit: number,
  offset: number,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  return pagedWithTotal(db, organizations, {
    where: filtersOf(viewer, filters),
    orderBy: [sql`lower(${organizations.name})`, sql`${organizations.id}`],
    limit,
    offset,
  });
}

/** Every organization for admins (optionally of one status, by name), newest first, with the total. */
export async function listAllOrganizations(
  db: Db,
  q: { status?: OrganizationStatus; search?: string },
  limit: number,
  offset: number,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const parts: SQL[] = [];
  if (q.status) parts.push(eq(organizations.status, q.status));
  if (q.search) parts.push(sql`${organizations.name} ilike ${likePattern(q.search)}`);
  return pagedWithTotal(db, organizations, {
    where: parts.length ? and(...parts) : undefined,
    orderBy: [desc(organizations.id)],
    limit,
    offset,
  });
}

/** An organization by id, whatever its state. */
export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  return (await db.select().from(organizations).where(eq(organizations.id, id)).limit(1))[0];
}

/** An organization under a row lock (its users and their count change only under it). */
export async function lockOrganization(tx: Db, id: number): Promise<OrganizationRow | undefined> {
  return (await tx.select().from(organizations).where(eq(organizations.id, id)).for('update'))[0];
}

/** A user's roles in some organizations, in ONE statement. */
export async function rolesOf(
  db: Db,
  organizationIds: number[],
  userId: number | undefined,
): Promise<Map<number, OrganizationUserRole>> {
  if (organizationIds.length === 0 || userId === undefined) return new Map();
  const rows = await db
    .select({ organizationId: organizationUsers.organizationId, role: organizationUsers.role })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.userId, userId), inArray(organizationUsers.organizationId, organizationIds)));
  return new Map(rows.map((r) => [r.organizationId, r.role]));
}

/** Inserts an organization with its creator as its admin (one user), in the caller's transaction. */
export async function insertOrganization(
  tx: Db,
  values: OrganizationValues & { name: string; createdById: number },
): Promise<OrganizationRow> {
  const [row] = await tx
    .insert(organizations)
    .values({ ...values, usersCount: 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await tx.insert(organizationUsers).values({ organizationId: row.id, userId: values.createdById, role: 'admin' });
  return row;
}

/** Changes an organization's fields. */
export async function updateOrganization(
  db: Db,
  id: number,
  values: OrganizationValues,
): Promise<OrganizationRow | undefined> {
  return updateStampedRow(db, organizations, id, values);
}

/** Deletes an organization (its users cascade, users' shown organization is set null); answers the row. */
export async function deleteOrganization(tx: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await tx.delete(organizations).where(eq(organizations.id, id)).returning();
  return row;
}

/** One page of an organization's users with their accounts (admins first, then by joining), with the total. */
export async function listOrganizationUsers(
  db: Db,
  organizationId: number,
  limit: number,
  offset: number,
): Promise<{ rows: Array<{ membership: OrganizationUserRow; user: OrganizationMemberUser }>; total: number }> {
  return pagedMemberships(db, organizationUsers, organizationUsers.userId, {
    where: and(eq(organizationUsers.organizationId, organizationId), sql`${users.deletedAt} is null`),
    orderBy: [sql`${organizationUsers.role} = 'admin' desc`, organizationUsers.id],
    limit,
    offset,
  });
}

/** A user's membership of an organization. */
export async function findOrganizationUser(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<OrganizationUserRow | undefined> {
  return (
    await db
      .select()
      .from(organizationUsers)
      .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
      .limit(1)
  )[0];
}

/** Adds a user to an organization or changes their role (inside its lock), moving `users_count` for a new one. */
export async function upsertOrganizationUser(
  tx: Db,
  organizationId: number,
  userId: number,
  role: OrganizationUserRole,
): Promise<{ row: OrganizationUserRow; added: boolean }> {
  const existing = await findOrganizationUser(tx, organizationId, userId);
  if (existing) {
    const [row] = await tx
      .update(organizationUsers)
      .set({ role })
      .where(eq(organizationUsers.id, existing.id))
      .returning();
    return { row: row ?? existing, added: false };
  }
  const [row] = await tx.insert(organizationUsers).values({ organizationId, userId, role }).returning();
  if (!row) throw new Error('insert returned no row');
  await tx
    .update(organizations)
    .set({ usersCount: sql`${organizations.usersCount} + 1` })
    .where(eq(organizations.id, organizationId));
  return { row, added: true };
}

/**
 * Removes a user from an organization (inside its lock): the count moves, and the organization
 * stops showing with their name. Answers the user's uid when their shown organization changed.
 */
export async function deleteOrganizationUser(
  tx: Db,
  organizationId: number,
  userId: number,
): Promise<{ removed: boolean; uid?: string }> {
  const [gone] = await tx
    .delete(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .returning({ id: organizationUsers.id });
  if (!gone) return { removed: false };
  await tx
    .update(organizations)
    .set({ usersCount: sql`greatest(${organizations.usersCount} - 1, 0)` })
    .where(eq(organizations.id, organizationId));
  const [cleared] = await tx
    .update(users)
    .set({ organizationId: null })
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .returning({ uid: users.uid });
  return { removed: true, uid: cleared?.uid };
}

/** Every user showing this organization with their name stops doing so; answers their uids (for the caches). */
export async function clearShownOrganization(tx: Db, organizationId: number): Promise<string[]> {
  const rows = await tx
    .update(users)
    .set({ organizationId: null })
    .where(eq(users.organizationId, organizationId))
    .returning({ uid: users.uid });
  return rows.map((r) => r.uid);
}

/** The uids of the users showing an organization (before it goes: the foreign key clears them). */
export async function uidsShowing(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db.select({ uid: users.uid }).from(users).where(eq(users.organizationId, organizationId));
  return rows.map((r) => r.uid);
}

/** Sets the organization shown with a user's name (null: none); answers the user's uid, undefined when missing. */
export async function setShownOrganization(
  db: Db,
  userId: number,
  organizationId: number | null,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ organizationId })
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .returning({ uid: users.uid });
  return row?.uid;
}

/** True when any organization exists (the demo seed leaves an instance's own organizations alone). */
export async function hasOrganizations(db: Db): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from organizations limit 1`)).length > 0;
}

/** Gives users the verified badge (the demo's verified fans). */
export async function verifyDemoUsers(db: Db, userIds: number[]): Promise<void> {
  await db.update(users).set({ verified: true }).where(inArray(users.id, userIds));
}
