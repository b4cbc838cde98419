import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CONVERSATION_STATUSES, ConversationStatus } from '@community/vocabulary';
import { Conversation } from './conversation.entity';
import { sealedText } from '../../../common/sealing/sealed-text';

/** Every status a conversation took, who moved it there (null: the system) and when. */
@Entity('conversation_status_changes')
@Index('IDX_conversation_status_changes_conversation', ['conversationId', 'id'])
export class StatusChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conversation_id', type: 'int' })
  conversationId: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Conversation;

  @Column({ type: 'simple-enum', enum: CONVERSATION_STATUSES })
  status: ConversationStatus;

  /**
   * The decline reason or the more-info question (at most 500 characters): in a legal or clinic conversation it
   * speaks of the case, so it is sealed at rest like the replies (text: the sealed form is longer than 500).
   */
  @Column({ type: 'text', nullable: true, transformer: sealedText('conversation_status_changes.reason') })
  reason: string | null;

  @Column({ name: 'changed_by', type: 'int', nullable: true })
  changedBy: number | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
