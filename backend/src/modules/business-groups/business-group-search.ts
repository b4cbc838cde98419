import { businessGroupStatusLabel } from '@community/vocabulary';
import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { BusinessGroup } from './entities/business-group.entity';

export const BUSINESS_GROUP_SEARCH = searchIndexed<BusinessGroup>({
  target: BusinessGroup,
  table: 'business_groups',
  sources: ['title', 'description', 'website', 'industry', 'status', 'email'],
  derive: (group) => ({
    searchText: searchTextOf([group.title, group.description, group.website, group.industry, businessGroupStatusLabel(group.status), group.email]),
    directorySearchText: searchTextOf([group.title, group.description]),
  }),
  columns: [
    { table: 'business_groups', column: 'search_text' },
    { table: 'business_groups', column: 'directory_search_text' },
  ],
});
