import type { EmotionCache } from '@emotion/cache';
import { LANGUAGE_DIRECTIONS, type Language } from '@community/vocabulary/languages';
import { loadLanguage } from './language';

let rtlCache: EmotionCache | null = null;

/** The language's catalog and, for a right-to-left one, the emotion cache that mirrors the styles: both lazy chunks. */
export async function prepareLanguage(language: Language): Promise<void> {
  const rtl = LANGUAGE_DIRECTIONS[language] === 'rtl';
  await Promise.all([loadLanguage(language), rtl && !rtlCache ? import('./rtl-cache').then((module) => void (rtlCache ??= module.createRtlCache())) : null]);
}

/** The browser's emotion cache for a direction: emotion's own default ('css') for left to right. */
export function browserCacheFor(direction: 'ltr' | 'rtl'): EmotionCache | null {
  return direction === 'rtl' ? rtlCache : null;
}
