/**
 * `@community/vocabulary` as the web app and the admin panel import it (vite.config.ts and tsconfig.json alias the
 * package name here): the vocabulary itself, with its text tables answering in the reader's language (localized.ts).
 * Enumerations, limits and rules are the vocabulary's own; the API keeps importing the package unchanged.
 */

export * from '@community/vocabulary/index';
export { A11Y_TEXTS } from './tables/a11y-texts';
export { ACCESSIBILITY_STATEMENT } from './tables/accessibility-statement';
export { ACCOUNT_SCREEN_TEXTS } from './tables/account-screen-texts';
export {
  ACCOUNT_TEXTS,
  AD_STATUS_LABELS,
  BUSINESS_GROUP_STATUS_LABELS,
  REJECTION_REASONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_DELIVERY_LABELS,
} from './tables/account-texts';
export { rejectionReasonText } from './tables/account-texts';
export { AD_SCREEN_TEXTS } from './tables/ad-screen-texts';
export { ADMIN_PANEL_TEXTS } from './tables/admin-panel';
export { OPTION_LABELS, LANGUAGE_TEXTS, COMPONENT_TEXTS } from './tables/web-own-texts';
export { CONVERSATION_SCREEN_TEXTS, REQUEST_DIRECTIONS } from './tables/conversation-screen-texts';
export { CONVERSATION_TEXTS, STATUS_LABELS, KIND_LABELS } from './tables/conversations';
export { DIRECTORY_SCREEN_TEXTS } from './tables/directory-screen-texts';
export { FIELD_LABELS, FORM_FIELDS } from './tables/form-fields';
export { HOME_TEXTS, FRAME_TEXTS, NEWS_ARTICLE_TEXTS } from './tables/home-texts';
export { MESSAGES } from './tables/messages';
export { DIRECTORY_TEXTS, LIST_PAGE_TEXTS, ISSUE_TEXTS, CONTACT_FORM_TEXTS } from './tables/messaging-texts';
export { SCREEN_TEXTS, LIST_PAGING_TEXTS, LIST_SEARCH_TEXTS } from './tables/screen-texts';
export { SITE_LABELS } from './tables/site-labels';
export { TWO_FACTOR_TEXTS } from './tables/two-factor';
export { VERIFICATION_TEXTS } from './tables/verification';
export { JOB_SCREEN_TEXTS, SALARY_PERIOD_LABELS, APPLICATION_STATUS_LABELS, SAVED_SEARCH_NOTIFY_LABELS } from './tables/job-board';
export { JOB_STATUS_LABELS, JOB_WORKPLACE_LABELS, JOB_EMPLOYMENT_TYPE_LABELS, JOB_TEXTS, SAVED_SEARCH_TEXTS } from './tables/jobs';
export { NOTIFICATION_SCREEN_TEXTS, SUGGESTED_MENTORS_TEXTS } from './tables/notification-screen-texts';
export { IN_APP_NOTIFICATION_TEXTS } from './tables/in-app-notifications';
