import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notifications a member chose to receive in the daily digest, until the digest carrying them is sent. */
export class NotificationDigest1795430980496 implements MigrationInterface {
  name = 'NotificationDigest1795430980496';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`notification_digest_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`kind\` enum ('new_request', 'reply', 'status_change', 'moderation_outcome') NOT NULL, \`subject\` varchar(255) NOT NULL, \`text\` text NOT NULL, \`sent_at\` datetime NULL, \`claim_id\` varchar(36) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_notification_digest_items_user_sent\` (\`user_id\`, \`sent_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notification_digest_items\` ADD CONSTRAINT \`FK_5420134406a3a7f7286b446de7f\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notification_digest_items\` DROP FOREIGN KEY \`FK_5420134406a3a7f7286b446de7f\``);
    await queryRunner.query(`DROP TABLE \`notification_digest_items\``);
  }
}
