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
  body: string[];
}

/** The three static articles of News and Events (spec section 2). */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'we-are-live',
    title: 'We Are Live',
    image: weAreLiveImage,
    date: '2025-01-15',
    comments: 12,
    summary: 'Our community platform is open: find mentors, offer help and promote your business.',
    body: [
      'We are delighted to announce that our community networking platform is now live.',
      'Members can find mentors and seekers in the Professional Network, browse and post ads in Ads and Services, and discover businesses in the public Business Directory.',
      'Legal Assistance and the Virtual Clinic are coming soon. Thank you for being part of this community.',
    ],
  },
  {
    id: 'how-to-get-started',
    title: 'How to Get Started',
    image: getStartedImage,
    date: '2025-02-03',
    comments: 8,
    summary: 'Create your profile in a few minutes and open the sections that match your industry.',
    body: [
      'Start by joining our network: choose whether you are open to mentorship, enter your industry and job title, and sign in.',
      'Helpers can see every section. Seekers see the sections that match their industry.',
      'Businesses register separately with the Register your Business! button and appear in the Business Directory once approved.',
    ],
  },
  {
    id: 'explore-features',
    title: 'Explore the Powerful Features',
    image: featuresImage,
    date: '2025-03-10',
    comments: 5,
    summary: 'From ads with photos to direct messages, here is what the platform can do for you.',
    body: [
      'Post an ad with three to seven photos; our team reviews it before it appears to other members.',
      'Contact a member straight from their profile; they read your message in their inbox.',
      'Use the contact form any time to reach the team behind the community.',
    ],
  },
];

export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
