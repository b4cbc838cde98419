/** The vocabulary's `account-screen-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { ACCOUNT_SCREEN_TEXTS as EN_ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary/account-screen-texts';
import { localized } from '../localized';

export const ACCOUNT_SCREEN_TEXTS = /* @__PURE__ */ localized('ACCOUNT_SCREEN_TEXTS', EN_ACCOUNT_SCREEN_TEXTS);
