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
   * The viewer a user reads resources as. The admin right is the stored role, which the caller
   * gate (auth/caller.ts) has already set for a verified ADMIN_EMAILS address; a banned user has none.
   */
  viewerOf(user: Pick<UserRow, 'id' | 'role' | 'status'> | undefined): Viewer {
    if (!user) return {};
    return { userId: user.id, admin: user.role === 'admin' && user.status !== 'banned' };
  },
};
