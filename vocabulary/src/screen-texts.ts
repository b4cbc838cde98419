import { FIELD_LABELS } from './form-fields';

/**
 * Texts the spec fixes for screens (labels that change with state, notices, section names),
 * kept here so the web app and its browser tests read one source.
 */
export const SCREEN_TEXTS = {
  brand: 'Community Network',
  footerDescription: 'A thriving community fostering growth, collaboration and support for all members.',
  mission:
    'Our mission is to connect the members of our faith-based professional community. We encourage professional collaboration and resource sharing, so that every member can find a mentor, offer help, get assistance and promote their business.',
  typedNote: 'Note: A user profile is needed to access the Professional Network, Businesses and Services, Virtual Clinic and Legal Assistance.',
  comingSoon: 'Coming Soon',
  goBackHome: 'Go Back Home',
  jobBoardComingSoon: 'Job Board - Coming Soon',
  emergencyDisclaimer:
    'If you are experiencing a medical emergency, call 911 or your regional emergency number immediately. This portal is not for emergencies.',
  adReviewNotice: 'Your ad will be reviewed by our team before it is approved and shown to other members.',
  fetchingAds: 'Fetching Ads...',
  notAvailable: 'N/A',
  unknown: 'Unknown',
  noAds: 'No ads to show yet.',
  inboxEmpty: 'No messages yet.',
  profileCompletionIntro: 'A few details are needed before the member sections open.',
  nav: {
    home: 'Home',
    businessAndServices: 'Business & Services',
    professionalNetwork: 'Professional Network',
    businessNetwork: 'Ads and Services',
    businessDirectory: 'Business Directory',
    legalAssistance: 'Legal Assistance',
    virtualClinic: 'Virtual Clinic',
    jobBoard: 'Job Board',
    medicalAssistance: 'Medical Assistance',
    inbox: 'Inbox',
    dashboard: 'Dashboard',
    contactUs: 'Contact Us',
    signIn: 'Sign In',
    logout: 'Logout',
    /** The bar's menu for the member links beyond the first section and Messages, so it stays one line from 1024 px. */
    more: 'More',
    openMenu: 'Open menu',
    /** The phone's menu button while conversations wait unread (the count is also on Messages inside). */
    openMenuUnread: (count: number) => `Open menu, ${count} unread`,
    /** After the count on Messages, hidden on screen: the link is named "Messages 3 unread". */
    unreadAfterCount: 'unread',
    /** The same while notifications wait unread too (issue #26); the side menu's Notifications link counts them. */
    openMenuNotifications: (conversations: number, notifications: number) =>
      `Open menu, ${conversations > 0 ? `${conversations} unread, ` : ''}${notifications} ${notifications === 1 ? 'notification' : 'notifications'}`,
  },
  buttons: {
    joinNetwork: 'Join our network',
    /** The home page's way to the public Business Directory, which the bar offers only signed in (issue #24). */
    browseBusinessDirectory: 'Browse the Business Directory',
    registerBusiness: 'Register your Business!',
    sendMessage: 'Send Message',
    submit: 'Submit',
    submitAd: 'Submit Ad',
    submitting: 'Submitting...',
    submitted: 'Submitted',
    registerAd: '+ Register Your Ad',
    sendResetLink: 'Send Reset Link',
    sending: 'Sending...',
    resetPassword: 'Reset Password',
    resetting: 'Resetting...',
    backToLogin: 'Back to Login',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    signUp: 'Sign Up',
    registering: 'Registering...',
    profile: 'Profile',
    contact: 'Contact',
    close: 'Close',
    readMore: 'Read More',
    saveProfile: 'Save and continue',
    saving: 'Saving...',
    markRead: 'Mark as read',
    loadMore: 'Load more',
  },
  /** Under each sign-up form: the way to sign in for someone who already has an account. */
  signUpToSignIn: { member: 'Already have an account?', business: 'Already registered?', link: 'Sign in' },
  /** Under the sign-in form: the way to an account for someone who has none. */
  signInToSignUp: { question: "Don't have an account?", link: 'Sign up' },
  /** The sign-in form's link to /forgot-password. */
  forgotPasswordLink: 'Forgot password?',
  /** After a sign-in whose answer carried no message of its own, while the page moves on. */
  signedIn: 'Signed in. Redirecting...',
  /** Between the password form and the Google button. */
  orDivider: 'or',
  profileCompletionTitle: 'Complete your profile',
  /** Under the business description while it is typed: its length against the limits. */
  descriptionCount: (length: number, max: number, min: number) => `${length}/${max} characters (at least ${min})`,
} as const;

/** Shown below a list while its next page loads (the first load keeps its own text). */
export const LIST_PAGING_TEXTS = {
  loadingMore: 'Loading more...',
} as const;

/** The search boxes and filters of the Ads and Services board and the Business Directory. */
export const LIST_SEARCH_TEXTS = {
  searchAds: 'Search ads',
  category: FIELD_LABELS.category,
  allCategories: 'All categories',
  searchBusinesses: 'Search businesses',
} as const;
