/**
 * An ad's pictures as the API stores and answers them (spec section 3): image_url and thumbnail_url hold a
 * JSON array string of paths under /uploads/, an older single path, or the text 'not found'.
 */
export const AD_IMAGE_SIZES = {
  /** Longest side of a stored picture, in pixels. */
  longSide: 1600,
  /** Longest side of its thumbnail (the board's cards). */
  thumbnailLongSide: 400,
} as const;

export const NO_AD_IMAGE = 'not found';

/**
 * The picture formats an ad takes: the API checks a picture's content against `format` (what sharp reads), the web
 * app's picker offers and checks `mimeType` before anything is uploaded.
 */
export const AD_IMAGE_FORMATS = [
  { name: 'JPEG', format: 'jpeg', mimeType: 'image/jpeg' },
  { name: 'PNG', format: 'png', mimeType: 'image/png' },
  { name: 'WebP', format: 'webp', mimeType: 'image/webp' },
  { name: 'GIF', format: 'gif', mimeType: 'image/gif' },
] as const;

/** "JPEG, PNG, WebP or GIF", for the texts that name the accepted formats. */
export const AD_IMAGE_FORMAT_NAMES = `${AD_IMAGE_FORMATS.slice(0, -1).map((f) => f.name).join(', ')} or ${AD_IMAGE_FORMATS[AD_IMAGE_FORMATS.length - 1].name}`;

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== NO_AD_IMAGE;
}

/**
 * The paths an image_url (or thumbnail_url) names, in order. A malformed JSON array names none: nothing is
 * shown, and nothing is deleted, for a value that cannot be read.
 */
export function parseImageUrl(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(isPath).map((path) => path.trim());
  if (!isPath(value)) return [];
  const text = value.trim();
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPath).map((path) => path.trim()) : [];
  } catch {
    return [];
  }
}

/** The stored form of a list of paths. */
export function formatImageUrl(paths: readonly string[]): string {
  return JSON.stringify(paths);
}
