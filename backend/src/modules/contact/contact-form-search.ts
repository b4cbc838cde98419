import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { ContactForm } from './entities/contact-form.entity';

export const CONTACT_FORM_SEARCH = searchIndexed<ContactForm>({
  target: ContactForm,
  table: 'contact_forms',
  sources: ['firstName', 'lastName', 'email', 'phoneNumber', 'message'],
  derive: (form) => ({ searchText: searchTextOf([form.firstName, form.lastName, form.email, form.phoneNumber, form.message]) }),
  columns: [{ table: 'contact_forms', column: 'search_text' }],
});
