import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';

/** Image renditions by name and width (the tiny one backs category_medium.original_tiny). */
export const IMAGE_RENDITIONS = [
  { name: 'large', width: 1600 },
  { name: 'medium', width: 800 },
  { name: 'thumbnail', width: 400 },
  { name: 'tiny', width: 64 },
] as const;

/** One WebP rendition with its size. */
export interface RenderedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/** The image's WebP renditions (never enlarged) and its own (rotated) dimensions. */
export async function renderImage(
  input: Buffer,
): Promise<{ width: number; height: number; renditions: RenderedImage[] }> {
  try {
    const base = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const meta = await base.clone().metadata();
    // EXIF orientations 5..8 turn the picture by 90°: the shown width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    const renditions = await Promise.all(
      IMAGE_RENDITIONS.map(async (r) => {
        const { data, info } = await base
          .clone()
          .resize({ width: r.width, withoutEnlargement: true })
          .webp({ quality: r.name === 'tiny' ? 60 : 82 })
          .toBuffer({ resolveWithObject: true });
        return { name: r.name, data, width: info.width, height: info.height };
      }),
    );
    return { width, height, renditions };
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt file).
    throw new AppError('UNSUPPORTED_MEDIA', 'The image could not be read.', { file: ['could not be read'] });
  }
}

/** A poster or thumbnail (800 wide WebP) from any image sharp reads (a video frame, an oEmbed thumbnail). */
export async function renderPoster(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: 800, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
