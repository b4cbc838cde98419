import { formatImageUrl, parseImageUrl } from '@community/vocabulary';
import { Ad } from './entities/ad.entity';

type AdPictures = Pick<Ad, 'imageUrl' | 'thumbnailUrl'>;

interface Picture {
  full: string;
  thumbnail: string;
}

function picturesOf(ad: AdPictures): Picture[] {
  const thumbnails = parseImageUrl(ad.thumbnailUrl);
  // An ad from before thumbnails (or with fewer of them) shows its full picture in their place.
  return parseImageUrl(ad.imageUrl).map((full, index) => ({ full, thumbnail: thumbnails[index] ?? full }));
}

/**
 * The ad's own pictures named by `keep` (paths from its image_url), in that order, each with its thumbnail; null
 * when a path is not one of this ad's, so an edit can never point an ad at another ad's files (deleting this ad
 * would delete them) or at any other stored file.
 */
export function keptPictures(ad: AdPictures, keep: readonly string[]): Picture[] | null {
  const own = new Map(picturesOf(ad).map((picture) => [picture.full, picture]));
  const kept = keep.map((path) => own.get(path));
  return kept.every((picture): picture is Picture => picture !== undefined) ? kept : null;
}

/** The stored columns of the kept pictures followed by the new ones. */
export function picturesAfterEdit(kept: readonly Picture[], added: AdPictures | null): AdPictures {
  const all = [...kept, ...(added ? picturesOf(added) : [])];
  return { imageUrl: formatImageUrl(all.map((picture) => picture.full)), thumbnailUrl: formatImageUrl(all.map((picture) => picture.thumbnail)) };
}

/** The files of the ad before the edit that it no longer names, to remove once the edit is stored. */
export function droppedFiles(before: AdPictures, after: AdPictures): string[] {
  const still = new Set([...parseImageUrl(after.imageUrl), ...parseImageUrl(after.thumbnailUrl)]);
  return [...parseImageUrl(before.imageUrl), ...parseImageUrl(before.thumbnailUrl)].filter((key) => !still.has(key));
}
