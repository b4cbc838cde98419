/** The vocabulary's `notification-screen-texts` tables in the reader's language (one module per file). */
import {
  NOTIFICATION_SCREEN_TEXTS as EN_NOTIFICATION_SCREEN_TEXTS,
  SUGGESTED_MENTORS_TEXTS as EN_SUGGESTED_MENTORS_TEXTS,
} from '@community/vocabulary/notification-screen-texts';
import { localized } from '../localized';

export const NOTIFICATION_SCREEN_TEXTS = /* @__PURE__ */ localized('NOTIFICATION_SCREEN_TEXTS', EN_NOTIFICATION_SCREEN_TEXTS);
export const SUGGESTED_MENTORS_TEXTS = /* @__PURE__ */ localized('SUGGESTED_MENTORS_TEXTS', EN_SUGGESTED_MENTORS_TEXTS);
