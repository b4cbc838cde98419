import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every outbox mail carries a stable Message-ID, so a mail sent again after a lost outcome is the same message to the
 * receiving system (docs/architecture.md, "Mail outbox"). Rows queued before get one here (the app's own use the
 * domain of MAIL_FROM, which a migration cannot read; a right-hand side only needs to be unique to this sender).
 */
export class MailMessageId1795703809453 implements MigrationInterface {
  name = 'MailMessageId1795703809453';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`message_id\` varchar(255) NULL`);
    await queryRunner.query(
      `UPDATE \`mail_outbox\` SET \`message_id\` = CONCAT('<', REPLACE(UUID(), '-', ''), '@mail-outbox.invalid>') WHERE \`message_id\` IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`message_id\``);
  }
}
