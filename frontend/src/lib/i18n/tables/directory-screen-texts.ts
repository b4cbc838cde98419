/** The vocabulary's `directory-screen-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { DIRECTORY_SCREEN_TEXTS as EN_DIRECTORY_SCREEN_TEXTS } from '@community/vocabulary/directory-screen-texts';
import { localized } from '../localized';

export const DIRECTORY_SCREEN_TEXTS = /* @__PURE__ */ localized('DIRECTORY_SCREEN_TEXTS', EN_DIRECTORY_SCREEN_TEXTS);
