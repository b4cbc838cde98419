import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadReplicas } from '../../../common/database/read-replicas';
import { RequestsRepository } from './requests.repository';
import { ListPage } from '../../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../../common/pagination/list-query';
import { applyEquals, applyIds, applySubstringSearch, listPage } from '../../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { AdminMessageDto, mapAdminMessage } from './dto/admin-message.dto';
import { AdminMessageFilter } from './admin-messages-list';

@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly replicas: ReadReplicas,
  ) {}

  /** Read on a replica when one serves and has the admin's own latest writes (ReadReplicas). */
  list(query: ListQuery<AdminMessageFilter>, adminId: number): Promise<ListPage<AdminMessageDto>> {
    return this.replicas.read(adminId, (manager) => this.page(query, manager));
  }

  private page(query: ListQuery<AdminMessageFilter>, manager: EntityManager): Promise<ListPage<AdminMessageDto>> {
    const { q, section, receiver_id, full_name, email, id } = query.filter;
    const qb = this.requests.withReceiverName(manager);
    applyEquals(qb, { 'message.section': section, 'message.receiverId': receiver_id, 'message.fullName': full_name, 'message.email': email });
    applyIds(qb, 'message.id', id);
    applySubstringSearch(qb, q, ['message.fullName', 'message.email', 'receiver.name', 'message.section']);
    return listPage(qb, query, 'message.id', mapAdminMessage);
  }

  async findOne(id: number): Promise<AdminMessageDto> {
    const message = await this.requests.withReceiverName().where('message.id = :id', { id }).getOne();
    if (!message) throw new NotFoundException(ADMIN_TEXTS.messageNotFound);
    return mapAdminMessage(message);
  }
}
