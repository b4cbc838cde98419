import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildSearchColumns } from '../search-rebuild';
import { SEARCH_INDEXED_BEFORE_JOBS } from '../search-indexes';

/**
 * The search folds Arabic spelling variants, Arabic digits and more Latin letters (issue #28, docs/search.md,
 * "Spelling variants"): every stored search column is derived again, in batches, and the word counts counted again
 * (search-rebuild.ts). Every row is kept; no schema change. Down has nothing to undo: a column derived by the new
 * folding is still found by the old one's searches for every word the old one stored unchanged.
 */
export class RebuildSearchFolding1795730050000 implements MigrationInterface {
  name = 'RebuildSearchFolding1795730050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The tables of that day: the jobs table is made by a later migration (JobBoard), with today's folding from its first row.
    await rebuildSearchColumns(queryRunner.manager, 'mysql', SEARCH_INDEXED_BEFORE_JOBS);
  }

  public async down(): Promise<void> {
    // Nothing: see above.
  }
}
