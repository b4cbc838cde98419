import featuresImage from '../assets/features.svg';
import getStartedImage from '../assets/get-started.svg';
import weAreLiveImage from '../assets/we-are-live.svg';

export interface NewsArticle {
  id: string;
  title: string;
  image: string;
  date: string;
  comments: number;
  summary: string;
}

/** The three static articles of News and Events (spec section 2), as their cards show them; the full texts load with the dialog (news-article-texts.ts). */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'we-are-live',
    title: 'We Are Live',
    image: weAreLiveImage,
    date: '2025-01-15',
    comments: 12,
    summary: 'Our community platform is open: find mentors, offer help and promote your business.',
  },
  {
    id: 'how-to-get-started',
    title: 'How to Get Started',
    image: getStartedImage,
    date: '2025-02-03',
    comments: 8,
    summary: 'Create your profile in a few minutes and open the sections that match your industry.',
  },
  {
    id: 'explore-features',
    title: 'Explore the Powerful Features',
    image: featuresImage,
    date: '2025-03-10',
    comments: 5,
    summary: 'From ads with photos to direct messages, here is what the platform can do for you.',
  },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "January 15, 2025", as `toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })` writes it,
 * without Intl: the page's first Intl date format loads the ICU locale data, 50-75 ms of main thread in the middle of
 * the home page's hydration (200-290 ms at Lighthouse's 4x CPU slowdown), for three fixed dates.
 */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
