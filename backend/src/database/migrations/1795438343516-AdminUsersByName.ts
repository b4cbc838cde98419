import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's users list sorted by name (its usual order) read in index order: a search for a common word walks it
 * and tests each member's stored words until a page is full, instead of sorting every match (docs/search.md).
 */
export class AdminUsersByName1795438343516 implements MigrationInterface {
  name = 'AdminUsersByName1795438343516';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_users_name_id\` ON \`users\` (\`name\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_users_name_id\` ON \`users\``);
  }
}
