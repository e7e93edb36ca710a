import type { App } from '../../app-types.ts';
import { findVisibleComment } from './repository.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * Registers 'comment' as a resource: commentable (threads), likeable and reportable. A comment is
 * there for a viewer when it is visible to them (not hidden, no block either way, author active)
 * and the resource its thread hangs on is visible to them too.
 */
export function registerCommentResource(app: App): void {
  const visible = async (id: number, userId: number | undefined): Promise<boolean> => {
    const row = await findVisibleComment(app.database.db, id, userId);
    if (!row) return false;
    return app.comments.visibleById(row.commentableType, row.commentableId, { userId });
  };
  app.resources.register('comment', {
    table: 'comments',
    commentable: true,
    likeable: true,
    reportable: true,
    resolve: async (key, viewer) => {
      if (!ID.test(key)) return undefined;
      const id = Number(key);
      return (await visible(id, viewer.userId)) ? id : undefined;
    },
    visibleById: (id, viewer) => visible(id, viewer.userId),
  });
}
