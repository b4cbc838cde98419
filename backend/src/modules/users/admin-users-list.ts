import { ROLES, Role } from '@community/vocabulary';
import { flag, ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminUserFilter {
  q?: string;
  role?: Role;
  suspended?: boolean;
  id?: number[];
}

/** Without a role filter the list holds the members admins moderate: helpers, seekers and businesses. */
export const MODERATED_ROLES: readonly Role[] = ['helper', 'seeker', 'business'];

export const USERS_SEARCHED_FIELDS = 'name, email and role';

export const USERS_LIST: ListSpec<AdminUserFilter> = {
  resource: 'users',
  sortable: {
    id: 'user.id',
    name: 'user.name',
    email: 'user.email',
    role: 'user.role',
    industry: 'user.industry',
    JobTitle: 'user.jobTitle',
    created_at: 'user.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, role: oneOf(ROLES), suspended: flag, id: ids() },
};
