import { SearchIndexed } from '../common/search/search-indexed';
import { USER_SEARCH } from '../modules/users/user-search';
import { AD_SEARCH } from '../modules/ads/ad-search';
import { BUSINESS_GROUP_SEARCH } from '../modules/business-groups/business-group-search';
import { CONTACT_FORM_SEARCH } from '../modules/contact/contact-form-search';
import { AUDIT_LOG_SEARCH } from '../modules/audit/audit-log-search';
import { JOB_SEARCH } from '../modules/jobs/job-search';

/** Every entity with derived search columns (docs/search.md). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of specs for different entities
export const SEARCH_INDEXED: ReadonlyArray<SearchIndexed<any>> = [
  USER_SEARCH,
  AD_SEARCH,
  BUSINESS_GROUP_SEARCH,
  CONTACT_FORM_SEARCH,
  AUDIT_LOG_SEARCH,
  JOB_SEARCH,
];

/**
 * The specs as they were before the Job Board (issue #27), for the migrations written then: a migration does what it
 * did when it was written, so a fresh database does not look for the jobs table before the migration that makes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export const SEARCH_INDEXED_BEFORE_JOBS: ReadonlyArray<SearchIndexed<any>> = [
  USER_SEARCH,
  AD_SEARCH,
  BUSINESS_GROUP_SEARCH,
  CONTACT_FORM_SEARCH,
  AUDIT_LOG_SEARCH,
];
