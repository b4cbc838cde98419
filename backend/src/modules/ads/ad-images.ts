import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AD_IMAGE_FORMATS, AD_IMAGE_SIZES, MESSAGES } from '@community/vocabulary';
import { imagesError } from './ad-upload-errors';

export const AD_IMAGE_CONTENT_TYPE = 'image/webp';

const ACCEPTED_FORMATS = new Set<string>(AD_IMAGE_FORMATS.map((accepted) => accepted.format));
/**
 * A few-kB PNG can declare a gigapixel canvas; anything beyond a large phone photo (25 MP, as the refusal text says)
 * is refused from the header, before decoding, and libvips enforces the same bound while decoding.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Storage keys of one picture: the resized image and its thumbnail (fresh names, so cached URLs never change content). */
export function adImageKeys(id: string = randomUUID()): { full: string; thumbnail: string } {
  return { full: `ads/${id}.webp`, thumbnail: `ads/${id}.thumb.webp` };
}

export interface ProcessedAdImage {
  full: Buffer;
  thumbnail: Buffer;
}

/**
 * Accepts a picture by its content, never by its name or declared type, and re-encodes it:
 * turned upright, at most AD_IMAGE_SIZES.longSide px on the long side, WebP, with no EXIF/GPS/XMP left
 * (sharp writes no metadata unless asked), plus a thumbnail made from the resized image.
 */
export async function processAdImage(input: Buffer): Promise<ProcessedAdImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let pixels: number;
  try {
    // Reading the header decodes no pixels; without the limit here, sharp reports the size instead of failing.
    const header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = header.format;
    pixels = (header.width ?? 0) * (header.height ?? 0);
  } catch {
    throw imagesError(MESSAGES.ad.notAnImage);
  }
  if (pixels > MAX_INPUT_PIXELS) throw imagesError(MESSAGES.ad.tooManyPixels);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw imagesError(MESSAGES.ad.notAnImage);
  try {
    const full = await sharp(input, options)
      .autoOrient()
      .resize(AD_IMAGE_SIZES.longSide, AD_IMAGE_SIZES.longSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const thumbnail = await sharp(full)
      .resize(AD_IMAGE_SIZES.thumbnailLongSide, AD_IMAGE_SIZES.thumbnailLongSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumbnail };
  } catch {
    // A header that parses over a body that does not (truncated or corrupt files).
    throw imagesError(MESSAGES.ad.notAnImage);
  }
}
