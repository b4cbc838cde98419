import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { registerCatalog, setLanguage } from '../lib/i18n/language';
import { WEB_TEXTS } from '@community/vocabulary/catalogs/web-texts';
import { PSEUDO_LANGUAGE, pseudoCatalog, unmarkedTexts } from './pseudo-language';

// Testing Library only recognises Jest's fake timers; this lets its async helpers advance Vitest's.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// Lazy routes and MUI renders are slow on a busy CI machine; a second is too tight.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The pre-render tests run in Node, without a window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// The pseudo-language run (test/pseudo-language.ts): every screen test renders with each catalog text marked, and
// fails when the page shows a text that is not. Registered after cleanup, so it runs before it (hooks run as a stack).
if (PSEUDO_LANGUAGE) {
  registerCatalog('pseudo', pseudoCatalog(), WEB_TEXTS);
  beforeEach(() => setLanguage('pseudo'));
  afterEach(() => {
    if (typeof document === 'undefined') return;
    const unmarked = unmarkedTexts(document.body);
    if (unmarked.length > 0) throw new Error(`Texts on screen that are not in a catalog:\n${unmarked.map((text) => `  ${JSON.stringify(text)}`).join('\n')}`);
  });
}
