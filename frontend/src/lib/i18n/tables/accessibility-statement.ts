/** The vocabulary's `accessibility-statement` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { ACCESSIBILITY_STATEMENT as EN_ACCESSIBILITY_STATEMENT } from '@community/vocabulary/accessibility-statement';
import { localized } from '../localized';

export const ACCESSIBILITY_STATEMENT = /* @__PURE__ */ localized('ACCESSIBILITY_STATEMENT', EN_ACCESSIBILITY_STATEMENT);
