import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { User } from '../users/entities/user.entity';
import { Report } from './entities/report.entity';
import { ConversationsService } from './conversations.service';
import { ReportRequestDto } from './dto/report.dto';

/** A member reports a conversation they take part in, or a member, to the admins. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(Report) private readonly reports: Repository<Report>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly conversations: ConversationsService,
    private readonly clock: Clock,
  ) {}

  async report(reporter: AuthUser, dto: ReportRequestDto): Promise<number> {
    let reportedUserId = dto.user_id ?? null;
    const conversationId = dto.conversation_id ?? null;
    if (conversationId !== null) {
      const { conversation, role } = await this.conversations.participation(reporter, conversationId);
      reportedUserId ??= role === 'receiver' ? conversation.senderId : conversation.receiverId;
    }
    if (reportedUserId === reporter.id) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (reportedUserId !== null && !(await this.users.exists({ where: { id: reportedUserId } }))) {
      throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    }
    const saved = await this.reports.save(
      Object.assign(new Report(), {
        reporterId: reporter.id,
        conversationId,
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
  }
}
