import { ids, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminContactFormFilter {
  q?: string;
  id?: number[];
}

export const CONTACT_FORMS_SEARCHED_FIELDS = 'name (first, last or both), email, phone and message';

export const CONTACT_FORMS_LIST: ListSpec<AdminContactFormFilter> = {
  resource: 'contact-forms',
  sortable: {
    id: 'form.id',
    name: 'form.firstName',
    first_name: 'form.firstName',
    last_name: 'form.lastName',
    email: 'form.email',
    phone_number: 'form.phoneNumber',
    subject: 'form.subject',
    message: 'form.message',
    created_at: 'form.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, id: ids() },
};
