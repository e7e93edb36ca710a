/**
 * Admins' view of accounts (issue #13): the paged list with search, and the verified badge
 * (`users.verified`, docs/COMMUNITY.md "Verified users (admin)"), set and taken back by admins,
 * audited like bans. Queries and rules of this part of the admin API; routes in users-admin-routes.ts.
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { USER_ROLES, USER_STATUSES, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { nameWarning } from '../../platform/name-warning.ts';
import type { Caller } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';
import type { UsersService } from '../users/index.ts';
import { adminPolicy } from './policy.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';

/** An account as admins manage it. */
export const AdminUserSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('user'),
    attributes: Type.Object({
      display_name: Type.String(),
      name_warning: Type.Union([Type.Literal('mixed_scripts'), Type.Null()], {
        description:
          'mixed_scripts: the display name mixes scripts confusably (UTS #39 mixed-script detection); a warning, not a refusal.',
      }),
      slug: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      status: Type.String({ enum: [...USER_STATUSES] }),
      role: Type.String({ enum: [...USER_ROLES] }),
      verified: Type.Boolean(),
      created_at: Type.String({ format: 'date-time' }),
      last_day_active: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    }),
    relationships: Type.Object({
      organization: Type.Object({
        data: Type.Union([Type.Object({ id: Type.String(), type: Type.Literal('organization') }), Type.Null()]),
      }),
    }),
  },
  { $id: 'AdminUser' },
);

/** Presents an account for admins. */
export function presentAdminUserRecord(user: UserRow) {
  return {
    id: String(user.id),
    type: 'user' as const,
    attributes: {
      display_name: user.displayName,
      name_warning: nameWarning(user.displayName),
      slug: user.slug,
      email: user.email,
      status: user.status,
      role: user.role,
      verified: user.verified,
      created_at: user.createdAt.toISOString(),
      last_day_active: user.lastDayActive,
    },
    relationships: {
      organization: {
        data: user.organizationId === null ? null : { id: String(user.organizationId), type: 'organization' as const },
      },
    },
  };
}

/** The list's filters: a search in name, slug and e-mail; only verified (or only unverified) accounts. */
export interface AdminUserFilters {
  search?: string;
  verified?: boolean;
}

/** One page of accounts (not deleted), newest first, with the total. */
export async function listAccounts(
  db: Db,
  f: AdminUserFilters,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const parts: SQL[] = [isNull(users.deletedAt)];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        sql`${users.displayName} ilike ${pattern}`,
        sql`${users.slug} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      )!,
    );
  }
  if (f.verified !== undefined) parts.push(eq(users.verified, f.verified));
  return pagedWithTotal(db, users, { where: and(...parts), orderBy: [desc(users.id)], limit, offset });
}

/** Sets a user's verified badge; answers the row, undefined when there is no such user. */
export async function setUserVerified(db: Db, id: number, verified: boolean): Promise<UserRow | undefined> {
  return (
    await db
      .update(users)
      .set({ verified })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning()
  )[0];
}

/** The accounts part of the admin API: listing and verifying (bans and locks are AdminService.setUserStatus). */
export class AdminUsersService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  /** A page of accounts for an admin. */
  async list(caller: Caller, f: AdminUserFilters, page: Page) {
    adminPolicy.assertAdmin(caller);
    const { rows, total } = await listAccounts(
      this.db,
      { ...f, search: f.search?.trim() || undefined },
      page.perPage,
      page.offset,
    );
    return { data: rows.map(presentAdminUserRecord), total };
  }

  /**
   * Verifies or unverifies a user (the badge shows wherever they are shown); their cached row is
   * dropped on every instance, and the change is audited. 404 for a missing user.
   */
  async setVerified(caller: Caller, userId: number, verified: boolean): Promise<UserRow> {
    adminPolicy.assertAdmin(caller);
    const target = await this.users.findById(userId);
    if (!target) throw new AppError('NOT_FOUND', 'This user was not found');
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await setUserVerified(tx, target.id, verified);
      if (!row) throw new AppError('NOT_FOUND', 'This user was not found');
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'user.verification',
        targetType: 'user',
        targetId: String(target.id),
        details: { from: target.verified, to: verified },
      });
      return row;
    });
    await this.users.forgetCached(updated.uid);
    return updated;
  }
}
