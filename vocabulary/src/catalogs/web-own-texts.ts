/**
 * The web app's own English tables that are not a vocabulary file's: kept apart from web-texts.ts so a screen that
 * reads them does not bundle the gathered catalog (which only another language loads).
 */
import { AD_CATEGORIES, CONTACT_SUBJECTS, GENDERS } from '../forms';
import { INDUSTRIES } from '../industries';
import { LEGAL_CATEGORIES, LEGAL_CATEGORY_NAMES } from '../legal';
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
  /** The specific issues of every legal category, each once ("Discrimination" is in two categories). */
  legalIssues: /* @__PURE__ */ identity([...new Set(Object.values(LEGAL_CATEGORIES).flat())]) as Record<string, string>,
};

/** Texts that exist only around languages: the switch and its accessible name. */
export const LANGUAGE_TEXTS = {
  switchLabel: 'Language',
  /** The switch's accessible name, in the page's language, with the language it offers named in itself. */
  switchTo: (name: string) => `Language: ${name}`,
  accountHeading: 'Language',
  accountIntro: 'The language of the site, your emails and notifications.',
  save: 'Save language',
  saved: 'Your language has been saved',
};

/**
 * The words MUI's components write themselves (an alert's close button, a pagination's arrows, an autocomplete's
 * buttons...), given to them by the shared theme (frontend/src/app/theme.ts) so they follow the page's language
 * instead of MUI's built-in English. The English is MUI's own (its enUS locale).
 */
export const COMPONENT_TEXTS = {
  close: 'Close',
  clear: 'Clear',
  open: 'Open',
  loading: 'Loading…',
  noOptions: 'No options',
  showPath: 'Show path',
  paginationNavigation: 'Pagination navigation',
  goToFirstPage: 'Go to first page',
  goToLastPage: 'Go to last page',
  goToNextPage: 'Go to next page',
  goToPreviousPage: 'Go to previous page',
  goToPage: (page: number) => `Go to page ${page}`,
  currentPage: (page: number) => `page ${page}`,
  rowsPerPage: 'Rows per page:',
  /** A table's rows shown, "11–20 of 45"; `count` is null when the total is not known. */
  displayedRows: (from: number, to: number, count: number | null) => `${from}–${to} of ${count ?? `more than ${to}`}`,
  stars: (value: number) => `${value} Star${value !== 1 ? 's' : ''}`,
  noRating: 'Empty',
};
