import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DataSource } from 'typeorm';
import { REBUILD_SEARCH_FOLDING, migrationsBefore, openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { USERS_BY_NAME } from '../../src/common/search/word-postings';
import { BLOCK_IDS, WORD_BLOCKS, countFromBlocks } from '../../src/common/search/word-blocks';

/**
 * The SearchWordPostings migration on a database that already has searchable rows: the name postings of
 * users.search_text and the word blocks of ads.search_text it makes must be exactly those of the stored words, and its
 * triggers must keep them so through inserts, updates (of the words, of the name alone, to null) and deletes.
 * Compared with what the rows hold, recomputed here, after each step.
 */
describe('SearchWordPostings migration and triggers', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');
  const words = (text: string | null) => (text ? text.split(' ') : []);

  /** The postings the rows call for, and those the table holds, as sorted `word|name|id` lines (names compared byte for byte). */
  const postings = async (source: DataSource) => {
    const rows: Array<{ id: number; name: string; search_text: string | null }> = await source.query('SELECT id, name, search_text FROM users');
    const expected = rows.flatMap((row) => words(row.search_text).map((word) => `${word}|${row.name}|${row.id}`)).sort();
    const held: Array<{ word: string; name: string; id: number }> = await source.query(`SELECT word, name, id FROM ${USERS_BY_NAME.table}`);
    return { expected, actual: held.map((row) => `${row.word}|${row.name}|${row.id}`).sort() };
  };

  /** The blocks the ads call for (bit id % 64 of part (id / 64) % 4 of block id / 256), and those the table holds. */
  const blocks = async (source: DataSource) => {
    const rows: Array<{ id: number; search_text: string | null }> = await source.query('SELECT id, search_text FROM ads');
    const wanted = new Map<string, bigint[]>();
    for (const row of rows) {
      for (const word of words(row.search_text)) {
        const key = `${word}|${Math.floor(row.id / BLOCK_IDS)}`;
        const parts = wanted.get(key) ?? [0n, 0n, 0n, 0n];
        parts[Math.floor(row.id / 64) % 4] |= 1n << BigInt(row.id % 64);
        wanted.set(key, parts);
      }
    }
    const held: Array<{ word: string; block: number; p0: string; p1: string; p2: string; p3: string }> = await source.query(
      `SELECT word, block, CAST(ids0 AS CHAR) AS p0, CAST(ids1 AS CHAR) AS p1, CAST(ids2 AS CHAR) AS p2, CAST(ids3 AS CHAR) AS p3 FROM ${WORD_BLOCKS} WHERE search_column = 'ads.search_text'`,
    );
    return {
      expected: [...wanted].map(([key, parts]) => `${key}|${parts.join(',')}`).sort(),
      actual: held.map((row) => `${row.word}|${row.block}|${[row.p0, row.p1, row.p2, row.p3].join(',')}`).sort(),
    };
  };

  const assertKept = async (source: DataSource, step: string) => {
    const posted = await postings(source);
    assert.deepEqual(posted.actual, posted.expected, `postings after ${step}`);
    const blocked = await blocks(source);
    assert.deepEqual(blocked.actual, blocked.expected, `word blocks after ${step}`);
  };

  const insertAd = (source: DataSource, id: number, userId: number, searchText: string | null) =>
    source.query(
      "INSERT INTO ads (id, title, description, category, ad_description, contact_email, contact_phone, location, status, image_url, thumbnail_url, user_id, search_text) VALUES (?, 'Ad', 'Ad', 'Other', 'More', 'a@b.test', '+1 555', 'Here', 'approved', '[]', '[]', ?, ?)",
      [id, userId, searchText],
    );

  before(async () => {
    database = await createTestDatabase('mariadb');
  });
  after(async () => {
    await database?.drop();
  });

  it('posts the rows that exist, then follows inserts, updates and deletes', async () => {
    const old = await schemaBefore(url(), 'SearchWordPostings1795438900000');
    const insertUser = (source: DataSource, name: string, searchText: string | null) =>
      source.query("INSERT INTO users (name, email, password_hash, role, industry, search_text) VALUES (?, ?, 'x', 'helper', 'Health & Sciences', ?)", [
        name,
        `${name.replace(/\W/g, '').toLowerCase()}@old.test`,
        searchText,
      ]);
    for (const [name, text] of [
      ['Amina Smith', 'zzamina zzsmith zzhelper'],
      ['Omar Smithson', 'zzomar zzsmithson zzhelper'],
      ['Empty', ''],
      ['Unset', null],
    ] as const)
      await insertUser(old, name, text);
    const [{ id: poster }] = await old.query("SELECT id FROM users WHERE name = 'Amina Smith'");
    // Ids on both sides of a 64-id part and of a 256-id block.
    for (const [id, text] of [
      [1, 'zzlaptop zzriverside'],
      [63, 'zzlaptop zzlakeside'],
      [64, 'zzlaptop zzriverside zzsolo'],
      [255, 'zzlaptops zzriverside'],
      [256, 'zzlaptop'],
      [1000, ''],
    ] as const) {
      await insertAd(old, id, poster, text);
    }
    await old.destroy();

    const current = await openMigrationSource(url(), await migrationsBefore(url(), REBUILD_SEARCH_FOLDING));
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === 'SearchWordPostings1795438900000'));
      await assertKept(current, 'the migration');
      assert.ok((await postings(current)).actual.includes(`zzsmith|Amina Smith|${poster}`), "a word beside its row's name and id");

      await insertUser(current, 'Zainab Smith', 'zzzainab zzsmith zzseeker');
      await current.query("UPDATE users SET search_text = 'zzomar zzhaddad zzhelper', name = 'Omar Haddad' WHERE name = 'Omar Smithson'");
      await current.query("UPDATE users SET name = 'amina smith' WHERE name = 'Amina Smith'");
      await assertKept(current, 'a rename that changes only letter case');
      await current.query("UPDATE users SET search_text = 'zzunset' WHERE name = 'Unset'");
      await current.query("UPDATE users SET search_text = NULL WHERE name = 'Empty'");
      await current.query("UPDATE users SET industry = 'Technology, Engineering & Data' WHERE name = 'Zainab Smith'");
      await current.query("DELETE FROM users WHERE name = 'Zainab Smith'");
      await insertAd(current, 257, poster, 'zzlaptop zzriverside');
      await current.query("UPDATE ads SET search_text = 'zzlaptop zzfairview' WHERE id = 1");
      await current.query('UPDATE ads SET search_text = NULL WHERE id = 256');
      await current.query("UPDATE ads SET search_text = 'zztablet' WHERE id = 1000");
      await current.query('DELETE FROM ads WHERE id = 64');
      await assertKept(current, 'inserts, updates and deletes');
      const solo: unknown[] = await current.query(`SELECT 1 FROM ${WORD_BLOCKS} WHERE word = 'zzsolo'`);
      assert.equal(solo.length, 0, 'a block whose last id left is gone');

      // The count the admin ads list reads: rows holding a word that each searched word begins, once each.
      const count = (terms: string[][]) =>
        countFromBlocks(
          current,
          { table: 'ads', column: 'search_text' },
          terms,
          terms.map(() => 1),
        );
      assert.equal(await count([['zzlaptop', 'zzlaptops'], ['zzriverside']]), 2, 'ads 255 and 257');
      assert.equal(await count([['zzlaptop', 'zzlaptops']]), 4, 'ads 1, 63, 255 and 257');
      assert.equal(await count([['zzlaptop'], ['zzlakeside']]), 1);
      assert.equal(await count([['zzlaptop'], []]), 0, 'a searched word that begins no stored word');
    } finally {
      await current.destroy();
    }
  });
});
