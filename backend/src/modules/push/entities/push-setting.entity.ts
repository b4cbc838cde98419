import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { PushSettings } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';

/** A member's push choice per kind; no row means DEFAULT_PUSH_SETTINGS. Stored as JSON so a new kind needs no migration. */
@Entity('push_settings')
export class PushSetting {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_settings_user' })
  user?: User;

  @Column({ type: 'simple-json' })
  settings: Partial<PushSettings>;
}
