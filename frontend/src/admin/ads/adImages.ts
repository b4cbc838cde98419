/**
 * An ad's image_url (or thumbnail_url), read the one way both apps and the API read it (vocabulary/src/ad-images.ts).
 * Paths are returned as stored; the caller places them under the uploads location.
 */
export { parseImageUrl as adImagePaths } from '@community/vocabulary';
