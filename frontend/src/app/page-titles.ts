import { A11Y_TEXTS, JOB_SCREEN_TEXTS, SCREEN_TEXTS, SITE_LABELS } from '@community/vocabulary';

const nav = SCREEN_TEXTS.nav;

/** The page each route shows, by its first path segment: what the document title names (WCAG 2.4.2). */
const PAGE_NAMES: Record<string, string> = {
  '': nav.home,
  signin: nav.signIn,
  signup: 'Sign Up',
  'business-signup': 'Register your Business',
  'forgot-password': 'Forgot Password',
  'reset-password': 'Reset Password',
  'confirm-email': 'Confirm your email address',
  contact: nav.contactUs,
  business: nav.businessDirectory,
  professionalnetwork: nav.professionalNetwork,
  businessnetwork: nav.businessNetwork,
  legalassistance: nav.legalAssistance,
  virtualclinic: nav.virtualClinic,
  jobs: JOB_SCREEN_TEXTS.title,
  messages: SITE_LABELS.messages,
  inbox: SITE_LABELS.messages,
  account: SITE_LABELS.account,
  notifications: SITE_LABELS.notifications,
  unsubscribe: 'Unsubscribe',
  accessibility: 'Accessibility statement',
  dashboard: 'Admin panel',
};

/** The first segment of a path ('/messages/12' -> 'messages'): pages within one section share their title. */
export function sectionOf(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** "Professional Network – Community Network"; the site name alone for a path no page answers. */
export function pageTitle(pathname: string): string {
  const name = PAGE_NAMES[sectionOf(pathname)];
  return name ? `${name}${A11Y_TEXTS.titleSeparator}${A11Y_TEXTS.siteName}` : A11Y_TEXTS.siteName;
}
