import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';
import { inspectImage, type MediaStore, type UploadedFile } from '../../platform/user-media.ts';
import type { CommentImage } from './repository.ts';

/** At most this many images per comment (spec: img_files[]). */
export const MAX_COMMENT_IMAGES = 4;

const MAX_PIXELS = 40_000_000;

/** A comment image, checked and resized, not yet stored. */
interface Prepared {
  data: Buffer;
  width: number;
  height: number;
}

async function render(file: UploadedFile): Promise<Prepared> {
  try {
    const { data, info } = await sharp(file.buffer, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt file).
    throw new AppError('UNSUPPORTED_IMAGE', 'The image could not be read.');
  }
}

/**
 * Checks every image by its content (the declared type must agree), resizes it to WebP within
 * 1600×1600 and stores it under `comments/<userId>/`. All are checked before any is stored.
 */
export async function storeCommentImages(
  media: MediaStore,
  userId: number,
  files: UploadedFile[],
): Promise<CommentImage[]> {
  if (files.length > MAX_COMMENT_IMAGES) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      img_files: [`must be at most ${MAX_COMMENT_IMAGES} images`],
    });
  }
  for (const [i, f] of files.entries()) await inspectImage(f, `img_files.${i}`);
  const prepared = await Promise.all(files.map(render));
  const out: CommentImage[] = [];
  for (const p of prepared) {
    out.push({ key: await media.put(userId, p.data, 'comments'), width: p.width, height: p.height });
  }
  return out;
}
