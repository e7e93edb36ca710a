import type { FastifyRequest } from 'fastify';
import { AppError, fileTooLarge as tooLarge } from '../../http/errors.ts';
import { flattenProfileFields } from './input.ts';
import { MultipartAnswers } from '../profile-fields/index.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** A profile update as read from the request: text fields and the two optional images. */
export interface ProfileForm {
  fields: Record<string, unknown>;
  avatar?: UploadedFile;
  hero?: UploadedFile;
  /** `profile_fields` (answers to the instance's profile fields), not yet checked. */
  profileFields?: unknown;
}

/** Moves `profile_fields` out of the flat fields into the form. */
function withAnswers(form: ProfileForm): ProfileForm {
  if (!('profile_fields' in form.fields)) return form;
  const { profile_fields: profileFields, ...fields } = form.fields;
  return { ...form, fields: Object.assign(Object.create(null) as Record<string, unknown>, fields), profileFields };
}

const FILE_FIELDS: Record<string, 'avatar' | 'hero'> = {
  avatar_file: 'avatar',
  'user[avatar_file]': 'avatar',
  hero_medium_file: 'hero',
  'user[hero_medium_file]': 'hero',
};

/** Reads PUT /auth as JSON or multipart; limits come from the multipart registration (UPLOAD_MAX_BYTES). */
export async function readProfileForm(req: FastifyRequest, maxBytes: number): Promise<ProfileForm> {
  if (!req.isMultipart()) {
    return withAnswers({ fields: flattenProfileFields((req.body ?? {}) as Record<string, unknown>) });
  }
  const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const form: ProfileForm = { fields: raw };
  const answers = new MultipartAnswers();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const slot = FILE_FIELDS[part.fieldname];
        if (!slot) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is not a known file field'] });
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxBytes);
        form[slot] = { buffer, mimetype: part.mimetype };
      } else {
        if (part.valueTruncated) {
          throw new AppError('VALIDATION_FAILED', undefined, { [part.fieldname]: ['is too long'] });
        }
        if (!answers.take(part.fieldname, String(part.value))) raw[part.fieldname] = part.value;
      }
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
  const profileFields = answers.result();
  return withAnswers({
    ...form,
    fields: flattenProfileFields(raw),
    ...(profileFields === undefined ? {} : { profileFields }),
  });
}
