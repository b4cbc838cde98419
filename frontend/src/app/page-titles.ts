import { A11Y_TEXTS, FRAME_TEXTS, SCREEN_TEXTS, SITE_LABELS } from '@community/vocabulary';

const nav = SCREEN_TEXTS.nav;

/** The page each route shows, by its first path segment: what the document title names (WCAG 2.4.2). */
const pageNames = (): Record<string, string> => ({
  '': nav.home,
  signin: nav.signIn,
  signup: FRAME_TEXTS.pageNames.signup,
  'business-signup': FRAME_TEXTS.pageNames.businessSignup,
  'forgot-password': FRAME_TEXTS.pageNames.forgotPassword,
  'reset-password': FRAME_TEXTS.pageNames.resetPassword,
  'confirm-email': FRAME_TEXTS.pageNames.confirmEmail,
  contact: nav.contactUs,
  business: nav.businessDirectory,
  professionalnetwork: nav.professionalNetwork,
  businessnetwork: nav.businessNetwork,
  legalassistance: nav.legalAssistance,
  virtualclinic: nav.virtualClinic,
  jobs: nav.jobBoard,
  messages: SITE_LABELS.messages,
  inbox: SITE_LABELS.messages,
  account: SITE_LABELS.account,
  notifications: SITE_LABELS.notifications,
  unsubscribe: FRAME_TEXTS.pageNames.unsubscribe,
  accessibility: FRAME_TEXTS.pageNames.accessibility,
  dashboard: FRAME_TEXTS.pageNames.dashboard,
});

/** The first segment of a path ('/messages/12' -> 'messages'): pages within one section share their title. */
export function sectionOf(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** "Professional Network – Community Network"; the site name alone for a path no page answers. */
export function pageTitle(pathname: string): string {
  // Built at each call: the names are the page's language.
  const name = pageNames()[sectionOf(pathname)];
  return name ? `${name}${A11Y_TEXTS.titleSeparator}${A11Y_TEXTS.siteName}` : A11Y_TEXTS.siteName;
}
