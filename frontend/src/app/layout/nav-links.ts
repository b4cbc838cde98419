import { SCREEN_TEXTS, SITE_LABELS, canUseSection, type SectionState } from '@community/vocabulary';
import { MESSAGES_PATH } from '../../features/conversations/paths';
import type { SessionState } from '../../lib/session';

export { MESSAGES_PATH };

export interface NavLink {
  label: string;
  to: string;
}

export interface NavModel {
  /** Links of the Business & Services menu; null when the menu is hidden (signed out). */
  businessMenu: NavLink[] | null;
  /** Role- and industry-dependent links (spec section 6). */
  memberLinks: NavLink[];
}

const text = SCREEN_TEXTS.nav;

export function buildNav(session: Pick<SessionState, 'isAuthenticated' | 'role' | 'industry'>): NavModel {
  if (!session.isAuthenticated) return { businessMenu: null, memberLinks: [] };
  const subject = { role: session.role, industry: session.industry };
  const businessMenu: NavLink[] = [];
  if (canUseSection(subject, 'businessNetwork')) businessMenu.push({ label: text.businessNetwork, to: '/businessnetwork' });
  businessMenu.push({ label: text.businessDirectory, to: '/business' });

  const memberLinks: NavLink[] = [];
  if (canUseSection(subject, 'professionalNetwork')) memberLinks.push({ label: text.professionalNetwork, to: '/professionalnetwork' });
  if (canUseSection(subject, 'legalAssistance')) memberLinks.push({ label: text.legalAssistance, to: '/legalassistance' });
  if (canUseSection(subject, 'virtualClinic')) memberLinks.push({ label: text.virtualClinic, to: '/virtualclinic' });
  memberLinks.push({ label: SITE_LABELS.messages, to: MESSAGES_PATH });
  memberLinks.push({ label: SITE_LABELS.account, to: '/account' });
  if (session.role === 'admin') memberLinks.push({ label: text.dashboard, to: '/dashboard' });
  return { businessMenu, memberLinks };
}

/**
 * The desktop dropdown ends with the Job Board entry: exactly the spec's "Job Board - Coming Soon" pointing home while
 * the board is not open (the default, and until the settings answer), "Job Board" to /jobs once an admin opens it.
 */
export function jobBoardLink(state: SectionState): NavLink {
  return state === 'open' ? { label: SCREEN_TEXTS.nav.jobBoard, to: '/jobs' } : { label: SCREEN_TEXTS.jobBoardComingSoon, to: '/' };
}

/**
 * The desktop bar's member links on one line from 1024 px (issue #24): the first section and Messages (with its
 * unread count) stay in the bar; the rest (other sections, My account, Dashboard) go into a More menu, unless only
 * one is left, which then fits in the bar itself. The phone's side menu lists them all.
 *
 * `compact` (below the lg breakpoint, 1024-1199 px): the bar also holds the language switch and, signed in, the
 * notification bell, which leave no room for a section's name at 1024 px (the admin's bar wrapped to 77 px, in
 * English and in Arabic), so only Messages stays and every section goes into More.
 */
export function splitForBar(memberLinks: NavLink[], compact = false): { inBar: NavLink[]; more: NavLink[] } {
  const messages = memberLinks.find((link) => link.to === MESSAGES_PATH);
  const sections = memberLinks.filter((link) => link.to !== MESSAGES_PATH);
  const kept = compact ? 0 : 1;
  const inBar = [...sections.slice(0, kept), ...(messages ? [messages] : [])];
  const rest = sections.slice(kept);
  return rest.length > 1 ? { inBar, more: rest } : { inBar: [...inBar, ...rest], more: [] };
}
