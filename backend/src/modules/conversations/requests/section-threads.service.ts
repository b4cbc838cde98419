import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MessageSection } from '@community/vocabulary';
import { RequestsRepository } from './requests.repository';
import { ConversationOpeningService } from '../conversation-opening.service';

/** What another module's request carries into the thread it opens. */
export interface SectionThread {
  section: Extract<MessageSection, 'job-board'>;
  senderId: number;
  receiverId: number;
  fullName: string;
  details: Record<string, unknown>;
}

/**
 * The conversation opening other modules use (the Job Board's applications, docs/jobs.md "Applying"): the request
 * row and the conversation it opens, inside the caller's transaction, so the caller's own row (the application)
 * commits with them or not at all. The Job Board conversations have no request status, so admit() has nothing to
 * refuse for them; the jobs module keeps its own rules (one application per member per job).
 */
@Injectable()
export class SectionThreadsService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly opening: ConversationOpeningService,
  ) {}

  async open(manager: EntityManager, thread: SectionThread): Promise<{ requestId: number; conversationId: number }> {
    const saved = await this.requests.store(manager, {
      section: thread.section,
      receiverId: thread.receiverId,
      senderId: thread.senderId,
      fullName: thread.fullName,
      email: null,
      details: thread.details,
    });
    const conversationId = await this.opening.open(manager, {
      requestId: saved.id,
      kind: thread.section,
      senderId: thread.senderId,
      receiverId: thread.receiverId,
    });
    return { requestId: saved.id, conversationId };
  }
}
