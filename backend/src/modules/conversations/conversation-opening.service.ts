import { ConflictException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { CONVERSATION_TEXTS, KINDS_WITH_STATUS, MessageSection } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { User } from '../users/entities/user.entity';
import { Conversation } from './entities/conversation.entity';
import { StatusChange } from './entities/status-change.entity';
import { AvailabilityService } from './availability.service';
import { BlocksService } from './blocks.service';
import { daysBefore } from './conversation-time';

export interface OpeningRequest {
  requestId: number;
  kind: MessageSection;
  senderId: number | null;
  receiverId: number;
}

/**
 * Whether a member may open a conversation with another, and the opening itself. The checks run before
 * the request is stored; a race between two senders may pass a receiver's capacity by one, which is
 * acceptable for a courtesy limit (docs/conversations.md).
 */
@Injectable()
export class ConversationOpeningService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly availability: AvailabilityService,
    private readonly blocks: BlocksService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 409 when blocked, not accepting or at capacity; 429 past the new-account daily cap. */
  async admit(senderId: number, receiverId: number, kind: MessageSection): Promise<void> {
    if (!KINDS_WITH_STATUS.includes(kind)) return;
    if (await this.blocks.between(senderId, receiverId)) throw new ConflictException(CONVERSATION_TEXTS.blocked);
    const receiver = await this.users.findOne({ where: { id: receiverId }, select: { id: true, acceptingRequests: true, requestCapacity: true } });
    if (!receiver?.acceptingRequests) throw new ConflictException(CONVERSATION_TEXTS.notAccepting);
    if ((await this.availability.openRequests(receiverId)) >= this.availability.capacityOf(receiver)) {
      throw new ConflictException(CONVERSATION_TEXTS.atCapacity);
    }
    await this.checkNewAccountCap(senderId);
  }

  /** Inside the transaction that stores the request: the conversation row and its first history entry. */
  async open(manager: EntityManager, request: OpeningRequest): Promise<number> {
    const now = this.clock.now();
    const hasStatus = KINDS_WITH_STATUS.includes(request.kind);
    const saved = await manager.save(
      Object.assign(new Conversation(), {
        requestId: request.requestId,
        kind: request.kind,
        senderId: request.senderId,
        receiverId: request.receiverId,
        status: hasStatus ? 'new' : null,
        senderUnread: false,
        receiverUnread: true,
        receiverAnsweredAt: null,
        lastActivityAt: now,
        createdAt: now,
      }),
    );
    if (hasStatus) await manager.insert(StatusChange, { conversationId: saved.id, status: 'new', reason: null, changedBy: request.senderId, createdAt: now });
    return saved.id;
  }

  private async checkNewAccountCap(senderId: number): Promise<void> {
    const { newAccountDays, newAccountDailyRequests } = this.config.conversations;
    const now = this.clock.now();
    const sender = await this.users.findOne({ where: { id: senderId }, select: { id: true, createdAt: true } });
    if (!sender || new Date(sender.createdAt) <= daysBefore(now, newAccountDays)) return;
    const today = await this.conversations.count({ where: { senderId, createdAt: MoreThan(daysBefore(now, 1)) } });
    if (today >= newAccountDailyRequests) {
      throw new HttpException(CONVERSATION_TEXTS.newAccountCap(newAccountDailyRequests), HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
