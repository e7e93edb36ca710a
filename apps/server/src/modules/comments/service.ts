import { isEmptyRichText, type CommentSort } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { sanitizeComment } from '../../lib/sanitize.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import type { Caller } from '../auth/index.ts';
import type { CommentForm } from './input.ts';
import { storeCommentImages } from './images.ts';
import { commentPolicy } from './policy.ts';
import {
  includedFor,
  presentComment,
  presentCommentUser,
  type CommentPresentContext,
  type IncludedRecord,
} from './presenter.ts';
import type { Found, ResourceHandler, ResourceRegistry } from '../../platform/resources.ts';
import { notifyCommentCreated } from '../notifications/index.ts';
import type { Notified, Notifier, RemovedNotification } from '../notifications/index.ts';
import { deleteLikesOf } from '../likes/index.ts';
import { deleteReportsOf } from '../reports/index.ts';
import {
  deleteComments,
  findVisibleComment,
  insertComment,
  listComments,
  lockThreads,
  topComments,
  updateComment,
  type CommentImage,
  type CommentRow,
  type CommentUser,
} from './repository.ts';

/** A presented list or single comment with its `included` records. */
export interface CommentDocument<T> {
  data: T;
  included: IncludedRecord[];
}

/** What went with deleted resources that the caller finishes after commit. */
export interface RemovedAttachments {
  /** Stored images to remove once the deletion is committed. */
  imageKeys: string[];
  /** Notifications deleted, for `Notifier.withdrawn` after commit. */
  notifications: RemovedNotification[];
}

