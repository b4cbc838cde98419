import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildSearchColumns } from '../search-rebuild';

/**
 * The search folds Arabic spelling variants, Arabic digits and more Latin letters (issue #28, docs/search.md,
 * "Spelling variants"): every stored search column is derived again, in batches, and the word counts counted again
 * (search-rebuild.ts). Every row is kept; no schema change. Down has nothing to undo: a column derived by the new
 * folding is still found by the old one's searches for every word the old one stored unchanged.
 */
export class RebuildSearchFolding1795730000000 implements MigrationInterface {
  name = 'RebuildSearchFolding1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rebuildSearchColumns(queryRunner.manager, 'mysql');
  }

  public async down(): Promise<void> {
    // Nothing: see above.
  }
}
