import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fieldInvalid, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { PageQuery } from '../../http/input.ts';
import { eachPart, readFilePart, refusedFile } from '../../http/multipart.ts';
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
  await eachPart(req, maxBytes, async (part) => {
    if (part.type !== 'file') throw fieldInvalid(part.fieldname, 'is not a known field');
    if ((part.fieldname !== FILE_FIELD && part.fieldname !== 'file') || file) throw refusedFile(part);
    file = await readFilePart(part, maxBytes);
  });
  if (!file || file.buffer.length === 0) throw missing();
  return file;
}
