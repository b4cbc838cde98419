import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ads.approved_at, for the saved searches' alerts of the ads board (issue #27, docs/jobs.md). A new nullable column:
 * every row is kept; ads approved before it stay null, which the alerts read as "on the board before any alert".
 */
export class AdApprovalStamp1795830000001 implements MigrationInterface {
  name = 'AdApprovalStamp1795830000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `ads` ADD `approved_at` datetime NULL');
    await queryRunner.query('CREATE INDEX `IDX_ads_status_approved_at` ON `ads` (`status`, `approved_at`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_ads_status_approved_at` ON `ads`');
    await queryRunner.query('ALTER TABLE `ads` DROP COLUMN `approved_at`');
  }
}
