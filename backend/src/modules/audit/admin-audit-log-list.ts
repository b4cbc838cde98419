import { ids, positiveId, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AuditLogFilter {
  q?: string;
  actor_email?: string;
  action?: string;
  target_type?: string;
  target_id?: number;
  id?: number[];
}

export const AUDIT_LOG_SEARCHED_FIELDS = 'admin email, action, item type and summary';

export const AUDIT_LOG_LIST: ListSpec<AuditLogFilter> = {
  resource: 'audit-log',
  sortable: {
    id: 'entry.id',
    created_at: 'entry.createdAt',
    actor_email: 'entry.actorEmail',
    action: 'entry.action',
    target_type: 'entry.targetType',
    target_id: 'entry.targetId',
  },
  // Newest first, as the issue asks for the log.
  defaultSort: ['created_at', 'DESC'],
  filters: { q: searchText, actor_email: searchText, action: searchText, target_type: searchText, target_id: positiveId, id: ids() },
};
