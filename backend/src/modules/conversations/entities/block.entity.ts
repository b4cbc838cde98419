import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** The blocker no longer receives conversations from the blocked member (and neither writes in an old one). */
@Entity('blocks')
@Index('UQ_blocks_pair', ['blockerId', 'blockedId'], { unique: true })
@Index('IDX_blocks_blocked', ['blockedId'])
export class Block {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'blocker_id', type: 'int' })
  blockerId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id' })
  blocker?: User;

  @Column({ name: 'blocked_id', type: 'int' })
  blockedId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_id' })
  blocked?: User;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
