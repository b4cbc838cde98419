import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import { EntityManager, MoreThan } from 'typeorm';
import { CONVERSATION_TEXTS, KINDS_WITH_STATUS, MessageSection } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { User } from '../users/entities/user.entity';
import { Conversation } from './entities/conversation.entity';
import { StatusChange } from './entities/status-change.entity';
import { AvailabilityService } from './availability.service';
import { BlocksService } from './blocks.service';
import { lockMembers } from './conversation-locks';
import { daysAfter, daysBefore } from './conversation-time';

export interface OpeningRequest {
  requestId: number;
  kind: MessageSection;
  senderId: number | null;
  receiverId: number;
}

/**
 * Whether a member may open a conversation with another, and the opening itself, both inside the transaction
 * that stores the request (common/database/write-transaction.ts). admit() locks the two members' rows first, so
 * the blocks, the receiver's capacity and the sender's new-account cap it reads next include every request and
 * block committed before, and nothing can slip in until this transaction ends: each limit holds exactly when
 * requests arrive together (docs/conversations.md).
 */
@Injectable()
export class ConversationOpeningService {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly blocks: BlocksService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The refusal (409 blocked, not accepting or at capacity; 429 past the new-account daily cap), or null. Answered,
   * not thrown, so the caller commits nothing and throws it after the transaction (no rollback on SQLite's one connection).
   */
  async admit(manager: EntityManager, senderId: number, receiverId: number, kind: MessageSection): Promise<HttpException | null> {
    if (!KINDS_WITH_STATUS.includes(kind)) return null;
    await lockMembers(manager, [senderId, receiverId]);
    if (await this.blocks.between(senderId, receiverId, manager)) return new ConflictException(CONVERSATION_TEXTS.blocked);
    const receiver = await manager.findOne(User, { where: { id: receiverId }, select: { id: true, acceptingRequests: true, requestCapacity: true } });
    if (!receiver?.acceptingRequests) return new ConflictException(CONVERSATION_TEXTS.notAccepting);
    if ((await this.availability.openRequests(receiverId, manager)) >= this.availability.capacityOf(receiver)) return new ConflictException(CONVERSATION_TEXTS.atCapacity);
    return this.newAccountCap(manager, senderId);
  }

  /** After admit(), in the same transaction: the conversation row and its first history entry. */
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

  private async newAccountCap(manager: EntityManager, senderId: number): Promise<HttpException | null> {
    const { newAccountDays, newAccountDailyRequests } = this.config.conversations;
    const now = this.clock.now();
    const sender = await manager.findOne(User, { where: { id: senderId }, select: { id: true, createdAt: true } });
    if (!sender || new Date(sender.createdAt) <= daysBefore(now, newAccountDays)) return null;
    const window = { senderId, createdAt: MoreThan(daysBefore(now, 1)) };
    const today = await manager.count(Conversation, { where: window });
    if (today < newAccountDailyRequests) return null;
    // Retry-After, as on every 429: a place frees when the window's oldest request turns a day old, or sooner if
    // the account stops being new.
    const oldest = await manager.findOne(Conversation, { where: window, order: { createdAt: 'ASC' }, select: { id: true, createdAt: true } });
    const frees = Math.min(daysAfter(oldest?.createdAt ?? now, 1).getTime(), daysAfter(sender.createdAt, newAccountDays).getTime());
    return new TooManyRequestsException(Math.ceil((frees - now.getTime()) / 1000), CONVERSATION_TEXTS.newAccountCap(newAccountDailyRequests));
  }
}
