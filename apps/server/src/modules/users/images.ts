import type { ResizeOptions } from 'sharp';
import { inspectImage, type UploadedFile } from '../../platform/user-media.ts';
import { renderWebp } from '../../platform/webp.ts';

async function render(input: Buffer, resize: ResizeOptions): Promise<Buffer> {
  return (await renderWebp(input, resize)).data;
}

/** Resized renditions of a profile upload, not yet stored. */
export interface Renditions {
  avatar?: { image: Buffer; thumbnail: Buffer };
  hero?: Buffer;
}

/** Validates and resizes the uploads: avatar 256×256 (and a 96×96 thumbnail), hero 1600 wide, all WebP. */
export async function prepareImages(files: { avatar?: UploadedFile; hero?: UploadedFile }): Promise<Renditions> {
  const out: Renditions = {};
  if (files.avatar) await inspectImage(files.avatar, 'avatar_file');
  if (files.hero) await inspectImage(files.hero, 'hero_medium_file');
  if (files.avatar) {
    const [image, thumbnail] = await Promise.all([
      render(files.avatar.buffer, { width: 256, height: 256, fit: 'cover' }),
      render(files.avatar.buffer, { width: 96, height: 96, fit: 'cover' }),
    ]);
    out.avatar = { image, thumbnail };
  }
  if (files.hero) out.hero = await render(files.hero.buffer, { width: 1600, withoutEnlargement: true });
  return out;
}
