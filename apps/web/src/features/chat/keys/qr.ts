// QR rendering and decoding, loaded on demand: most visits to the chat never draw or read one.

/**
 * A QR code of `text` as a PNG data URL. Whole pixels per module and the standard quiet zone of
 * four modules keep the long transfer code readable for cameras and screenshots alike.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}

/** Reads a QR code from the pixels of a canvas-drawable source; null when there is none. */
export async function decodeQr(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  if (width === 0 || height === 0) return null;
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  return jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Reads a QR code from an image file (a screenshot or photo of the other device's code). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
