/**
 * The web app's own English tables that are not a vocabulary file's: kept apart from web-texts.ts so a screen that
 * reads them does not bundle the gathered catalog (which only another language loads).
 */
import { AD_CATEGORIES, CONTACT_SUBJECTS, GENDERS } from '../forms';
import { INDUSTRIES } from '../industries';
import { LEGAL_CATEGORY_NAMES } from '../legal';
import { MENTORSHIP_ANSWERS } from '../roles';
import { DECLINE_REASONS, REPORT_REASONS } from '../conversations';

/** A value list's items as the reader sees them (the API keeps the English value; only the label changes). */
const identity = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

/** The labels of the values forms send as they are (industries, subjects, categories...). */
export const OPTION_LABELS = {
  industries: /* @__PURE__ */ identity(INDUSTRIES),
  contactSubjects: /* @__PURE__ */ identity(CONTACT_SUBJECTS),
  genders: /* @__PURE__ */ identity(GENDERS),
  adCategories: /* @__PURE__ */ identity(AD_CATEGORIES),
  declineReasons: /* @__PURE__ */ identity(DECLINE_REASONS),
  reportReasons: /* @__PURE__ */ identity(REPORT_REASONS),
  mentorship: /* @__PURE__ */ identity(MENTORSHIP_ANSWERS),
  legalCategories: /* @__PURE__ */ identity(LEGAL_CATEGORY_NAMES) as Record<string, string>,
};

/** Texts that exist only around languages: the switch and its accessible name. */
export const LANGUAGE_TEXTS = {
  switchLabel: 'Language',
  accountHeading: 'Language',
  accountIntro: 'The language of the site, your emails and notifications.',
  save: 'Save language',
  saved: 'Your language has been saved',
};
