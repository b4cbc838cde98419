/** The vocabulary's `catalogs/web-own-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  OPTION_LABELS as EN_OPTION_LABELS,
  LANGUAGE_TEXTS as EN_LANGUAGE_TEXTS,
  COMPONENT_TEXTS as EN_COMPONENT_TEXTS,
} from '@community/vocabulary/catalogs/web-own-texts';
import { localized } from '../localized';

export const OPTION_LABELS = /* @__PURE__ */ localized('OPTION_LABELS', EN_OPTION_LABELS);
export const LANGUAGE_TEXTS = /* @__PURE__ */ localized('LANGUAGE_TEXTS', EN_LANGUAGE_TEXTS);
export const COMPONENT_TEXTS = /* @__PURE__ */ localized('COMPONENT_TEXTS', EN_COMPONENT_TEXTS);
