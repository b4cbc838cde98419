import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A member's TOTP secret: pending while `enabled_at` is null (set-up started, no code confirmed yet), on once a
 * first code confirmed it. Kept apart from `users` so the secret is never read with an account.
 */
@Entity('two_factor_secrets')
export class TwoFactorSecret {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_two_factor_secrets_user' })
  user?: User;

  /** The base32 secret sealed with the data key ring (sealed-secret.ts, `v1:`): a database dump does not give the codes. */
  @Column({ name: 'secret_sealed', type: 'varchar', length: 255 })
  secretSealed: string;

  @Column({ name: 'enabled_at', type: 'datetime', nullable: true })
  enabledAt: Date | null;

  /** The TOTP time step of the last accepted code: a code of that step or an earlier one is refused (no replay). */
  @Column({ name: 'last_used_step', type: 'int', nullable: true })
  lastUsedStep: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
