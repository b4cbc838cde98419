/** The vocabulary's `ad-screen-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { AD_SCREEN_TEXTS as EN_AD_SCREEN_TEXTS } from '@community/vocabulary/ad-screen-texts';
import { localized } from '../localized';

export const AD_SCREEN_TEXTS = /* @__PURE__ */ localized('AD_SCREEN_TEXTS', EN_AD_SCREEN_TEXTS);
