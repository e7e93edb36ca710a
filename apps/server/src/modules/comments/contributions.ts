/**
 * The rules fans' contributions share (ideas of a mission, questions of an AMA session): a plain
 * title, `initial_boost`, images checked and stored like a comment's, and no stored image left
 * behind when the contribution is not saved.
 */
import { AppError } from '../../http/errors.ts';
import type { MediaStore, UploadedFile } from '../../platform/user-media.ts';
import { storeCommentImages } from './images.ts';
import type { CommentImage } from './repository.ts';

/** The contribution rules of the participation kit, for the fans' posts as for ideas and questions. */
export { contributionTitle, insertWithImages, requireInitialBoost } from '../../platform/participation/index.ts';

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
