import { AD_IMAGE_FORMAT_NAMES } from './rules';
import { LIMITS } from './limits';

/** The web app's words around an ad's pictures and its edit (the API's own texts are MESSAGES.ad and ACCOUNT_TEXTS). */
export const AD_SCREEN_TEXTS = {
  registerTitle: 'Register Your Ad',
  /** The board's cards and the ad's dialog. */
  card: {
    open: (title: string) => `Open ad: ${title}`,
    noImage: 'No image',
    showImage: (position: number) => `Show image ${position} full size`,
    fullSize: (title: string) => `${title} full size`,
  },
  pictures: {
    upload: 'Upload Images',
    list: 'Selected images',
    count: (count: number) => `${count} of ${LIMITS.adImagesMax} images (at least ${LIMITS.adImagesMin})`,
    /** An ad's picture already stored (the edit form shows it until it is removed). */
    current: (position: number) => `Current picture ${position}`,
    remove: (name: string) => `Remove ${name}`,
    removeCurrent: (position: number) => `Remove current picture ${position}`,
    /** Files refused in the browser, by their type or because they do not open as a picture, named so the member knows which. */
    notPictures: (fileNames: readonly string[]) => {
      const names = fileNames.map((name) => `"${name}"`).join(', ');
      return fileNames.length === 1
        ? `${names} is not a picture we can use. Please choose a ${AD_IMAGE_FORMAT_NAMES} image.`
        : `${names} are not pictures we can use. Please choose ${AD_IMAGE_FORMAT_NAMES} images.`;
    },
  },
  /**
   * Said in the edit form before saving. An ad has no pending edit beside its live version (a business listing has):
   * any change sends the ad itself back to review, so an approved ad leaves the board until it is approved again.
   */
  editReviewNotice: {
    approved:
      'Saving changes sends this ad back to review: it is taken off the Ads and Services board until an admin approves it again, and members do not see it meanwhile.',
    pending: 'This ad is waiting for review. Saving changes sends the new version to review instead; it appears on the board once approved.',
    other: 'Saving changes sends this ad to review again. It appears on the Ads and Services board once an admin approves it.',
  },
} as const;
