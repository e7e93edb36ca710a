/**
 * The presenter pieces every kind of fans' content shares (comments, ideas, AMA questions): the
 * images, the boost, comment, like and report attributes, and the times, each in this order.
 */
import { REPORT_STATUSES, type ReportStatus } from '@tribune/domain';
import { Type } from 'typebox';
import { mediaUrl } from './user-media.ts';

/** A date-time or null. */
export const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** Base units (8 decimals) as a decimal string. */
export const BaseUnits = () => Type.String({ description: 'Base units (8 decimals), as a string.' });

/** The boost, comment, like and report attributes of fans' content, in this order. */
export const UgcCountersSchema = {
  boosts: BaseUnits(),
  boosted_by_current_user: Type.Boolean(),
  comments_count: Type.Integer(),
  likes_count: Type.Integer(),
  liked_by_user: Type.Boolean(),
  reported_by_user: Type.Boolean(),
};

/** What a row of fans' content carries for UgcCountersSchema. */
export interface UgcCounterFacts {
  boosts: string;
  boostedByUser: boolean;
  commentsCount: number;
  likesCount: number;
  likedByUser: boolean;
  reportedByUser: boolean;
}

/** The attributes of UgcCountersSchema. */
export function presentUgcCounters(row: UgcCounterFacts) {
  return {
    boosts: row.boosts,
    boosted_by_current_user: row.boostedByUser,
    comments_count: row.commentsCount,
    likes_count: row.likesCount,
    liked_by_user: row.likedByUser,
    reported_by_user: row.reportedByUser,
  };
}

/** The images of fans' content. */
export const UgcImagesSchema = Type.Array(
  Type.Object({ src: Type.String(), width: Type.Integer(), height: Type.Integer() }),
);

/** The images with their public URLs. */
export function presentUgcImages(
  row: { images: Array<{ key: string; width: number; height: number }> },
  publicUrl: string,
) {
  return row.images.map((i) => ({ src: mediaUrl(publicUrl, i.key), width: i.width, height: i.height }));
}

/** The time attributes of fans' content, in this order. */
export const UgcTimesSchema = {
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  edited_at: NullableDate,
};

/** The attributes of UgcTimesSchema. */
export function presentUgcTimes(row: { createdAt: Date; updatedAt: Date; editedAt: Date | null }) {
  return {
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
  };
}

/**
 * The moderation of fans' content (docs/CONSOLE.md "Moderation"): only for its author while it is
 * hidden (with the moderator's reason) and for the moderators once it has been reported.
 */
export const UgcModerationSchema = {
  moderation: Type.Optional(
    Type.Object({
      status: Type.String({ enum: [...REPORT_STATUSES] }),
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
};

/** The attribute of UgcModerationSchema: absent when the viewer is not told. */
export function presentUgcModeration(row: { moderation: { status: string; reason: string | null } | null }) {
  return row.moderation
    ? { moderation: { status: row.moderation.status as ReportStatus, reason: row.moderation.reason } }
    : {};
}
