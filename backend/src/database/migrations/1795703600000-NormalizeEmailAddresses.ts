import { MigrationInterface, QueryRunner } from 'typeorm';
import { normalizeStoredEmails } from '../stored-email-normalization';

/**
 * Look-alike addresses (issue #23, docs/security.md): every door now drops invisible characters (soft hyphen,
 * zero-width characters, BOM, ...) and a trailing dot from an address, so stored ones are rewritten the same way.
 * Every row is kept; a row that would become another account's address keeps its own and is reported by id.
 * No schema change. Down has nothing to undo: the old spellings were never the owners' intent.
 */
export class NormalizeEmailAddresses1795703600000 implements MigrationInterface {
  name = 'NormalizeEmailAddresses1795703600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await normalizeStoredEmails(queryRunner.manager, 'mysql');
  }

  public async down(): Promise<void> {
    // Nothing: see above.
  }
}
