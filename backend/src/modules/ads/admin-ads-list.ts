import { AD_CATEGORIES, AD_REVIEW_STATUSES, AdCategory, AdStatus } from '@community/vocabulary';
import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminAdFilter {
  q?: string;
  status?: AdStatus;
  category?: AdCategory;
  contact_email?: string;
  location?: string;
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
  filters: { q: searchText, status: oneOf(AD_REVIEW_STATUSES), category: oneOf(AD_CATEGORIES), contact_email: searchText, location: searchText, id: ids() },
};
