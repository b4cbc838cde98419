import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DataSource } from 'typeorm';
import { InitialSchema1795327865044 } from '../../src/database/migrations/1795327865044-InitialSchema';
import { Conversations1795426863821 } from '../../src/database/migrations/1795426863821-Conversations';
import { SearchAndDirectorySection1795427228602 } from '../../src/database/migrations/1795427228602-SearchAndDirectorySection';
import { AccountSpace1795429286141 } from '../../src/database/migrations/1795429286141-AccountSpace';
import { NotificationDigest1795430980496 } from '../../src/database/migrations/1795430980496-NotificationDigest';
import { REBUILD_SEARCH_FOLDING, migrationsBefore, openMigrationSource } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';

/**
 * The SearchWordCounts migration on a database that already has searchable rows: the counts it makes must be
 * those of the stored words, and its triggers must follow the writes that come after it.
 */
describe('SearchWordCounts migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option is typed with Function
  const open = (migrations?: Function[]) => openMigrationSource(url(), migrations);
  const counts = async (source: DataSource, column: string) => {
    const rows: Array<{ word: string; matches: number }> = await source.query(
      'SELECT word, matches FROM search_word_counts WHERE search_column = ? ORDER BY word',
      [column],
    );
    return Object.fromEntries(rows.map((row) => [row.word, Number(row.matches)]));
  };

  before(async () => {
    database = await createTestDatabase('mariadb');
  });
  after(async () => {
    await database?.drop();
  });

  it('counts the words of the rows that exist, then follows inserts, updates and deletes', async () => {
    const old = await open([
      InitialSchema1795327865044,
      Conversations1795426863821,
      SearchAndDirectorySection1795427228602,
      AccountSpace1795429286141,
      NotificationDigest1795430980496,
    ]);
    await old.runMigrations();
    for (const [name, text] of [
      ['Amina', 'zzamina zzyusuf'],
      ['Amir', 'zzamir zzyusuf'],
      ['Empty', ''],
      ['Unset', null],
    ] as const) {
      await old.query(
        "INSERT INTO users (name, email, password_hash, role, industry, profile_search_text) VALUES (?, ?, 'x', 'helper', 'Health & Sciences', ?)",
        [name, `${name}@old.test`, text],
      );
    }
    await old.destroy();

    const current = await open(await migrationsBefore(url(), REBUILD_SEARCH_FOLDING));
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === 'SearchWordCounts1795438240089'));
      assert.deepEqual(await counts(current, 'users.profile_search_text'), { '': 3, zzamina: 1, zzamir: 1, zzyusuf: 2 });

      await current.query(
        "INSERT INTO users (name, email, password_hash, role, industry, profile_search_text) VALUES ('Sara', 'sara@new.test', 'x', 'seeker', 'Health & Sciences', 'zzsara zzyusuf')",
      );
      await current.query("UPDATE users SET profile_search_text = 'zzamina zzhaddad' WHERE name = 'Amina'");
      await current.query("UPDATE users SET profile_search_text = 'zzunset' WHERE name = 'Unset'");
      await current.query("DELETE FROM users WHERE name = 'Amir'");
      assert.deepEqual(await counts(current, 'users.profile_search_text'), { '': 4, zzamina: 1, zzamir: 0, zzhaddad: 1, zzsara: 1, zzunset: 1, zzyusuf: 1 });
    } finally {
      await current.destroy();
    }
  });
});
