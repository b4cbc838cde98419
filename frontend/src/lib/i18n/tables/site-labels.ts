/** The vocabulary's `site-labels` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { SITE_LABELS as EN_SITE_LABELS } from '@community/vocabulary/site-labels';
import { localized } from '../localized';

export const SITE_LABELS = /* @__PURE__ */ localized('SITE_LABELS', EN_SITE_LABELS);
