import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** When the member was last seen in the app (a signed-in request, an open notification stream): the push quiet rule. */
@Entity('push_presence')
export class PushPresence {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_presence_user' })
  user?: User;

  @Column({ name: 'seen_at', type: 'datetime', precision: 3 })
  seenAt: Date;
}
