import { MigrationInterface, QueryRunner } from 'typeorm';
import { USERS_BY_NAME, dropPostingsTriggers, fillPostings, postingsTable, postingsTriggers, sortColumnType } from '../../common/search/word-postings';
import { MYSQL_WORD_BLOCKS_TABLE, WORD_BLOCKS, blockTriggers, dropBlockTriggers, fillWordBlocks } from '../../common/search/word-blocks';

/**
 * The admin users search in name order and the admin ads search's exact total (docs/search.md): the postings of
 * `users.search_text` in name order and the word blocks of `ads.search_text`, each filled from the rows that exist
 * and kept by triggers from then on (as SearchWordCounts: a MariaDB with binary logging on needs
 * `log_bin_trust_function_creators`). The columns are named here, not taken from a list that may grow, so this
 * migration does what it did when it was written.
 */
export class SearchWordPostings1795438900000 implements MigrationInterface {
  name = 'SearchWordPostings1795438900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(postingsTable(USERS_BY_NAME, await sortColumnType(queryRunner, USERS_BY_NAME)));
    await fillPostings(queryRunner, USERS_BY_NAME);
    for (const sql of postingsTriggers(USERS_BY_NAME)) await queryRunner.query(sql);
    await queryRunner.query(MYSQL_WORD_BLOCKS_TABLE);
    const ads = { table: 'ads', column: 'search_text' };
    await fillWordBlocks(queryRunner, ads);
    for (const sql of blockTriggers(ads)) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of dropBlockTriggers({ table: 'ads', column: 'search_text' })) await queryRunner.query(sql);
    await queryRunner.query(`DROP TABLE \`${WORD_BLOCKS}\``);
    for (const sql of dropPostingsTriggers(USERS_BY_NAME)) await queryRunner.query(sql);
    await queryRunner.query(`DROP TABLE \`${USERS_BY_NAME.table}\``);
  }
}
