/**
 * Presenter pieces of the participation types (docs/PARTICIPATION.md "The participation kit"):
 * the schema parts and attributes that ideas and AMA questions, missions, sessions, votings and
 * events share, spread into each type's own resource in its own order.
 */
import { Type, type TProperties } from 'typebox';
import { isOpenUntil } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import {
  BaseUnits,
  NullableDate,
  presentUgcCounters,
  presentUgcImages,
  presentUgcModeration,
  presentUgcTimes,
  UgcCountersSchema,
  UgcImagesSchema,
  UgcModerationSchema,
  UgcTimesSchema,
  type UgcCounterFacts,
} from '../ugc-presenter.ts';

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

export { NullableDate };
/** A text per locale, as admins edit it. */
export const LocalizedOut = Type.Record(Type.String(), Type.String());
/** The `hero_medium` relationship. */
export const HeroMediumRelationship = Type.Object({ data: Type.Union([ResourceRef('content_medium'), Type.Null()]) });

/** The images of a contribution. */
export const ContributionImagesSchema = UgcImagesSchema;

/** The boost, like, comment and report attributes of a contribution, in this order. */
export const ContributionCountersSchema = { initial_boost: BaseUnits(), ...UgcCountersSchema };

/** The time attributes of a contribution, in this order, then its moderation (for its author and the moderators). */
export const ContributionTimesSchema = { ...UgcTimesSchema, ...UgcModerationSchema };

/** What a contribution row carries for the shared attributes. */
export interface ContributionRowFacts extends UgcCounterFacts {
  images: Array<{ key: string; width: number; height: number }>;
  initialBoost: string;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
}

/** The images of a contribution with their public URLs. */
export const presentContributionImages = presentUgcImages;

/** The attributes of ContributionCountersSchema. */
export function presentContributionCounters(row: ContributionRowFacts) {
  return { initial_boost: row.initialBoost, ...presentUgcCounters(row) };
}

