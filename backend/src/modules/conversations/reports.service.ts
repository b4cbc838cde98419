import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { writeTransaction } from '../../common/database/write-transaction';
import { lockMembers } from './conversation-locks';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { User } from '../users/entities/user.entity';
import { Report } from './entities/report.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { ConversationsService } from './conversations.service';
import { ReportRequestDto } from './dto/report.dto';

/** A member reports a conversation they take part in, or a member, to the admins. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(ConversationReply) private readonly replies: Repository<ConversationReply>,
    private readonly dataSource: DataSource,
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
      if (messageId !== null && (other === null || !(await this.replies.exists({ where: { id: messageId, conversationId, authorId: other } })))) {
        throw new BadRequestException(CONVERSATION_TEXTS.reportMessageInvalid);
      }
    }
    if (reportedUserId === reporter.id) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (reportedUserId !== null && !(await this.users.exists({ where: { id: reportedUserId } }))) {
      throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    }
    // Its foreign keys take shared locks on the members' rows; taking them first, in the order every conversation
    // write takes them (conversation-locks.ts), keeps a report from deadlocking with a request, reply or block.
    return writeTransaction(this.dataSource, async (manager) => {
      await lockMembers(manager, [reporter.id, reportedUserId]);
      const saved = await manager.save(
        Object.assign(new Report(), {
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
        }),
      );
      return saved.id;
    });
  }
}
