import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { MediaStore, UploadedFile } from '../../platform/user-media.ts';
import { renderUploadWithin, type WebpImage } from '../../platform/webp.ts';
import type { Caller } from '../auth/index.ts';
import { USER_MEDIA_CAP, userMediaPolicy } from './policy.ts';
import { presentUserMedium } from './presenter.ts';
import { countMedia, deleteMedium, insertMediumCapped, listMedia } from './repository.ts';

export { USER_MEDIA_CAP } from './policy.ts';
/** Stored images fit in this square (pixels); smaller ones keep their size. */
export const USER_MEDIUM_MAX_SIDE = 2048;

/** Checks an upload by its content and renders it as WebP (rotated upright, metadata dropped). */
function render(file: UploadedFile): Promise<WebpImage> {
  return renderUploadWithin(file, 'user_medium.file', USER_MEDIUM_MAX_SIDE, USER_MEDIUM_MAX_SIDE);
}

/** Users' uploaded images (docs/COMMUNITY.md "User media"): upload with a cap, the own list, delete. */
export class UserMediaService {
  constructor(
    private readonly db: Db,
    private readonly store: MediaStore,
    private readonly publicUrl: string,
  ) {}

  /** Stores an image for the caller; 422 USER_MEDIA_LIMIT at the cap. */
  async upload(caller: Caller, file: UploadedFile) {
    const userId = caller.user.id;
    // Before the work of decoding: a full account is refused at once (and again under the lock).
    userMediaPolicy.authorize(caller, 'upload', { count: await countMedia(this.db, userId) });
    const image = await render(file);
    const key = await this.store.put(userId, image.data);
    try {
      const row = await insertMediumCapped(
        this.db,
        { userId, key, width: image.width, height: image.height },
        USER_MEDIA_CAP,
      );
      if (row) return presentUserMedium(row, this.publicUrl);
      // None under the user's row lock: the cap was reached meanwhile, the same refusal.
      userMediaPolicy.authorize(caller, 'upload', { count: USER_MEDIA_CAP });
      throw new Error('unreachable: the cap refuses');
    } catch (err) {
      await this.store.remove([key]);
      throw err;
    }
  }

  /** A page of the caller's images, newest first. */
  async list(caller: Caller, page: Page) {
    const { rows, total } = await listMedia(this.db, caller.user.id, page.perPage, page.offset);
    return { data: rows.map((r) => presentUserMedium(r, this.publicUrl)), total };
  }

  /** Deletes one of the caller's images with its file; another user's image is 404, as a missing one. */
  async remove(caller: Caller, id: number): Promise<void> {
    const key = await deleteMedium(this.db, caller.user.id, id);
    if (!key) throw new AppError('NOT_FOUND');
    await this.store.remove([key]);
  }
}
