import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../http/errors.ts';
import { COMMENT_SORTS } from '@tribune/domain';
import { PageQuery, Text } from '../../http/input.ts';
import { readFanMultipart } from '../../platform/fan-form.ts';
import { IdParam } from '../../platform/params.ts';
import type { UploadedFile } from '../../platform/user-media.ts';
import { MAX_COMMENT_IMAGES } from './images.ts';

/** The longest comment body accepted, in characters of HTML. */
export const MAX_COMMENT_LENGTH = 10_000;

/** The JSON body of creating or editing a comment. */
export const CommentBody = Type.Object(
  { comment: Type.Object({ body: Text({ maxLength: MAX_COMMENT_LENGTH }) }, { additionalProperties: false }) },
  { additionalProperties: false },
);

/** The request body of creating or editing a comment: JSON (`CommentBody`) or multipart, read by `readCommentForm`. */
export const CommentWriteBody = { content: { 'application/json': { schema: CommentBody } } };

/** A page of a thread and its order. */
export const CommentListQuery = Type.Object({
  sort_by: Type.Optional(Type.String({ enum: [...COMMENT_SORTS], default: 'top' })),
  ...PageQuery,
});

/** A comment's path parameters. */
export const CommentParams = Type.Object({ id: IdParam });

/** A comment as read from the request: the raw body and the uploaded images. */
export interface CommentForm {
  body: string;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

/** Reads `{comment:{body}}` JSON or a multipart form (`comment[body]`, `img_files[]`). */
export async function readCommentForm(req: FastifyRequest, maxBytes: number): Promise<CommentForm> {
  if (!req.isMultipart()) {
    const body = req.body as { comment?: { body?: string } } | undefined;
    return { body: body?.comment?.body ?? '', images: [], hasImages: false };
  }
  const fields = { body: { max: MAX_COMMENT_LENGTH, aliases: ['body'] } };
  const form = await readFanMultipart(req, maxBytes, { key: 'comment', fields, maxImages: MAX_COMMENT_IMAGES });
  if (form.values.body === undefined && !form.hasImages) {
    throw new AppError('VALIDATION_FAILED', undefined, { 'comment.body': ["can't be blank"] });
  }
  return { body: form.values.body ?? '', images: form.images, hasImages: form.hasImages };
}
