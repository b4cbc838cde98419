import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEmailSkeletons } from '../email-skeleton-backfill';

/**
 * Proven email and confusable addresses (issue #12, docs/security.md). Every existing row keeps working:
 * `email_confirmed` defaults to 1, so members who signed up before the rule are confirmed and nobody is
 * locked out; new password registrations write 0. The skeleton is backfilled for every existing address.
 * (The Google account id was already stored in `google_id`, unique; it is now pinned, which needs no column.)
 */
export class ProvenEmail1795438562023 implements MigrationInterface {
  name = 'ProvenEmail1795438562023';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`email_confirmed\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`email_confirmation_hash\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`email_confirmation_expires_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`email_skeleton\` varchar(255) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_users_email_confirmation_hash\` ON \`users\` (\`email_confirmation_hash\`)`);
    await backfillEmailSkeletons(queryRunner.manager);
    await queryRunner.query(`CREATE INDEX \`IDX_users_email_skeleton\` ON \`users\` (\`email_skeleton\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_users_email_skeleton\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email_confirmation_hash\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`email_skeleton\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`email_confirmation_expires_at\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`email_confirmation_hash\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`email_confirmed\``);
  }
}
