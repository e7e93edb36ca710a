import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../http/errors.ts';

/** An uploaded file as the form parser hands it over. */
export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
}

/** The image formats accepted, by sharp's format name, with the media types a client may declare. */
const FORMATS: Record<string, string[]> = {
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  avif: ['image/avif'],
};

/** The URL of an uploaded image (served by GET /media/{key}) under `base` ('' for a relative, same-origin URL); null without a key. */
export function mediaUrl(publicUrl: string, key: string): string;
export function mediaUrl(publicUrl: string, key: string | null): string | null;
export function mediaUrl(publicUrl: string, key: string | null): string | null {
  return key ? `${publicUrl}/media/${key}` : null;
}

/** A stored media key: `users/<id>/<32 hex>.webp` or `comments/<user id>/<32 hex>.webp`. Nothing else is ever served. */
export const MEDIA_KEY = /^(users|comments)\/[0-9]{1,20}\/[a-f0-9]{32}\.webp$/;

/** The largest image accepted, in pixels (decompression bombs stop here). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * What is wrong with an image upload, judged by its content (not its name): undefined when it is
 * a JPEG, PNG, WebP, GIF or AVIF image and the declared type agrees. Every image upload (profile,
 * comment and content images) asks this one function.
 */
export async function imageProblem(buffer: Buffer, mimetype: string): Promise<string | undefined> {
  let format: string | undefined;
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    // sharp names AVIF "heif"; only its AV1 flavour (AVIF) is accepted, not HEIC.
    format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heif') : meta.format;
  } catch {
    format = undefined;
  }
  const declared = mimetype.toLowerCase();
  const accepted = format ? FORMATS[format] : undefined;
  if (!format || !accepted) return 'is not a supported image (JPEG, PNG, WebP, GIF or AVIF)';
  if (!accepted.includes(declared))
    return `is a ${format.toUpperCase()} image but was sent as ${declared || 'no type'}`;
  return undefined;
}

/** Checks an uploaded image (see imageProblem); 422 UNSUPPORTED_IMAGE naming the field otherwise. */
export async function inspectImage(file: UploadedFile, field: string): Promise<void> {
  const problem = await imageProblem(file.buffer, file.mimetype);
  if (problem) throw new AppError('UNSUPPORTED_IMAGE', undefined, { [field]: [problem] });
}

/** Files under `${dataDir}/media`, named by random keys. */
export class MediaStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
  }

  /** Writes a WebP image for a user (profile images, or comment images under `comments/`) and returns its key. */
  async put(userId: number, data: Buffer, folder: 'users' | 'comments' = 'users'): Promise<string> {
    const key = `${folder}/${userId}/${randomBytes(16).toString('hex')}.webp`;
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data, { flag: 'wx' });
    return key;
  }

  /** Removes files by key; missing files are fine (best effort, the row is already gone or updated). */
  async remove(keys: Array<string | null | undefined>): Promise<void> {
    await Promise.all(
      keys.filter((k): k is string => !!k && MEDIA_KEY.test(k)).map((k) => fs.rm(this.file(k), { force: true })),
    );
  }

  /** Removes a user's whole media folder. */
  async removeUser(userId: number): Promise<void> {
    await fs.rm(path.join(this.root, 'users', String(userId)), { recursive: true, force: true });
    // Their comments go with the account (cascade), so their comment images go too.
    await fs.rm(path.join(this.root, 'comments', String(userId)), { recursive: true, force: true });
  }

  /** The absolute path of a key; callers check the key against MEDIA_KEY first. */
  file(key: string): string {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
