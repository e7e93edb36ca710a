import { Type } from 'typebox';
import { IDEA_STATUSES } from '@tribune/domain';
import { PageQuery, Text } from '../../http/input.ts';
import {
  adminParentBody,
  contributionForm,
  PreviewTokenQuery,
  sortOf,
  sortQuery,
  type ContributionListQuery,
} from '../../platform/participation/index.ts';

/** The form of adding or editing an idea: `idea[...]` fields (JSON or multipart), plus img_files[]. */
export const IDEA_FORM = contributionForm('idea');

const SortQuery = sortQuery('sort_ideas_by');

/** The query of a mission's show (its top ideas; the preview token of an unpublished one). */
export const MissionQuery = Type.Object({ ...SortQuery, ...PreviewTokenQuery });

/** The query of a page of ideas. */
export const IdeasQuery = Type.Object({ ...SortQuery, ...PageQuery });

/** The ideas' query a request asked for: their sort. */
export function ideaSortOf(q: Record<string, unknown>): ContributionListQuery {
  return { sort: sortOf(q, 'sort_ideas_by') };
}

/** The body of POST/PUT /v2/admin/ideation_missions. */
export const MissionInputSchema = adminParentBody('ideation_mission', {});

/** The body of PUT /v2/admin/ideas/{id}/status. */
export const StatusBody = Type.Object({ status: Type.Enum(IDEA_STATUSES) }, { additionalProperties: false });

/** The query of GET /v2/admin/ideation_missions/{id}/ideas: a search in the titles and authors, a status. */
export const AdminIdeasQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Text({ maxLength: 100, description: "In the idea's title and its author's name" })),
    status: Type.Optional(Type.Enum(IDEA_STATUSES)),
  },
  { additionalProperties: false },
);
