/** The vocabulary's `jobs` text tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  JOB_EMPLOYMENT_TYPE_LABELS as EN_JOB_EMPLOYMENT_TYPE_LABELS,
  JOB_STATUS_LABELS as EN_JOB_STATUS_LABELS,
  JOB_TEXTS as EN_JOB_TEXTS,
  JOB_WORKPLACE_LABELS as EN_JOB_WORKPLACE_LABELS,
  SAVED_SEARCH_TEXTS as EN_SAVED_SEARCH_TEXTS,
} from '@community/vocabulary/jobs';
import { localized } from '../localized';

export const JOB_STATUS_LABELS = /* @__PURE__ */ localized('JOB_STATUS_LABELS', EN_JOB_STATUS_LABELS);
export const JOB_WORKPLACE_LABELS = /* @__PURE__ */ localized('JOB_WORKPLACE_LABELS', EN_JOB_WORKPLACE_LABELS);
export const JOB_EMPLOYMENT_TYPE_LABELS = /* @__PURE__ */ localized('JOB_EMPLOYMENT_TYPE_LABELS', EN_JOB_EMPLOYMENT_TYPE_LABELS);
export const JOB_TEXTS = /* @__PURE__ */ localized('JOB_TEXTS', EN_JOB_TEXTS);
export const SAVED_SEARCH_TEXTS = /* @__PURE__ */ localized('SAVED_SEARCH_TEXTS', EN_SAVED_SEARCH_TEXTS);
