import featuresImage from '../assets/features.svg';
import getStartedImage from '../assets/get-started.svg';
import weAreLiveImage from '../assets/we-are-live.svg';

import { HOME_TEXTS } from '@community/vocabulary';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/language';

export interface NewsArticle {
  id: keyof typeof HOME_TEXTS.articles;
  image: string;
  date: string;
  comments: number;
}

/** An article's title and summary in the page's language. */
export const articleText = (article: NewsArticle) => HOME_TEXTS.articles[article.id];

/** The three static articles of News and Events (spec section 2), as their cards show them; the full texts load with the dialog (the vocabulary's NEWS_ARTICLE_TEXTS). */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'we-are-live',
    image: weAreLiveImage,
    date: '2025-01-15',
    comments: 12,
  },
  {
    id: 'how-to-get-started',
    image: getStartedImage,
    date: '2025-02-03',
    comments: 8,
  },
  {
    id: 'explore-features',
    image: featuresImage,
    date: '2025-03-10',
    comments: 5,
  },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "January 15, 2025", as `toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })` writes it,
 * without Intl: the page's first Intl date format loads the ICU locale data, 50-75 ms of main thread in the middle of
 * the home page's hydration (200-290 ms at Lighthouse's 4x CPU slowdown), for three fixed dates.
 */
export function formatArticleDate(isoDate: string): string {
  // Another language's page has loaded its catalog anyway: its dates are Intl's, in its own words and digits (lib/i18n/format.ts).
  if (currentLanguage() !== 'en') return formatDate(isoDate, 'calendarDay');
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
