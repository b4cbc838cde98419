import { DateField, type DateFieldProps } from 'react-admin';
import { INTL_LOCALES } from '@community/vocabulary';
import { currentLanguage } from '../../lib/i18n/language';

/**
 * react-admin's DateField in the reader's language (lib/i18n/format.ts): left to itself it writes the browser's
 * locale, so an Arabic panel showed English dates. The same Intl, through DateField's own `locales`; the panel
 * renders again from its root when the language changes (LanguageRoot), which reads the new one.
 */
export function LanguageDateField(props: DateFieldProps) {
  return <DateField locales={INTL_LOCALES[currentLanguage()]} {...props} />;
}
