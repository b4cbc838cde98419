/** The vocabulary's `conversation-screen-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  CONVERSATION_SCREEN_TEXTS as EN_CONVERSATION_SCREEN_TEXTS,
  REQUEST_DIRECTIONS as EN_REQUEST_DIRECTIONS,
} from '@community/vocabulary/conversation-screen-texts';
import { localized } from '../localized';

export const CONVERSATION_SCREEN_TEXTS = /* @__PURE__ */ localized('CONVERSATION_SCREEN_TEXTS', EN_CONVERSATION_SCREEN_TEXTS);
export const REQUEST_DIRECTIONS = /* @__PURE__ */ localized('REQUEST_DIRECTIONS', EN_REQUEST_DIRECTIONS);
