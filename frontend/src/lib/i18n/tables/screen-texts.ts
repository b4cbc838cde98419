/** The vocabulary's `screen-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  SCREEN_TEXTS as EN_SCREEN_TEXTS,
  LIST_PAGING_TEXTS as EN_LIST_PAGING_TEXTS,
  LIST_SEARCH_TEXTS as EN_LIST_SEARCH_TEXTS,
} from '@community/vocabulary/screen-texts';
import { localized } from '../localized';

export const SCREEN_TEXTS = /* @__PURE__ */ localized('SCREEN_TEXTS', EN_SCREEN_TEXTS);
export const LIST_PAGING_TEXTS = /* @__PURE__ */ localized('LIST_PAGING_TEXTS', EN_LIST_PAGING_TEXTS);
export const LIST_SEARCH_TEXTS = /* @__PURE__ */ localized('LIST_SEARCH_TEXTS', EN_LIST_SEARCH_TEXTS);
