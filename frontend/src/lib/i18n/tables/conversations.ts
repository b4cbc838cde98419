/** The vocabulary's `conversations` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  CONVERSATION_TEXTS as EN_CONVERSATION_TEXTS,
  STATUS_LABELS as EN_STATUS_LABELS,
  KIND_LABELS as EN_KIND_LABELS,
} from '@community/vocabulary/conversations';
import { localized } from '../localized';

export const CONVERSATION_TEXTS = /* @__PURE__ */ localized('CONVERSATION_TEXTS', EN_CONVERSATION_TEXTS);
export const STATUS_LABELS = /* @__PURE__ */ localized('STATUS_LABELS', EN_STATUS_LABELS);
export const KIND_LABELS = /* @__PURE__ */ localized('KIND_LABELS', EN_KIND_LABELS);
