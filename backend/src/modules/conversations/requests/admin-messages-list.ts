import { MESSAGE_SECTIONS, MessageSection } from '@community/vocabulary';
import { ids, oneOf, positiveId, searchText } from '../../../common/pagination/filters';
import { ListSpec } from '../../../common/pagination/list-query';

export interface AdminMessageFilter {
  q?: string;
  section?: MessageSection;
  receiver_id?: number;
  full_name?: string;
  email?: string;
  id?: number[];
}

export const MESSAGES_SEARCHED_FIELDS = "sender name, sender email, receiver name and section (never a message's details)";

export const MESSAGES_LIST: ListSpec<AdminMessageFilter> = {
  resource: 'messages',
  sortable: {
    id: 'message.id',
    section: 'message.section',
    receiver_id: 'message.receiverId',
    full_name: 'message.fullName',
    email: 'message.email',
    created_at: 'message.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, section: oneOf(MESSAGE_SECTIONS), receiver_id: positiveId, full_name: searchText, email: searchText, id: ids() },
};
