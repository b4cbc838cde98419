import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditLogEntryDto, mapAuditLogEntry } from './dto/audit-log-entry.dto';
import { AuditLogFilter } from './admin-audit-log-list';
import { AUDIT_LOG_SEARCH } from './audit-log-search';

@Injectable()
export class AdminAuditLogService {
  constructor(private readonly entries: AuditRepository) {}

  list(query: ListQuery<AuditLogFilter>): Promise<ListPage<AuditLogEntryDto>> {
    const { q, actor_email, action, target_type, target_id, id } = query.filter;
    const qb = this.entries.listQuery();
    applyEquals(qb, { 'entry.actorEmail': actor_email, 'entry.action': action, 'entry.targetType': target_type, 'entry.targetId': target_id });
    applyIds(qb, 'entry.id', id);
    return listPage(qb, query, 'entry.id', mapAuditLogEntry, {
      q: q,
      column: AUDIT_LOG_SEARCH.columns[0],
      literalFields: ['entry.actorEmail', 'entry.action', 'entry.targetType', 'entry.summary'],
      orderedBy: ['entry.id'],
      countFromWordCounts: false,
    });
  }

  async findOne(id: number): Promise<AuditLogEntryDto> {
    const entry = await this.entries.findById(id);
    if (!entry) throw new NotFoundException(ADMIN_TEXTS.auditEntryNotFound);
    return mapAuditLogEntry(entry);
  }
}
