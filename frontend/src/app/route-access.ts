import { canUseSection, type Section } from '@community/vocabulary';
import type { SessionState } from '../lib/session';

export type RouteRule = { kind: 'open' } | { kind: 'signedOutOnly' } | { kind: 'signedIn'; section?: Section; roles?: readonly string[] };

/** The spec's route table (section 2) and guards (section 6), as data the guard and its tests share. */
export const ROUTE_RULES = {
  '/': { kind: 'open' },
  '/signin': { kind: 'signedOutOnly' },
  '/signup': { kind: 'signedOutOnly' },
  '/business-signup': { kind: 'signedOutOnly' },
  '/forgot-password': { kind: 'signedOutOnly' },
  '/reset-password': { kind: 'open' },
  '/contact': { kind: 'open' },
  '/business': { kind: 'open' },
  '/professionalnetwork': { kind: 'signedIn', section: 'professionalNetwork' },
  '/businessnetwork': { kind: 'signedIn', section: 'businessNetwork' },
  '/legalassistance': { kind: 'signedIn', section: 'legalAssistance' },
  '/virtualclinic': { kind: 'signedIn', section: 'virtualClinic' },
  // The Job Board (issue #27): its list and postings are public once open; posting needs an account.
  '/jobs': { kind: 'open' },
  '/jobs/new': { kind: 'signedIn' },
  '/messages': { kind: 'signedIn' },
  '/notifications': { kind: 'signedIn' },
  '/account': { kind: 'signedIn' },
  '/dashboard': { kind: 'signedIn', roles: ['admin'] },
} as const satisfies Record<string, RouteRule>;

export type GuardedPath = keyof typeof ROUTE_RULES;

/** 'allow', 'complete-profile' (a first Google sign-in must finish its profile first), or where to send the user. */
export type AccessDecision = 'allow' | 'complete-profile' | '/signin' | '/';

type SessionView = Pick<SessionState, 'isAuthenticated' | 'role' | 'industry' | 'user'>;

export function decideAccess(rule: RouteRule, session: SessionView): AccessDecision {
  if (rule.kind === 'open') return 'allow';
  if (rule.kind === 'signedOutOnly') return session.isAuthenticated ? '/' : 'allow';
  if (!session.isAuthenticated) return '/signin';
  if (rule.roles && !rule.roles.includes(session.role ?? '')) return '/';
  if (rule.section) {
    if (session.user?.profileComplete === false) return 'complete-profile';
    // Businesses are treated like seekers: by industry. Helpers and admins pass (shared rule with the API).
    if (!canUseSection({ role: session.role, industry: session.industry }, rule.section)) return '/';
  }
  return 'allow';
}
