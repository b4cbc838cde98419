/** The vocabulary's `two-factor` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { TWO_FACTOR_TEXTS as EN_TWO_FACTOR_TEXTS } from '@community/vocabulary/two-factor';
import { localized } from '../localized';

export const TWO_FACTOR_TEXTS = /* @__PURE__ */ localized('TWO_FACTOR_TEXTS', EN_TWO_FACTOR_TEXTS);
