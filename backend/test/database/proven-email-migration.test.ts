import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { emailSkeleton } from '../../src/modules/users/email-skeleton';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';

/**
 * The ProvenEmail migration on a database made by every migration before it: each existing member stays
 * (confirmed, so nobody is locked out) and gets the skeleton of their address.
 */
describe('ProvenEmail migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');

  before(async () => {
    database = await createTestDatabase('mariadb');
  });
  after(async () => {
    await database?.drop();
  });

  it('keeps every row, marks it confirmed and backfills its skeleton; then registration writes unconfirmed rows', async () => {
    const old = await schemaBefore(url(), 'ProvenEmail1795438562023');
    const emails = ['amina@example.com', 'Yusuf.Ali@Example.org', 'old.google@gmail.test'];
    for (const [index, email] of emails.entries()) {
      await old.query("INSERT INTO users (name, email, password_hash, role, industry, google_id) VALUES (?, ?, 'x', 'helper', 'Health & Sciences', ?)", [
        `Member ${index}`,
        email,
        index === 2 ? 'g-old' : null,
      ]);
    }
    await old.destroy();

    const current = await openMigrationSource(url());
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === 'ProvenEmail1795438562023'));
      const rows: Array<{ email: string; email_confirmed: number; email_skeleton: string; email_confirmation_hash: string | null; google_id: string | null }> =
        await current.query('SELECT email, email_confirmed, email_skeleton, email_confirmation_hash, google_id FROM users ORDER BY id');
      assert.deepEqual(
        rows.map((row) => row.email),
        emails,
        'every row kept',
      );
      for (const row of rows) {
        assert.equal(Number(row.email_confirmed), 1, `${row.email} stays confirmed`);
        assert.equal(row.email_skeleton, emailSkeleton(row.email));
        assert.equal(row.email_confirmation_hash, null);
      }
      assert.equal(rows[2].google_id, 'g-old');
      const [plan] = await current.query("EXPLAIN SELECT id FROM users WHERE email_skeleton = 'x'");
      assert.match(String(plan.possible_keys), /IDX_users_email_skeleton/, 'the look-alike check can be an index lookup');
    } finally {
      await current.destroy();
    }
  });
});
