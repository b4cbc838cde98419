import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JobApplicationStatus, MessageSection } from '@community/vocabulary';
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

/** What another module's thread adds to its answer (the Job Board's application), for the conversation's participants. */
export interface SectionThreadApplication {
  id: number;
  job_id: number;
  job_title: string;
  status: JobApplicationStatus;
}

/**
 * What the module owning a section's threads does when one is read: the conversations module calls it and never
 * imports that module (the jobs module imports this one and registers itself at start-up), so there is no cycle.
 */
export interface SectionThreadHooks {
  /** The thread's application, or null (the posting was deleted: its application went with it). */
  describe(conversationId: number): Promise<SectionThreadApplication | null>;
  /** The receiver (the poster) opened the thread. */
  receiverOpened(conversationId: number): Promise<void>;
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

  private readonly hooks = new Map<MessageSection, SectionThreadHooks>();

  /** The owning module's hooks for its section (JobApplicationsService on module init). */
  register(section: SectionThread['section'], hooks: SectionThreadHooks): void {
    this.hooks.set(section, hooks);
  }

  /** null for the sections no module registered (every section but the Job Board). */
  async describe(section: MessageSection, conversationId: number): Promise<SectionThreadApplication | null> {
    return (await this.hooks.get(section)?.describe(conversationId)) ?? null;
  }

  async receiverOpened(section: MessageSection, conversationId: number): Promise<void> {
    await this.hooks.get(section)?.receiverOpened(conversationId);
  }

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
