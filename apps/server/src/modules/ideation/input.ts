import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IDEA_STATUSES, type ParticipationSort } from '@tribune/domain';
import { PageQuery } from '../../http/input.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import {
  AdminDateTime,
  AdminSlug,
  contributionBody,
  HeroMediumInput,
  localizedInput,
  PreviewTokenQuery,
  readContributionForm,
  sortOf,
  sortQuery,
  type ContributionForm,
  type ContributionFormSpec,
} from '../../platform/participation/index.ts';

/** At most this many images per idea (`img_files[]`), as for comments. */
export const MAX_IDEA_IMAGES = 4;
/** The longest idea title, in characters. */
export const MAX_IDEA_TITLE = 200;
/** The longest idea body, in characters of HTML. */
export const MAX_IDEA_BODY = 20_000;

const IDEA_FORM: ContributionFormSpec = {
  key: 'idea',
  maxTitle: MAX_IDEA_TITLE,
  maxBody: MAX_IDEA_BODY,
  maxImages: MAX_IDEA_IMAGES,
};

/** The JSON body of adding or editing an idea (multipart: the same fields as `idea[...]`, plus img_files[]). */
export const IdeaBody = contributionBody(IDEA_FORM, 'adding');

/** The JSON body of adding or editing, as the routes declare it (multipart is read by `readIdeaForm`). */
export const IdeaWriteBody = { content: { 'application/json': { schema: IdeaBody } } };

/** An idea as read from the request. */
export type IdeaForm = ContributionForm;

/** Reads `{idea:{title, body, initial_boost}}` JSON or a multipart form (`idea[title]` ..., `img_files[]`). */
export function readIdeaForm(req: FastifyRequest, maxBytes: number): Promise<IdeaForm> {
  return readContributionForm(req, maxBytes, IDEA_FORM);
}

/** The path parameters of a mission, and of one of its ideas. */
export const MissionParams = Type.Object({ slug: SlugParam });
export const IdeaParams = Type.Object({ slug: SlugParam, idea_id: IdParam });

const SortQuery = sortQuery('sort_ideas_by');

/** The query of a mission's show (its top ideas; the preview token of an unpublished one). */
export const MissionQuery = Type.Object({ ...SortQuery, ...PreviewTokenQuery });

/** The query of a page of ideas. */
export const IdeasQuery = Type.Object({ ...SortQuery, ...PageQuery });

/** The ideas' sort a request asked for. */
export function ideaSortOf(q: { sort_ideas_by?: string }): ParticipationSort {
  return sortOf(q, 'sort_ideas_by');
}

/** The body of POST/PUT /v2/admin/ideation_missions. */
export const MissionInputSchema = Type.Object(
  {
    ideation_mission: Type.Object(
      {
        slug: AdminSlug,
        title: localizedInput(200, true),
        description: Type.Optional(localizedInput(20_000, false)),
        hero_medium_id: HeroMediumInput,
        ends_at: AdminDateTime,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The body of PUT /v2/admin/ideas/{id}/status. */
export const StatusBody = Type.Object({ status: Type.Enum(IDEA_STATUSES) }, { additionalProperties: false });
