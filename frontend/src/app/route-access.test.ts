import { describe, expect, it } from 'vitest';
import { decideAccess, ROUTE_RULES, type AccessDecision, type GuardedPath } from './route-access';

/** Spelled out from the spec (sections 3 and 6) rather than derived, so the table checks the code. */
const PROFESSIONAL_SIX = [
  'Agriculture, Environment & Sustainability',
  'Arts, Communication, Media & Design',
  'Consulting, Finance, Operations & Entrepreneurship',
  'Education, Human Services & NonProfit',
  'Hospitality, Sports & Recreation',
  'Technology, Engineering & Data',
];
const LEGAL = 'Government, Policy, Law & International Affairs';
const HEALTH = 'Health & Sciences';
const ALL_INDUSTRIES = [...PROFESSIONAL_SIX, LEGAL, HEALTH];

interface Subject {
  label: string;
  isAuthenticated: boolean;
  role: string | null;
  industry: string | null;
  profileComplete?: boolean;
}

const subjects: Subject[] = [
  { label: 'signed out', isAuthenticated: false, role: null, industry: null },
  { label: 'admin', isAuthenticated: true, role: 'admin', industry: null },
  { label: 'helper without industry', isAuthenticated: true, role: 'helper', industry: null },
  ...ALL_INDUSTRIES.map((industry) => ({ label: `helper in ${industry}`, isAuthenticated: true, role: 'helper', industry })),
  ...[...ALL_INDUSTRIES, null].map((industry) => ({ label: `seeker in ${industry}`, isAuthenticated: true, role: 'seeker', industry })),
  ...[...ALL_INDUSTRIES, null].map((industry) => ({ label: `business in ${industry}`, isAuthenticated: true, role: 'business', industry })),
  { label: 'first Google sign-in (profile incomplete)', isAuthenticated: true, role: 'seeker', industry: null, profileComplete: false },
];

function byIndustry(subject: Subject, allowed: string[]): AccessDecision {
  if (!subject.isAuthenticated) return '/signin';
  if (subject.profileComplete === false) return 'complete-profile';
  if (subject.role === 'admin' || subject.role === 'helper') return 'allow';
  return subject.industry && allowed.includes(subject.industry) ? 'allow' : '/';
}

const expected: Record<GuardedPath, (subject: Subject) => AccessDecision> = {
  '/': () => 'allow',
  '/contact': () => 'allow',
  '/business': () => 'allow',
  '/reset-password': () => 'allow',
  '/signin': (s) => (s.isAuthenticated ? '/' : 'allow'),
  '/signup': (s) => (s.isAuthenticated ? '/' : 'allow'),
  '/business-signup': (s) => (s.isAuthenticated ? '/' : 'allow'),
  '/forgot-password': (s) => (s.isAuthenticated ? '/' : 'allow'),
  '/professionalnetwork': (s) => byIndustry(s, PROFESSIONAL_SIX),
  '/businessnetwork': (s) => byIndustry(s, PROFESSIONAL_SIX),
  '/legalassistance': (s) => byIndustry(s, [LEGAL]),
  '/virtualclinic': (s) => byIndustry(s, [HEALTH]),
  '/jobs': () => 'allow',
  '/jobs/new': (s) => (s.isAuthenticated ? 'allow' : '/signin'),
  '/messages': (s) => (s.isAuthenticated ? 'allow' : '/signin'),
  '/account': (s) => (s.isAuthenticated ? 'allow' : '/signin'),
  '/notifications': (s) => (s.isAuthenticated ? 'allow' : '/signin'),
  '/dashboard': (s) => (!s.isAuthenticated ? '/signin' : s.role === 'admin' ? 'allow' : '/'),
};

describe('route guard table (spec sections 2 and 6)', () => {
  it('has a row for every guarded route', () => {
    expect(Object.keys(ROUTE_RULES).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const path of Object.keys(expected) as GuardedPath[]) {
    describe(path, () => {
      it.each(subjects.map((subject) => [subject.label, subject] as const))('%s', (_label, subject) => {
        const session = {
          isAuthenticated: subject.isAuthenticated,
          role: subject.role,
          industry: subject.industry,
          user: subject.role ? { role: subject.role, industry: subject.industry, profileComplete: subject.profileComplete ?? true } : null,
        };
        expect(decideAccess(ROUTE_RULES[path], session)).toBe(expected[path](subject));
      });
    });
  }
});
