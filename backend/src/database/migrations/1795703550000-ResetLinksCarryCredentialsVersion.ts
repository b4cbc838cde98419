import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every emailed link dies when the account's credentials change (docs/security.md, "Emailed links"): a password
 * reset link now carries the account's credentials version (`users.token_version`) as it was when the link was made.
 * Every row is kept, and each gets its account's current version, so a link mailed before the upgrade still works
 * until its hour is up, and dies like a new one at the next change.
 */
export class ResetLinksCarryCredentialsVersion1795703550000 implements MigrationInterface {
  name = 'ResetLinksCarryCredentialsVersion1795703550000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`password_reset_tokens\` ADD \`token_version\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `UPDATE \`password_reset_tokens\` \`link\` INNER JOIN \`users\` \`account\` ON \`account\`.\`id\` = \`link\`.\`user_id\` SET \`link\`.\`token_version\` = \`account\`.\`token_version\``,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`password_reset_tokens\` DROP COLUMN \`token_version\``);
  }
}
