/**
 * Deleting posts with everything that hangs on them (docs/COMMUNITY.md "Deleting a group"): one
 * group or feed post, or every post of a group being deleted. One mechanism for all three, so a
 * post never leaves its thread, likes, reports, notifications or images behind.
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import type { CommentsService, RemovedAttachments } from '../comments/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { deletePostsForRemoval, lockPostsForRemoval, type PostsToRemove, type PostType } from './repository.ts';

/** What removing posts needs: the comments' removal of what hangs on them, the media store, the inbox. */
export interface PostRemovalDeps {
  comments: Pick<CommentsService, 'removeAttached'>;
  store: MediaStore;
  notifier?: Notifier;
}

/**
 * Inside the caller's transaction: locks the posts (a group post's group first), removes their
 * threads, likes, reports and the notifications about them (told to the users they mention, to
 * `recipients` and to the comments' authors), then the posts. Answers the images to remove after
 * commit (the posts' and their comments') and the notifications to publish as withdrawn.
 */
export async function removePostsIn(
  tx: Db,
  comments: PostRemovalDeps['comments'],
  which: PostsToRemove,
  recipients: readonly number[] = [],
): Promise<RemovedAttachments> {
  const posts = await lockPostsForRemoval(tx, which);
  if (posts.length === 0) return { imageKeys: [], notifications: [] };
  const type: PostType = 'groupId' in which ? 'group_post' : which.type;
  const ids = posts.map((p) => p.id);
  const attached = await comments.removeAttached(tx, type, ids, [
    ...recipients,
    ...posts.flatMap((p) => p.mentionedUserIds),
  ]);
  await deletePostsForRemoval(tx, which, ids);
  return {
    imageKeys: [...posts.flatMap((p) => p.images.map((i) => i.key)), ...attached.imageKeys],
    notifications: attached.notifications,
  };
}

/**
 * Deletes one post with what hangs on it in one transaction (with `alongside`); after commit its images and its
 * comments' images go, and the recipients of the notifications about it are told.
 */
export async function removePost(
  db: Db,
  deps: PostRemovalDeps,
  type: PostType,
  id: number,
  /** Written in the removal's transaction (a moderator's deletion is audited). */
  alongside?: (tx: Db) => Promise<void>,
): Promise<void> {
  const removed = await inTransaction(db, async (tx) => {
    const out = await removePostsIn(tx, deps.comments, { type, id });
    await alongside?.(tx);
    return out;
  });
  await deps.store.remove(removed.imageKeys);
  await deps.notifier?.withdrawn(removed.notifications);
}
