import { Industry, SECTION_INDUSTRIES, directoryRolesOf } from '@community/vocabulary';
import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { User } from './entities/user.entity';

export const DIRECTORY_SECTIONS = {
  'professional-network': SECTION_INDUSTRIES.professionalNetwork,
  'legal-assistance': SECTION_INDUSTRIES.legalAssistance,
  'virtual-clinic': SECTION_INDUSTRIES.virtualClinic,
} as const;
export type DirectorySection = keyof typeof DIRECTORY_SECTIONS;

/**
 * The directory that lists a member: helpers and seekers by industry, except the seekers of the legal and health
 * industries (clients and patients, vocabulary's DIRECTORY_ROLES), whom no directory lists. Suspension is not part
 * of it (the directory reads skip suspended_at on the row), so suspending stays a one-column update.
 */
export function directorySectionOf(user: Pick<Partial<User>, 'role' | 'industry'>): DirectorySection | null {
  if (!user.industry || !(directoryRolesOf(user.industry) as readonly string[]).includes(user.role ?? '')) return null;
  const entry = Object.entries(DIRECTORY_SECTIONS).find(([, industries]) => (industries as readonly string[]).includes(user.industry as Industry));
  return entry ? (entry[0] as DirectorySection) : null;
}

/** The section whose industries are exactly these, if any: its page is one read of IDX_users_directory_section_name. */
export function sectionOfIndustries(industries: readonly Industry[]): DirectorySection | null {
  const asked = new Set(industries);
  const entry = Object.entries(DIRECTORY_SECTIONS).find(([, list]) => list.length === asked.size && list.every((industry) => asked.has(industry)));
  return entry ? (entry[0] as DirectorySection) : null;
}

export const USER_SEARCH = searchIndexed<User>({
  target: User,
  table: 'users',
  sources: ['name', 'email', 'role', 'jobTitle', 'description', 'industry'],
  derive: (user) => ({
    searchText: searchTextOf([user.name, user.email, user.role]),
    profileSearchText: searchTextOf([user.name, user.jobTitle, user.description]),
    directorySection: directorySectionOf(user),
  }),
  columns: [
    { table: 'users', column: 'search_text' },
    { table: 'users', column: 'profile_search_text' },
  ],
});
