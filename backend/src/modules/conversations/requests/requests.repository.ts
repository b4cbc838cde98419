import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, FindOptionsWhere, In, IsNull, LessThan, SelectQueryBuilder } from 'typeorm';
import { InboxMessage } from '../entities/inbox-message.entity';

/** A member as a request's receiver may be: only what the section's fit needs. */
export interface ReceiverRow {
  id: number | string;
  name: string;
  email: string;
  role: string;
  industry: string | null;
}

/** The requests (inbox_messages): what a sender typed, the receiver's inbox, and the admin's read-only list. */
@Injectable()
export class RequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get messages() {
    return this.dataSource.getRepository(InboxMessage);
  }

  /** A confirmed, unsuspended account (whether it fits the section is the caller's rule). */
  async confirmedMember(id: number): Promise<ReceiverRow | null> {
    const [row]: ReceiverRow[] = await this.dataSource.query(
      'SELECT id, name, email, role, industry FROM users WHERE id = ? AND suspended_at IS NULL AND email_confirmed = 1',
      [id],
    );
    return row ?? null;
  }

  /** Stored in the transaction that opens its conversation. */
  store(manager: EntityManager, request: Pick<InboxMessage, 'section' | 'receiverId' | 'senderId' | 'fullName' | 'email' | 'details'>): Promise<InboxMessage> {
    return manager.save(Object.assign(new InboxMessage(), { ...request, readAt: null }));
  }

  findById(id: number): Promise<InboxMessage | null> {
    return this.messages.findOneBy({ id });
  }

  /** A business group's thread names its visitor and the group: only those fields, through the caller's transaction. */
  visitorOf(manager: EntityManager, id: number): Promise<Pick<InboxMessage, 'id' | 'fullName' | 'email' | 'details'> | null> {
    return manager.findOne(InboxMessage, { where: { id }, select: { id: true, fullName: true, email: true, details: true } });
  }

  /** A receiver's inbox page, newest first, before the id `before` when given. */
  inboxPage(receiverId: number, before: number | null, take: number): Promise<InboxMessage[]> {
    const where: FindOptionsWhere<InboxMessage> = { receiverId };
    if (before) where.id = LessThan(before);
    return this.messages.find({ where, order: { id: 'DESC' }, take });
  }

  /** One of the receiver's own requests (someone else's is as missing). */
  ownRequest(receiverId: number, id: number): Promise<Pick<InboxMessage, 'id' | 'readAt'> | null> {
    return this.messages.findOne({ where: { id, receiverId }, select: { id: true, readAt: true } });
  }

  async markRead(receiverId: number, id: number, at: Date): Promise<void> {
    await this.messages.update({ id, receiverId }, { readAt: at });
  }

  /** Read once: a request already read keeps its first time (through `manager` inside the caller's transaction). */
  async markReadOnce(id: number, at: Date, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(InboxMessage, { id, readAt: IsNull() }, { readAt: at });
  }

  /** With the receiver's name (the admin panel's messages resource). */
  withReceiverName(manager?: EntityManager): SelectQueryBuilder<InboxMessage> {
    return (manager?.getRepository(InboxMessage) ?? this.messages)
      .createQueryBuilder('message')
      .leftJoin('message.receiver', 'receiver')
      .addSelect(['receiver.id', 'receiver.name']);
  }

  sentBy(userId: number, manager?: EntityManager): Promise<InboxMessage[]> {
    return (manager ?? this.dataSource.manager).find(InboxMessage, { where: { senderId: userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  receivedBy(userId: number): Promise<InboxMessage[]> {
    return this.messages.find({ where: { receiverId: userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The request row owns its thread: conversations.request_id cascades to the replies and the history. */
  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length) await manager.delete(InboxMessage, { id: In(ids) });
  }

  async save(manager: EntityManager, message: InboxMessage): Promise<void> {
    await manager.save(message);
  }

  /** What a deleted member received stays with its sender, no longer theirs. */
  async forgetReceiver(manager: EntityManager, receiverId: number): Promise<void> {
    await manager.update(InboxMessage, { receiverId }, { receiverId: null });
  }
}
