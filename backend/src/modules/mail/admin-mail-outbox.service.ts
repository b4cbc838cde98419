import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadReplicas } from '../../common/database/read-replicas';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, applySubstringSearch, listPage } from '../../common/pagination/list-query-builder';
import { AuditService } from '../audit/audit.service';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxFilter } from './admin-mail-outbox-list';
import { MailUpdateDto, OutboxMailDto, mapOutboxMail } from './dto/outbox-mail.dto';
import { refuseChangedReadOnlyFields } from '../../common/moderation/whole-record-update';
import { MailOutboxWorker } from './mail-outbox.worker';
import { wholeSecond } from './mail-retry-schedule';
import { OUTBOX_TEXTS } from './outbox-texts';

/** The admin's view of the outbox: what failed (and what waits), and Retry. */
@Injectable()
export class AdminMailOutboxService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transactions: Transactions,
    private readonly worker: MailOutboxWorker,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly replicas: ReadReplicas,
  ) {}

  /** Read on a replica when one serves and has the admin's own latest writes (a retry included: ReadReplicas). */
  list(query: ListQuery<MailOutboxFilter>, adminId: number): Promise<ListPage<OutboxMailDto>> {
    return this.replicas.read(adminId, (manager) => this.page(query, manager));
  }

  private page(query: ListQuery<MailOutboxFilter>, manager: EntityManager): Promise<ListPage<OutboxMailDto>> {
    const { q, status, id } = query.filter;
    const qb = this.outbox.listQuery(manager);
    applyEquals(qb, { 'mail.status': status });
    applyIds(qb, 'mail.id', id);
    applySubstringSearch(qb, q, ['mail.recipient', 'mail.subject']);
    return listPage(qb, query, 'mail.id', mapOutboxMail);
  }

  async findOne(id: number): Promise<OutboxMailDto> {
    return mapOutboxMail(await this.existing(id));
  }

  /**
   * Back to pending, due now, with a fresh 24 hours and backoff; the attempt count stays as the record of what
   * happened. A mail being sent right now keeps its claim (the worker that holds it records the outcome).
   */
  async retry(admin: AuthUser, id: number, update: MailUpdateDto): Promise<OutboxMailDto> {
    const mail = await this.existing(id);
    refuseChangedReadOnlyFields(update, mapOutboxMail(mail));
    if (mail.status === 'sent') throw new ConflictException(OUTBOX_TEXTS.alreadySent);
    await this.transactions.run(async (manager) => {
      if (!(await this.outbox.requeue(manager, id, mail.status, wholeSecond(this.clock.now())))) throw new ConflictException(OUTBOX_TEXTS.alreadySent);
      await this.audit.record(admin, 'retry-mail', 'mail', id, mail.subject, manager);
    });
    this.worker.wake();
    return this.findOne(id);
  }

  private async existing(id: number): Promise<OutboxMail> {
    const mail = await this.outbox.findById(id);
    if (!mail) throw new NotFoundException(OUTBOX_TEXTS.mailNotFound);
    return mail;
  }
}
