/** The vocabulary's `home-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { HOME_TEXTS as EN_HOME_TEXTS, FRAME_TEXTS as EN_FRAME_TEXTS, NEWS_ARTICLE_TEXTS as EN_NEWS_ARTICLE_TEXTS } from '@community/vocabulary/home-texts';
import { localized } from '../localized';

export const HOME_TEXTS = /* @__PURE__ */ localized('HOME_TEXTS', EN_HOME_TEXTS);
export const FRAME_TEXTS = /* @__PURE__ */ localized('FRAME_TEXTS', EN_FRAME_TEXTS);
export const NEWS_ARTICLE_TEXTS = /* @__PURE__ */ localized('NEWS_ARTICLE_TEXTS', EN_NEWS_ARTICLE_TEXTS);
