import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { UserRow } from './repository.ts';

/** Permissions of the users domain, asked by the service. */
export const userPolicy = {
  /** A banned caller may not use their account (the app shows the banned alert on this 404). */
  assertActive(caller: Caller): void {
    if (caller.user.status === 'banned') throw new AppError('ACCOUNT_BANNED');
  },
  /** Anyone may see an existing, not banned profile; private fields are never part of it. */
  canSeeProfile(target: UserRow): boolean {
    return target.deletedAt === null && target.status !== 'banned';
  },
  /** Blocking oneself is refused. */
  assertCanBlock(caller: Caller, target: UserRow): void {
    if (caller.user.id === target.id)
      throw new AppError('CANNOT_BLOCK_SELF', undefined, { base: ['You cannot block yourself.'] });
  },
};
