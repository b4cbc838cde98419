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
