import { SearchInput } from 'react-admin';
import { A11Y_TEXTS } from '@community/vocabulary';

/**
 * One search box per tab. The text goes to the API as `filter.q`; the server matches it case-insensitively
 * over the spec's fields for that tab (spec section 5, Admin search).
 * Made at render, not at import, so its name is read in the page's language.
 */
// Named on the input itself: react-admin's search box shows no label, only a placeholder, which is not a name.
export function searchFilters() {
  return [<SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': A11Y_TEXTS.search } }} />];
}
