import { Industry, SECTION_INDUSTRIES, Section } from './industries';

/** admin, helper and seeker come from the spec; business is our extension for accounts made by business registration. */
export const ROLES = ['admin', 'helper', 'seeker', 'business'] as const;
export type Role = (typeof ROLES)[number];
export const MEMBER_ROLES = ['helper', 'seeker'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MENTORSHIP_ANSWERS = ['Yes', 'No'] as const;
export type MentorshipAnswer = (typeof MENTORSHIP_ANSWERS)[number];

/** Yes gives helper, No gives seeker, empty gives helper (spec section 3). */
export function roleForMentorship(answer: string | undefined | null): MemberRole {
  return answer === 'No' ? 'seeker' : 'helper';
}

export interface AccessSubject {
  role: string | null | undefined;
  industry: string | null | undefined;
}

/**
 * One rule for the web app's route guards and the API's IndustryGuard:
 * helpers and admins pass every industry guard; anyone else needs an industry in the list.
 */
export function hasIndustryAccess(subject: AccessSubject, allowed: readonly Industry[]): boolean {
  if (subject.role === 'helper' || subject.role === 'admin') return true;
  return !!subject.industry && (allowed as readonly string[]).includes(subject.industry);
}

export function canUseSection(subject: AccessSubject, section: Section): boolean {
  return hasIndustryAccess(subject, SECTION_INDUSTRIES[section]);
}
