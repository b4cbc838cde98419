import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ConversationsService } from './conversations.service';
import { ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { ReportRequestDto } from './dto/report.dto';

/** A member reports a conversation they take part in, or a member, to the admins. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly threads: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ConversationsService,
    private readonly clock: Clock,
  ) {}

  async report(reporter: AuthUser, dto: ReportRequestDto): Promise<number> {
    let reportedUserId = dto.user_id ?? null;
    const conversationId = dto.conversation_id ?? null;
    const messageId = dto.message_id ?? null;
    if (messageId !== null && conversationId === null) throw new BadRequestException(CONVERSATION_TEXTS.reportMessageInvalid);
    if (conversationId !== null) {
      const { conversation, role } = await this.conversations.participation(reporter, conversationId);
      const other = role === 'receiver' ? conversation.senderId : conversation.receiverId;
      reportedUserId ??= other;
      // A reporter shows the admins what the other side wrote to them, never their own messages or a third party's.
      if (messageId !== null && (other === null || !(await this.threads.replyBy(messageId, conversationId, other)))) {
        throw new BadRequestException(CONVERSATION_TEXTS.reportMessageInvalid);
      }
    }
    if (reportedUserId === reporter.id) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (reportedUserId !== null && !(await this.threads.memberExists(reportedUserId))) {
      throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    }
    // Its foreign keys take shared locks on the members' rows; taking them first, in the order every conversation
    // write takes them (conversation-locks.ts), keeps a report from deadlocking with a request, reply or block.
    return this.transactions.runWrite(async (manager) => {
      await this.threads.lockMembers(manager, [reporter.id, reportedUserId]);
      return this.reports.file(manager, {
        reporterId: reporter.id,
        conversationId,
        messageId,
        reportedUserId,
        reason: dto.reason,
        details: (dto.details ?? '').trim(),
        status: 'open',
        resolution: null,
        resolvedAt: null,
        createdAt: this.clock.now(),
      });
    });
  }
}
