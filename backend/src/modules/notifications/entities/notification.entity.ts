import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { IN_APP_NOTIFICATION_KIND_MAX_LENGTH, IN_APP_NOTIFICATION_TEXT_MAX_LENGTH } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';

/**
 * One in-app notification: written in the transaction of the event it tells of (NotificationFeedService.record), read
 * by its member newest first (the (user_id, id) index) and counted while unread (the (user_id, read_at) index).
 * Deleted with the member's account (the foreign key cascades).
 */
@Entity('notifications')
@Index('IDX_notifications_user_id', ['userId', 'id'])
@Index('IDX_notifications_user_read', ['userId', 'readAt'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** An `InAppNotificationKind`, stored as text so that a new kind needs no migration. */
  @Column({ type: 'varchar', length: IN_APP_NOTIFICATION_KIND_MAX_LENGTH })
  kind: string;

  @Column({ type: 'varchar', length: IN_APP_NOTIFICATION_TEXT_MAX_LENGTH })
  text: string;

  /** A path inside the web app (e.g. `/messages/12`), or null when there is nothing to open. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  link: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'datetime', precision: 3, nullable: true })
  readAt: Date | null;
}
