import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CONVERSATION_TEXTS, KINDS_WITH_STATUS, MessageSection } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AvailabilityService } from './availability.service';
import { BlocksService } from './blocks.service';
import { ConversationsRepository } from './conversations.repository';
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
    private readonly conversations: ConversationsRepository,
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
    await this.conversations.lockMembers(manager, [senderId, receiverId]);
    if (await this.blocks.between(senderId, receiverId, manager)) return new ConflictException(CONVERSATION_TEXTS.blocked);
    const receiver = await this.conversations.availabilityOf(receiverId, manager);
    if (!receiver?.acceptingRequests) return new ConflictException(CONVERSATION_TEXTS.notAccepting);
    if ((await this.availability.openRequests(receiverId, manager)) >= this.availability.capacityOf(receiver))
      return new ConflictException(CONVERSATION_TEXTS.atCapacity);
    return this.newAccountCap(manager, senderId);
  }

  /** After admit(), in the same transaction: the conversation row and its first history entry. */
  async open(manager: EntityManager, request: OpeningRequest): Promise<number> {
    const now = this.clock.now();
    const hasStatus = KINDS_WITH_STATUS.includes(request.kind);
    const id = await this.conversations.open(manager, {
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
    });
    if (hasStatus)
      await this.conversations.addStatusChange(manager, { conversationId: id, status: 'new', reason: null, changedBy: request.senderId, createdAt: now });
    return id;
  }

  private async newAccountCap(manager: EntityManager, senderId: number): Promise<HttpException | null> {
    const { newAccountDays, newAccountDailyRequests } = this.config.conversations;
    const now = this.clock.now();
    const since = await this.conversations.memberSince(manager, senderId);
    if (!since || new Date(since) <= daysBefore(now, newAccountDays)) return null;
    const dayAgo = daysBefore(now, 1);
    const today = await this.conversations.openedSince(manager, senderId, dayAgo);
    if (today < newAccountDailyRequests) return null;
    // Retry-After, as on every 429: a place frees when the window's oldest request turns a day old, or sooner if
    // the account stops being new.
    const oldest = await this.conversations.oldestOpenedSince(manager, senderId, dayAgo);
    const frees = Math.min(daysAfter(oldest ?? now, 1).getTime(), daysAfter(since, newAccountDays).getTime());
    return new TooManyRequestsException(Math.ceil((frees - now.getTime()) / 1000), CONVERSATION_TEXTS.newAccountCap(newAccountDailyRequests));
  }
}
