import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { languageSnapshot, registerCatalog, setLanguage, subscribeLanguage } from '../lib/i18n/language';
import { WEB_TEXTS } from '@community/vocabulary/catalogs/web-texts';
import { PSEUDO_LANGUAGE, pseudoCatalog, seeThroughMarks, unmarkedTexts } from './pseudo-language';

// Testing Library only recognises Jest's fake timers; this lets its async helpers advance Vitest's.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// Lazy routes and MUI renders are slow on a busy CI machine; a second is too tight.
configure({ asyncUtilTimeout: 8000 });

// The pseudo-language's check (below) reads the page before cleanup empties it; a test it fails is still cleaned up,
// so the next test does not find this one's page.
let pageCheck: (() => string[]) | null = null;

afterEach(() => {
  const unmarked = pageCheck?.() ?? [];
  cleanup();
  vi.useRealTimers();
  // The pre-render tests run in Node, without a window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (unmarked.length > 0) throw new Error(`Texts on screen that are not in a catalog:\n${unmarked.map((text) => `  ${JSON.stringify(text)}`).join('\n')}`);
});

// react-admin's own words in the pseudo-language: the panel's i18nProvider (admin/i18n/i18n-provider.ts) reads them
// from ra-language-english; the tests' copy is marked like the catalogs (Arabic keeps its own catalog, ra-arabic.ts).
vi.mock('ra-language-english', async (original) => {
  const module = (await original()) as { default: object };
  const { PSEUDO_LANGUAGE: marked, pseudoCatalog: marks } = await import('./pseudo-language');
  return { ...module, default: marked ? marks(module.default) : module.default };
});

// The pseudo-language run (the default; `PSEUDO_LANGUAGE=0` for plain English; test/pseudo-language.ts): every test
// renders with each catalog text marked (invisibly: the tests read through the marks), and fails when the page shows a
// text that is not.
if (PSEUDO_LANGUAGE) {
  registerCatalog('pseudo', pseudoCatalog(), WEB_TEXTS);
  if (typeof window !== 'undefined') seeThroughMarks(window);
  // A test that switches to a real language (Arabic) shows that catalog's texts, which carry no marks: its page is
  // not checked (even when it switches back before this check runs, as the test's own afterEach does).
  let switched = false;
  subscribeLanguage(() => {
    if (languageSnapshot() !== 'pseudo') switched = true;
  });
  beforeEach(() => {
    setLanguage('pseudo');
    switched = false;
  });
  pageCheck = () => (typeof document === 'undefined' || switched ? [] : unmarkedTexts(document.body));
}
