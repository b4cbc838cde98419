function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== 'not found';
}

/**
 * An ad's image_url (or thumbnail_url) is a JSON array string of paths, a single path, or the text 'not found'
 * (spec section 3). Paths are returned as stored; the caller places them under the uploads location.
 */
export function adImagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(isPath);
  if (!isPath(value)) return [];
  const text = value.trim();
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPath) : [];
  } catch {
    return [];
  }
}
