import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Conversation } from './conversation.entity';

/**
 * A file sent in a conversation (today: the CV of a job application, docs/jobs.md "The CV"). The bytes live in the
 * private files folder (PRIVATE_FILES_DIR) under a random name, never under the public uploads; only the
 * conversation's two participants download them (GET /conversations/:id/attachments/:attachmentId). The row goes with
 * its conversation (ON DELETE CASCADE); the services that delete conversations remove the file too
 * (conversation-attachments.service.ts), and the retention job sweeps any file left without a row.
 */
@Entity('conversation_attachments')
export class ConversationAttachment {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_conversation_attachments_conversation_id')
  @Column({ name: 'conversation_id', type: 'int' })
  conversationId: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Conversation;

  /** The reply it came with (conversation_replies.id); null for the request that opened the conversation. */
  @Column({ name: 'message_id', type: 'int', nullable: true })
  messageId: number | null;

  /** Who sent it (users.id): deleting that account deletes the file. No foreign key: the file must go first. */
  @Index('IDX_conversation_attachments_uploader_id')
  @Column({ name: 'uploader_id', type: 'int', nullable: true })
  uploaderId: number | null;

  /** The name shown and given to the download (as the sender's file was called). */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  /** The random file name inside PRIVATE_FILES_DIR (never derived from the sender's name). */
  @Index('UQ_conversation_attachments_stored_path', { unique: true })
  @Column({ name: 'stored_path', type: 'varchar', length: 100 })
  storedPath: string;

  /** From the app's clock, so retention runs on the time tests control. */
  @Index('IDX_conversation_attachments_created_at')
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
