import { MigrationInterface, QueryRunner } from 'typeorm';
import { sealStoredValues, unsealStoredValues } from '../../common/sealing/sealed-columns';

/**
 * Request details and conversation replies are sealed at rest from now on (common/sealing): the rows written
 * before are sealed here with the current key, every row kept. The columns stay TEXT: a reply (5,000
 * characters) seals to at most about 27 kB. createApp installs the key before migrations run.
 */
export class SealSensitiveText1795438203903 implements MigrationInterface {
  name = 'SealSensitiveText1795438203903';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await sealStoredValues(queryRunner, { rotate: false });
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await unsealStoredValues(queryRunner);
  }
}
