import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { PushSubscription } from './push-subscription.entity';

export const PUSH_DELIVERY_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/**
 * The push outbox: one row per pushed notification and device, written in the notification's own transaction
 * (NotificationFeedService.record → PushService.queue), sent by PushSenderJob. Holds only the title and the link.
 */
@Entity('push_deliveries')
@Index('IDX_push_deliveries_status_due', ['status', 'nextAttemptAt'])
export class PushDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'subscription_id', type: 'int' })
  subscriptionId: number;

  @ManyToOne(() => PushSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'FK_push_deliveries_subscription' })
  subscription?: PushSubscription;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_deliveries_user' })
  user?: User;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  link: string | null;

  /** pending → sent, skipped (the member was in the app) or failed (given up, or the device is gone). */
  @Column({ type: 'varchar', length: 10 })
  status: PushDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** A sender's claim (conditional UPDATE): until then no other instance takes the row. */
  @Column({ name: 'lease_until', type: 'datetime', precision: 3, nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'claim_id', type: 'varchar', length: 36, nullable: true })
  claimId: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'datetime', precision: 3, nullable: true })
  finishedAt: Date | null;
}
