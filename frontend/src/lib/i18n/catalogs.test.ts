import { WEB_TEXTS } from '@community/vocabulary/catalogs/web-texts';
import { WEB_TEXTS_AR } from '@community/vocabulary/catalogs/web-texts.ar';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_TEXTS, MESSAGES } from '@community/vocabulary';
import { loadLanguage, setLanguage } from './language';
import { localizeServerText } from './localized';

/** Every key path of a catalog, with the kind of value there ('text', 'function', 'list', 'number'...). */
function shapeOf(value: unknown, path = ''): Map<string, string> {
  const shape = new Map<string, string>();
  const walk = (item: unknown, at: string) => {
    if (typeof item === 'string') shape.set(at, 'text');
    else if (typeof item === 'function') shape.set(at, `function/${item.length}`);
    else if (Array.isArray(item)) shape.set(at, 'list');
    else if (item && typeof item === 'object') for (const [key, inner] of Object.entries(item)) walk(inner, at ? `${at}.${key}` : key);
    else shape.set(at, typeof item);
  };
  walk(value, path);
  return shape;
}

/** Texts that are the same in Arabic on purpose: a value the API takes (a text without letters, "—", is one anywhere). */
const SAME_IN_EVERY_LANGUAGE = new Set(['ACCESSIBILITY_STATEMENT.reportSubject', 'A11Y_TEXTS.titleSeparator']);

describe('the language catalogs', () => {
  afterEach(() => setLanguage('en'));

  it('Arabic has every key of the English catalog, and no other, with the same kind of value', () => {
    const english = shapeOf(WEB_TEXTS);
    const arabic = shapeOf(WEB_TEXTS_AR);
    const missing = [...english.keys()].filter((key) => !arabic.has(key));
    const extra = [...arabic.keys()].filter((key) => !english.has(key));
    const differing = [...english].filter(([key, kind]) => arabic.has(key) && arabic.get(key) !== kind).map(([key]) => key);
    expect({ missing, extra, differing }).toEqual({ missing: [], extra: [], differing: [] });
  });

  it('every Arabic text is written in Arabic, not left in English', () => {
    const english = new Map<string, unknown>();
    const collect = (item: unknown, at: string, into: Map<string, unknown>) => {
      if (item && typeof item === 'object') for (const [key, inner] of Object.entries(item)) collect(inner, at ? `${at}.${key}` : key, into);
      else into.set(at, item);
    };
    collect(WEB_TEXTS, '', english);
    const arabic = new Map<string, unknown>();
    collect(WEB_TEXTS_AR, '', arabic);
    const untranslated = [...arabic]
      .filter(([key, text]) => typeof text === 'string' && !SAME_IN_EVERY_LANGUAGE.has(key) && /[A-Za-z]/.test(text) && !/[\u0600-\u06ff]/.test(text))
      .map(([key]) => `${key}: ${String(english.get(key))}`);
    expect(untranslated).toEqual([]);
  });

  it('the tables answer in the current language, and the API’s English texts are shown in it', async () => {
    setLanguage('en');
    expect(SCREEN_TEXTS.nav.home).toBe('Home');
    expect(localizeServerText(MESSAGES.login.wrongCredentials)).toBe('Invalid email or password');
    await loadLanguage('ar');
    setLanguage('ar');
    expect(SCREEN_TEXTS.nav.home).toBe('الرئيسية');
    expect(SCREEN_TEXTS.nav.openMenuUnread(3)).toBe(`فتح القائمة، ${new Intl.NumberFormat('ar').format(3)} غير مقروءة`);
    expect(localizeServerText('Invalid email or password')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    // A text no catalog knows stays as the API wrote it.
    expect(localizeServerText('Something only the server says')).toBe('Something only the server says');
    expect(Object.keys(SCREEN_TEXTS.buttons)).toEqual(Object.keys(WEB_TEXTS.SCREEN_TEXTS.buttons));
  });
});
