import { Column, Entity, PrimaryColumn } from 'typeorm';
import { sealedText } from '../../../common/sealing/sealed-text';

/**
 * The VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: generated once by the first instance
 * (insert-if-absent on the primary key), read by every other, so all instances sign with the same pair. The
 * private key is sealed at rest with the data key ring (SEALED_COLUMNS): whoever reads a dump or a backup cannot
 * sign pushes to the members' devices.
 */
@Entity('push_vapid_keys')
export class PushKey {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: string;

  @Column({ name: 'public_key', type: 'varchar', length: 100 })
  publicKey: string;

  @Column({ name: 'private_key', type: 'varchar', length: 255, transformer: sealedText('push_vapid_keys.private_key') })
  privateKey: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
