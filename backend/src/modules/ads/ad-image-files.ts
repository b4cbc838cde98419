import { Logger } from '@nestjs/common';
import { formatImageUrl, parseImageUrl } from '@community/vocabulary';
import { ImageStorageService } from '../uploads/image-storage.service';
import { AD_IMAGE_CONTENT_TYPE, ProcessedAdImage, adImageKeys } from './ad-images';

export interface SavedAdImages {
  imageUrl: string;
  thumbnailUrl: string;
  /** Every key written, to remove again if what follows fails. */
  keys: string[];
}

/** Writes each picture and its thumbnail under fresh keys; on a failure removes what was written and rethrows. */
export async function saveAdImages(storage: ImageStorageService, images: readonly ProcessedAdImage[], logger: Logger): Promise<SavedAdImages> {
  const keys = images.map(() => adImageKeys());
  const written: string[] = [];
  try {
    for (const [index, image] of images.entries()) {
      await storage.save(keys[index].full, image.full, AD_IMAGE_CONTENT_TYPE);
      written.push(keys[index].full);
      await storage.save(keys[index].thumbnail, image.thumbnail, AD_IMAGE_CONTENT_TYPE);
      written.push(keys[index].thumbnail);
    }
  } catch (error) {
    await removeKeys(storage, written, logger);
    throw error;
  }
  return { imageUrl: formatImageUrl(keys.map((key) => key.full)), thumbnailUrl: formatImageUrl(keys.map((key) => key.thumbnail)), keys: written };
}

/** The files of an ad's image_url and thumbnail_url; a file that cannot be removed is logged, never fatal. */
export function removeAdImages(storage: ImageStorageService, ad: { imageUrl: string; thumbnailUrl: string }, logger: Logger): Promise<void> {
  return removeKeys(storage, [...parseImageUrl(ad.imageUrl), ...parseImageUrl(ad.thumbnailUrl)], logger);
}

export async function removeKeys(storage: ImageStorageService, keys: readonly string[], logger: Logger): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch((error: Error) => logger.error(`could not remove ${key}: ${error.message}`))));
}
