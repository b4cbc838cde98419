import { searchIndexed } from '../../common/search/search-indexed';
import { searchTextOf } from '../../common/search/search-words';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

export const AUDIT_LOG_SEARCH = searchIndexed<AuditLogEntry>({
  target: AuditLogEntry,
  table: 'audit_log',
  sources: ['actorEmail', 'action', 'targetType', 'summary'],
  derive: (entry) => ({ searchText: searchTextOf([entry.actorEmail, entry.action, entry.targetType, entry.summary]) }),
  columns: [{ table: 'audit_log', column: 'search_text' }],
});
