import { parseImageUrl } from '@community/vocabulary';
import { uploadUrl } from '../../../lib/config';

/** image_url is read the one way both apps and the API read it (vocabulary/src/ad-images.ts). */
export { parseImageUrl as parseImagePaths } from '@community/vocabulary';

export function adImageUrls(value: string | null | undefined): string[] {
  return parseImageUrl(value).map(uploadUrl);
}
