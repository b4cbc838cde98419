import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { REPORT_REASONS, REPORT_STATUSES, ReportReason, ReportStatus } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { Conversation } from './conversation.entity';
import { ConversationReply } from './conversation-reply.entity';

/** A member's report of a conversation or a member, for the admins to dismiss or act on. */
@Entity('reports')
@Index('IDX_reports_status_created', ['status', 'createdAt'])
@Index('IDX_reports_conversation', ['conversationId'])
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null once the reporter deleted their account: what they reported still waits for the admins. */
  @Column({ name: 'reporter_id', type: 'int', nullable: true })
  reporterId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: User | null;

  @Column({ name: 'conversation_id', type: 'int', nullable: true })
  conversationId: number | null;

  @ManyToOne(() => Conversation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Conversation | null;

  /**
   * The message reported: a reply the reported member wrote in the conversation. It is the one message of the
   * thread an admin reads (conversation-view.ts); null when the report names none or the message was deleted.
   */
  @Column({ name: 'message_id', type: 'int', nullable: true })
  messageId: number | null;

  @ManyToOne(() => ConversationReply, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'message_id' })
  message?: ConversationReply | null;

  @Column({ name: 'reported_user_id', type: 'int', nullable: true })
  reportedUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reported_user_id' })
  reportedUser?: User | null;

  @Column({ type: 'simple-enum', enum: REPORT_REASONS })
  reason: ReportReason;

  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'simple-enum', enum: REPORT_STATUSES, default: 'open' })
  status: ReportStatus;

  /** What the admin did: dismiss, suspend_member or delete_message. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  resolution: string | null;

  @Column({ name: 'resolved_at', type: 'datetime', nullable: true })
  resolvedAt: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
