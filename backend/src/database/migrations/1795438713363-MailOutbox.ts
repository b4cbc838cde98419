import { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox: every email is a row written with the change that causes it, delivered by each instance's worker. */
export class MailOutbox1795438713363 implements MigrationInterface {
  name = 'MailOutbox1795438713363';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`mail_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipient\` varchar(320) NOT NULL, \`subject\` varchar(500) NOT NULL, \`body\` text NOT NULL, \`reply_to\` varchar(320) NULL, \`headers\` text NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`queued_at\` datetime NOT NULL, \`next_attempt_at\` datetime NULL, \`last_attempt_at\` datetime NULL, \`last_error\` varchar(500) NULL, \`claim_id\` varchar(36) NULL, \`lease_until\` datetime NULL, \`sent_at\` datetime NULL, \`failed_at\` datetime NULL, INDEX \`IDX_mail_outbox_status_next_attempt\` (\`status\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
  }
}
