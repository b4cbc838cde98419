import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { insertAd, insertBusinessGroup, insertMember, listQuery } from './admin-fixtures';
import { RebuildSearchFolding1795730050000 } from '../../src/database/migrations/1795730050000-RebuildSearchFolding';
import { rebuildSqliteSearchFolding } from '../../src/database/search-rebuild';
import { WORD_COUNTS } from '../../src/common/search/word-counts';

/**
 * Search that understands Arabic spelling (issue #28, docs/search.md "Spelling variants"), on SQLite (FTS5) and
 * MariaDB (FULLTEXT): each spelling of a word finds the others in the directory, the ads board, the Business Directory
 * and the admin lists; and rows whose columns an earlier folding derived are found once the RebuildSearchFolding
 * migration (SQLite: the start) has derived them again, every row kept and the word counts whole.
 */
describe(`search folds spelling variants (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  const INDUSTRY = 'Agriculture, Environment & Sustainability';
  const industry = `industry_type=${encodeURIComponent(INDUSTRY)}`;
  let sut: TestApp;
  let viewer: Account;
  let admin: Account;
  let owner: Account;
  const dialect = () => (process.env.TEST_DB === 'mariadb' ? 'mysql' : 'sqlite');

  const found = async (q: string) =>
    (
      await sut.http
        .get(`/api/v1/info/get-users?${industry}&q=${encodeURIComponent(q)}`)
        .auth(viewer.token, { type: 'bearer' })
        .expect(200)
    ).body.users
      .map((user: { name: string }) => user.name)
      .sort();
  const adminIds = async (resource: string, q: string) =>
    (
      await sut.http
        .get(`/api/v1/admin/${resource}`)
        .query(listQuery({ filter: { q }, range: [0, 24], sort: ['id', 'ASC'] }))
        .auth(admin.token, { type: 'bearer' })
        .expect(200)
    ).body.map((row: { id: number }) => row.id);

  before(async () => {
    sut = await startTestApp();
    viewer = await createAccount(sut, { role: 'helper', industry: INDUSTRY, name: 'Viewer Person' });
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Owner Of Things' });
    const members: Array<[string, string, string?]> = [
      ['أحمد الزعبي', 'معلم في مدرسة', 'منذ عام ٢٠٢٤'],
      ['José Álvarez', 'Agronomist', 'Since 2024'],
      ['مصطفى رئيس', 'مؤسس'],
    ];
    for (const [name, jobTitle, description] of members) await createAccount(sut, { role: 'seeker', industry: INDUSTRY, name, jobTitle, description });
  });
  after(async () => sut.close());

  it('finds "أحمد" by "احمد", by "احمد" with harakat, and by "أحمـد" with tatweel', async () => {
    assert.deepEqual(await found('أحمد'), ['أحمد الزعبي']);
    assert.deepEqual(await found('احمد'), ['أحمد الزعبي']);
    assert.deepEqual(await found('أَحْمَد'), ['أحمد الزعبي']);
    assert.deepEqual(await found('اَحْمَد'), ['أحمد الزعبي']);
    assert.deepEqual(await found('أحمـد'), ['أحمد الزعبي']);
    assert.deepEqual(await found('احـ'), ['أحمد الزعبي'], 'a prefix with tatweel');
  });

  it('finds "مدرسة" by "مدرسه", "مصطفى" by "مصطفي", "رئيس" by "رييس" and "مؤسس" by "موسس"', async () => {
    assert.deepEqual(await found('مدرسه'), ['أحمد الزعبي']);
    assert.deepEqual(await found('مدرسة'), ['أحمد الزعبي']);
    assert.deepEqual(await found('مصطفي'), ['مصطفى رئيس']);
    assert.deepEqual(await found('رييس موسس'), ['مصطفى رئيس']);
  });

  it('finds "José" by "jose", and "2024" by "٢٠٢٤" and "۲۰۲۴" both ways', async () => {
    assert.deepEqual(await found('jose'), ['José Álvarez']);
    assert.deepEqual(await found('JOSÉ'), ['José Álvarez']);
    assert.deepEqual(await found('٢٠٢٤'), ['José Álvarez', 'أحمد الزعبي'].sort());
    assert.deepEqual(await found('۲۰۲۴'), ['José Álvarez', 'أحمد الزعبي'].sort());
    assert.deepEqual(await found('2024'), ['José Álvarez', 'أحمد الزعبي'].sort());
  });

  it('the ads board, the Business Directory and the admin lists fold the same way', async () => {
    const ad = await insertAd(sut, owner.user.id, { title: 'طاولة مدرسية', location: 'إربد', status: 'approved' });
    const board = await sut.http
      .get(`/api/v1/admin/get-business-network?status_all=approved&q=${encodeURIComponent('مدرسيه اربد')}`)
      .auth(viewer.token, { type: 'bearer' })
      .expect(200);
    assert.deepEqual(
      board.body.data.map((row: { id: number }) => row.id),
      [ad.id],
    );
    assert.deepEqual(await adminIds('ads', 'طاوله'), [ad.id]);
    const group = await insertBusinessGroup(sut, owner.user.id, { title: 'مخبز الهدى', status: BUSINESS_GROUP_STATUS.approved });
    const directory = await sut.http.get(`/api/v1/admin/get-business-group?status_all=1&q=${encodeURIComponent('الهدي')}`).expect(200);
    assert.deepEqual(
      directory.body.data.map((row: { id: number }) => row.id),
      [group.id],
    );
    const member = await insertMember(sut, { name: 'إيمان آل سعيد' });
    assert.deepEqual(await adminIds('users', 'ايمان ال'), [member.id]);
  });

  it('the rebuild derives again the rows an earlier folding stored, keeps every row, and counts the words again', async () => {
    // The folding before issue #28: NFKD, combining marks removed, lower case; nothing else.
    const oldWords = (text: string | null) =>
      (text ?? '')
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const oldText = (...parts: Array<string | null>) => [...new Set(parts.flatMap(oldWords))].map((word) => `zz${word}`).join(' ');
    const written = [
      await insertMember(sut, { name: 'خديجة مـحمد', jobTitle: 'ممرضة', description: 'منذ ١٩٩٩', industry: INDUSTRY, role: 'seeker' }),
      await insertMember(sut, { name: 'ليلى المصري', jobTitle: 'مهندسة', description: null, industry: INDUSTRY, role: 'seeker' }),
    ];
    for (const user of written) {
      await sut.dataSource.query('UPDATE users SET search_text = ?, profile_search_text = ? WHERE id = ?', [
        oldText(user.name, user.email, user.role),
        oldText(user.name, user.jobTitle, user.description),
        user.id,
      ]);
    }
    const [{ row_count: before }] = await sut.dataSource.query('SELECT COUNT(*) AS row_count FROM users');
    const stored = async (id: number) => (await sut.dataSource.query('SELECT profile_search_text FROM users WHERE id = ?', [id]))[0].profile_search_text;
    assert.equal(await stored(written[0].id), 'zzخديجة zzمـحمد zzممرضة zzمنذ zz١٩٩٩', 'as the old folding stored it');
    if (dialect() === 'sqlite') {
      // FTS5 compares the stored words as they are: the new spellings find nothing. (MariaDB's utf8mb4_unicode_ci
      // FULLTEXT already takes some of these letters for one another.)
      assert.deepEqual(await found('خديجه'), []);
      assert.deepEqual(await found('ليلي'), []);
      assert.deepEqual(await found('1999'), []);
    }

    if (dialect() === 'mysql') {
      const runner = sut.dataSource.createQueryRunner();
      try {
        await new RebuildSearchFolding1795730050000().up(runner);
      } finally {
        await runner.release();
      }
    } else {
      await sut.dataSource.query('DELETE FROM search_folding');
      const rebuild = await rebuildSqliteSearchFolding(sut.dataSource.manager);
      assert.ok(rebuild, 'the file was behind: rebuilt');
      assert.equal(rebuild.changed.users, 2, 'only the two rows the old folding wrote changed');
      assert.equal(await rebuildSqliteSearchFolding(sut.dataSource.manager), null, 'once');
    }

    const [{ row_count: afterCount }] = await sut.dataSource.query('SELECT COUNT(*) AS row_count FROM users');
    assert.equal(Number(afterCount), Number(before), 'every row kept');
    assert.equal(await stored(written[0].id), 'zzخديجه zzمحمد zzممرضه zzمنذ zz1999', 'derived again');
    assert.deepEqual(await found('خديجه محمد'), ['خديجة مـحمد']);
    assert.deepEqual(await found('ممرضه'), ['خديجة مـحمد']);
    assert.deepEqual(await found('١٩٩٩'), ['خديجة مـحمد']);
    assert.deepEqual(await found('ليلي'), ['ليلى المصري']);
    assert.deepEqual(await found('احمد'), ['أحمد الزعبي'], 'rows already current are found as before');

    // The word counts are those of the stored words: none left of the old spellings, the new ones counted once.
    const count = async (word: string) => {
      const [row] = await sut.dataSource.query(`SELECT matches FROM ${WORD_COUNTS} WHERE search_column = ? AND word = ?`, ['users.profile_search_text', word]);
      return Number(row?.matches ?? 0);
    };
    assert.equal(await count('zzخديجة'), 0);
    assert.equal(await count('zzخديجه'), 1);
    assert.equal(await count('zzليلى'), 0);
    assert.equal(await count('zzليلي'), 1);
    assert.equal(await count('zz1999'), 1);
    const [{ filled }] = await sut.dataSource.query('SELECT COUNT(*) AS filled FROM users WHERE profile_search_text IS NOT NULL');
    assert.equal(await count(''), Number(filled), 'the empty word counts the filled rows');
  });
});