/** The attributes of ContributionTimesSchema. */
export function presentContributionTimes(
  row: Parameters<typeof presentUgcTimes>[0] & Parameters<typeof presentUgcModeration>[0],
) {
  return { ...presentUgcTimes(row), ...presentUgcModeration(row) };
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

/**
 * The schema of a JSON:API resource of `type`, the component `$id`: its `id`, `type`,
 * `attributes` and (when given) `relationships`, in that order.
 */
export function ResourceSchema($id: string, type: string, attributes: TProperties, relationships?: TProperties) {
  const resource = { id: Type.String(), type: Type.Literal(type), attributes: Type.Object(attributes) };
  return Type.Object(relationships ? { ...resource, relationships: Type.Object(relationships) } : resource, { $id });
}

/** A to-many relationship of `type`. */
export const ToMany = (type: string) => Type.Object({ data: Type.Array(ResourceRef(type)) });
/** A to-one relationship of `type`, or null. */
export const ToOneOrNull = (type: string) => Type.Object({ data: Type.Union([ResourceRef(type), Type.Null()]) });
/** A contribution's relationship to its parent of `type`: `{ id, type, slug }`. */
export const ParentLink = (type: string) =>
  Type.Object({ data: Type.Object({ id: Type.String(), type: Type.Literal(type), slug: Type.String() }) });

/** The data of a to-many relationship of `type`. */
export function manyOf<T extends string>(type: T, ids: number[]) {
  return { data: ids.map((id) => ({ id: String(id), type })) };
}

/** The data of a to-one relationship of `type` (null without an id). */
export function oneOf<T extends string>(type: T, id: number | null) {
  return { data: id === null ? null : { id: String(id), type } };
}

/** The relationship of a contribution to its parent. */
export function parentLinkOf<T extends string>(type: T, row: { parentId: number; parentSlug: string }) {
  return { data: { id: String(row.parentId), type, slug: row.parentSlug } };
}

/** What a parent with contributions carries besides its own parts (ideation mission, AMA session). */
export interface ParentSchemaParts {
  /** The description of `open`. */
  open: string;
  /** The attribute of its contributions' count, e.g. `ideas_count`. */
  count: string;
  /** Its own attributes, after `published`. */
  attributes?: TProperties;
  /** Its own relationships, before `hero_medium`. */
  relationships?: TProperties;
  /** The relationship of its top contributions and their type, e.g. `top_ideas`, `idea`. */
  top: [string, string];
}

/** The public resource of a parent with contributions, in the request's language. */
export function ParentSchema($id: string, type: string, parts: ParentSchemaParts) {
  return ResourceSchema(
    $id,
    type,
    {
      slug: Type.String(),
      title: Type.String(),
      description: Type.String({ description: 'Sanitized HTML.' }),
      ends_at: Type.String({ format: 'date-time' }),
      open: Type.Boolean({ description: parts.open }),
      [parts.count]: Type.Integer(),
      published: Type.Boolean(),
      ...parts.attributes,
    },
    { ...parts.relationships, hero_medium: HeroMediumRelationship, [parts.top[0]]: ToMany(parts.top[1]) },
  );
}

/** The admins' resource of a parent with contributions: every language, its own `attributes` after the hero, the preview token (`noun`'s). */
export function AdminParentSchema(
  $id: string,
  type: string,
  parts: { noun: string; count: string; attributes?: TProperties },
) {
  return ResourceSchema($id, type, {
    slug: Type.String(),
    title: LocalizedOut,
    description: LocalizedOut,
    hero_medium_id: Type.Union([Type.String(), Type.Null()]),
    ...parts.attributes,
    ends_at: Type.String({ format: 'date-time' }),
    open: Type.Boolean(),
    published: Type.Boolean(),
    published_at: NullableDate,
    preview_token: Type.String({ description: `Opens the unpublished ${parts.noun}: ?preview_token=...` }),
    [parts.count]: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  });
}

/** A parent's row as its presenters read it. */
export interface ParentPresentRow {
  id: number;
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  heroMediumId: number | null;
  endsAt: Date;
  published: boolean;
  publishedAt: Date | null;
  previewToken: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Presents a parent in the request's language (as ParentSchema); `count` is its contributions' count attribute and value. */
export function presentParent<T extends string, A extends object, R extends object>(
  row: ParentPresentRow,
  type: T,
  lang: { locale: string; fallback: string },
  parts: { count: [string, number]; attributes?: A; relationships?: R; top: [string, string, number[]] },
) {
  const [topName, topType, topIds] = parts.top;
  return {
    id: String(row.id),
    type,
    attributes: {
      slug: row.slug,
      title: pick(row.title, lang.locale, lang.fallback),
      description: pick(row.description, lang.locale, lang.fallback),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      [parts.count[0]]: parts.count[1],
      published: row.published,
      ...parts.attributes,
    },
    relationships: {
      ...parts.relationships,
      hero_medium: { data: heroMediumData(row.heroMediumId) },
      [topName]: manyOf(topType, topIds),
    },
  };
}

/** Presents a parent for admins (as AdminParentSchema). */
export function presentAdminParent<T extends string>(
  row: ParentPresentRow,
  type: T,
  parts: { count: [string, number]; attributes?: object },
) {
  return {
    id: String(row.id),
    type,
    attributes: {
      slug: row.slug,
      title: row.title,
      description: row.description,
      hero_medium_id: optionalId(row.heroMediumId),
      ...parts.attributes,
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      ...presentPublication(row),
      preview_token: row.previewToken,
      [parts.count[0]]: parts.count[1],
      ...presentRecordTimes(row),
    },
  };
}

/** The publication attributes of a record as admins see it. */
export function presentPublication(row: { published: boolean; publishedAt: Date | null }) {
  return { published: row.published, published_at: row.publishedAt ? row.publishedAt.toISOString() : null };
}

/** The times of a record as admins see it. */
export function presentRecordTimes(row: { createdAt: Date; updatedAt: Date }) {
  return { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}
