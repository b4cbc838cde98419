import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { FIELD_LIMITS, MESSAGE_SECTIONS, MessageSection } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { sealedJson } from '../../../common/sealing/sealed-text';

/** How a request's fields are sealed at rest; the Messages list opens the text of a request without replies with it. */
export const SEALED_REQUEST_DETAILS = sealedJson('inbox_messages.details');

/** A message sent to a member from one of the sections (the spec's "issues"). */
@Entity('inbox_messages')
@Index('IDX_inbox_messages_receiver_created', ['receiverId', 'createdAt'])
export class InboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'simple-enum', enum: MESSAGE_SECTIONS })
  section: MessageSection;

  /** Null once the receiver deleted their account: the request stays with its sender, in the conversation it opened. */
  @Column({ name: 'receiver_id', type: 'int', nullable: true })
  receiverId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'receiver_id' })
  receiver?: User | null;

  /** Null for the public business-group contact form. */
  @Column({ name: 'sender_id', type: 'int', nullable: true })
  senderId: number | null;

  @Column({ name: 'full_name', type: 'varchar', length: FIELD_LIMITS.personName, nullable: true })
  fullName: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  email: string | null;

  /**
   * The section's own fields (legal issue, clinic answers, message text) as sent: sealed at rest
   * (common/sealing), so a dump or backup holds no symptoms or legal details. Never searched in SQL.
   */
  @Column({ type: 'text', transformer: SEALED_REQUEST_DETAILS })
  details: Record<string, unknown>;

  @Column({ name: 'read_at', type: 'datetime', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
