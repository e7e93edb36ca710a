/**
 * Admins' view of accounts (issue #13): the paged list with search, and the verified badge
 * (`users.verified`, docs/COMMUNITY.md "Verified users (admin)"), set and taken back by admins,
 * audited like bans. The rules of this part of the admin API; routes in users-admin-routes.ts,
 * queries in repository.ts.
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { Caller } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';
import type { UsersService } from '../users/index.ts';
import { adminPolicy } from './policy.ts';
import { presentAdminMember, presentAdminUserRecord } from './presenter.ts';
import {
  listAccounts,
  memberProfileFacts,
  setUserRoleRow,
  setUserVerified,
  type AdminUserFilters,
} from './repository.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';

/** Audits an admin's change of an account (its status, its badge): who, what, from and to. */
export async function auditAccountChange(
  db: Db,
  caller: Caller,
  action: 'user.status' | 'user.verification' | 'user.role',
  target: UserRow,
  details: { from: unknown; to: unknown; reason?: string },
): Promise<void> {
  await insertAuditEntry(db, {
    actorId: caller.user.id,
    action,
    targetType: 'user',
    targetId: String(target.id),
    details: details.reason ? details : { from: details.from, to: details.to },
  });
}

/** The accounts part of the admin API: listing and verifying (bans and locks are AdminService.setUserStatus). */
export class AdminUsersService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  /** A page of accounts for an admin. */
  async list(caller: Caller, f: AdminUserFilters, page: Page) {
    adminPolicy.authorize(caller, 'members', undefined);
    const { rows, total } = await listAccounts(
      this.db,
      { ...f, search: f.search?.trim() || undefined },
      page.perPage,
      page.offset,
    );
    return { data: rows.map(presentAdminUserRecord), total };
  }

  /**
   * A member's profile for the console (docs/CONSOLE.md "Members"): the account, the counts of
   * what they wrote, the organizations they belong to and the newest audit entries about them.
   * 404 for a missing user (deleted ones too).
   */
  async profile(caller: Caller, userId: number) {
    adminPolicy.authorize(caller, 'members', undefined);
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'This user was not found');
    return presentAdminMember(user, await memberProfileFacts(this.db, user.id));
  }

  /**
   * Verifies or unverifies a user (the badge shows wherever they are shown); their cached row is
   * dropped on every instance, and the change is audited. 404 for a missing user.
   */
  async setVerified(caller: Caller, userId: number, verified: boolean, reason?: string): Promise<UserRow> {
    adminPolicy.authorize(caller, 'members', undefined);
    const target = await this.users.findById(userId);
    if (!target) throw new AppError('NOT_FOUND', 'This user was not found');
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await setUserVerified(tx, target.id, verified);
      if (!row) throw new AppError('NOT_FOUND', 'This user was not found');
      await auditAccountChange(tx, caller, 'user.verification', target, {
        from: target.verified,
        to: verified,
        reason,
      });
      return row;
    });
    await this.users.forgetCached(updated.uid);
    return updated;
  }

  /**
   * Gives or takes a team role (docs/CONSOLE.md "Roles"): admins only, never on their own
   * account; audited; the user's next request has the new rights on every instance.
   */
  async setRole(caller: Caller, userId: number, role: UserRow['role'], reason?: string): Promise<UserRow> {
    const target = await this.users.findById(userId);
    if (!target) throw new AppError('NOT_FOUND', 'This user was not found');
    adminPolicy.authorize(caller, 'changeRole', target);
    if (target.role === role) return target;
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await setUserRoleRow(tx, target.id, role);
      if (!row) throw new AppError('NOT_FOUND', 'This user was not found');
      await auditAccountChange(tx, caller, 'user.role', target, { from: target.role, to: role, reason });
      return row;
    });
    await this.users.forgetCached(updated.uid);
    return updated;
  }
}
