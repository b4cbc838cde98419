import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConversationAttachmentsService } from '../conversations/attachments/conversation-attachments.service';
import { JobApplicationsRepository } from './job-applications.repository';

/**
 * The CVs of a posting's applications go with the posting (docs/jobs.md "The CV"): its conversations stay with
 * their two members, the CVs (rows and files) do not. Read before the posting's row goes (its applications go with
 * it), removed once the deletion has committed.
 */
@Injectable()
export class JobApplicationCvs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsRepository,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  /** Deletes the posting through `deletion` (true when it deleted it), then the CVs its applications carried. */
  async deletingPosting<T>(jobId: number, deletion: () => Promise<T>): Promise<T> {
    const conversationIds = await this.applications.conversationsOf(this.dataSource.manager, jobId);
    const outcome = await deletion();
    if (conversationIds.length) await this.attachments.removeOf({ conversationIds });
    return outcome;
  }
}
