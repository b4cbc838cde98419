import { useRef, useState } from 'react';
import { AD_SCREEN_TEXTS, LIMITS, MESSAGES } from '@community/vocabulary';
import { isUsablePicture } from './picture-check';

/** A picture the ad already has: its path in image_url (what an edit sends back to keep it) and what to show. */
export interface CurrentPicture {
  path: string;
  src: string;
}

interface Pictures {
  current: readonly CurrentPicture[];
  added: readonly File[];
}

/**
 * The pictures of an ad form: the ad's current ones (editing) and the files added, at most LIMITS.adImagesMax
 * together, with the picker's error. A file that is not a usable picture is refused when it is picked, by name.
 */
export function useAdPictures(initial: readonly CurrentPicture[] = []) {
  const [pictures, setPictures] = useState<Pictures>({ current: initial, added: [] });
  const [error, setError] = useState('');
  const latest = useRef(pictures);
  latest.current = pictures;
  const count = pictures.current.length + pictures.added.length;

  return {
    current: pictures.current,
    added: pictures.added,
    count,
    /** Whether the pictures differ from the ad's: one removed or one added. */
    changed: pictures.added.length > 0 || pictures.current.length !== initial.length,
    error,
    setError,
    async add(files: File[]) {
      const usable = await Promise.all(files.map(isUsablePicture));
      const refused = files.filter((_, index) => !usable[index]).map((file) => file.name);
      const accepted = files.filter((_, index) => usable[index]);
      const { current, added } = latest.current;
      const tooMany = current.length + added.length + accepted.length > LIMITS.adImagesMax;
      if (!tooMany && accepted.length) setPictures((now) => ({ ...now, added: [...now.added, ...accepted] }));
      setError([refused.length ? AD_SCREEN_TEXTS.pictures.notPictures(refused) : '', tooMany ? MESSAGES.ad.tooManyImages : ''].filter(Boolean).join(' '));
    },
    removeCurrent: (index: number) => setPictures((now) => ({ ...now, current: now.current.filter((_, i) => i !== index) })),
    removeAdded: (index: number) => setPictures((now) => ({ ...now, added: now.added.filter((_, i) => i !== index) })),
    clear() {
      setPictures({ current: initial, added: [] });
      setError('');
    },
  };
}

export type AdPictures = ReturnType<typeof useAdPictures>;
