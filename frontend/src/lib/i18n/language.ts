import type { WebTexts } from '@community/vocabulary/catalogs/web-texts';
import { DEFAULT_LANGUAGE, LANGUAGE_DIRECTIONS, type Language } from '@community/vocabulary/languages';

/**
 * The reader's language and its catalog, one at a time for the whole page (the browser shows one language; the
 * pre-render renders one page at a time). English is bundled; another language's catalog is its own chunk, loaded
 * before the first render that needs it (main.tsx before hydration, the switch before it switches), so English pages
 * never load Arabic. Screens read texts through the vocabulary's tables (lib/i18n/vocabulary.ts), which look here.
 */
export type CatalogName = Language | 'pseudo';

/** Other languages' catalogs; English has none here: its screens read the vocabulary's own tables. */
const catalogs = new Map<CatalogName, WebTexts>();
/** The English tables gathered (WEB_TEXTS), loaded with another language to map the API's English texts to it. */
let english: WebTexts | null = null;
let current: CatalogName = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

const loaders: Record<Exclude<Language, 'en'>, () => Promise<WebTexts>> = {
  ar: () => import('@community/vocabulary/catalogs/web-texts.ar').then((module) => module.WEB_TEXTS_AR),
};

/** The current language's catalog, or null for English (the tables themselves). */
export function currentTexts(): WebTexts | null {
  return current === 'en' ? null : (catalogs.get(current) ?? null);
}

/** The gathered English catalog, once another language has been loaded (or registered). */
export function englishCatalog(): WebTexts | null {
  return english;
}

export function currentLanguage(): Language {
  return current === 'pseudo' ? 'en' : current;
}

export function currentDirection(): 'ltr' | 'rtl' {
  return LANGUAGE_DIRECTIONS[currentLanguage()];
}

/** Loads a language's catalog chunk (once); English is always at hand. */
export async function loadLanguage(language: Language): Promise<void> {
  if (catalogs.has(language) || language === 'en') return;
  const [texts, gathered] = await Promise.all([loaders[language](), import('@community/vocabulary/catalogs/web-texts')]);
  english = gathered.WEB_TEXTS;
  catalogs.set(language, texts);
}

/** A catalog made elsewhere: the tests' pseudo-language (test/pseudo-language.ts). */
export function registerCatalog(name: CatalogName, texts: WebTexts, englishTexts: WebTexts): void {
  english = englishTexts;
  catalogs.set(name, texts);
}

/** Switches to a loaded catalog; the app re-renders from its root (LanguageRoot) when it changes. */
export function setLanguage(name: CatalogName): void {
  if (name !== 'en' && !catalogs.has(name)) throw new Error(`The ${name} catalog is not loaded (loadLanguage first)`);
  if (name === current) return;
  current = name;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageSnapshot(): CatalogName {
  return current;
}
