import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { LANGUAGE_NAMES } from '@community/vocabulary';
import { currentLanguage } from '../../lib/i18n/language';
import { RA_ARABIC } from './ra-arabic';

/**
 * react-admin's i18nProvider (ra-i18n-polyglot): its own words from ra-language-english, and in Arabic from
 * RA_ARABIC merged over them (a key it lacks stays English rather than showing the key). The panel's own words are
 * the vocabulary's tables, which already answer in the page's language; the panel opens in the member app's language.
 */
const arabicMessages = mergeTranslations(englishMessages, RA_ARABIC) as TranslationMessages;

export function createI18nProvider() {
  return polyglotI18nProvider((locale) => (locale === 'ar' ? arabicMessages : englishMessages), currentLanguage(), [
    { locale: 'en', name: LANGUAGE_NAMES.en },
    { locale: 'ar', name: LANGUAGE_NAMES.ar },
  ]);
}
