import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditRepository } from './audit.repository';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditLogEntryDto, mapAuditLogEntry } from './dto/audit-log-entry.dto';
import { AuditLogFilter } from './admin-audit-log-list';
import { AUDIT_LOG_SEARCH } from './audit-log-search';

@Injectable()
export class AdminAuditLogService {
  constructor(
    private readonly entries: AuditRepository,
    private readonly replicas: ReadReplicas,
  ) {}

  /** Read on a replica when one serves and has the admin's own latest writes (ReadReplicas). */
  list(query: ListQuery<AuditLogFilter>, adminId: number): Promise<ListPage<AuditLogEntryDto>> {
    return this.replicas.read(adminId, (manager) => this.page(query, manager));
  }

  private page(query: ListQuery<AuditLogFilter>, manager: EntityManager): Promise<ListPage<AuditLogEntryDto>> {
    const { q, actor_email, action, target_type, target_id, id } = query.filter;
    const qb = this.entries.listQuery(manager);
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
