import { MigrationInterface, QueryRunner } from 'typeorm';

/** Two-factor sign-in (issue #12): each member's sealed TOTP secret and hashed recovery codes, in tables of their own (no existing row changes). */
export class TwoFactor1795438286358 implements MigrationInterface {
  name = 'TwoFactor1795438286358';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`two_factor_secrets\` (\`user_id\` int NOT NULL, \`secret_sealed\` varchar(255) NOT NULL, \`enabled_at\` datetime NULL, \`last_used_step\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`user_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`two_factor_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`used_at\` datetime NULL, INDEX \`IDX_two_factor_recovery_codes_user\` (\`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`two_factor_secrets\` ADD CONSTRAINT \`FK_two_factor_secrets_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`two_factor_recovery_codes\` ADD CONSTRAINT \`FK_two_factor_recovery_codes_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`two_factor_recovery_codes\` DROP FOREIGN KEY \`FK_two_factor_recovery_codes_user\``);
    await queryRunner.query(`ALTER TABLE \`two_factor_secrets\` DROP FOREIGN KEY \`FK_two_factor_secrets_user\``);
    await queryRunner.query(`DROP TABLE \`two_factor_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`two_factor_secrets\``);
  }
}
