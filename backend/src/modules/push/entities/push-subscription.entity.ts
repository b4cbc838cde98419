import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * One browser's Web Push subscription (docs/notifications.md, "Push"). The endpoint is unique (by its SHA-256: an
 * address can be longer than a unique index may be): a browser subscribed again by another account moves to it.
 * Deleted with the account (the foreign key cascades) and when the push service answers 404/410.
 */
@Entity('push_subscriptions')
@Index('IDX_push_subscriptions_user', ['userId'])
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_subscriptions_user' })
  user?: User;

  /** Hex SHA-256 of the endpoint: the unique key. */
  @Index('UQ_push_subscriptions_endpoint_hash', { unique: true })
  @Column({ name: 'endpoint_hash', type: 'varchar', length: 64 })
  endpointHash: string;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The browser's P-256 public key (base64url, 65 bytes decoded). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's auth secret (base64url, 16 bytes decoded). */
  @Column({ type: 'varchar', length: 40 })
  auth: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ name: 'last_success_at', type: 'datetime', precision: 3, nullable: true })
  lastSuccessAt: Date | null;
}
