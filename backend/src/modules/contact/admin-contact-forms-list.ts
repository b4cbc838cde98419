import { CONTACT_SUBJECTS, ContactSubject } from '@community/vocabulary';
import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminContactFormFilter {
  q?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  subject?: ContactSubject;
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
  filters: {
    q: searchText,
    first_name: searchText,
    last_name: searchText,
    email: searchText,
    phone_number: searchText,
    subject: oneOf(CONTACT_SUBJECTS),
    id: ids(),
  },
};
