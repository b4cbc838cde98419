import { MigrationInterface, QueryRunner } from 'typeorm';
import { SealedColumn, sealStoredValues, unsealStoredValues } from '../../common/sealing/sealed-columns';

const VAPID_PRIVATE_KEY: readonly SealedColumn[] = [{ table: 'push_vapid_keys', column: 'private_key', key: 'name', hadPlaintext: true, textKey: true }];

/**
 * The generated VAPID private key is sealed at rest like the other sealed columns (common/sealing): whoever reads a
 * dump could otherwise sign pushes to every member's device. A sealed key (about 115 characters) no longer fits
 * VARCHAR(100), so the column widens first; the stored pair is kept, sealed with the current key (createApp installs
 * the key ring before migrations run), so the devices subscribed with its public key keep receiving.
 */
export class SealVapidPrivateKey1795850000000 implements MigrationInterface {
  name = 'SealVapidPrivateKey1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `push_vapid_keys` MODIFY `private_key` varchar(255) NOT NULL');
    await sealStoredValues(queryRunner, { rotate: false }, VAPID_PRIVATE_KEY);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await unsealStoredValues(queryRunner, VAPID_PRIVATE_KEY);
    await queryRunner.query('ALTER TABLE `push_vapid_keys` MODIFY `private_key` varchar(100) NOT NULL');
  }
}
