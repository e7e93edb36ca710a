import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { PageQuery } from '../../http/input.ts';
import { IdParam } from '../../platform/params.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** The multipart file field (docs/COMMUNITY.md "User media": "POST fields user_medium[...]"). */
export const FILE_FIELD = 'user_medium[file]';

/** The JSON body: the image as a base64 data URL. */
export const UserMediumBody = Type.Object(
  {
    user_medium: Type.Object(
      {
        file: Type.String({
          pattern: '^data:[a-z]+/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\\s]+$',
          description: 'The image as a data URL: data:image/png;base64,...',
        }),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    description:
      'JSON carries the image as a base64 data URL; multipart/form-data sends the file as user_medium[file] (preferred).',
  },
);

/** `GET /v2/user_media`: a page. */
export const UserMediaQuery = Type.Object({ ...PageQuery });

/** `DELETE /v2/user_media/{id}`. */
export const UserMediumParams = Type.Object({ id: IdParam });

const missing = () => new AppError('VALIDATION_FAILED', undefined, { 'user_medium.file': ["can't be blank"] });

/** Reads the upload: multipart `user_medium[file]`, or JSON `{user_medium: {file: "data:...;base64,..."}}`. */
export async function readUserMediumForm(req: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!req.isMultipart()) {
    const dataUrl = (req.body as { user_medium?: { file?: string } } | undefined)?.user_medium?.file;
    const m = dataUrl ? /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl) : null;
    if (!m) throw missing();
    const buffer = Buffer.from(m[2]!.replace(/\s+/g, ''), 'base64');
    if (buffer.length === 0) throw missing();
    if (buffer.length > maxBytes) throw tooLarge(maxBytes);
    return { buffer, mimetype: m[1]! };
  }
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if ((part.fieldname !== FILE_FIELD && part.fieldname !== 'file') || file) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known file field'] });
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxBytes);
        file = { buffer, mimetype: part.mimetype };
        continue;
      }
      throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known field'] });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed.');
  }
  if (!file || file.buffer.length === 0) throw missing();
  return file;
}
