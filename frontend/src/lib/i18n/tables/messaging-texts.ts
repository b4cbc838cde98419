/** The vocabulary's `messaging-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  DIRECTORY_TEXTS as EN_DIRECTORY_TEXTS,
  LIST_PAGE_TEXTS as EN_LIST_PAGE_TEXTS,
  ISSUE_TEXTS as EN_ISSUE_TEXTS,
  CONTACT_FORM_TEXTS as EN_CONTACT_FORM_TEXTS,
} from '@community/vocabulary/messaging-texts';
import { localized } from '../localized';

export const DIRECTORY_TEXTS = /* @__PURE__ */ localized('DIRECTORY_TEXTS', EN_DIRECTORY_TEXTS);
export const LIST_PAGE_TEXTS = /* @__PURE__ */ localized('LIST_PAGE_TEXTS', EN_LIST_PAGE_TEXTS);
export const ISSUE_TEXTS = /* @__PURE__ */ localized('ISSUE_TEXTS', EN_ISSUE_TEXTS);
export const CONTACT_FORM_TEXTS = /* @__PURE__ */ localized('CONTACT_FORM_TEXTS', EN_CONTACT_FORM_TEXTS);
