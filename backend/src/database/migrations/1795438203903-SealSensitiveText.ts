import { MigrationInterface, QueryRunner } from 'typeorm';
import { SealedColumn, sealStoredValues, unsealStoredValues } from '../../common/sealing/sealed-columns';

/** The columns sealed at this migration's time (SEALED_COLUMNS grew later, with tables this schema does not have yet). */
const COLUMNS_SEALED_HERE: readonly SealedColumn[] = [
  { table: 'inbox_messages', column: 'details', key: 'id', hadPlaintext: true },
  { table: 'conversation_replies', column: 'body', key: 'id', hadPlaintext: true },
  { table: 'conversation_status_changes', column: 'reason', key: 'id', hadPlaintext: true },
];

/**
 * Request details, conversation replies and status reasons are sealed at rest from now on (common/sealing): the
 * rows written before are sealed here with the current key, every row kept. A reason (500 characters) no longer
 * fits VARCHAR(500) once sealed, so it becomes TEXT first; the other columns are TEXT already (a reply of 5,000
 * characters seals to at most about 27 kB). createApp installs the key before migrations run.
 */
export class SealSensitiveText1795438203903 implements MigrationInterface {
  name = 'SealSensitiveText1795438203903';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `conversation_status_changes` MODIFY `reason` text NULL');
    await sealStoredValues(queryRunner, { rotate: false }, COLUMNS_SEALED_HERE);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await unsealStoredValues(queryRunner, COLUMNS_SEALED_HERE);
    await queryRunner.query('ALTER TABLE `conversation_status_changes` MODIFY `reason` varchar(500) NULL');
  }
}
