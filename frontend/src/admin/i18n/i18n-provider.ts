import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { ADMIN_PANEL_TEXTS, LANGUAGE_NAMES } from '@community/vocabulary';
import { currentLanguage } from '../../lib/i18n/language';
import { RA_ARABIC } from './ra-arabic';

/**
 * react-admin's i18nProvider (ra-i18n-polyglot): its own words from ra-language-english, and in Arabic from
 * RA_ARABIC merged over them (a key it lacks stays English rather than showing the key). The panel's own words are
 * the vocabulary's tables, which already answer in the page's language; the panel opens in the member app's language.
 */
const arabicMessages = mergeTranslations(englishMessages, RA_ARABIC) as TranslationMessages;

/**
 * The panel's resources in react-admin's terms: each tab's name (`resources.<tab>.name`: list titles, the delete
 * dialogs' %{name}) and the columns named by their source alone (`resources.<tab>.fields.<source>`), read from the
 * vocabulary's table when the provider is made, so in the page's language.
 */
export function resourceMessages() {
  const fields: Record<string, string> = { ...ADMIN_PANEL_TEXTS.fields };
  const tabs: Record<string, string> = { ...ADMIN_PANEL_TEXTS.tabs };
  return { resources: Object.fromEntries(Object.entries(tabs).map(([name, label]) => [name, { name: label, fields }])) };
}

export function createI18nProvider() {
  const own = resourceMessages();
  const english = mergeTranslations(englishMessages, own) as TranslationMessages;
  const arabic = mergeTranslations(arabicMessages, own) as TranslationMessages;
  return polyglotI18nProvider((locale) => (locale === 'ar' ? arabic : english), currentLanguage(), [
    { locale: 'en', name: LANGUAGE_NAMES.en },
    { locale: 'ar', name: LANGUAGE_NAMES.ar },
  ]);
}
