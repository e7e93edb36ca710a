import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';

/** Permissions of the admin API; who is an admin at all is decided by the caller resolver. */
export const adminPolicy = {
  /** 404 ACCOUNT_BANNED for a banned caller, 403 FORBIDDEN for anyone but an admin. */
  assertAdmin(caller: Caller): void {
    if (caller.user.status === 'banned') throw new AppError('ACCOUNT_BANNED');
    if (!caller.admin) throw new AppError('FORBIDDEN');
  },
  /** An admin cannot change their own status (no locking yourself out by a slip). */
  assertCanChangeStatus(caller: Caller, target: UserRow): void {
    if (caller.user.id === target.id) {
      throw new AppError('FORBIDDEN', 'You cannot change the status of your own account.');
    }
  },
};
