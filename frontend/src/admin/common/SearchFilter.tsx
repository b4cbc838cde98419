import { SearchInput } from 'react-admin';

/**
 * One search box per tab. The text goes to the API as `filter.q`; the server matches it case-insensitively
 * over the spec's fields for that tab (spec section 5, Admin search).
 */
export const searchFilters = [<SearchInput key="q" source="q" alwaysOn />];
