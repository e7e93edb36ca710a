import type { FastifyRequest } from 'fastify';
import {
  contributionBody,
  readContributionForm,
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

/** An idea as read from the request. */
export type IdeaForm = ContributionForm;

/** Reads `{idea:{title, body, initial_boost}}` JSON or a multipart form (`idea[title]` ..., `img_files[]`). */
export function readIdeaForm(req: FastifyRequest, maxBytes: number): Promise<IdeaForm> {
  return readContributionForm(req, maxBytes, IDEA_FORM);
}
