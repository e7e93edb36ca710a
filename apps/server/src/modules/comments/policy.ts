import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';

/** Permissions of comments, asked by the service. */
export const commentPolicy = {
  /** Only the author edits a comment (moderation arrives with the admin issue). */
  assertCanEdit(caller: Caller, comment: { userId: number }): void {
    if (caller.user.id !== comment.userId) throw new AppError('FORBIDDEN', 'Only the author can edit this comment.');
  },
};
