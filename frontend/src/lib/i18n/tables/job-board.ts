/** The vocabulary's `job-board` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  APPLICATION_STATUS_LABELS as EN_APPLICATION_STATUS_LABELS,
  JOB_SCREEN_TEXTS as EN_JOB_SCREEN_TEXTS,
  SALARY_PERIOD_LABELS as EN_SALARY_PERIOD_LABELS,
  SAVED_SEARCH_NOTIFY_LABELS as EN_SAVED_SEARCH_NOTIFY_LABELS,
} from '@community/vocabulary/job-board';
import { localized } from '../localized';

export const JOB_SCREEN_TEXTS = /* @__PURE__ */ localized('JOB_SCREEN_TEXTS', EN_JOB_SCREEN_TEXTS);
export const SALARY_PERIOD_LABELS = /* @__PURE__ */ localized('SALARY_PERIOD_LABELS', EN_SALARY_PERIOD_LABELS);
export const APPLICATION_STATUS_LABELS = /* @__PURE__ */ localized('APPLICATION_STATUS_LABELS', EN_APPLICATION_STATUS_LABELS);
export const SAVED_SEARCH_NOTIFY_LABELS = /* @__PURE__ */ localized('SAVED_SEARCH_NOTIFY_LABELS', EN_SAVED_SEARCH_NOTIFY_LABELS);
