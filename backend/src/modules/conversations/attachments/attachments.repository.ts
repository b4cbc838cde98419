import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, LessThanOrEqual } from 'typeorm';
import { ConversationAttachment } from '../entities/conversation-attachment.entity';
import { Conversation } from '../entities/conversation.entity';

/** Which attachments a deletion takes: those of some conversations (or of the threads some requests own), or a sender's. */
export type AttachmentScope = { conversationIds: number[] } | { requestIds: number[] } | { uploaderId: number };

/** The conversation_attachments table; a method that must commit with others takes the transaction's manager. */
@Injectable()
export class AttachmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  insert(manager: EntityManager, row: Omit<ConversationAttachment, 'id' | 'conversation'>): Promise<ConversationAttachment> {
    return manager.save(Object.assign(new ConversationAttachment(), row));
  }

  ofConversation(conversationId: number): Promise<ConversationAttachment[]> {
    return this.dataSource.getRepository(ConversationAttachment).find({ where: { conversationId }, order: { id: 'ASC' } });
  }

  findOne(conversationId: number, id: number): Promise<ConversationAttachment | null> {
    return this.dataSource.getRepository(ConversationAttachment).findOneBy({ id, conversationId });
  }

  ofUploader(uploaderId: number): Promise<ConversationAttachment[]> {
    return this.dataSource.getRepository(ConversationAttachment).find({ where: { uploaderId }, order: { id: 'ASC' } });
  }

  /** Deletes the rows in scope and answers their stored names (the caller removes the files once the transaction commits). */
  async deleteIn(manager: EntityManager, scope: AttachmentScope): Promise<string[]> {
    let conversationIds: number[] | null = null;
    if ('requestIds' in scope) {
      if (!scope.requestIds.length) return [];
      const threads = await manager.find(Conversation, { where: { requestId: In(scope.requestIds) }, select: { id: true } });
      conversationIds = threads.map((thread) => thread.id);
    } else if ('conversationIds' in scope) conversationIds = scope.conversationIds;
    if (conversationIds && !conversationIds.length) return [];
    const where = conversationIds ? { conversationId: In(conversationIds) } : { uploaderId: (scope as { uploaderId: number }).uploaderId };
    const rows = await manager.find(ConversationAttachment, { where, select: { id: true, storedPath: true } });
    if (!rows.length) return [];
    await manager.delete(ConversationAttachment, { id: In(rows.map((row) => row.id)) });
    return rows.map((row) => row.storedPath);
  }

  /** The oldest rows written at or before `cutoff`. */
  createdBy(cutoff: Date, take: number): Promise<ConversationAttachment[]> {
    return this.dataSource.getRepository(ConversationAttachment).find({
      where: { createdAt: LessThanOrEqual(cutoff) },
      select: { id: true, storedPath: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      take,
    });
  }

  /** The claim: of two instances deleting the same row, only one sees it affected (and removes the file). */
  async deleteById(id: number): Promise<boolean> {
    return !!(await this.dataSource.getRepository(ConversationAttachment).delete({ id })).affected;
  }

  async storedNames(names: string[]): Promise<Set<string>> {
    if (!names.length) return new Set();
    const rows = await this.dataSource.getRepository(ConversationAttachment).find({ where: { storedPath: In(names) }, select: { storedPath: true } });
    return new Set(rows.map((row) => row.storedPath));
  }
}
