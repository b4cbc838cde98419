import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One single-use recovery code, kept only as a SHA-256 hash (the code itself is shown once, at set-up). */
@Entity('two_factor_recovery_codes')
@Index('IDX_two_factor_recovery_codes_user', ['userId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_two_factor_recovery_codes_user' })
  user?: User;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  /** Set by a conditional UPDATE when the code signs someone in, so two requests racing with it cannot both win. */
  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;
}
