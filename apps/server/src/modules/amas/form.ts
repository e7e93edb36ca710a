import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Text } from '../../http/input.ts';
import {
  contributionBody,
  readContributionForm,
  type ContributionForm,
  type ContributionFormSpec,
} from '../../platform/participation/index.ts';

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
