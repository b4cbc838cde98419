/** The vocabulary's `messages` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { MESSAGES as EN_MESSAGES } from '@community/vocabulary/messages';
import { localized } from '../localized';

export const MESSAGES = /* @__PURE__ */ localized('MESSAGES', EN_MESSAGES);
