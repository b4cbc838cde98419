import { BUSINESS_GROUP_STATUS, BusinessGroupStatus } from '@community/vocabulary';
import { flag, ids, oneOf, positiveId, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminBusinessGroupFilter {
  q?: string;
  status?: BusinessGroupStatus;
  email?: string;
  website?: string;
  user_id?: number;
  id?: number[];
  /** true: approved listings whose owner's edit waits for review (the pendingEdits tab); false: none waiting. */
  pending_edit?: boolean;
}

/** The spec's ad-tab fields, read for groups (docs/api-notes.md): a group's category is its industry; it has no location. */
export const BUSINESS_GROUPS_SEARCHED_FIELDS =
  'title, description, website, industry (the category), status by name (pending, approved, rejected) and contact email';

export const BUSINESS_GROUPS_LIST: ListSpec<AdminBusinessGroupFilter> = {
  resource: 'business-groups',
  sortable: {
    id: 'business_group.id',
    title: 'business_group.title',
    description: 'business_group.description',
    website: 'business_group.website',
    email: 'business_group.email',
    status: 'business_group.status',
    user_id: 'business_group.userId',
    created_at: 'business_group.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: {
    q: searchText,
    status: oneOf(Object.values(BUSINESS_GROUP_STATUS)),
    email: searchText,
    website: searchText,
    user_id: positiveId,
    id: ids(),
    pending_edit: flag,
  },
};
