// The articles' full texts, in the dialog's chunk: the home page's first load carries only what the cards show.
/** Each article's paragraphs, by the article's id (news-articles.ts). */
export const NEWS_ARTICLE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  'we-are-live': [
    'We are delighted to announce that our community networking platform is now live.',
    'Members can find mentors and seekers in the Professional Network, browse and post ads in Ads and Services, and discover businesses in the public Business Directory.',
    'Legal Assistance and the Virtual Clinic are coming soon. Thank you for being part of this community.',
  ],
  'how-to-get-started': [
    'Start by joining our network: choose whether you are open to mentorship, enter your industry and job title, and sign in.',
    'Helpers can see every section. Seekers see the sections that match their industry.',
    'Businesses register separately with the Register your Business! button and appear in the Business Directory once approved.',
  ],
  'explore-features': [
    'Post an ad with three to seven photos; our team reviews it before it appears to other members.',
    'Contact a member straight from their profile; they read your message in their inbox.',
    'Use the contact form any time to reach the team behind the community.',
  ],
};
