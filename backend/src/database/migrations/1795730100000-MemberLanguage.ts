import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's language (issue #28, docs/languages.md): `en` or `ar`, their mails' language. Every existing row is kept
 * and reads `en`, the texts they had until now.
 */
export class MemberLanguage1795730100000 implements MigrationInterface {
  name = 'MemberLanguage1795730100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`language\` varchar(8) NOT NULL DEFAULT 'en'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`language\``);
  }
}
