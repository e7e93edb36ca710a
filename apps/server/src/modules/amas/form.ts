import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../http/errors.ts';
import { assertSafeField, Text } from '../../http/input.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** At most this many images per question (`img_files[]`), as for comments. */
export const MAX_QUESTION_IMAGES = 4;
/** The longest question title, in characters. */
export const MAX_QUESTION_TITLE = 200;
/** The longest question body, in characters of HTML. */
export const MAX_QUESTION_BODY = 20_000;
/** The longest answer, in characters of HTML. */
export const MAX_ANSWER = 20_000;
/** The longest `initial_boost` text accepted before parsing (38 digits and some blanks). */
const MAX_BOOST_TEXT = 40;

/** The JSON body of asking or editing a question (multipart: the same fields as `ama_question[...]`, plus img_files[]). */
export const QuestionBody = Type.Object(
  {
    ama_question: Type.Object(
      {
        title: Type.Optional(Text({ maxLength: MAX_QUESTION_TITLE })),
        body: Type.Optional(Text({ maxLength: MAX_QUESTION_BODY, description: 'Rich text (HTML), sanitized.' })),
        initial_boost: Type.Optional(
          Type.String({
            maxLength: MAX_BOOST_TEXT,
            description: 'Base units (8 decimals) as a base-10 integer; only when asking.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The body of the host's answer. */
export const AnswerBody = Type.Object(
  { answer: Text({ maxLength: MAX_ANSWER, description: 'Rich text (HTML), sanitized.' }) },
  { additionalProperties: false },
);

/** A question as read from the request. */
export interface QuestionForm {
  title?: string;
  body?: string;
  initialBoost?: string;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

const FIELDS: Record<string, 'title' | 'body' | 'initialBoost'> = {
  'ama_question[title]': 'title',
  'ama_question[body]': 'body',
  'ama_question[initial_boost]': 'initialBoost',
};
const LIMITS = { title: MAX_QUESTION_TITLE, body: MAX_QUESTION_BODY, initialBoost: MAX_BOOST_TEXT };
const NAMES = { title: 'ama_question.title', body: 'ama_question.body', initialBoost: 'ama_question.initial_boost' };
const IMAGE_FIELDS = new Set(['img_files[]', 'img_files', 'ama_question[img_files][]']);

function tooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new AppError('PAYLOAD_TOO_LARGE', `The file is too large (maximum is ${mb} MB).`);
}

/** Reads `{ama_question:{title, body, initial_boost}}` JSON or a multipart form (`ama_question[title]` ..., `img_files[]`). */
export async function readQuestionForm(req: FastifyRequest, maxBytes: number): Promise<QuestionForm> {
  if (!req.isMultipart()) {
    const q = (req.body as { ama_question?: { title?: string; body?: string; initial_boost?: string } } | undefined)
      ?.ama_question;
    return {
      title: q?.title,
      body: q?.body,
      initialBoost: q?.initial_boost,
      images: [],
      hasImages: false,
    };
  }
  const form: QuestionForm = { images: [], hasImages: false };
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
      throw new AppError('VALIDATION_FAILED', undefined, {
        img_files: [`must be at most ${MAX_QUESTION_IMAGES} images`],
      });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed.');
  }
  return form;
}
