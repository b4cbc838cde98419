import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConversationRole, ConversationStatus, InAppNotificationKind, conversationPath } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { MailMessage, MailService } from '../mail/mail.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { Conversation } from './entities/conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import { RequestsRepository } from './requests/requests.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { MailParty, autoPausedMail, businessGroupReplyMail, expiredMail, reminderMail, replyMail, statusMail } from './conversation-mails';

/**
 * The in-app notification a status change gives the other side. `read` has none: it only happens with the reply that
 * answered a question, which has its own; `new` is the request itself, `expired` goes through expired().
 */
const STATUS_NOTIFICATIONS: Partial<Record<ConversationStatus, InAppNotificationKind>> = {
  accepted: 'request_accepted',
  declined: 'request_declined',
  more_info: 'request_more_info',
  closed: 'request_closed',
};

interface Parties {
  sender: MailParty | null;
  /** A visitor who wrote to a business group: reached at the address they typed. */
  visitor: MailParty | null;
  /** Null once the receiver deleted their account: nobody to tell. */
  receiver: MailParty | null;
  groupTitle: string;
}

/**
 * Tells the other side what happened. Each mail is queued in the transaction of the change it tells of (so it goes
 * out exactly when that change commits, and the outbox worker delivers it); every address comes from the accounts,
 * a visitor's from their message.
 */
@Injectable()
export class ConversationNotifier {
  constructor(
    private readonly mail: MailService,
    private readonly conversations: ConversationsRepository,
    private readonly requests: RequestsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly feed: NotificationFeedService,
  ) {}

  /**
   * The receiver is reminded of an unanswered request in the transaction that claimed the reminder: in the app (kind
   * `request_reminder`, linking the thread; the feed fans it out to the live stream and push) and by mail per their
   * "New request" setting (instant, digest or off, with its unsubscribe link).
   */
  async reminded(manager: EntityManager, conversation: Conversation, days: number): Promise<void> {
    if (conversation.receiverId === null) return;
    await this.record(manager, conversation, conversation.receiverId, 'request_reminder');
    const parties = await this.parties(manager, conversation);
    if (!parties.receiver) return;
    const mail = reminderMail(this.config.appUrl, parties.receiver, conversation, parties.sender?.name ?? null, days);
    await this.notifications.notify(conversation.receiverId, 'new_request', mail, manager);
  }

  /** The member stopped taking requests after `count` unanswered expiries: always mailed (it is about their account), in the expiry's transaction. */
  async autoPaused(manager: EntityManager, memberId: number, count: number): Promise<void> {
    const [member] = await this.conversations.accounts([memberId], manager);
    if (member) await this.mail.enqueue(manager, autoPausedMail(this.config.appUrl, { email: member.email, name: member.name }, count));
  }

  async replied(manager: EntityManager, conversation: Conversation, author: ConversationRole, body: string): Promise<void> {
    await this.record(manager, conversation, author === 'receiver' ? conversation.senderId : conversation.receiverId, 'reply_received');
    return this.deliver(manager, conversation, (parties) => {
      const from = author === 'receiver' ? parties.receiver : parties.sender;
      if (!from) return null;
      if (author === 'receiver' && parties.visitor) return businessGroupReplyMail(parties.visitor, parties.groupTitle, from, body);
      const to = author === 'receiver' ? parties.sender : parties.receiver;
      return to ? replyMail(this.config.appUrl, to, conversation, from.name, body) : null;
    });
  }

  async statusChanged(
    manager: EntityManager,
    conversation: Conversation,
    by: ConversationRole | 'system',
    status: ConversationStatus,
    reason: string | null,
  ): Promise<void> {
    const kind = STATUS_NOTIFICATIONS[status];
    if (kind) await this.record(manager, conversation, by === 'sender' ? conversation.receiverId : conversation.senderId, kind);
    return this.deliver(manager, conversation, (parties) => {
      const to = by === 'sender' ? parties.receiver : parties.sender;
      const byName = (by === 'sender' ? parties.sender?.name : parties.receiver?.name) ?? '';
      return to ? statusMail(this.config.appUrl, to, conversation, status, byName, reason) : null;
    });
  }

  async expired(manager: EntityManager, conversation: Conversation, suggestions: Array<{ name: string }>): Promise<void> {
    await this.record(manager, conversation, conversation.senderId, 'request_expired');
    return this.deliver(manager, conversation, (parties) =>
      parties.sender ? expiredMail(this.config.appUrl, parties.sender, conversation, this.config.conversations.expiryDays, suggestions) : null,
    );
  }

  /** The in-app notification, in the same transaction; nobody to tell once the member deleted their account (or a visitor). */
  private async record(manager: EntityManager, conversation: Conversation, userId: number | null, kind: InAppNotificationKind): Promise<void> {
    if (userId !== null) await this.feed.record(manager, { userId, kind, link: conversationPath(conversation.id) });
  }

  private async deliver(manager: EntityManager, conversation: Conversation, compose: (parties: Parties) => MailMessage | null): Promise<void> {
    const mail = compose(await this.parties(manager, conversation));
    if (mail) await this.mail.enqueue(manager, mail);
  }

  private async parties(manager: EntityManager, conversation: Conversation): Promise<Parties> {
    const ids = [conversation.receiverId, conversation.senderId].filter((id): id is number => id !== null);
    const accounts = await this.conversations.accounts(ids, manager);
    const account = (id: number | null) => accounts.find((user) => user.id === id) ?? null;
    const receiver = account(conversation.receiverId);
    const sender = account(conversation.senderId);
    let visitor: MailParty | null = null;
    let groupTitle = '';
    if (conversation.kind === 'business-groups') {
      const request = await this.requests.visitorOf(manager, conversation.requestId);
      groupTitle = String(request?.details?.business_group_title ?? '');
      if (!sender && request?.email) visitor = { email: request.email, name: request.fullName ?? '' };
    }
    return {
      sender: sender ? { email: sender.email, name: sender.name } : null,
      visitor,
      receiver: receiver ? { email: receiver.email, name: receiver.name } : null,
      groupTitle,
    };
  }
}
