import { Type } from 'typebox';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import {
  adminParentBody,
  contributionForm,
  contributionParams,
  PreviewTokenQuery,
  sortOf,
  sortQuery,
} from '../../platform/participation/index.ts';
import type { QuestionQuery } from './service.ts';

/** The form of asking or editing a question: `ama_question[...]` fields (JSON or multipart), plus img_files[]. */
export const QUESTION_FORM = contributionForm('ama_question');

/** The longest answer, in characters of HTML. */
export const MAX_ANSWER = 20_000;

/** The body of the host's answer. */
export const AnswerBody = Type.Object(
  { answer: Text({ maxLength: MAX_ANSWER, description: 'Rich text (HTML), sanitized.' }) },
  { additionalProperties: false },
);

/** The path parameters of one question of a session. */
export const QuestionParams = contributionParams('id').one;

/** How a list of questions is read: its sort and the answered filter. */
const ListQuery = {
  ...sortQuery('sort_ama_questions_by'),
  'filter[answered]': Type.Optional(
    Type.Boolean({ description: 'Only answered (true) or only unanswered (false) questions' }),
  ),
};

/** The query of a session's show (its top questions; the preview token of an unpublished one). */
export const SessionQuery = Type.Object({ ...ListQuery, ...PreviewTokenQuery });

/** The query of a page of questions. */
export const QuestionsQuery = Type.Object({ ...ListQuery, ...PageQuery });

/** The questions' query as the service reads it. */
export function queryOf(q: Record<string, unknown>): QuestionQuery {
  return { sort: sortOf(q, 'sort_ama_questions_by'), answered: q['filter[answered]'] as boolean | undefined };
}

/** The body of POST/PUT /v2/admin/ama_sessions. */
export const SessionInputSchema = adminParentBody('ama_session', {
  host_user_id: Type.Optional(
    Type.Union([Int64Id, Type.Null()], { description: 'The host (answers the questions), by user id' }),
  ),
  host_slug: Type.Optional(
    Type.Union([Type.String(SLUG_OPTIONS), Type.Null()], {
      description: 'The host by user slug (when host_user_id is not given)',
    }),
  ),
});
