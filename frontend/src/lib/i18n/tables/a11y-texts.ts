/** The vocabulary's `a11y-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { A11Y_TEXTS as EN_A11Y_TEXTS } from '@community/vocabulary/a11y-texts';
import { localized } from '../localized';

export const A11Y_TEXTS = /* @__PURE__ */ localized('A11Y_TEXTS', EN_A11Y_TEXTS);
