import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { assertSafeField, Text } from '../../http/input.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** At most this many images per idea (`img_files[]`), as for comments. */
export const MAX_IDEA_IMAGES = 4;
/** The longest idea title, in characters. */
export const MAX_IDEA_TITLE = 200;
/** The longest idea body, in characters of HTML. */
export const MAX_IDEA_BODY = 20_000;
/** The longest `initial_boost` text accepted before parsing (38 digits and some blanks). */
const MAX_BOOST_TEXT = 40;

/** The JSON body of adding or editing an idea (multipart: the same fields as `idea[...]`, plus img_files[]). */
export const IdeaBody = Type.Object(
  {
    idea: Type.Object(
      {
        title: Type.Optional(Text({ maxLength: MAX_IDEA_TITLE })),
        body: Type.Optional(Text({ maxLength: MAX_IDEA_BODY, description: 'Rich text (HTML), sanitized.' })),
        initial_boost: Type.Optional(
          Type.String({
            maxLength: MAX_BOOST_TEXT,
            description: 'Base units (8 decimals) as a base-10 integer; only when adding.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** An idea as read from the request. */
export interface IdeaForm {
  title?: string;
  body?: string;
  initialBoost?: string;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

const FIELDS: Record<string, 'title' | 'body' | 'initialBoost'> = {
  'idea[title]': 'title',
  'idea[body]': 'body',
  'idea[initial_boost]': 'initialBoost',
};
const LIMITS = { title: MAX_IDEA_TITLE, body: MAX_IDEA_BODY, initialBoost: MAX_BOOST_TEXT };
const NAMES = { title: 'idea.title', body: 'idea.body', initialBoost: 'idea.initial_boost' };
const IMAGE_FIELDS = new Set(['img_files[]', 'img_files', 'idea[img_files][]']);

/** Reads `{idea:{title, body, initial_boost}}` JSON or a multipart form (`idea[title]` ..., `img_files[]`). */
export async function readIdeaForm(req: FastifyRequest, maxBytes: number): Promise<IdeaForm> {
  if (!req.isMultipart()) {
    const idea = (req.body as { idea?: { title?: string; body?: string; initial_boost?: string } } | undefined)?.idea;
    return {
      title: idea?.title,
      body: idea?.body,
      initialBoost: idea?.initial_boost,
      images: [],
      hasImages: false,
    };
  }
  const form: IdeaForm = { images: [], hasImages: false };
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
        continue;
      }
      const key = FIELDS[part.fieldname];
      if (!key) throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known field'] });
      const value = String(part.value);
      if (part.valueTruncated || value.length > LIMITS[key]) {
        throw new AppError('VALIDATION_FAILED', undefined, { [NAMES[key]]: ['is too long'] });
      }
      assertSafeField(NAMES[key], value);
      form[key] = value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', undefined, { img_files: [`must be at most ${MAX_IDEA_IMAGES} images`] });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed.');
  }
  return form;
}
