/**
 * Presenter pieces of the participation types (docs/PARTICIPATION.md "The participation kit"):
 * the schema parts and attributes that ideas and AMA questions, missions, sessions, votings and
 * events share, spread into each type's own resource in its own order.
 */
import { Type } from 'typebox';
import { mediaUrl } from '../user-media.ts';

/** A reference `{ id, type }` to a resource of `type`. */
export const ResourceRef = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
/** What a contribution carries in `included` (each record told apart by its required `type`): its authors, top comments and their authors. */
export const ContributionIncluded = Type.Array(Type.Union([Type.Ref('UserSummary'), Type.Ref('Comment')]));
/** What a parent (mission, session) carries: its hero medium, top contributions (`contribution`), their people and comments. */
export const ParentIncluded = <Name extends string>(contribution: Name) =>
  Type.Array(
    Type.Union([Type.Ref('ContentMedium'), Type.Ref(contribution), Type.Ref('UserSummary'), Type.Ref('Comment')]),
  );
/** What a voting or an event carries: its hero medium, top comments and their authors. */
export const HeroAndCommentsIncluded = Type.Array(
  Type.Union([Type.Ref('ContentMedium'), Type.Ref('Comment'), Type.Ref('UserSummary')]),
);

/** A date-time or null. */
export const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
/** A text per locale, as admins edit it. */
export const LocalizedOut = Type.Record(Type.String(), Type.String());
/** The `hero_medium` relationship. */
export const HeroMediumRelationship = Type.Object({ data: Type.Union([ResourceRef('content_medium'), Type.Null()]) });

/** The images of a contribution. */
export const ContributionImagesSchema = Type.Array(
  Type.Object({ src: Type.String(), width: Type.Integer(), height: Type.Integer() }),
);

/** The boost, like, comment and report attributes of a contribution, in this order. */
export const ContributionCountersSchema = {
  initial_boost: Type.String({ description: 'Base units (8 decimals), as a string.' }),
  boosts: Type.String({ description: 'Base units (8 decimals), as a string.' }),
  boosted_by_current_user: Type.Boolean(),
  comments_count: Type.Integer(),
  likes_count: Type.Integer(),
  liked_by_user: Type.Boolean(),
  reported_by_user: Type.Boolean(),
};

/** The time attributes of a contribution, in this order. */
export const ContributionTimesSchema = {
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  edited_at: NullableDate,
};

/** What a contribution row carries for the shared attributes. */
export interface ContributionRowFacts {
  images: Array<{ key: string; width: number; height: number }>;
  initialBoost: string;
  boosts: string;
  boostedByUser: boolean;
  commentsCount: number;
  likesCount: number;
  likedByUser: boolean;
  reportedByUser: boolean;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
}

/** The images of a contribution with their public URLs. */
export function presentContributionImages(row: Pick<ContributionRowFacts, 'images'>, publicUrl: string) {
  return row.images.map((i) => ({ src: mediaUrl(publicUrl, i.key), width: i.width, height: i.height }));
}

/** The attributes of ContributionCountersSchema. */
export function presentContributionCounters(row: ContributionRowFacts) {
  return {
    initial_boost: row.initialBoost,
    boosts: row.boosts,
    boosted_by_current_user: row.boostedByUser,
    comments_count: row.commentsCount,
    likes_count: row.likesCount,
    liked_by_user: row.likedByUser,
    reported_by_user: row.reportedByUser,
  };
}

/** The attributes of ContributionTimesSchema. */
export function presentContributionTimes(row: Pick<ContributionRowFacts, 'createdAt' | 'updatedAt' | 'editedAt'>) {
  return {
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
  };
}

/** The data of the `hero_medium` relationship. */
export function heroMediumData(heroMediumId: number | null) {
  return heroMediumId === null ? null : { id: String(heroMediumId), type: 'content_medium' as const };
}

/** A record's id as admins see an optional reference (`hero_medium_id`, `host_user_id`). */
export function optionalId(id: number | null): string | null {
  return id === null ? null : String(id);
}

/**
 * The `included` of contributions: each of their people once (authors, answerers), then their top
 * comments' records (a comment's author once too); `seen` holds the users included.
 */
export function contributionIncludedRecords<U extends { id: number }>(
  users: Array<U | null>,
  presentUser: (user: U) => unknown,
  commentRecords: ReadonlyArray<{ type: string; id: string }>,
): { included: unknown[]; seen: Set<number> } {
  const seen = new Set<number>();
  const included: unknown[] = [];
  for (const user of users) {
    if (!user || seen.has(user.id)) continue;
    seen.add(user.id);
    included.push(presentUser(user));
  }
  for (const rec of commentRecords) {
    if (rec.type === 'user') {
      if (seen.has(Number(rec.id))) continue;
      seen.add(Number(rec.id));
    }
    included.push(rec);
  }
  return { included, seen };
}
