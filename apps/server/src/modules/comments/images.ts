import { AppError } from '../../http/errors.ts';
import { inspectImage, type MediaStore, type UploadedFile } from '../../platform/user-media.ts';
import { renderWebp } from '../../platform/webp.ts';
import type { CommentImage } from './repository.ts';

/** At most this many images per comment (spec: img_files[]). */
export const MAX_COMMENT_IMAGES = 4;

/** A comment image as stored: WebP within 1600×1600, never enlarged. */
const render = (file: UploadedFile) =>
  renderWebp(file.buffer, { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });

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
