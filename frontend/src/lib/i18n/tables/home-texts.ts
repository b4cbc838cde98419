/** The vocabulary's `home-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { HOME_TEXTS as EN_HOME_TEXTS, FRAME_TEXTS as EN_FRAME_TEXTS } from '@community/vocabulary/home-texts';
import { localized } from '../localized';

export const HOME_TEXTS = /* @__PURE__ */ localized('HOME_TEXTS', EN_HOME_TEXTS);
export const FRAME_TEXTS = /* @__PURE__ */ localized('FRAME_TEXTS', EN_FRAME_TEXTS);
