import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_INDEXED_BEFORE_JOBS as SEARCH_INDEXED } from '../search-indexes';
import { backfillSearchColumns } from '../search-backfill';

/**
 * Full-text search and the directory's section column (docs/search.md). The columns are filled for the rows
 * that exist with the same `derive` every write uses, then indexed: FULLTEXT indexes are built once over
 * the filled table, which is quicker than keeping them up to date row by row. The stopword list is turned
 * off for the session that builds them, although the stored words are marked so none is a stopword anyway.
 */
export class SearchAndDirectorySection1795427228602 implements MigrationInterface {
  name = 'SearchAndDirectorySection1795427228602';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`directory_section\` varchar(24) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`profile_search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`business_groups\` ADD \`search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`business_groups\` ADD \`directory_search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`ads\` ADD \`board_search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`contact_forms\` ADD \`search_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`audit_log\` ADD \`search_text\` text NULL`);
    for (const spec of SEARCH_INDEXED) await backfillSearchColumns(queryRunner.manager, spec);
    await queryRunner.query(`SET SESSION innodb_ft_enable_stopword = OFF`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_users_search_text\` ON \`users\` (\`search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_users_profile_search_text\` ON \`users\` (\`profile_search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_ads_search_text\` ON \`ads\` (\`search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_ads_board_search_text\` ON \`ads\` (\`board_search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_business_groups_search_text\` ON \`business_groups\` (\`search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_business_groups_directory_search_text\` ON \`business_groups\` (\`directory_search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_contact_forms_search_text\` ON \`contact_forms\` (\`search_text\`)`);
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_audit_log_search_text\` ON \`audit_log\` (\`search_text\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_directory_section_name\` ON \`users\` (\`directory_section\`, \`name\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_ads_status_category_created_at\` ON \`ads\` (\`status\`, \`category\`, \`created_at\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`FT_audit_log_search_text\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`FT_contact_forms_search_text\` ON \`contact_forms\``);
    await queryRunner.query(`DROP INDEX \`FT_business_groups_directory_search_text\` ON \`business_groups\``);
    await queryRunner.query(`DROP INDEX \`FT_business_groups_search_text\` ON \`business_groups\``);
    await queryRunner.query(`DROP INDEX \`FT_ads_board_search_text\` ON \`ads\``);
    await queryRunner.query(`DROP INDEX \`FT_ads_search_text\` ON \`ads\``);
    await queryRunner.query(`DROP INDEX \`FT_users_profile_search_text\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`FT_users_search_text\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_ads_status_category_created_at\` ON \`ads\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_directory_section_name\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`audit_log\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`contact_forms\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`board_search_text\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`business_groups\` DROP COLUMN \`directory_search_text\``);
    await queryRunner.query(`ALTER TABLE \`business_groups\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`profile_search_text\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`directory_section\``);
  }
}
