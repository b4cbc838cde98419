import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications (docs/notifications.md): one row per event a member should know of, newest first by
 * (user_id, id), unread counted by (user_id, read_at); deleted with the account. A new table: no existing row moves.
 * (SQLite's demo file gets the same table from the entity.)
 */
export class InAppNotifications1795730000000 implements MigrationInterface {
  name = 'InAppNotifications1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`notifications\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`kind\` varchar(40) NOT NULL, \`text\` varchar(120) NOT NULL, \`link\` varchar(255) NULL, \`created_at\` datetime(3) NOT NULL, \`read_at\` datetime(3) NULL, INDEX \`IDX_notifications_user_id\` (\`user_id\`, \`id\`), INDEX \`IDX_notifications_user_read\` (\`user_id\`, \`read_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`notifications\` ADD CONSTRAINT \`FK_9a8a82462cab47c73d25f49261f\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notifications\` DROP FOREIGN KEY \`FK_9a8a82462cab47c73d25f49261f\``);
    await queryRunner.query(`DROP TABLE \`notifications\``);
  }
}
