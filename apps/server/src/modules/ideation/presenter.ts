import { Type } from 'typebox';
import { IDEA_STATUSES, isOpenUntil } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import {
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  HeroMediumRelationship,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
} from '../../platform/participation/index.ts';
import type { IdeaRow, MissionRow } from './repository.ts';

const Ref = ResourceRef;

/** The idea resource. */
export const IdeaSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('idea'),
    attributes: Type.Object({
      id: Type.String(),
      slug: Type.String({ description: '<title words>-<id>' }),
      title: Type.String(),
      body: Type.String({ description: 'Sanitized HTML.' }),
      status: Type.Enum(IDEA_STATUSES, { description: 'The club acceptance status, verbatim.' }),
      contract_address: Type.Union([Type.String(), Type.Null()]),
      ...ContributionCountersSchema,
      editable: Type.Boolean({ description: 'True for the author while the mission is open.' }),
      images: ContributionImagesSchema,
      ...ContributionTimesSchema,
    }),
    relationships: Type.Object({
      ideation_mission: Type.Object({
        data: Type.Object({ id: Type.String(), type: Type.Literal('ideation_mission'), slug: Type.String() }),
      }),
      user: Type.Object({ data: Ref('user') }),
      top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
    }),
  },
  { $id: 'Idea' },
);

const MissionAttributes = {
  slug: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'Sanitized HTML.' }),
  ends_at: Type.String({ format: 'date-time' }),
  open: Type.Boolean({ description: 'ends_at is in the future.' }),
  ideas_count: Type.Integer(),
  published: Type.Boolean(),
};
const MissionRelationships = Type.Object({
  hero_medium: HeroMediumRelationship,
  top_ideas: Type.Object({ data: Type.Array(Ref('idea')) }),
});

/** The ideation mission resource. */
export const IdeationMissionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ideation_mission'),
    attributes: Type.Object(MissionAttributes),
    relationships: MissionRelationships,
  },
  { $id: 'IdeationMission' },
);

/** A mission as admins edit it: every language, the preview token. */
export const AdminIdeationMissionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ideation_mission'),
    attributes: Type.Object({
      slug: Type.String(),
      title: LocalizedOut,
      description: LocalizedOut,
      hero_medium_id: Type.Union([Type.String(), Type.Null()]),
      ends_at: Type.String({ format: 'date-time' }),
      open: Type.Boolean(),
      published: Type.Boolean(),
      published_at: NullableDate,
      preview_token: Type.String({ description: 'Opens the unpublished mission: ?preview_token=...' }),
      ideas_count: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminIdeationMission' },
);

/** Every schema of the ideation domain, for registerContract. */
export const IDEATION_SCHEMAS = [IdeaSchema, IdeationMissionSchema, AdminIdeationMissionSchema];

/** What presenting an idea needs besides the row. */
export interface IdeaPresentContext {
  publicUrl: string;
  /** Whether the viewer may edit the idea (its author, while the mission is open). */
  editable: boolean;
  topCommentIds: number[];
}

/** Presents an idea. */
export function presentIdea(row: IdeaRow, ctx: IdeaPresentContext) {
  return {
    id: String(row.id),
    type: 'idea' as const,
    attributes: {
      id: String(row.id),
      slug: row.slug,
      title: row.title,
      body: row.body,
      status: row.status,
      contract_address: row.contractAddress,
      ...presentContributionCounters(row),
      editable: ctx.editable,
      images: presentContributionImages(row, ctx.publicUrl),
      ...presentContributionTimes(row),
    },
    relationships: {
      ideation_mission: {
        data: { id: String(row.parentId), type: 'ideation_mission' as const, slug: row.parentSlug },
      },
      user: { data: { id: String(row.userId), type: 'user' as const } },
      top_comments: { data: ctx.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
    },
  };
}

/** A presented idea. */
export type IdeaResource = ReturnType<typeof presentIdea>;

/** Presents a mission in the request's language. */
export function presentMission(row: MissionRow, locale: string, fallback: string, topIdeaIds: number[]) {
  return {
    id: String(row.id),
    type: 'ideation_mission' as const,
    attributes: {
      slug: row.slug,
      title: pick(row.title, locale, fallback),
      description: pick(row.description, locale, fallback),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      ideas_count: row.ideasCount,
      published: row.published,
    },
    relationships: {
      hero_medium: { data: heroMediumData(row.heroMediumId) },
      top_ideas: { data: topIdeaIds.map((id) => ({ id: String(id), type: 'idea' as const })) },
    },
  };
}

/** Presents a mission for admins. */
export function presentAdminMission(row: MissionRow) {
  return {
    id: String(row.id),
    type: 'ideation_mission' as const,
    attributes: {
      slug: row.slug,
      title: row.title,
      description: row.description,
      hero_medium_id: optionalId(row.heroMediumId),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      published: row.published,
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
      preview_token: row.previewToken,
      ideas_count: row.ideasCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}
