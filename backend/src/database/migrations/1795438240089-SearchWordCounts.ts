import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_INDEXED_BEFORE_JOBS as SEARCH_INDEXED } from '../search-indexes';
import { MYSQL_WORD_COUNTS_TABLE, WORD_COUNTS, dropWordCountTriggers, fillWordCounts, wordCountTriggers } from '../../common/search/word-counts';

/**
 * How many rows hold each stored search word (common/search/word-counts.ts): the table, filled from the rows that
 * exist, and the triggers that keep it in step with every later insert, update and delete (migrations run before
 * the app serves). A MariaDB with binary logging on needs `log_bin_trust_function_creators` (or SUPER) to create
 * triggers: see docs/search.md.
 */
export class SearchWordCounts1795438240089 implements MigrationInterface {
  name = 'SearchWordCounts1795438240089';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(MYSQL_WORD_COUNTS_TABLE);
    for (const spec of SEARCH_INDEXED) {
      for (const index of spec.columns) {
        await fillWordCounts(queryRunner, 'mysql', index);
        for (const sql of wordCountTriggers('mysql', index)) await queryRunner.query(sql);
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const spec of SEARCH_INDEXED) {
      for (const index of spec.columns) for (const sql of dropWordCountTriggers('mysql', index)) await queryRunner.query(sql);
    }
    await queryRunner.query(`DROP TABLE \`${WORD_COUNTS}\``);
  }
}
