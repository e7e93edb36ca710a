import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
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
import type { QuestionQuery } from './service.ts';

/** At most this many images per question (`img_files[]`), as for comments. */
export const MAX_QUESTION_IMAGES = 4;
/** The longest question title, in characters. */
export const MAX_QUESTION_TITLE = 200;
/** The longest question body, in characters of HTML. */
export const MAX_QUESTION_BODY = 20_000;
/** The longest answer, in characters of HTML. */
export const MAX_ANSWER = 20_000;

const QUESTION_FORM: ContributionFormSpec = {
  key: 'ama_question',
  maxTitle: MAX_QUESTION_TITLE,
  maxBody: MAX_QUESTION_BODY,
  maxImages: MAX_QUESTION_IMAGES,
};

/** The JSON body of asking or editing a question (multipart: the same fields as `ama_question[...]`, plus img_files[]). */
export const QuestionBody = contributionBody(QUESTION_FORM, 'asking');

/** The JSON body of asking or editing, as the routes declare it (multipart is read by `readQuestionForm`). */
export const QuestionWriteBody = { content: { 'application/json': { schema: QuestionBody } } };

/** The body of the host's answer. */
export const AnswerBody = Type.Object(
  { answer: Text({ maxLength: MAX_ANSWER, description: 'Rich text (HTML), sanitized.' }) },
  { additionalProperties: false },
);

/** A question as read from the request. */
export type QuestionForm = ContributionForm;

/** Reads `{ama_question:{title, body, initial_boost}}` JSON or a multipart form (`ama_question[title]` ..., `img_files[]`). */
export function readQuestionForm(req: FastifyRequest, maxBytes: number): Promise<QuestionForm> {
  return readContributionForm(req, maxBytes, QUESTION_FORM);
}

/** The path parameters of a session, and of one of its questions. */
export const SessionParams = Type.Object({ slug: SlugParam });
export const QuestionParams = Type.Object({ slug: SlugParam, id: IdParam });

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
export function queryOf(q: { sort_ama_questions_by?: string; 'filter[answered]'?: boolean }): QuestionQuery {
  return { sort: sortOf(q, 'sort_ama_questions_by'), answered: q['filter[answered]'] };
}

/** The body of POST/PUT /v2/admin/ama_sessions. */
export const SessionInputSchema = Type.Object(
  {
    ama_session: Type.Object(
      {
        slug: AdminSlug,
        title: localizedInput(200, true),
        description: Type.Optional(localizedInput(20_000, false)),
        hero_medium_id: HeroMediumInput,
        host_user_id: Type.Optional(
          Type.Union([Int64Id, Type.Null()], { description: 'The host (answers the questions), by user id' }),
        ),
        host_slug: Type.Optional(
          Type.Union([Type.String(SLUG_OPTIONS), Type.Null()], {
            description: 'The host by user slug (when host_user_id is not given)',
          }),
        ),
        ends_at: AdminDateTime,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
