import { useSyncExternalStore } from 'react';
import { languageSnapshot, subscribeLanguage, type CatalogName } from './language';

/** The current catalog's name; a component using it re-renders when the language changes. */
export function useLanguage(): CatalogName {
  return useSyncExternalStore(subscribeLanguage, languageSnapshot, languageSnapshot);
}