/** The rules of comments over every commentable resource type (decorated as `app.comments`). */
export class CommentsService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceRegistry,
    private readonly media: MediaStore,
    private readonly publicUrl: string,
    /** Tells the replied-to author and the content's creator (docs/NOTIFICATIONS.md). */
    private readonly notifier?: Notifier,
  ) {}

  /** The top 3 comments (most likes, then newest) of each resource, one query for all ids. */
  async topFor(type: string, ids: number[], callerId?: number): Promise<Map<number, CommentRow[]>> {
    const map = new Map<number, CommentRow[]>();
    for (const row of await topComments(this.db, type, [...new Set(ids)], callerId)) {
      const list = map.get(row.commentableId);
      if (list) list.push(row);
      else map.set(row.commentableId, [row]);
    }
    return map;
  }

  /** Presents a comment for this caller; `top` are its top replies. */
  presentComment(row: CommentRow, ctx: { callerId?: number }, top: CommentRow[] = []) {
    return presentComment(row, this.ctx(ctx.callerId), top);
  }

  /** Presents a comment author for `included`. */
  presentCommentUser(user: CommentUser) {
    return presentCommentUser(user, { publicUrl: this.publicUrl });
  }

  /** `included` records for comments: their authors, plus extra comments (top replies) and their authors. */
  included(comments: CommentRow[], extra: CommentRow[], callerId?: number): IncludedRecord[] {
    return includedFor(comments, extra, this.ctx(callerId));
  }

  /**
   * `included` for top comments another domain got from topFor (each comment and its author);
   * the locale is unused: comment bodies are not translated.
   */
  presentIncluded(rows: Array<{ id: number }>, _locale?: string, callerId?: number): IncludedRecord[] {
    const comments = rows as CommentRow[];
    return includedFor([], comments, this.ctx(callerId));
  }

  /**
   * A resource given by type and numeric id as this caller (undefined: a guest) finds it, by the
   * type's own visibility rule; undefined for an unknown type, a missing resource or one they may not see.
   */
  async find(type: string, id: number, caller: Caller | undefined): Promise<Found | undefined> {
    return this.resources.get(type)?.findById(id, caller);
  }

  /** One page of a resource's comments (404 when the resource or its thread is not there for this caller). */
  async list(
    type: string,
    key: string,
    caller: Caller | undefined,
    sort: CommentSort,
    page: Page,
  ): Promise<{ doc: CommentDocument<ReturnType<typeof presentComment>[]>; total: number }> {
    const callerId = caller?.user.id;
    const { id } = await this.target(type, key, caller);
    const { rows, total } = await listComments(this.db, {
      type,
      id,
      viewerId: callerId,
      sort,
      limit: page.perPage,
      offset: page.offset,
    });
    const withReplies = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const replies = await this.topFor('comment', withReplies, callerId);
    const extra = [...replies.values()].flat();
    const ctx = this.ctx(callerId);
    return {
      doc: {
        data: rows.map((r) => presentComment(r, ctx, replies.get(r.id) ?? [])),
        included: includedFor(rows, extra, ctx),
      },
      total,
    };
  }

  /** One comment with its top replies (404 when missing, hidden, blocked or on a resource this caller may not see). */
  async show(id: number, caller: Caller | undefined): Promise<CommentDocument<ReturnType<typeof presentComment>>> {
    if (!(await this.find('comment', id, caller))) throw new AppError('NOT_FOUND');
    return this.document(id, caller?.user.id);
  }

  /** Creates a comment on a resource as the caller: sanitized, not empty, images checked and stored. */
  async create(
    type: string,
    key: string,
    caller: Caller,
    form: CommentForm,
  ): Promise<CommentDocument<ReturnType<typeof presentComment>>> {
    const { id, handler } = await this.target(type, key, caller);
    const body = this.cleanBody(form.body, form.images.length > 0);
    const images = await storeCommentImages(this.media, caller.user.id, form.images);
    let commentId: number | undefined;
    let notified: Array<Notified | undefined> = [];
    const notifier = this.notifier;
    try {
      commentId = await insertComment(
        this.db,
        {
          type,
          id,
          table: handler.table,
          userId: caller.user.id,
          body,
          images,
          rootTable: (t) => this.resources.get(t)?.table,
        },
        notifier
          ? async (tx, newId) => {
              notified = await notifyCommentCreated(notifier, tx, {
                commentId: newId,
                type,
                targetId: id,
                authorId: caller.user.id,
              });
            }
          : undefined,
      );
      // Deleted since it was found (with its thread): gone, as for a comment on a missing one.
      if (commentId === undefined) throw new AppError('NOT_FOUND');
    } catch (err) {
      await this.media.remove(images.map((i) => i.key));
      throw err;
    }
    await notifier?.publish(notified);
    return this.document(commentId, caller.user.id);
  }

  /**
   * Edits a comment; only its author may (403 for others, 404 when it is not there for them,
   * before any image is stored: also for the author once the resource is unpublished).
   */
  async update(
    id: number,
    caller: Caller,
    form: CommentForm,
  ): Promise<CommentDocument<ReturnType<typeof presentComment>>> {
    if (!(await this.find('comment', id, caller))) throw new AppError('NOT_FOUND');
    const current = await findVisibleComment(this.db, id, caller.user.id);
    if (!current) throw new AppError('NOT_FOUND');
    commentPolicy.authorize(caller, 'edit', current);
    const keepsImages = !form.hasImages && current.images.length > 0;
    const body = this.cleanBody(form.body, form.images.length > 0 || keepsImages);
    let images: CommentImage[] | undefined;
    if (form.hasImages) images = await storeCommentImages(this.media, caller.user.id, form.images);
    await updateComment(this.db, id, body, images);
    if (images) await this.media.remove(current.images.map((i) => i.key));
    return this.document(id, caller.user.id);
  }

  /**
   * Removes what hangs on resources of one type being deleted, inside the deleting transaction
   * (the caller holds their row locks already): their threads (comments and replies at any
   * depth, locked first), the likes and reports of them and of those comments, and the
   * notifications about any of them for `recipients` and the comments' authors (a reply or a
   * like of a comment tells the comment's author; who else may have been told, the caller
   * knows). Boosts stay: they are the chain's record of tokens spent. The comments' images go
   * after commit (`imageKeys`), with the notifications' sockets (`notifications`).
   */
  async removeAttached(
    tx: Db,
    type: string,
    ids: number[],
    recipients: readonly number[] = [],
  ): Promise<RemovedAttachments> {
    if (ids.length === 0) return { imageKeys: [], notifications: [] };
    const thread = await lockThreads(tx, type, ids);
    const commentIds = thread.map((c) => c.id);
    for (const [t, of] of [
      [type, ids],
      ['comment', commentIds],
    ] as const) {
      await deleteLikesOf(tx, t, of);
      await deleteReportsOf(tx, t, of);
    }
    const notifications =
      (await this.notifier?.removeAbout(
        tx,
        [
          { type, ids },
          { type: 'comment', ids: commentIds },
        ],
        [...recipients, ...thread.map((c) => c.userId)],
      )) ?? [];
    await deleteComments(tx, commentIds);
    return { imageKeys: thread.flatMap((c) => c.images.map((i) => i.key)), notifications };
  }

  /**
   * The resource whose thread is read or written, or 404 (unknown type, not commentable, missing,
   * not visible, or its thread closed to this caller).
   */
  private async target(
    type: string,
    key: string,
    caller: Caller | undefined,
  ): Promise<{ id: number; handler: ResourceHandler }> {
    const handler = this.resources.get(type);
    if (!handler?.commentable) throw new AppError('NOT_FOUND');
    const found = await handler.find(key, caller);
    if (!found?.thread) throw new AppError('NOT_FOUND');
    return { id: found.id, handler };
  }

  /** Sanitizes first, then refuses an empty document unless images carry the comment. */
  private cleanBody(raw: string, hasImages: boolean): string {
    const body = sanitizeComment(raw);
    if (isEmptyRichText(body)) {
      if (!hasImages) throw new AppError('EMPTY_COMMENT', undefined, { 'comment.body': ["can't be blank"] });
      return '';
    }
    return body;
  }

  private async document(id: number, callerId: number | undefined) {
    const row = await findVisibleComment(this.db, id, callerId);
    if (!row) throw new AppError('NOT_FOUND');
    const top = row.commentsCount > 0 ? ((await this.topFor('comment', [id], callerId)).get(id) ?? []) : [];
    const ctx = this.ctx(callerId);
    return { data: presentComment(row, ctx, top), included: includedFor([row], top, ctx) };
  }

  private ctx(callerId: number | undefined): CommentPresentContext {
    return { publicUrl: this.publicUrl, viewerId: callerId };
  }
}
