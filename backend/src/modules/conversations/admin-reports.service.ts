import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadReplicas } from '../../common/database/read-replicas';
import { CONVERSATION_TEXTS, DELETED_MEMBER_NAME, conversationPath } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyIds, applySubstringSearch, listPage } from '../../common/pagination/list-query-builder';
import { Transactions } from '../../common/database/transactions';
import { AuditService } from '../audit/audit.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { AdminUsersService } from '../users/admin-users.service';
import { User } from '../users/entities/user.entity';
import { Report } from './entities/report.entity';
import { ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { ConversationsService } from './conversations.service';
import { AdminReportFilter } from './admin-reports-list';
import { AdminReportDto, ReportUpdateDto } from './dto/report.dto';
import { refuseChangedReadOnlyFields } from '../../common/moderation/whole-record-update';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminReport(report: Report): AdminReportDto {
  return {
    id: report.id,
    reason: report.reason,
    details: report.details,
    status: report.status,
    resolution: (report.resolution as AdminReportDto['resolution']) ?? null,
    reporter: report.reporterId === null ? { id: null, name: DELETED_MEMBER_NAME } : { id: report.reporterId, name: report.reporter?.name ?? '' },
    reported_user: report.reportedUser
      ? { id: report.reportedUser.id, name: report.reportedUser.name, suspended: report.reportedUser.suspendedAt !== null }
      : null,
    conversation_id: report.conversationId,
    message_id: report.messageId,
    conversation: null,
    created_at: iso(report.createdAt)!,
    resolved_at: iso(report.resolvedAt),
  };
}

/** The admin panel's Reports tab: read reports, dismiss them, suspend the member or delete a reply. Every action is audited. */
@Injectable()
export class AdminReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly threads: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ConversationsService,
    private readonly adminUsers: AdminUsersService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly replicas: ReadReplicas,
    private readonly feed: NotificationFeedService,
  ) {}

  /** Read on a replica when one serves and has the admin's own latest writes (a decision included: ReadReplicas). */
  list(query: ListQuery<AdminReportFilter>, adminId: number): Promise<ListPage<AdminReportDto>> {
    return this.replicas.read(adminId, (manager) => this.page(query, manager));
  }

  private page(query: ListQuery<AdminReportFilter>, manager: EntityManager): Promise<ListPage<AdminReportDto>> {
    const { q, status, reason, id } = query.filter;
    const qb = this.reports.withPeople(manager);
    if (status) qb.andWhere('report.status = :status', { status });
    if (reason) qb.andWhere('report.reason = :reason', { reason });
    applyIds(qb, 'report.id', id);
    applySubstringSearch(qb, q, ['report.reason', 'report.details', 'reporter.name', 'reportedUser.name']);
    return listPage(qb, query, 'report.id', toAdminReport);
  }

  /** The dashboard's "Open reports": reports no admin has decided yet. */
  countOpen(adminId: number | null): Promise<number> {
    return this.replicas.read(adminId, (manager) => this.reports.countOpen(manager));
  }

  /**
   * With the reported conversation as an admin may see it for this report: kind, status, dates, the parties' names,
   * the reported message, and the request only when it is the reported content (conversation-view.ts).
   */
  async findOne(admin: AuthUser, id: number): Promise<AdminReportDto> {
    const report = await this.existing(id);
    const answer = toAdminReport(report);
    if (report.conversationId !== null) {
      const reported = await this.conversations.reportedParts(report.conversationId, report.id);
      answer.conversation = await this.conversations.view(report.conversationId, { id: admin.id, role: 'admin', reported });
    }
    return answer;
  }

  /**
   * One decision per report: the decision is a conditional update of an open report, and the suspension or the
   * deletion happens in the same transaction, so two admins deciding at once get one decision (the other a 409), one
   * audit entry and no action the report does not show. Every refusal is decided before the transaction.
   */
  async act(admin: AuthUser, id: number, dto: ReportUpdateDto): Promise<AdminReportDto> {
    const report = await this.existing(id);
    refuseChangedReadOnlyFields(dto, toAdminReport(report));
    if (report.status !== 'open') throw new ConflictException(CONVERSATION_TEXTS.reportAlreadyDecided);
    let member: User | null = null;
    if (dto.action === 'suspend_member') {
      if (report.reportedUserId === null) throw new BadRequestException(CONVERSATION_TEXTS.memberNotFound);
      member = await this.adminUsers.suspendable(admin, report.reportedUserId);
    }
    // Only the message the report names: the admin never read the others, so cannot judge them.
    if (dto.action === 'delete_message') {
      if (report.messageId === null) throw new BadRequestException(CONVERSATION_TEXTS.reportNamesNoMessage);
      if (dto.message_id != null && dto.message_id !== report.messageId) throw new BadRequestException(CONVERSATION_TEXTS.reportMessageRequired);
    }
    const decided = await this.transactions.runWrite(async (manager) => {
      const decision = { status: dto.action === 'dismiss' ? 'dismissed' : 'actioned', resolution: dto.action, resolvedAt: this.clock.now() } as const;
      if (!(await this.reports.decide(manager, id, decision))) return false;
      if (dto.action === 'delete_message') {
        await this.threads.deleteReply(manager, report.messageId!);
        await this.audit.record(admin, 'delete-conversation-reply', 'conversation-reply', report.messageId!, `report ${report.id}`, manager);
      }
      if (member) await this.adminUsers.suspendIn(manager, admin, member);
      await this.audit.record(admin, dto.action === 'dismiss' ? 'dismiss-report' : 'resolve-report', 'report', id, `${dto.action}: ${report.reason}`, manager);
      // The reporter learns that it was reviewed, not what was decided about the other member.
      if (report.reporterId !== null) {
        const link = report.conversationId === null ? null : conversationPath(report.conversationId);
        await this.feed.record(manager, { userId: report.reporterId, kind: 'report_decided', link });
      }
      return true;
    });
    if (!decided) throw new ConflictException(CONVERSATION_TEXTS.reportAlreadyDecided);
    if (member) await this.adminUsers.endSessions(member.id);
    return this.findOne(admin, id);
  }

  private async existing(id: number): Promise<Report> {
    const report = await this.reports.findWithPeople(id);
    if (!report) throw new NotFoundException(CONVERSATION_TEXTS.reportNotFound);
    return report;
  }
}
