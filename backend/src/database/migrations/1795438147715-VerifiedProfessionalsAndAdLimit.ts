import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified professionals and the per-account ad limit (issue #12). Every column is new and nullable, so every
 * existing row stays as it is: nobody is verified, and ads sent before the limit existed count from their
 * creation (submitted_at = created_at), which only matters for ads created in the last 24 hours.
 */
export class VerifiedProfessionalsAndAdLimit1795438147715 implements MigrationInterface {
  name = 'VerifiedProfessionalsAndAdLimit1795438147715';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`verified_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`verified_by\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`verification_note\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`verified_industry\` varchar(80) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_verified_industry_name\` ON \`users\` (\`verified_industry\`, \`name\`, \`id\`)`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`submitted_at\` datetime NULL`);
    await queryRunner.query(`UPDATE \`ads\` SET \`submitted_at\` = \`created_at\``);
    await queryRunner.query(`CREATE INDEX \`IDX_ads_user_submitted_at\` ON \`ads\` (\`user_id\`, \`submitted_at\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_ads_user_submitted_at\` ON \`ads\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`submitted_at\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_verified_industry_name\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`verified_industry\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`verification_note\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`verified_by\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`verified_at\``);
  }
}
