import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { ResetLinksCarryCredentialsVersion1795703550000 } from '../../src/database/migrations/1795703550000-ResetLinksCarryCredentialsVersion';
import { TestDatabase, createTestDatabase } from '../support/test-database';

const MIGRATION = 'ResetLinksCarryCredentialsVersion1795703550000';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset links carry the account's credentials version (docs/security.md, "Emailed links"). On a database
 * made by every migration before it, with reset links already mailed: every row is kept and carries its account's
 * current version, so a link mailed before the upgrade still matches its account; the down migration drops the column.
 */
describe('ResetLinksCarryCredentialsVersion migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');

  before(async () => {
    database = await createTestDatabase('mariadb');
  });
  after(async () => {
    await database?.drop();
  });

  it("keeps every reset link and gives each its account's version; down drops the column again", async () => {
    const old = await schemaBefore(url(), MIGRATION);
    const versions = [0, 3, 7];
    for (const [index, version] of versions.entries()) {
      const user = await old.query("INSERT INTO users (name, email, password_hash, role, token_version) VALUES (?, ?, 'x', 'helper', ?)", [
        `Member ${index}`,
        `member.${index}@example.com`,
        version,
      ]);
      await old.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES (?, ?, DATE_ADD(NOW(), INTERVAL 1 HOUR), NULL)', [
        user.insertId,
        sha256(`token-${index}`),
      ]);
      await old.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES (?, ?, NOW(), NOW())', [
        user.insertId,
        sha256(`used-${index}`),
      ]);
    }
    await old.destroy();

    const current = await openMigrationSource(url());
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === MIGRATION));
      const rows: Array<{ token_hash: string; token_version: number; used_at: Date | null; account_version: number }> = await current.query(
        'SELECT link.token_hash, link.token_version, link.used_at, account.token_version AS account_version FROM password_reset_tokens link JOIN users account ON account.id = link.user_id ORDER BY link.id',
      );
      assert.equal(rows.length, 6, 'every row kept');
      assert.deepEqual(
        rows.map((row) => row.token_hash),
        versions.flatMap((_, index) => [sha256(`token-${index}`), sha256(`used-${index}`)]),
      );
      for (const row of rows) assert.equal(Number(row.token_version), Number(row.account_version));
      assert.deepEqual(
        rows.filter((row) => row.used_at === null).map((row) => Number(row.token_version)),
        versions,
      );

      // Its own down, whatever migrations came after it.
      const runner = current.createQueryRunner();
      try {
        await new ResetLinksCarryCredentialsVersion1795703550000().down(runner);
      } finally {
        await runner.release();
      }
      const [column] = await current.query("SHOW COLUMNS FROM password_reset_tokens LIKE 'token_version'");
      assert.equal(column, undefined);
      assert.equal((await current.query('SELECT id FROM password_reset_tokens')).length, 6);
    } finally {
      await current.destroy();
    }
  });
});
