import { MigrationInterface, QueryRunner } from 'typeorm';

export const UTF8MB4_COLLATION = 'utf8mb4_unicode_ci';

/**
 * Every table utf8mb4 whatever the server's default (a latin1 or 3-byte utf8 server would turn Arabic, Hebrew
 * and emoji names into "?" or refuse them). The database's own default follows, so tables made by later
 * migrations are utf8mb4 too. utf8mb4_unicode_ci is the collation the FULLTEXT search (docs/search.md) and the
 * connection (data-source-options.ts) use. A table already in it is left alone, so on a utf8mb4 server this
 * changes nothing.
 */
export class Utf8mb4Tables1795438203902 implements MigrationInterface {
  name = 'Utf8mb4Tables1795438203902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER DATABASE CHARACTER SET utf8mb4 COLLATE ${UTF8MB4_COLLATION}`);
    const tables: Array<{ name: string }> = await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND (TABLE_COLLATION IS NULL OR TABLE_COLLATION <> ?)`,
      [UTF8MB4_COLLATION],
    );
    for (const { name } of tables) {
      await queryRunner.query(`ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE ${UTF8MB4_COLLATION}`);
    }
  }

  public async down(): Promise<void> {
    // Converting back could lose every character outside the old set: nothing to undo.
  }
}
