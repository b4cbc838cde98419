import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CONVERSATION_STATUSES, ConversationStatus, MESSAGE_SECTIONS, MessageSection } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { InboxMessage } from './inbox-message.entity';

/**
 * One request and everything that follows it, between its sender and its receiver. The request itself
 * (what the sender typed) stays the inbox message it always was; this row carries the thread's state.
 */
@Entity('conversations')
@Index('IDX_conversations_receiver_activity', ['receiverId', 'lastActivityAt'])
@Index('IDX_conversations_sender_activity', ['senderId', 'lastActivityAt'])
@Index('IDX_conversations_status_created', ['status', 'createdAt'])
@Index('IDX_conversations_receiver_answered', ['receiverId', 'receiverAnsweredAt'])
export class Conversation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_conversations_request', { unique: true })
  @Column({ name: 'request_id', type: 'int' })
  requestId: number;

  @ManyToOne(() => InboxMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: InboxMessage;

  @Column({ type: 'simple-enum', enum: MESSAGE_SECTIONS })
  kind: MessageSection;

  /**
   * Null for a visitor who wrote to a business group without an account, and for a sender who deleted their account
   * (the thread stays with the receiver: conversation-parties.ts). Deleting an account never deletes the other's thread.
   */
  @Column({ name: 'sender_id', type: 'int', nullable: true })
  senderId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User | null;

  /** Null once the receiver deleted their account (the thread stays with the sender). */
  @Column({ name: 'receiver_id', type: 'int', nullable: true })
  receiverId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'receiver_id' })
  receiver?: User | null;

  /** Null for business-group conversations, which have no status. */
  @Column({ type: 'simple-enum', enum: CONVERSATION_STATUSES, nullable: true })
  status: ConversationStatus | null;

  @Column({ name: 'sender_unread', type: 'boolean', default: false })
  senderUnread: boolean;

  @Column({ name: 'receiver_unread', type: 'boolean', default: true })
  receiverUnread: boolean;

  /** When the receiver first replied or accepted: from then on each side sees the other's email. */
  @Column({ name: 'receiver_answered_at', type: 'datetime', precision: 3, nullable: true })
  receiverAnsweredAt: Date | null;

  /**
   * How many of REQUEST_REMINDER_DAYS's reminders the receiver has had (conversations/request-reminder.job.ts):
   * claimed by a conditional UPDATE from the value read, so each step is sent once across instances.
   */
  @Column({ name: 'reminders_sent', type: 'int', default: 0 })
  remindersSent: number;

  @Column({ name: 'last_activity_at', type: 'datetime', precision: 3 })
  lastActivityAt: Date;

  /** Set from the app's clock (not the database's), so expiry and the daily cap run on the time tests control. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
