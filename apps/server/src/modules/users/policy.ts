import { AppError } from '../../http/errors.ts';
import type { UserRow } from './repository.ts';

/** Permissions of the users domain, asked by the service. */
export const userPolicy = {
  /** A banned user may not use their account (the app shows the banned alert on this 404). */
  assertActive(user: UserRow): void {
    if (user.status === 'banned') throw new AppError('ACCOUNT_BANNED');
  },
  /** Anyone may see an existing, not banned profile; private fields are never part of it. */
  canSeeProfile(target: UserRow): boolean {
    return target.deletedAt === null && target.status !== 'banned';
  },
  /** Blocking oneself is refused. */
  assertCanBlock(actor: UserRow, target: UserRow): void {
    if (actor.id === target.id)
      throw new AppError('CANNOT_BLOCK_SELF', undefined, { base: ['You cannot block yourself.'] });
  },
};
