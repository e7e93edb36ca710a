/**
 * The multipart form of fans' content (a comment, an idea, an AMA question): text parts
 * `<key>[<field>]` within their lengths and images `img_files[]` (docs/PARTICIPATION.md "The
 * participation kit"), the refusals named as the JSON body's fields (`<key>.<field>`).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { fieldInvalid } from '../http/errors.ts';
import { eachPart, readFilePart, refusedFile } from '../http/multipart.ts';
import { assertSafeField } from '../http/input.ts';
import type { UploadedFile } from './user-media.ts';

/** Multipart (fields and up to `files` images) only in this plugin's scope. */
export async function registerMultipart(app: App, files: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files, fields: 10, fieldSize: 64 * 1024, parts: 16 },
  });
}

/** A form's key, its text fields (their longest length, other part names they go by) and its images. */
export interface FanFormSpec<Field extends string> {
  key: string;
  fields: Record<Field, { max: number; aliases?: string[] }>;
  maxImages: number;
}

/** A multipart form as read: the text fields sent, and the images. */
export interface FanMultipart<Field extends string> {
  values: Partial<Record<Field, string>>;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

/** Reads a multipart form of fans' content (422, 413 or 400 when it is not one). */
export async function readFanMultipart<Field extends string>(
  req: FastifyRequest,
  maxBytes: number,
  spec: FanFormSpec<Field>,
): Promise<FanMultipart<Field>> {
  const { key } = spec;
  const fields = new Map<string, Field>();
  for (const field of Object.keys(spec.fields) as Field[]) {
    fields.set(`${key}[${field}]`, field);
    for (const alias of spec.fields[field].aliases ?? []) fields.set(alias, field);
  }
  const imageFields = new Set(['img_files[]', 'img_files', `${key}[img_files][]`]);
  const form: FanMultipart<Field> = { values: {}, images: [], hasImages: false };
  await eachPart(
    req,
    maxBytes,
    async (part) => {
      if (part.type === 'file') {
        if (!imageFields.has(part.fieldname)) throw refusedFile(part);
        form.images.push(await readFilePart(part, maxBytes));
        form.hasImages = true;
        return;
      }
      const field = fields.get(part.fieldname);
      if (!field) throw fieldInvalid(part.fieldname, 'is not a known field');
      const value = String(part.value);
      const name = `${key}.${field}`;
      if (part.valueTruncated || value.length > spec.fields[field].max) throw fieldInvalid(name, 'is too long');
      assertSafeField(name, value);
      form.values[field] = value;
    },
    () => fieldInvalid('img_files', `must be at most ${spec.maxImages} images`),
  );
  return form;
}
