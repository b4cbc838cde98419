import { AD_REVIEW_STATUSES, AdStatus } from '@community/vocabulary';
import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminAdFilter {
  q?: string;
  status?: AdStatus;
  id?: number[];
}

export const ADS_SEARCHED_FIELDS = 'title, category, status, contact email and location';

export const ADS_LIST: ListSpec<AdminAdFilter> = {
  resource: 'ads',
  sortable: {
    id: 'ad.id',
    title: 'ad.title',
    category: 'ad.category',
    contact_email: 'ad.contactEmail',
    location: 'ad.location',
    status: 'ad.status',
    created_at: 'ad.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, status: oneOf(AD_REVIEW_STATUSES), id: ids() },
};
