import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { listQuery } from './admin-fixtures';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { searchDialect } from '../../src/common/search/full-text';
import { searchWords } from '../../src/common/search/search-words';
import { USERS_BY_NAME } from '../../src/common/search/word-postings';
import { WORD_BLOCKS } from '../../src/common/search/word-blocks';

/**
 * The admin users list by name and the admin ads list's totals (docs/search.md): on MariaDB read from the name postings
 * and counted from the word blocks, on SQLite through FTS5. Either way they must answer what the search means, written
 * here as plain SQL over the stored words (every searched word begins a stored word, the list's filters, its order):
 * prefixes that begin several stored words, several words, accents and case, pages that never overlap, totals under
 * and over the 10,000 cap.
 */
describe(`admin search from postings and word blocks (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let owner: Account;
  const mariadb = () => searchDialect(sut.dataSource) === 'mysql';
  const ids = (rows: Array<{ id: number | string }>) => rows.map((row) => Number(row.id));
  const insertMany = async <E extends object>(target: new () => E, rows: Array<Partial<E>>) => {
    for (let start = 0; start < rows.length; start += 250) {
      await sut.dataSource.getRepository(target).insert(rows.slice(start, start + 250).map((row) => Object.assign(new target(), row)) as never);
    }
  };
  /** Every word of q begins a stored word of the column (the search's meaning, docs/search.md). */
  const matching = (q: string) => searchWords(q).map((word) => `${mariadb() ? "CONCAT(' ', search_text)" : "(' ' || search_text)"} LIKE '% zz${word}%'`);
  const adminList = (resource: string, q: string, range: [number, number], sort: [string, 'ASC' | 'DESC']) =>
    sut.http
      .get(`/api/v1/admin/${resource}`)
      .query(listQuery({ filter: { q }, range, sort }))
      .auth(admin.token, { type: 'bearer' })
      .expect(200);

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Owner Of Things' });
    // Last names bunched late within each first name's block (as Smith among a million members), accented spellings,
    // a longer word the prefix also begins, suspended members and admins the list leaves out.
    const first = ['Aisha', 'Ömer', 'Zainab', 'amina'];
    const last = ['Abbas', 'Smith', 'Smíth', 'Smithson', 'Zaki'];
    await insertMany(
      User,
      Array.from({ length: 240 }, (_, i) => ({
        name: `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${String(i % 7).padStart(2, '0')}`,
        email: `postings${i}@search.test`,
        role: i % 37 === 0 ? ('admin' as const) : i % 3 ? ('helper' as const) : ('seeker' as const),
        industry: 'Technology, Engineering & Data',
        jobTitle: 'Tester',
        profileComplete: true,
        suspendedAt: i % 29 === 0 ? new Date() : null,
      })),
    );
  });
  after(async () => sut.close());

  it('the users list by name: same rows, order and totals as plain SQL, pages never overlapping', async () => {
    for (const q of ['smith', 'SMÍTH', 'smi', 'smith aisha', 'Smithson 03', 'omer smi', 'nobodyhere']) {
      for (const order of ['ASC', 'DESC'] as const) {
        const expected: Array<{ id: number }> = await sut.dataSource.query(
          `SELECT id FROM users WHERE role IN ('helper', 'seeker', 'business') AND suspended_at IS NULL AND ${matching(q).join(' AND ')} ORDER BY name ${order}, id ${order}`,
        );
        const seen: number[] = [];
        for (let start = 0; start < Math.max(expected.length, 1); start += 25) {
          const page = await adminList('users', q, [start, start + 24], ['name', order]);
          assert.deepEqual(ids(page.body), ids(expected.slice(start, start + 25)), `q=${q} ${order} from ${start}`);
          const last = Math.min(start + 24, expected.length - 1);
          assert.equal(page.headers['content-range'], expected.length ? `users ${start}-${last}/${expected.length}` : 'users */0', `q=${q} ${order} total`);
          seen.push(...ids(page.body));
        }
        assert.equal(new Set(seen).size, seen.length, `q=${q} ${order}: no member twice`);
        if (q === 'smith') assert.ok(expected.length > 100, 'smith begins smith and smithson, and Smíth is smith');
      }
    }
  });

  it('the users list by name follows renames and suspensions', async () => {
    const [renamed] = await sut.dataSource.query(
      "SELECT id FROM users WHERE role = 'helper' AND suspended_at IS NULL AND name LIKE 'Aisha Smith%' ORDER BY id LIMIT 1",
    );
    const users = sut.dataSource.getRepository(User);
    await users.save(Object.assign(await users.findOneByOrFail({ id: renamed.id }), { name: 'Ωmega Smith 99' }));
    const last = await adminList('users', 'smith', [0, 0], ['name', 'DESC']);
    // Ω sorts after every Latin letter by code point (SQLite) and in utf8mb4_unicode_ci (MariaDB).
    assert.deepEqual(ids(last.body), [renamed.id], 'the renamed member moves to the end of the name order');
    await users.update({ id: renamed.id }, { suspendedAt: new Date() });
    const after = await adminList('users', 'smith', [0, 0], ['name', 'DESC']);
    assert.notDeepEqual(ids(after.body), [renamed.id], 'a suspended member leaves the list');
  });

  it(
    'reads the page from the postings on MariaDB (a posting removed by hand leaves its member out)',
    { skip: process.env.TEST_DB !== 'mariadb' && 'postings are MariaDB/MySQL only' },
    async () => {
      const [first] = (await adminList('users', 'smithson', [0, 0], ['name', 'ASC'])).body as Array<{ id: number }>;
      const [posted] = await sut.dataSource.query(`SELECT name FROM ${USERS_BY_NAME.table} WHERE word = 'zzsmithson' AND id = ?`, [first.id]);
      await sut.dataSource.query(`DELETE FROM ${USERS_BY_NAME.table} WHERE word = 'zzsmithson' AND id = ?`, [first.id]);
      try {
        const [now] = (await adminList('users', 'smithson', [0, 0], ['name', 'ASC'])).body as Array<{ id: number }>;
        assert.notEqual(now.id, first.id);
      } finally {
        await sut.dataSource.query(`INSERT INTO ${USERS_BY_NAME.table} (word, name, id) VALUES ('zzsmithson', ?, ?)`, [posted.name, first.id]);
      }
    },
  );

  it('the ads list: exact totals under the cap for several words, prefixes and accents; 10001 over it', async () => {
    const ad = (i: number, title: string, location: string): Partial<Ad> => ({
      title,
      description: 'Short',
      category: i % 2 ? 'Retail' : 'Other',
      adDescription: 'More about it',
      priceOffer: null,
      contactEmail: `seller.${i}@ads.test`,
      contactPhone: '+1 555 000 0000',
      location,
      status: i % 10 === 9 ? ('pending' as const) : ('approved' as const),
      imageUrl: '[]',
      thumbnailUrl: '[]',
      userId: owner.user.id,
    });
    // A row may hold two stored words one prefix begins (Laptop Laptops): it is one match.
    const titles = ['Laptop repair', 'Laptops for sale', 'Laptop Laptops bundle', 'Bike for sale'];
    await insertMany(
      Ad,
      Array.from({ length: 400 }, (_, i) => ad(i, `${titles[i % titles.length]} ${i}`, i % 3 ? 'Riverside' : 'Lakeside')),
    );
    for (const q of ['laptop riverside', 'lapt river', 'LAPTÓP Riverside', 'laptops', 'laptop lakeside sale', 'bike laptop']) {
      const expected: Array<{ id: number }> = await sut.dataSource.query(`SELECT id FROM ads WHERE ${matching(q).join(' AND ')} ORDER BY id DESC`);
      for (const start of [0, 25]) {
        const page = await adminList('ads', q, [start, start + 24], ['id', 'DESC']);
        assert.deepEqual(ids(page.body), ids(expected.slice(start, start + 25)), `q=${q} from ${start}`);
        const range = expected.length > start ? `${start}-${Math.min(start + 24, expected.length - 1)}` : '*';
        assert.equal(page.headers['content-range'], `ads ${range}/${expected.length}`, `q=${q} total`);
      }
    }
    const filtered: Array<{ id: number }> = await sut.dataSource.query(
      `SELECT id FROM ads WHERE status = 'approved' AND ${matching('laptop riverside').join(' AND ')} ORDER BY id DESC`,
    );
    const approved = await sut.http
      .get('/api/v1/admin/ads')
      .query(listQuery({ filter: { q: 'laptop riverside', status: 'approved' }, range: [0, 24], sort: ['id', 'DESC'] }))
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    assert.equal(approved.headers['content-range'], `ads 0-24/${filtered.length}`, 'with a filter the total is counted on the rows');

    // Over the cap: 10,050 ads hold both words, too few rows left out for the word counts to prove it.
    await insertMany(
      Ad,
      Array.from({ length: 10_050 }, (_, i) => ad(1000 + i, `Capword alpha ${i}`, 'Fairview')),
    );
    const over = await adminList('ads', 'capword alpha', [0, 24], ['id', 'DESC']);
    assert.equal(over.headers['content-range'], 'ads 0-24/10001');
    const [{ newest }] = await sut.dataSource.query("SELECT MAX(id) AS newest FROM ads WHERE title LIKE 'Capword alpha%'");
    assert.equal(Number(over.body[0].id), Number(newest));
    const under: Array<{ id: number }> = await sut.dataSource.query(`SELECT id FROM ads WHERE ${matching('capword alpha 12').join(' AND ')} ORDER BY id DESC`);
    const exact = await adminList('ads', 'capword alpha 12', [0, 24], ['id', 'DESC']);
    assert.equal(exact.headers['content-range'], `ads 0-24/${under.length}`, 'alpha 12, 120-129, 1200-1299: exact');
    assert.deepEqual(ids(exact.body), ids(under.slice(0, 25)));
  });

  it(
    'counts the ads list from the word blocks on MariaDB (a block removed by hand lowers the total)',
    { skip: process.env.TEST_DB !== 'mariadb' && 'word blocks are MariaDB/MySQL only' },
    async () => {
      const before = await adminList('ads', 'laptop riverside', [0, 24], ['id', 'DESC']);
      const total = Number(String(before.headers['content-range']).split('/')[1]);
      const [block] = await sut.dataSource.query(
        `SELECT * FROM ${WORD_BLOCKS} WHERE search_column = 'ads.search_text' AND word = 'zzriverside' ORDER BY block LIMIT 1`,
      );
      await sut.dataSource.query(`DELETE FROM ${WORD_BLOCKS} WHERE search_column = ? AND word = ? AND block = ?`, [
        block.search_column,
        block.word,
        block.block,
      ]);
      try {
        const now = await adminList('ads', 'laptop riverside', [0, 24], ['id', 'DESC']);
        assert.ok(Number(String(now.headers['content-range']).split('/')[1]) < total, `fewer than ${total}`);
      } finally {
        // TypeORM reads BIGINT UNSIGNED as strings: written back as they were read.
        await sut.dataSource.query(`INSERT INTO ${WORD_BLOCKS} (search_column, word, block, ids0, ids1, ids2, ids3) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
          block.search_column,
          block.word,
          block.block,
          block.ids0,
          block.ids1,
          block.ids2,
          block.ids3,
        ]);
      }
    },
  );
});
