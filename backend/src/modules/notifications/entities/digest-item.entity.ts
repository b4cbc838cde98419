import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { NOTIFICATION_KINDS, NotificationKind } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';

/** A notification a member chose to get in the daily digest, kept until the digest that carries it is sent. */
@Entity('notification_digest_items')
@Index('IDX_notification_digest_items_user_sent', ['userId', 'sentAt'])
export class DigestItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'simple-enum', enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** Set by the digest run that claimed the item (conditional UPDATE), so two instances never send it twice. */
  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;

  /** The claiming run's random id: the run mails exactly the rows it claimed. */
  @Column({ name: 'claim_id', type: 'varchar', length: 36, nullable: true })
  claimId: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
