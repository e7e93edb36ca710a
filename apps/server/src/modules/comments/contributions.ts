/**
 * The rules fans' contributions share (ideas of a mission, questions of an AMA session): a plain
 * title, `initial_boost`, images checked and stored like a comment's, and no stored image left
 * behind when the contribution is not saved.
 */
import type { ErrorCode } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import { parseInitialBoost } from '../../platform/participation/index.ts';
import type { MediaStore, UploadedFile } from '../../platform/user-media.ts';
import { storeCommentImages } from './images.ts';
import type { CommentImage } from './repository.ts';

/** Plain text, blanks collapsed, never empty (422 naming `field`). */
export function contributionTitle(raw: string | undefined, field: string): string {
  const title = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!title) throw new AppError('VALIDATION_FAILED', undefined, { [field]: ["can't be blank"] });
  return title;
}

/** `initial_boost` parsed as a base-10 integer (see parseInitialBoost), or 422 naming `field`. */
export function requireInitialBoost(raw: string | number | undefined | null, field: string): bigint {
  const boost = parseInitialBoost(raw);
  if (boost === undefined) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      [field]: ['must be a whole number of base units (0 or more, base 10)'],
    });
  }
  return boost;
}

/** At most `max` images, each checked by its content and stored as a comment's are. */
export async function storeContributionImages(
  store: MediaStore,
  userId: number,
  files: UploadedFile[],
  max: number,
): Promise<CommentImage[]> {
  if (files.length > max) {
    throw new AppError('VALIDATION_FAILED', undefined, { img_files: [`must be at most ${max} images`] });
  }
  return storeCommentImages(store, userId, files);
}

/**
 * Inserts a contribution whose images are already stored. `insert` answers the new id, or
 * undefined when the parent closed between the check and the insert (then `closed` is thrown);
 * either way a contribution that is not saved leaves none of its images behind.
 */
export async function insertWithImages(
  store: MediaStore,
  images: CommentImage[],
  insert: () => Promise<number | undefined>,
  closed: ErrorCode,
): Promise<number> {
  let id: number | undefined;
  try {
    id = await insert();
  } catch (err) {
    await store.remove(images.map((i) => i.key));
    throw err;
  }
  if (id === undefined) {
    await store.remove(images.map((i) => i.key));
    throw new AppError(closed);
  }
  return id;
}
