/** The home page's own words (spec section 2): News and Events' three static cards and the Virtual Clinic preview. */
export const HOME_TEXTS = {
  newsHeading: 'News and Events',
  comments: (count: number) => `${count} comments`,
  illustration: (title: string) => `Illustration for ${title}`,
  articles: {
    'we-are-live': {
      title: 'We Are Live',
      summary: 'Our community platform is open: find mentors, offer help and promote your business.',
    },
    'how-to-get-started': {
      title: 'How to Get Started',
      summary: 'Create your profile in a few minutes and open the sections that match your industry.',
    },
    'explore-features': {
      title: 'Explore the Powerful Features',
      summary: 'From ads with photos to direct messages, here is what the platform can do for you.',
    },
  },
  /** The blurred placeholder doctors of the Virtual Clinic's preview. */
  placeholderDoctor: (position: number) => `Doctor ${position}`,
  placeholderInitials: (position: number) => `D${position}`,
  placeholderSpecialties: ['Family Medicine', 'Pediatrics', 'Cardiology'],
} as const;

/**
 * Each News and Events article's paragraphs, by the article's id (HOME_TEXTS.articles), shown by its dialog only:
 * the web app bundles them in the dialog's chunk, so the home page's first load carries only what the cards show.
 */
export const NEWS_ARTICLE_TEXTS = {
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
} as const satisfies Record<keyof typeof HOME_TEXTS.articles, readonly string[]>;

/** Words of the page frame: the footer's headings, the navigations' names, and each page's name in its window title. */
export const FRAME_TEXTS = {
  footerLinks: 'Links',
  footerContact: 'Contact',
  mainNav: 'Main',
  mobileMenu: 'Mobile menu',
  pageNames: {
    signup: 'Sign Up',
    businessSignup: 'Register your Business',
    forgotPassword: 'Forgot Password',
    resetPassword: 'Reset Password',
    confirmEmail: 'Confirm your email address',
    unsubscribe: 'Unsubscribe',
    accessibility: 'Accessibility statement',
    dashboard: 'Admin panel',
  },
} as const;
