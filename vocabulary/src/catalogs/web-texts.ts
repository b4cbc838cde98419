import { A11Y_TEXTS } from '../a11y-texts';
import { ACCESSIBILITY_STATEMENT } from '../accessibility-statement';
import { ACCOUNT_SCREEN_TEXTS } from '../account-screen-texts';
import {
  ACCOUNT_TEXTS,
  AD_STATUS_LABELS,
  BUSINESS_GROUP_STATUS_LABELS,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  REJECTION_REASONS,
} from '../account-texts';
import { AD_SCREEN_TEXTS } from '../ad-screen-texts';
import { ADMIN_PANEL_TEXTS } from '../admin-panel';
import { CONVERSATION_SCREEN_TEXTS, REQUEST_DIRECTIONS } from '../conversation-screen-texts';
import { CONVERSATION_TEXTS, KIND_LABELS, STATUS_LABELS } from '../conversations';
import { DIRECTORY_SCREEN_TEXTS } from '../directory-screen-texts';
import { FIELD_LABELS, FORM_FIELDS } from '../form-fields';
import { MESSAGES } from '../messages';
import { CONTACT_FORM_TEXTS, DIRECTORY_TEXTS, ISSUE_TEXTS, LIST_PAGE_TEXTS } from '../messaging-texts';
import { LIST_PAGING_TEXTS, LIST_SEARCH_TEXTS, SCREEN_TEXTS } from '../screen-texts';
import { SITE_LABELS } from '../site-labels';
import { TWO_FACTOR_TEXTS } from '../two-factor';
import { VERIFICATION_TEXTS } from '../verification';
import { FRAME_TEXTS, HOME_TEXTS, NEWS_ARTICLE_TEXTS } from '../home-texts';
import { APPLICATION_STATUS_LABELS, JOB_SCREEN_TEXTS, SALARY_PERIOD_LABELS, SAVED_SEARCH_NOTIFY_LABELS } from '../job-board';
import { JOB_EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, JOB_TEXTS, JOB_WORKPLACE_LABELS, SAVED_SEARCH_TEXTS } from '../jobs';
import { NOTIFICATION_SCREEN_TEXTS, SUGGESTED_MENTORS_TEXTS } from '../notification-screen-texts';
import { IN_APP_NOTIFICATION_TEXTS } from '../in-app-notifications';

import { COMPONENT_TEXTS, LANGUAGE_TEXTS, OPTION_LABELS } from './web-own-texts';

export { OPTION_LABELS, LANGUAGE_TEXTS, COMPONENT_TEXTS };
export { LANGUAGES, LANGUAGE_DIRECTIONS, LANGUAGE_NAMES, DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';

/**
 * The web app's and the admin panel's texts in English: the vocabulary's own text tables, gathered, not copied, so
 * each English text is still written once (in its table) and the spec's words stay exact. Every other language's
 * catalog has this shape (`WebTexts`): a key left out is a type error, and catalogs.test.ts fails on it too.
 */
export const WEB_TEXTS = {
  SCREEN_TEXTS,
  LIST_PAGING_TEXTS,
  LIST_SEARCH_TEXTS,
  SITE_LABELS,
  A11Y_TEXTS,
  FIELD_LABELS,
  FORM_FIELDS,
  MESSAGES,
  ACCESSIBILITY_STATEMENT,
  ACCOUNT_SCREEN_TEXTS,
  ACCOUNT_TEXTS,
  AD_STATUS_LABELS,
  BUSINESS_GROUP_STATUS_LABELS,
  REJECTION_REASONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_DELIVERY_LABELS,
  AD_SCREEN_TEXTS,
  CONVERSATION_SCREEN_TEXTS,
  REQUEST_DIRECTIONS,
  CONVERSATION_TEXTS,
  STATUS_LABELS,
  KIND_LABELS,
  DIRECTORY_SCREEN_TEXTS,
  DIRECTORY_TEXTS,
  LIST_PAGE_TEXTS,
  ISSUE_TEXTS,
  CONTACT_FORM_TEXTS,
  TWO_FACTOR_TEXTS,
  VERIFICATION_TEXTS,
  ADMIN_PANEL_TEXTS,
  HOME_TEXTS,
  NEWS_ARTICLE_TEXTS,
  FRAME_TEXTS,
  OPTION_LABELS,
  LANGUAGE_TEXTS,
  COMPONENT_TEXTS,
  JOB_SCREEN_TEXTS,
  SALARY_PERIOD_LABELS,
  APPLICATION_STATUS_LABELS,
  SAVED_SEARCH_NOTIFY_LABELS,
  JOB_STATUS_LABELS,
  JOB_WORKPLACE_LABELS,
  JOB_EMPLOYMENT_TYPE_LABELS,
  JOB_TEXTS,
  SAVED_SEARCH_TEXTS,
  NOTIFICATION_SCREEN_TEXTS,
  IN_APP_NOTIFICATION_TEXTS,
  SUGGESTED_MENTORS_TEXTS,
} as const;

/**
 * The shape of a translation of T: every text a string (or a function with the same arguments returning one), every
 * number and list as they are. Literal English types are widened, so a translation is type-checked for its keys only.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends number | boolean | null | undefined
      ? T
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : { readonly [K in keyof T]: Translation<T[K]> };

export type WebTexts = Translation<typeof WEB_TEXTS>;
