import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { COMMENT_SORTS } from '@tribune/domain';
import { assertSafeField, PageQuery, Text } from '../../http/input.ts';
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

const BODY_FIELDS = new Set(['comment[body]', 'body']);
const IMAGE_FIELDS = new Set(['img_files[]', 'img_files', 'comment[img_files][]']);

/** Reads `{comment:{body}}` JSON or a multipart form (`comment[body]`, `img_files[]`). */
export async function readCommentForm(req: FastifyRequest, maxBytes: number): Promise<CommentForm> {
  if (!req.isMultipart()) {
    const body = req.body as { comment?: { body?: string } } | undefined;
    return { body: body?.comment?.body ?? '', images: [], hasImages: false };
  }
  const form: CommentForm = { body: '', images: [], hasImages: false };
  let sawBody = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!IMAGE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known file field'] });
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxBytes);
        form.images.push({ buffer, mimetype: part.mimetype });
        form.hasImages = true;
      } else if (BODY_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated || String(part.value).length > MAX_COMMENT_LENGTH) {
          throw new AppError('VALIDATION_FAILED', undefined, { 'comment.body': ['is too long'] });
        }
        form.body = String(part.value);
        assertSafeField('comment.body', form.body);
        sawBody = true;
      } else {
        throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known field'] });
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', undefined, {
        img_files: [`must be at most ${MAX_COMMENT_IMAGES} images`],
      });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed.');
  }
  if (!sawBody && !form.hasImages) {
    throw new AppError('VALIDATION_FAILED', undefined, { 'comment.body': ["can't be blank"] });
  }
  return form;
}
