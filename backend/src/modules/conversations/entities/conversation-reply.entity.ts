import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { sealedText } from '../../../common/sealing/sealed-text';
import { Conversation } from './conversation.entity';

/** How a reply's body is sealed at rest; the Messages list opens the page's latest replies with it (conversation-previews.query.ts). */
export const SEALED_REPLY_BODY = sealedText('conversation_replies.body');

/** A reply written in the app by one of the two participants. */
@Entity('conversation_replies')
@Index('IDX_conversation_replies_conversation', ['conversationId', 'id'])
export class ConversationReply {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conversation_id', type: 'int' })
  conversationId: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Conversation;

  /** Null once the author deleted their account: the reply stays with the other participant, by "Deleted member". */
  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  /** Sealed at rest (common/sealing): replies carry the same legal and health details as the request. */
  @Column({ type: 'text', transformer: SEALED_REPLY_BODY })
  body: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
