import { uploadUrl } from '../../../lib/config';

/** image_url is a JSON array string of paths, a single path, or the text 'not found' (spec section 3). */
export function parseImagePaths(value: string | null | undefined): string[] {
  if (!value || value.trim() === '' || value.trim() === 'not found') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item !== '') : [];
    } catch {
      return [];
    }
  }
  return [text];
}

export function adImageUrls(value: string | null | undefined): string[] {
  return parseImagePaths(value).map(uploadUrl);
}
