import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../users/repository.ts';
import type { Viewer } from './registry.ts';

/** Permissions of comments, asked by the service. */
export const commentPolicy = {
  /** Only the author edits a comment (moderation arrives with the admin issue). */
  assertCanEdit(actor: UserRow, comment: { userId: number }): void {
    if (actor.id !== comment.userId) throw new AppError('FORBIDDEN', 'Only the author can edit this comment.');
  },
  /**
   * The viewer a user reads resources as. The admin right is the one the admin API checks
   * (users.role, see contents/policy.ts adminPolicy); a banned user has none.
   */
  viewerOf(user: Pick<UserRow, 'id' | 'role' | 'status'> | undefined): Viewer {
    if (!user) return {};
    return { userId: user.id, admin: user.role === 'admin' && user.status !== 'banned' };
  },
};
