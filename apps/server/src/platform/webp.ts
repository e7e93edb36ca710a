import sharp, { type ResizeOptions } from 'sharp';
import { AppError } from '../http/errors.ts';
import { inspectImage, MAX_IMAGE_PIXELS, type UploadedFile } from './user-media.ts';

/** A rendered image: its WebP bytes and size in pixels. */
export interface WebpImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Renders an image as WebP (quality 82, rotated upright, metadata dropped), resized by `resize`;
 * 422 UNSUPPORTED_IMAGE when the header was readable but the pixels are not (truncated or corrupt file).
 */
export async function renderWebp(input: Buffer, resize: ResizeOptions): Promise<WebpImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(resize)
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', 'The image could not be read.');
  }
}

/** Checks an uploaded image by its content (errors name `field`), then renders it as WebP within width×height, never enlarged. */
export async function renderUploadWithin(
  file: UploadedFile,
  field: string,
  width: number,
  height: number,
): Promise<WebpImage> {
  await inspectImage(file, field);
  return renderWebp(file.buffer, { width, height, fit: 'inside', withoutEnlargement: true });
}
