/**
 * The form of a fan contribution (an idea, an AMA question): `{<key>:{title, body, initial_boost}}`
 * JSON or a multipart form with `<key>[title]` ... and `img_files[]` (docs/PARTICIPATION.md
 * "The participation kit").
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fileTooLarge } from '../../http/errors.ts';
import { assertSafeField, Text } from '../../http/input.ts';
import type { UploadedFile } from '../user-media.ts';

/** The longest `initial_boost` text accepted before parsing (38 digits and some blanks). */
const MAX_BOOST_TEXT = 40;

/** A contribution's form: its key (`idea`, `ama_question`) and limits. */
export interface ContributionFormSpec {
  key: string;
  maxTitle: number;
  maxBody: number;
  maxImages: number;
}

/** A contribution as read from the request. */
export interface ContributionForm {
  title?: string;
  body?: string;
  initialBoost?: string;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

/**
 * The form of a contribution keyed `key`, with the limits ideas and questions share: a title of
 * 200 characters, a body of 20,000 characters of HTML and up to 4 images (`img_files[]`, as for
 * comments).
 */
export function contributionForm(key: string): ContributionFormSpec {
  return { key, maxTitle: 200, maxBody: 20_000, maxImages: 4 };
}

/** The JSON body of adding or editing a contribution; `adding` names the adding in the boost's description. */
export function contributionBody(spec: ContributionFormSpec, adding: string) {
  return Type.Object(
    {
      [spec.key]: Type.Object(
        {
          title: Type.Optional(Text({ maxLength: spec.maxTitle })),
          body: Type.Optional(Text({ maxLength: spec.maxBody, description: 'Rich text (HTML), sanitized.' })),
          initial_boost: Type.Optional(
            Type.String({
              maxLength: MAX_BOOST_TEXT,
              description: `Base units (8 decimals) as a base-10 integer; only when ${adding}.`,
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  );
}

type Field = 'title' | 'body' | 'initialBoost';

/** Reads the JSON or multipart form of a contribution (422, 413 or 400 when it is not one). */
export async function readContributionForm(
  req: FastifyRequest,
  maxBytes: number,
  spec: ContributionFormSpec,
): Promise<ContributionForm> {
  const { key } = spec;
  if (!req.isMultipart()) {
    const body = req.body as
      Record<string, { title?: string; body?: string; initial_boost?: string } | undefined> | undefined;
    const c = body?.[key];
    return { title: c?.title, body: c?.body, initialBoost: c?.initial_boost, images: [], hasImages: false };
  }
  const fields: Record<string, Field> = {
    [`${key}[title]`]: 'title',
    [`${key}[body]`]: 'body',
    [`${key}[initial_boost]`]: 'initialBoost',
  };
  const limits = { title: spec.maxTitle, body: spec.maxBody, initialBoost: MAX_BOOST_TEXT };
  const names = { title: `${key}.title`, body: `${key}.body`, initialBoost: `${key}.initial_boost` };
  const imageFields = new Set(['img_files[]', 'img_files', `${key}[img_files][]`]);
  const form: ContributionForm = { images: [], hasImages: false };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!imageFields.has(part.fieldname)) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known file field'] });
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge(maxBytes);
        form.images.push({ buffer, mimetype: part.mimetype });
        form.hasImages = true;
        continue;
      }
      const field = fields[part.fieldname];
      if (!field) throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known field'] });
      const value = String(part.value);
      if (part.valueTruncated || value.length > limits[field]) {
        throw new AppError('VALIDATION_FAILED', undefined, { [names[field]]: ['is too long'] });
      }
      assertSafeField(names[field], value);
      form[field] = value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', undefined, { img_files: [`must be at most ${spec.maxImages} images`] });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed.');
  }
  return form;
}
