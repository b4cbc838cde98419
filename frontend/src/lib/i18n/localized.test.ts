import { SCREEN_TEXTS as ENGLISH_SCREEN_TEXTS, MESSAGES as ENGLISH_MESSAGES } from '@community/vocabulary/index';
import { WEB_TEXTS_AR } from '@community/vocabulary/catalogs/web-texts.ar';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { englishCatalog, loadLanguage, setLanguage } from './language';
import { localizeServerText } from './localized';

describe('the per-table localized vocabulary', () => {
  afterEach(() => setLanguage('en'));

  it('answers in English from the tables themselves, and in Arabic from the loaded catalog', async () => {
    setLanguage('en');
    expect(SCREEN_TEXTS.nav.home).toBe(ENGLISH_SCREEN_TEXTS.nav.home);
    await loadLanguage('ar');
    setLanguage('ar');
    expect(SCREEN_TEXTS.nav.home).toBe(WEB_TEXTS_AR.SCREEN_TEXTS.nav.home);
    expect(SCREEN_TEXTS.nav.home).not.toBe(ENGLISH_SCREEN_TEXTS.nav.home);
    setLanguage('en');
    expect(SCREEN_TEXTS.nav.home).toBe(ENGLISH_SCREEN_TEXTS.nav.home);
  });

  it("maps the API's English texts to the Arabic catalog once Arabic is loaded, and leaves unknown texts", async () => {
    setLanguage('en');
    await loadLanguage('ar');
    expect(englishCatalog()).not.toBeNull();
    const english = ENGLISH_MESSAGES.signup.passwordRequired;
    expect(localizeServerText(english)).toBe(english);
    setLanguage('ar');
    expect(localizeServerText(english)).toBe(WEB_TEXTS_AR.MESSAGES.signup.passwordRequired);
    expect(MESSAGES.signup.passwordRequired).toBe(WEB_TEXTS_AR.MESSAGES.signup.passwordRequired);
    expect(localizeServerText('Something the catalogs do not know')).toBe('Something the catalogs do not know');
  });
});
