import { Injectable } from '@nestjs/common';
import { DELETED_MEMBER_NAME } from '@community/vocabulary';
import { Transactions } from '../../../common/database/transactions';
import { ParticipantDeletionService } from '../participant-deletion.service';
import { RequestsRepository } from './requests.repository';
import { InboxMessageDto } from './dto/inbox-responses.dto';
import { toInboxMessage } from './inbox-message.mapper';
import { ConversationAttachmentsService } from '../attachments/conversation-attachments.service';

/**
 * The fields of a request that say who and where its sender is (the legal form's phone and address, the clinic's
 * contact and location): removed when the sender deletes their account. What the request asks (the legal issue, the
 * symptoms, the message) stays with its receiver, as the delete screen promises, signed "Deleted member".
 */
export const SENDER_CONTACT_DETAILS = ['PhoneNumber', 'address', 'contact_info', 'location'] as const;

/**
 * A member's messages as a participant, for the data export and account deletion: the one place that knows which
 * messages are a member's, joined by their conversations (conversations/participant-deletion.service.ts).
 */
@Injectable()
export class MessageParticipantsService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ParticipantDeletionService,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  async exportFor(userId: number): Promise<{ sent: InboxMessageDto[]; received: InboxMessageDto[] }> {
    const [sent, received] = await Promise.all([this.requests.sentBy(userId), this.requests.receivedBy(userId)]);
    return { sent: sent.map(toInboxMessage), received: received.map(toInboxMessage) };
  }

  /**
   * At account deletion, in one transaction: every conversation stays with the other participant (the deleted side
   * "Deleted member"); what the member sent keeps its text without their name, address or contact details; what they
   * received stays with its sender, no longer theirs; a thread nobody else can read goes with its request.
   */
  async forgetParticipant(userId: number): Promise<void> {
    const files: string[] = [];
    await this.transactions.runWrite(async (manager) => {
      files.length = 0;
      // The files the member sent (an applicant's CV) go with their account, though the thread stays with the other
      // participant (docs/jobs.md "The CV"); so do the files of the threads that go. Rows here, files after the commit.
      files.push(...(await this.attachments.detach(manager, { uploaderId: userId })));
      const { requestsToDelete } = await this.conversations.forget(manager, userId);
      files.push(...(await this.attachments.detach(manager, { requestIds: requestsToDelete })));
      await this.requests.delete(manager, requestsToDelete);
      for (const message of await this.requests.sentBy(userId, manager)) {
        const details = { ...message.details };
        for (const key of SENDER_CONTACT_DETAILS) delete details[key];
        await this.requests.save(manager, Object.assign(message, { senderId: null, fullName: DELETED_MEMBER_NAME, email: null, details }));
      }
      await this.requests.forgetReceiver(manager, userId);
    });
    await this.attachments.removeFiles(files);
  }
}
