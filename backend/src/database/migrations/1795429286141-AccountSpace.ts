import { MigrationInterface, QueryRunner } from 'typeorm';

/** The member's own space (issue #11): photo and notification settings, rejection reasons, ad expiry, listing edits. */
export class AccountSpace1795429286141 implements MigrationInterface {
  name = 'AccountSpace1795429286141';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`photo_url\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`notification_settings\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`business_groups\` ADD \`rejection_reason\` varchar(600) NULL`);
    await queryRunner.query(`ALTER TABLE \`business_groups\` ADD \`pending_edit\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`rejection_reason\` varchar(600) NULL`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`expires_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`expiry_reminded_at\` datetime NULL`);
    await queryRunner.query(
      `ALTER TABLE \`ads\` CHANGE \`status\` \`status\` enum ('pending', 'approved', 'rejected', 'expired', 'closed') NOT NULL DEFAULT 'pending'`,
    );
    // Ads approved before expiry existed get their full lifetime from now, so none leaves the board at deploy.
    await queryRunner.query(`UPDATE \`ads\` SET \`expires_at\` = DATE_ADD(NOW(), INTERVAL 60 DAY) WHERE \`status\` = 'approved'`);
    await queryRunner.query(`CREATE INDEX \`IDX_ads_status_expires_at\` ON \`ads\` (\`status\`, \`expires_at\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_ads_status_expires_at\` ON \`ads\``);
    await queryRunner.query(`UPDATE \`ads\` SET \`status\` = 'rejected' WHERE \`status\` IN ('expired', 'closed')`);
    await queryRunner.query(`ALTER TABLE \`ads\` CHANGE \`status\` \`status\` enum ('pending', 'approved', 'rejected') NOT NULL DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`expiry_reminded_at\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`expires_at\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`rejection_reason\``);
    await queryRunner.query(`ALTER TABLE \`business_groups\` DROP COLUMN \`pending_edit\``);
    await queryRunner.query(`ALTER TABLE \`business_groups\` DROP COLUMN \`rejection_reason\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`notification_settings\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`photo_url\``);
  }
}
