import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { Int64Id, isSafeText, Text, UNSAFE_TEXT_MESSAGE } from '../../http/input.ts';
import { multipartError, refusedFile } from '../../http/multipart.ts';
import { declaresImage } from './inspect.ts';
import type { FileUpload } from './service.ts';

/** `POST /v2/admin/media/external`: the URL of the medium to embed. */
export const ExternalMediumBody = Type.Object(
  { url: Text({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

/** `/v2/admin/media/{id}` and `/embeds/{id}`. */
export const MediumParams = Type.Object({ id: Int64Id });

/** `/config/{playout}`: the playout id and its signed link (timestamp, key). */
export const PlayoutParams = Type.Object({ playout: Text({ maxLength: 40 }) });
export const PlayoutQuery = Type.Object({
  timestamp: Type.Optional(Text({ maxLength: 20 })),
  key: Type.Optional(Text({ maxLength: 128 })),
});

/**
 * Streams the multipart `file` to a temporary file (videos are never held in memory), enforcing
 * the image limit for images and the larger video limit for everything else. The caller removes the file.
 */
export async function readMediaUpload(
  req: FastifyRequest,
  target: string,
  limits: { imageMaxBytes: number; videoMaxBytes: number },
): Promise<FileUpload> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file".');
  }
  let upload: FileUpload | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || upload) throw refusedFile(part, 'is not expected here');
      // The declared type is stored with the medium; the file name travels in the upload.
      if (!isSafeText(part.mimetype) || !isSafeText(part.filename)) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', undefined, { file: [UNSAFE_TEXT_MESSAGE] });
      }
      const max = declaresImage(part.mimetype) ? limits.imageMaxBytes : limits.videoMaxBytes;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(size > max ? tooLarge(max) : null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(target));
      if (part.file.truncated) throw tooLarge(max);
      upload = { path: target, mimetype: part.mimetype, filename: part.filename };
    }
  } catch (err) {
    await fs.rm(target, { force: true });
    throw multipartError(err, limits.videoMaxBytes);
  }
  if (!upload) throw new AppError('VALIDATION_FAILED', undefined, { file: ["can't be blank"] });
  return upload;
}
