/** The vocabulary's `in-app-notifications` texts in the reader's language (one module per file). */
import { IN_APP_NOTIFICATION_TEXTS as EN_IN_APP_NOTIFICATION_TEXTS } from '@community/vocabulary/in-app-notifications';
import { localized } from '../localized';

export const IN_APP_NOTIFICATION_TEXTS = /* @__PURE__ */ localized('IN_APP_NOTIFICATION_TEXTS', EN_IN_APP_NOTIFICATION_TEXTS);
