/** The vocabulary's `verification` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { VERIFICATION_TEXTS as EN_VERIFICATION_TEXTS } from '@community/vocabulary/verification';
import { localized } from '../localized';

export const VERIFICATION_TEXTS = /* @__PURE__ */ localized('VERIFICATION_TEXTS', EN_VERIFICATION_TEXTS);
