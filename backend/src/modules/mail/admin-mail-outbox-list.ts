import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';
import { OUTBOX_MAIL_STATUSES, OutboxMailStatus } from './entities/outbox-mail.entity';

export interface MailOutboxFilter {
  q?: string;
  status?: OutboxMailStatus;
  id?: number[];
}

export const MAIL_OUTBOX_SEARCHED_FIELDS = 'recipient and subject';

export const MAIL_OUTBOX_LIST: ListSpec<MailOutboxFilter> = {
  resource: 'mail-outbox',
  sortable: {
    id: 'mail.id',
    recipient: 'mail.recipient',
    status: 'mail.status',
    attempts: 'mail.attempts',
    queued_at: 'mail.queuedAt',
    last_attempt_at: 'mail.lastAttemptAt',
    failed_at: 'mail.failedAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, status: oneOf(OUTBOX_MAIL_STATUSES), id: ids() },
};
