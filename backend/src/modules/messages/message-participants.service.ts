import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DELETED_MEMBER_NAME } from '@community/vocabulary';
import { InboxMessage } from './entities/inbox-message.entity';
import { InboxMessageDto } from './dto/inbox-responses.dto';
import { toInboxMessage } from './inbox-message.mapper';

/**
 * A member's messages as a participant, for the data export and account deletion. The one place that knows
 * which messages are a member's: when conversations (threads and replies) replace the inbox, this is where
 * their messages join the export and their "Deleted member" rule goes.
 */
@Injectable()
export class MessageParticipantsService {
  constructor(@InjectRepository(InboxMessage) private readonly messages: Repository<InboxMessage>) {}

  async exportFor(userId: number): Promise<{ sent: InboxMessageDto[]; received: InboxMessageDto[] }> {
    const [sent, received] = await Promise.all([
      this.messages.find({ where: { senderId: userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.messages.find({ where: { receiverId: userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    return { sent: sent.map(toInboxMessage), received: received.map(toInboxMessage) };
  }

  /**
   * At account deletion: what the member sent stays with its receivers, signed "Deleted member" with no
   * address; what the member received goes with the account (the row's receiver cascade).
   */
  async forgetSender(userId: number): Promise<void> {
    await this.messages.update({ senderId: userId }, { senderId: null, fullName: DELETED_MEMBER_NAME, email: null });
  }
}
