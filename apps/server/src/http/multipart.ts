import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError, fieldInvalid, fileTooLarge } from './errors.ts';

/** A file part read into memory: its bytes and the media type the client declared. */
export interface FilePart {
  buffer: Buffer;
  mimetype: string;
}

/** Reads a file part whole; 413 PAYLOAD_TOO_LARGE when it went past the size limit. */
export async function readFilePart(part: MultipartFile, maxBytes: number): Promise<FilePart> {
  const buffer = await part.toBuffer();
  if (part.file.truncated) throw fileTooLarge(maxBytes);
  return { buffer, mimetype: part.mimetype };
}

/** The 422 of a file part nobody reads: the part is drained first so the rest of the body still parses. */
export function refusedFile(part: MultipartFile, message = 'is not a known file field'): AppError {
  part.file.resume();
  return fieldInvalid(part.fieldname, message);
}

/**
 * What a multipart body that failed while being read answers: our own errors as they are, the
 * parser's size and count limits as 413 (the file's limit in MB, or "too many parts"; too many
 * files as `tooManyFiles` says when given), anything else 400 BAD_REQUEST.
 */
export function multipartError(err: unknown, maxBytes: number, tooManyFiles?: () => AppError): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' && tooManyFiles) return tooManyFiles();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
  }
  return new AppError('BAD_REQUEST', 'The multipart body is malformed.');
}

/** Hands each part of a multipart body to `take` in order; a failure is answered by `multipartError`. */
export async function eachPart(
  req: FastifyRequest,
  maxBytes: number,
  take: (part: Multipart) => Promise<void> | void,
  tooManyFiles?: () => AppError,
): Promise<void> {
  try {
    for await (const part of req.parts()) await take(part);
  } catch (err) {
    throw multipartError(err, maxBytes, tooManyFiles);
  }
}

/** How a `<resource>[field]` form is read: its file fields by part name, and the check of one text field. */
export interface ResourceFormSpec<F> {
  /** The resource key: `organization` reads `organization[name]`, … */
  resource: string;
  /** The file fields by part name, each to the slot of the form it fills (once). */
  files: Readonly<Record<string, keyof F>>;
  /** Puts one field into the form, checked as the JSON schema checks it (multipart skips the schema). */
  set: (form: F, key: string, value: unknown) => void;
}

/**
 * Reads `{<resource>:{...}}` JSON or a multipart form of `<resource>[field]` text parts and the
 * file parts of `spec.files` (each at most once); a field with `[]` (a list) is not known.
 */
export async function readResourceForm<F>(
  req: FastifyRequest,
  maxBytes: number,
  form: F,
  spec: ResourceFormSpec<F>,
): Promise<F> {
  const { resource } = spec;
  if (!req.isMultipart()) {
    const body = (req.body as Record<string, Record<string, unknown> | undefined> | undefined)?.[resource] ?? {};
    for (const [key, value] of Object.entries(body)) spec.set(form, key, value);
    return form;
  }
  const fieldName = new RegExp(`^${resource}\\[([a-z_]{1,40})\\](\\[\\])?$`);
  await eachPart(req, maxBytes, async (part) => {
    if (part.type === 'file') {
      const slot = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : undefined;
      if (slot === undefined || form[slot]) throw refusedFile(part);
      form[slot] = (await readFilePart(part, maxBytes)) as F[keyof F];
      return;
    }
    const m = fieldName.exec(part.fieldname);
    if (!m || m[2]) throw fieldInvalid(part.fieldname, 'is not a known field');
    if (part.valueTruncated) throw fieldInvalid(`${resource}.${m[1]}`, 'is too long');
    spec.set(form, m[1]!, String(part.value));
  });
  return form;
}
