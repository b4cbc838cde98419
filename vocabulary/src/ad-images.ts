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
