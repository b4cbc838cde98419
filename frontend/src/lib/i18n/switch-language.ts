import { LANGUAGE_DIRECTIONS, type Language } from '@community/vocabulary/languages';
import { prepareLanguage } from './direction';
import { setLanguage } from './language';

/** The cookie the server reads before Accept-Language to choose a page's language (backend/src/web-app/client-route-pages.ts). */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR = 365 * 24 * 60 * 60;

function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** The document's own language and direction, which the pre-rendered HTML already carries for the first page. */
export function markDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_DIRECTIONS[language];
}

/**
 * Shows the site in another language: loads its catalog (and the right-to-left styles), remembers it in the cookie so
 * the server sends the next page in it from the first byte, and re-renders the app in it.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  rememberLanguage(language);
  markDocument(language);
  setLanguage(language);
}
