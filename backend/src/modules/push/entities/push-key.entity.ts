import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: generated once by the first instance
 * (insert-if-absent on the primary key), read by every other, so all instances sign with the same pair.
 */
@Entity('push_vapid_keys')
export class PushKey {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: string;

  @Column({ name: 'public_key', type: 'varchar', length: 100 })
  publicKey: string;

  @Column({ name: 'private_key', type: 'varchar', length: 100 })
  privateKey: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
