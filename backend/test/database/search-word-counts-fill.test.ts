import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { User } from '../../src/modules/users/entities/user.entity';
import { USER_SEARCH } from '../../src/modules/users/user-search';
import { searchDialect } from '../../src/common/search/full-text';
import { WORD_COUNTS, countedColumn, fillWordCounts } from '../../src/common/search/word-counts';

/**
 * fillWordCounts counts in batches of ids (docs/search.md): whatever the batch size, over ids with gaps, it must
 * give the counts of the stored words, word for word: the empty word once per filled row, every other word once
 * per time a row holds it, as the one GROUP BY over the whole table did and as the triggers keep them.
 */
describe(`word counts filled in batches (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  const index = USER_SEARCH.columns[0];
  const column = countedColumn(index);

  const storedCounts = async () => {
    const rows: Array<{ word: string; matches: number | string }> = await sut.dataSource.query(
      `SELECT word, matches FROM ${WORD_COUNTS} WHERE search_column = ? AND matches > 0 ORDER BY word`,
      [column],
    );
    return Object.fromEntries(rows.map((row) => [row.word, Number(row.matches)]));
  };
  /** The counts computed here from the stored words themselves, without SQL's help. */
  const wordsOfRows = async () => {
    const rows: Array<{ text: string | null }> = await sut.dataSource.query(`SELECT ${index.column} AS text FROM ${index.table}`);
    const counted: Record<string, number> = {};
    for (const { text } of rows) {
      if (text === null) continue;
      for (const word of ['', ...(text === '' ? [] : text.split(' '))]) counted[word] = (counted[word] ?? 0) + 1;
    }
    return Object.fromEntries(Object.entries(counted).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };

  before(async () => {
    sut = await startTestApp();
    const users = sut.dataSource.getRepository(User);
    const names = ['Amina Yusuf', 'Amir Yusuf', 'Sara Haddad', 'Omar Haddad', 'Lena Smith', 'Yusuf Smith', 'Amina Smith'];
    for (let i = 0; i < 40; i += 1) {
      const name = names[i % names.length];
      await users.insert(Object.assign(new User(), { name, email: `fill${i}@counts.test`, passwordHash: 'x', role: 'helper', industry: 'Health & Sciences' }));
    }
    // Gaps in the ids: whole batches with no rows, and batches with one.
    await sut.dataSource.query(`DELETE FROM ${index.table} WHERE email LIKE 'fill1%@counts.test' OR email LIKE 'fill3_@counts.test'`);
  });
  after(async () => sut.close());

  it('gives the same counts as the stored words, for batches of 1, 3, 7 ids and one batch over the whole table', async () => {
    const expected = await wordsOfRows();
    assert.ok(expected.zzyusuf >= 5 && expected.zzhaddad >= 3 && expected[''] >= 15, 'the rows hold the seeded words');
    assert.deepEqual(await storedCounts(), expected, 'the triggers kept the same counts');
    for (const batchRows of [1, 3, 7, 1_000_000]) {
      await sut.dataSource.query(`UPDATE ${WORD_COUNTS} SET matches = 999 WHERE search_column = ?`, [column]);
      await fillWordCounts(sut.dataSource, searchDialect(sut.dataSource), index, batchRows);
      assert.deepEqual(await storedCounts(), expected, `batches of ${batchRows}`);
    }
  });

  it('leaves no counts for an empty table', async () => {
    await sut.dataSource.query(`DELETE FROM ${index.table}`);
    await fillWordCounts(sut.dataSource, searchDialect(sut.dataSource), index, 5);
    assert.deepEqual(await storedCounts(), {});
  });
});
