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

/**
 * Who each people directory lists (docs/api-contract.md, "Who the directories list"). The Professional Network is
 * where mentors (helpers) and seekers find each other, so it lists both. Legal Assistance and the Virtual Clinic are
 * where people contact lawyers and doctors: the helpers of those industries. A seeker of the legal or health industry
 * is a client or a patient there, and is listed nowhere (least data: nobody needs a list of people seeking legal or
 * medical help).
 */
export const DIRECTORY_ROLES = {
  professionalNetwork: MEMBER_ROLES,
  legalAssistance: ['helper'],
  virtualClinic: ['helper'],
} as const satisfies Record<'professionalNetwork' | 'legalAssistance' | 'virtualClinic', readonly MemberRole[]>;

/** The roles a directory lists for a member of this industry (none for an industry no directory lists). */
export function directoryRolesOf(industry: string | null | undefined): readonly MemberRole[] {
  if (!industry) return [];
  for (const section of ['professionalNetwork', 'legalAssistance', 'virtualClinic'] as const) {
    if ((SECTION_INDUSTRIES[section] as readonly string[]).includes(industry)) return DIRECTORY_ROLES[section];
  }
  return [];
}

/**
 * Who takes requests, so chooses whether and how many (the availability panel) and is labelled "Accepting requests"
 * in the directories: mentors, lawyers and doctors are all helpers. A seeker can still be written to in the
 * Professional Network (mentors and seekers contact each other), but offers nothing to accept.
 */
export function takesRequests(subject: Pick<AccessSubject, 'role'>): boolean {
  return subject.role === 'helper';
}
