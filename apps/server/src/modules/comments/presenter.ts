import { Type } from 'typebox';
import {
  presentUgcCounters,
  presentUgcImages,
  presentUgcModeration,
  presentUgcTimes,
  UgcCountersSchema,
  UgcImagesSchema,
  UgcModerationSchema,
  UgcTimesSchema,
} from '../../platform/ugc-presenter.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { CommentRow, CommentUser } from './repository.ts';

const Ref = Type.Object({ id: Type.String(), type: Type.String() });

/** What presenting a comment needs besides the row. */
export interface CommentPresentContext {
  /** Absolute base of media URLs. */
  publicUrl: string;
  /** The signed-in viewer (editable is true only for their own comments). */
  viewerId?: number;
}

/** A user as `included` of comments, contents and likers carry it. */
export const UserSummarySchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('user'),
    attributes: Type.Object({
      slug: Type.String(),
      display_name: Type.String(),
      avatar_thumbnail: Type.Union([Type.String(), Type.Null()]),
      verified: Type.Boolean(),
    }),
  },
  { $id: 'UserSummary' },
);

/** The comment resource. */
export const CommentSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('comment'),
    attributes: Type.Object({
      commentable_type: Type.String(),
      commentable_id: Type.String(),
      body: Type.String({ description: 'Sanitized HTML.' }),
      images: UgcImagesSchema,
      ...UgcCountersSchema,
      editable: Type.Boolean({ description: 'True for the author only.' }),
      ...UgcTimesSchema,
      ...UgcModerationSchema,
    }),
    relationships: Type.Object({
      user: Type.Object({ data: Ref }),
      top_comments: Type.Object({ data: Type.Array(Ref) }),
    }),
  },
  { $id: 'Comment' },
);

/** Presents a comment author for `included`. */
export function presentCommentUser(user: CommentUser, ctx: Pick<CommentPresentContext, 'publicUrl'>) {
  return {
    id: String(user.id),
    type: 'user' as const,
    attributes: {
      slug: user.slug,
      display_name: user.displayName,
      avatar_thumbnail: mediaUrl(ctx.publicUrl, user.avatarThumbKey),
      verified: user.verified,
    },
  };
}

/** Presents a comment; `top` are its top replies (their ids go into top_comments). */
export function presentComment(row: CommentRow, ctx: CommentPresentContext, top: CommentRow[] = []) {
  return {
    id: String(row.id),
    type: 'comment' as const,
    attributes: {
      commentable_type: row.commentableType,
      commentable_id: String(row.commentableId),
      body: row.body,
      images: presentUgcImages(row, ctx.publicUrl),
      ...presentUgcCounters(row),
      editable: ctx.viewerId !== undefined && ctx.viewerId === row.userId,
      ...presentUgcTimes(row),
      ...presentUgcModeration(row),
    },
    relationships: {
      user: { data: { id: String(row.userId), type: 'user' } },
      top_comments: { data: top.map((t) => ({ id: String(t.id), type: 'comment' })) },
    },
  };
}

/** A comment or user record of `included`. */
export type IncludedRecord = ReturnType<typeof presentComment> | ReturnType<typeof presentCommentUser>;

/**
 * `included` for comments: every author, plus the given extra comments (top replies) and their
 * authors, each record once.
 */
export function includedFor(comments: CommentRow[], extra: CommentRow[], ctx: CommentPresentContext): IncludedRecord[] {
  const out: IncludedRecord[] = [];
  const seenUsers = new Set<number>();
  const seenComments = new Set(comments.map((c) => c.id));
  for (const c of [...comments, ...extra]) {
    if (!seenUsers.has(c.user.id)) {
      seenUsers.add(c.user.id);
      out.push(presentCommentUser(c.user, ctx));
    }
  }
  for (const c of extra) {
    if (seenComments.has(c.id)) continue;
    seenComments.add(c.id);
    out.push(presentComment(c, ctx));
  }
  return out;
}
