import type { App } from '../../app-types.ts';
import type { Found, Viewer } from './registry.ts';
import { findThreadRoot } from './repository.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * Registers 'comment' as a resource: commentable (threads), likeable and reportable. A comment is
 * there for a viewer when it and every comment above it are visible to them (not hidden, no block
 * either way, author active) and the thread of the resource it all hangs on is visible to them
 * too: a reply on an unpublished content does not exist for those who may not see the content.
 */
export function registerCommentResource(app: App): void {
  const findById = async (id: number, viewer: Viewer): Promise<Found | undefined> => {
    const root = await findThreadRoot(app.database.db, id, viewer.userId);
    if (!root || root.type === 'comment') return undefined;
    const resource = await app.comments.find(root.type, root.id, viewer);
    return resource?.thread ? { id, thread: true } : undefined;
  };
  app.resources.register('comment', {
    table: 'comments',
    commentable: true,
    likeable: true,
    reportable: true,
    find: (key, viewer) => (ID.test(key) ? findById(Number(key), viewer) : Promise.resolve(undefined)),
    findById,
  });
}
