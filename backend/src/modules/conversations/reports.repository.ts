import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Report } from './entities/report.entity';

/** What an admin decides of an open report. */
export type ReportDecision = Pick<Report, 'status' | 'resolution' | 'resolvedAt'>;

/** Reports of members and conversations, and the admins' decisions on them. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Reports with the reporter's and the reported member's names (the admin panel's list and record). */
  withPeople(manager?: EntityManager): SelectQueryBuilder<Report> {
    return (manager ?? this.dataSource.manager)
      .getRepository(Report)
      .createQueryBuilder('report')
      .leftJoin('report.reporter', 'reporter')
      .addSelect(['reporter.id', 'reporter.name'])
      .leftJoin('report.reportedUser', 'reportedUser')
      .addSelect(['reportedUser.id', 'reportedUser.name', 'reportedUser.suspendedAt']);
  }

  findWithPeople(id: number): Promise<Report | null> {
    return this.withPeople().where('report.id = :id', { id }).getOne();
  }

  countOpen(manager?: EntityManager): Promise<number> {
    return (manager ?? this.dataSource.manager).getRepository(Report).countBy({ status: 'open' });
  }

  /** The reports on a conversation (or one of them): which messages they name and who filed them. */
  onConversation(conversationId: number, reportId?: number): Promise<Array<Pick<Report, 'id' | 'messageId' | 'reporterId'>>> {
    return this.dataSource
      .getRepository(Report)
      .find({ where: reportId === undefined ? { conversationId } : { id: reportId, conversationId }, select: { id: true, messageId: true, reporterId: true } });
  }

  /** The reports a member filed, oldest first. */
  filedBy(reporterId: number): Promise<Report[]> {
    return this.dataSource.getRepository(Report).find({ where: { reporterId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  isReported(conversationId: number): Promise<boolean> {
    return this.dataSource.getRepository(Report).exists({ where: { conversationId } });
  }

  async file(manager: EntityManager, report: Omit<Report, 'id' | 'reporter' | 'conversation' | 'message' | 'reportedUser'>): Promise<number> {
    const saved = await manager.save(Object.assign(new Report(), report));
    return saved.id;
  }

  /** The decision as a conditional update of an open report: answers false when another admin decided first. */
  async decide(manager: EntityManager, id: number, decision: ReportDecision): Promise<boolean> {
    const claimed = await manager.update(Report, { id, status: 'open' }, decision);
    return !!claimed.affected;
  }

  /** What a member reported still waits for the admins, filed by "Deleted member". */
  async forgetReporter(manager: EntityManager, reporterId: number): Promise<void> {
    await manager.update(Report, { reporterId }, { reporterId: null });
  }
}
