import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { REPORT_REASONS, REPORT_STATUSES, ReportReason, ReportStatus } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { Conversation } from './conversation.entity';

/** A member's report of a conversation or a member, for the admins to dismiss or act on. */
@Entity('reports')
@Index('IDX_reports_status_created', ['status', 'createdAt'])
@Index('IDX_reports_conversation', ['conversationId'])
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reporter_id', type: 'int' })
  reporterId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: User;

  @Column({ name: 'conversation_id', type: 'int', nullable: true })
  conversationId: number | null;

  @ManyToOne(() => Conversation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Conversation | null;

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
