import { AD_IMAGE_FORMATS } from '@community/vocabulary';

const ACCEPTED_TYPES: readonly string[] = AD_IMAGE_FORMATS.map((format) => format.mimeType);

/** The file picker's `accept`: the formats the API takes, so the picker offers pictures it will keep. */
export const AD_PICTURE_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * Whether a chosen file can go up as an ad picture: a declared type must be one the API takes, and the browser must
 * be able to open it as a picture (a renamed document or a cut-off photo does not). Files are refused here, before
 * any upload, with their names; the API still checks every picture by its content.
 */
export async function isUsablePicture(file: File): Promise<boolean> {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return false;
  // Without a decoder (jsdom in component tests) the type is all there is to go by.
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
