import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { ResourceRegistry } from '../../platform/resources.ts';
import type { Caller } from '../auth/index.ts';
import type { CommentUser } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import { notifyCommentLiked } from '../notifications/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { presentLike } from './presenter.ts';
import { likers, setLike } from './repository.ts';

/** Likes over every likeable resource type. */
export class LikesService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceRegistry,
    private readonly comments: CommentsService,
    /** Tells a comment's author about a new like (folded per comment). */
    private readonly notifier?: Notifier,
  ) {}

  /**
   * Likes or unlikes a resource by its URL key; idempotent, the counter right under concurrency.
   * 404 when the resource is not there for this caller (unliking too: a like does not outlive
   * the right to see what it is on).
   */
  async set(type: string, key: string, caller: Caller, liked: boolean): Promise<ReturnType<typeof presentLike>> {
    const handler = this.resources.get(type);
    if (!handler?.likeable) throw new AppError('NOT_FOUND');
    const found = await handler.find(key, caller);
    if (!found) throw new AppError('NOT_FOUND');
    const isComment = type === 'comment';
    const result = await setLike(this.db, {
      table: handler.table,
      type,
      id: found.id,
      userId: caller.user.id,
      liked,
      ownerColumn: isComment ? 'user_id' : undefined,
    });
    if (result === undefined) throw new AppError('NOT_FOUND');
    // A new like only: an unlike, or a like again while liked, tells nobody.
    if (this.notifier && isComment && liked && result.changed && result.ownerId !== null) {
      await notifyCommentLiked(this.notifier, {
        commentId: found.id,
        authorId: result.ownerId,
        actorId: caller.user.id,
      });
    }
    return presentLike(type, found.id, result.count, liked);
  }

  /** The users who liked a visible resource (404 when it is not there for this caller; undefined: a guest). */
  async likers(
    type: string,
    id: number,
    caller: Caller | undefined,
    page: Page,
  ): Promise<{ users: CommentUser[]; total: number }> {
    const handler = this.resources.get(type);
    if (!handler?.likeable || !(await this.comments.find(type, id, caller))) throw new AppError('NOT_FOUND');
    return likers(this.db, { type, id, viewerId: caller?.user.id, limit: page.perPage, offset: page.offset });
  }
}
