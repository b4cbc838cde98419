import { SearchIndexed } from '../common/search/search-indexed';
import { USER_SEARCH } from '../modules/users/user-search';
import { AD_SEARCH } from '../modules/ads/ad-search';
import { BUSINESS_GROUP_SEARCH } from '../modules/business-groups/business-group-search';
import { CONTACT_FORM_SEARCH } from '../modules/contact/contact-form-search';
import { AUDIT_LOG_SEARCH } from '../modules/audit/audit-log-search';

/** Every entity with derived search columns (docs/search.md). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of specs for different entities
export const SEARCH_INDEXED: ReadonlyArray<SearchIndexed<any>> = [USER_SEARCH, AD_SEARCH, BUSINESS_GROUP_SEARCH, CONTACT_FORM_SEARCH, AUDIT_LOG_SEARCH];
