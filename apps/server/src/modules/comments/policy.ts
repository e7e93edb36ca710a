import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../users/repository.ts';

/** Permissions of comments, asked by the service. */
export const commentPolicy = {
  /** Only the author edits a comment (moderation arrives with the admin issue). */
  assertCanEdit(actor: UserRow, comment: { userId: number }): void {
    if (actor.id !== comment.userId) throw new AppError('FORBIDDEN', 'Only the author can edit this comment.');
  },
};
