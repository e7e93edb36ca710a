import { Type } from 'typebox';
import { IDEA_STATUSES } from '@tribune/domain';
import type { Lang } from '../../http/locale.ts';
import {
  AdminParentSchema,
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  manyOf,
  oneOf,
  ParentLink,
  parentLinkOf,
  ParentSchema,
  presentAdminParent,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
  presentParent,
  ResourceRef,
  ResourceSchema,
  ToMany,
} from '../../platform/participation/index.ts';
import type { AdminIdeaRow, IdeaRow, MissionRow } from './repository.ts';

/** The idea resource. */
export const IdeaSchema = ResourceSchema(
  'Idea',
  'idea',
  {
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
  },
  {
    ideation_mission: ParentLink('ideation_mission'),
    user: Type.Object({ data: ResourceRef('user') }),
    top_comments: ToMany('comment'),
  },
);

/** The ideation mission resource. */
export const IdeationMissionSchema = ParentSchema('IdeationMission', 'ideation_mission', {
  open: 'ends_at is in the future.',
  count: 'ideas_count',
  top: ['top_ideas', 'idea'],
});

/** A mission as admins edit it: every language, the preview token. */
export const AdminIdeationMissionSchema = AdminParentSchema('AdminIdeationMission', 'ideation_mission', {
  noun: 'mission',
  count: 'ideas_count',
});

/** An idea as the admins' list of a mission shows it, whatever its visibility. */
export const AdminIdeaSchema = ResourceSchema('AdminIdea', 'idea', {
  slug: Type.String(),
  title: Type.String(),
  status: Type.Enum(IDEA_STATUSES, { description: 'The club acceptance status, verbatim.' }),
  likes_count: Type.Integer(),
  comments_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  user: Type.Object({ id: Type.String(), slug: Type.String(), display_name: Type.String() }),
});

/** Every schema of the ideation domain, for registerContract. */
export const IDEATION_SCHEMAS = [IdeaSchema, IdeationMissionSchema, AdminIdeationMissionSchema, AdminIdeaSchema];

/** Presents an idea for the admins' list of a mission. */
export function presentAdminIdea(row: AdminIdeaRow) {
  return {
    id: String(row.id),
    type: 'idea' as const,
    attributes: {
      slug: row.slug,
      title: row.title,
      status: row.status,
      likes_count: row.likesCount,
      comments_count: row.commentsCount,
      created_at: row.createdAt.toISOString(),
      user: { id: String(row.author.id), slug: row.author.slug, display_name: row.author.displayName },
    },
  };
}

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
      ideation_mission: parentLinkOf('ideation_mission', row),
      user: oneOf('user', row.userId),
      top_comments: manyOf('comment', ctx.topCommentIds),
    },
  };
}

/** Presents a mission in the request's language. */
export function presentMission(row: MissionRow, lang: Lang, topIdeaIds: number[]) {
  return presentParent(row, 'ideation_mission', lang, {
    count: ['ideas_count', row.ideasCount],
    top: ['top_ideas', 'idea', topIdeaIds],
  });
}

/** Presents a mission for admins. */
export function presentAdminMission(row: MissionRow) {
  return presentAdminParent(row, 'ideation_mission', { count: ['ideas_count', row.ideasCount] });
}
