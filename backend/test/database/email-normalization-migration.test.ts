import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { emailSkeleton } from '../../src/modules/users/email-skeleton';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

type Row = { id: number; email: string; email_skeleton: string | null };

/**
 * Stored addresses written before issue #23 with an invisible character or a trailing dot: the NormalizeEmailAddresses
 * migration (MariaDB) and the start (SQLite) rewrite them into the one spelling every door uses, keep every row, and
 * leave a look-alike of another account as it was (reported by id).
 */
describe('stored addresses: invisible characters and trailing dots', () => {
  const stored = ['amina@example.com', 'amina@example.com.', 'ya\u200Bsmin@example.org', 'omar@example.net.', 'plain@example.com', 'ل\u200Cيلى@example.com'];
  const expected = ['amina@example.com', 'amina@example.com.', 'yasmin@example.org', 'omar@example.net', 'plain@example.com', 'ليلى@example.com'];

  function assertNormalized(rows: Row[]): void {
    assert.deepEqual(
      rows.map((row) => row.email),
      expected,
      'every row kept; the look-alike of amina@ kept its own address',
    );
    for (const row of rows) assert.equal(row.email_skeleton, emailSkeleton(row.email), `${row.id}: skeleton of the normalized address`);
    assert.equal(rows[1].email_skeleton, rows[0].email_skeleton, "the kept look-alike now shares the real account's skeleton");
  }

  describe('NormalizeEmailAddresses migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
    let database: TestDatabase;
    const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');
    before(async () => {
      database = await createTestDatabase('mariadb');
    });
    after(async () => {
      await database?.drop();
    });

    it('rewrites the spellings and their skeletons, keeps every row, leaves the collision as it was', async () => {
      const old = await schemaBefore(url(), 'NormalizeEmailAddresses1795703600000');
      for (const [index, email] of stored.entries()) {
        // A skeleton the old code may have computed differently: the migration must write the new one.
        // eslint-disable-next-line no-control-regex -- "outside ASCII" is exactly the range 0x00-0x7f
        const candidate = /[^\x00-\x7f]|\.$/.test(email);
        await old.query("INSERT INTO users (name, email, password_hash, role, industry, email_skeleton) VALUES (?, ?, 'x', 'helper', 'Health & Sciences', ?)", [
          `Member ${index}`,
          email,
          candidate ? 'old' : emailSkeleton(email),
        ]);
      }
      await old.destroy();
      const current = await openMigrationSource(url());
      try {
        const applied = await current.runMigrations();
        assert.ok(applied.some((migration) => migration.name === 'NormalizeEmailAddresses1795703600000'));
        const rows: Row[] = await current.query('SELECT id, email, email_skeleton FROM users ORDER BY id');
        assertNormalized(rows);
      } finally {
        await current.destroy();
      }
    });
  });

  describe('at start on SQLite', { skip: process.env.TEST_DB === 'mariadb' && 'runs with TEST_DB=sqlite' }, () => {
    it('rewrites the spellings, keeps every row, and the look-alike no longer shadows the real address at sign-in', async () => {
      const first = await startTestApp();
      try {
        for (const [index, email] of stored.entries()) {
          await first.dataSource.query(
            "INSERT INTO users (name, email, password_hash, role, industry, email_skeleton, directory_section) VALUES (?, ?, 'x', 'helper', 'Health & Sciences', ?, 'virtual-clinic')",
            [`Member ${index}`, email, emailSkeleton(email)],
          );
        }
        const restarted = await startTestApp({ database: first.database });
        try {
          const rows: Row[] = await restarted.dataSource.query("SELECT id, email, email_skeleton FROM users WHERE name LIKE 'Member %' ORDER BY id");
          assertNormalized(rows);
        } finally {
          await restarted.close();
        }
      } finally {
        await first.close();
      }
    });
  });
});
