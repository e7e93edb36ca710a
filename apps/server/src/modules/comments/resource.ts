import type { App } from '../../app-types.ts';
import type { Found } from '../../platform/resources.ts';
import type { Caller } from '../auth/index.ts';
import { findThreadRoot } from './repository.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * Registers 'comment' as a resource: commentable (threads), likeable and reportable. A comment is
 * there for a caller when it and every comment above it are visible to them (not hidden, no block
 * either way, author active) and the thread of the resource it all hangs on is visible to them
 * too: a reply on an unpublished content does not exist for those who may not see the content.
 */
export function registerCommentResource(app: App): void {
  const findById = async (id: number, caller: Caller | undefined): Promise<Found | undefined> => {
    const root = await findThreadRoot(app.database.db, id, caller?.user.id);
    if (!root || root.type === 'comment') return undefined;
    const resource = await app.comments.find(root.type, root.id, caller);
    return resource?.thread ? { id, thread: true } : undefined;
  };
  app.resources.register('comment', {
    table: 'comments',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    find: (key, caller) => (ID.test(key) ? findById(Number(key), caller) : Promise.resolve(undefined)),
    findById,
  });
}
