/** The vocabulary's `admin-panel` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { ADMIN_PANEL_TEXTS as EN_ADMIN_PANEL_TEXTS } from '@community/vocabulary/admin-panel';
import { localized } from '../localized';

export const ADMIN_PANEL_TEXTS = /* @__PURE__ */ localized('ADMIN_PANEL_TEXTS', EN_ADMIN_PANEL_TEXTS);
