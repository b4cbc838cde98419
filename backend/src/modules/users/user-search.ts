import { DIRECTORY_SECTIONS, DirectorySection, Industry, directoryRolesOf } from '@community/vocabulary';
import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { User } from './entities/user.entity';

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
