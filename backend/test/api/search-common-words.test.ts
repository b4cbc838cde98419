import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { listQuery } from './admin-fixtures';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { AD_SEARCH } from '../../src/modules/ads/ad-search';
import { BUSINESS_GROUP_SEARCH } from '../../src/modules/business-groups/business-group-search';
import { USER_SEARCH } from '../../src/modules/users/user-search';
import { SearchColumn, searchDialect } from '../../src/common/search/full-text';
import { WORD_COUNTS, countedColumn, readWordCounts, scanRowsBudget, searchPlanFor } from '../../src/common/search/word-counts';

/**
 * Common words (docs/search.md): the word counts that choose the plan follow every insert, update and delete, and a
 * word that 1,100 rows share is read along each list's own order (the "scan" plan, asserted from the same counts
 * the app reads) and answers exactly the rows, order and pages that a plain SQL query over the stored words gives,
 * on SQLite and MariaDB alike.
 */
describe(`search of common words (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  const COMMON = 1100;
  let sut: TestApp;
  let viewer: Account;
  let admin: Account;
  let owner: Account;

  const matches = async (index: SearchColumn, word: string): Promise<number> => {
    const rows = await sut.dataSource.query(`SELECT matches FROM ${WORD_COUNTS} WHERE search_column = ? AND word = ?`, [countedColumn(index), word]);
    return rows.length ? Number(rows[0].matches) : 0;
  };
  const planFor = (index: SearchColumn, text: string, take: number) => searchPlanFor(sut.dataSource, searchDialect(sut.dataSource), index, text, take);
  /** Inserts through TypeORM in chunks (the search columns are derived by the subscriber, the counts by the triggers). */
  const insertMany = async <E extends object>(target: new () => E, rows: Array<Partial<E>>) => {
    for (let start = 0; start < rows.length; start += 100) {
      await sut.dataSource.getRepository(target).insert(rows.slice(start, start + 100).map((row) => Object.assign(new target(), row)) as never);
    }
  };
  const ids = (rows: Array<{ id: number | string }>) => rows.map((row) => Number(row.id));

  before(async () => {
    sut = await startTestApp();
    viewer = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name: 'Viewer Person' });
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Owner Of Things' });
  });
  after(async () => sut.close());

  it('keeps the word counts in step with inserts, updates and deletes', async () => {
    const profile = USER_SEARCH.columns[1];
    const filledBefore = await matches(profile, '');
    const member = await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data', name: 'Quenby Farrowdale', jobTitle: 'Tinsmith' });
    assert.equal(await matches(profile, 'zzquenby'), 1);
    assert.equal(await matches(profile, 'zztinsmith'), 1);
    assert.equal(await matches(profile, ''), filledBefore + 1, 'the empty word counts the filled rows');

    const users = sut.dataSource.getRepository(User);
    const row = await users.findOneByOrFail({ id: member.user.id });
    await users.save(Object.assign(row, { name: 'Quenby Ashgrove' }));
    assert.equal(await matches(profile, 'zzfarrowdale'), 0, 'the old word left');
    assert.equal(await matches(profile, 'zzashgrove'), 1, 'the new word arrived');
    assert.equal(await matches(profile, 'zzquenby'), 1, 'a kept word is counted once');

    await sut.dataSource.query('DELETE FROM users WHERE id = ?', [member.user.id]);
    assert.equal(await matches(profile, 'zzquenby'), 0);
    assert.equal(await matches(profile, ''), filledBefore);
  });

  it('sums a prefix over the words it begins, and tells a common word from a rare one', async () => {
    await insertMany(
      User,
      Array.from({ length: COMMON }, (_, i) => ({
        name: `Commonname ${String(COMMON - i).padStart(4, '0')}`,
        email: `commonname${i}@plan.test`,
        role: 'seeker' as const,
        industry: 'Technology, Engineering & Data',
        jobTitle: i % 2 ? 'Commonwealth Clerk' : 'Tester',
        profileComplete: true,
      })),
    );
    const dialect = searchDialect(sut.dataSource);
    const profile = await readWordCounts(sut.dataSource, dialect, USER_SEARCH.columns[1], 'commonn');
    assert.deepEqual([profile.terms[0], profile.fewest[0]], [COMMON, COMMON]);
    const common = await readWordCounts(sut.dataSource, dialect, USER_SEARCH.columns[1], 'common');
    assert.deepEqual([common.terms[0], common.fewest[0]], [COMMON + COMMON / 2, COMMON], 'commonname and commonwealth');
    // The admin's column also holds each email's first word (commonname0, commonname1, ...): at most 1,000 words are summed.
    const adminColumn = await readWordCounts(sut.dataSource, dialect, USER_SEARCH.columns[0], 'commonn');
    assert.deepEqual([adminColumn.terms[0], adminColumn.fewest[0]], [COMMON + 999, COMMON]);
    assert.equal(await planFor(USER_SEARCH.columns[1], 'commonname', 51), 'scan');
    assert.equal(await planFor(USER_SEARCH.columns[1], 'commonname 0042', 51), 'index', 'two words whose share together is small');
    assert.equal(await planFor(USER_SEARCH.columns[1], 'quenby', 51), 'index');
  });

  it('the directory reads a common Arabic or accented word in name order: same page as plain SQL over the stored words', async () => {
    // Health & Sciences lists its helpers (the doctors) only: docs/api-contract.md, "Who the directories list".
    const industry = 'Health & Sciences';
    const helper = await createAccount(sut, { role: 'helper', industry, name: 'Clinic Viewer' });
    await insertMany(
      User,
      Array.from({ length: COMMON }, (_, i) => ({
        name: `Ångström فاطمة ${String(COMMON - i).padStart(4, '0')}`,
        email: `angstrom${i}@plan.test`,
        role: 'helper' as const,
        industry,
        jobTitle: 'Nurse',
        profileComplete: true,
      })),
    );
    assert.equal(await planFor(USER_SEARCH.columns[1], 'فاطم', 51), 'scan');
    assert.equal(await planFor(USER_SEARCH.columns[1], 'ANGSTRÖM', 51), 'scan');
    const expected: Array<{ id: number }> = await sut.dataSource.query(
      "SELECT id FROM users WHERE industry = ? AND role = 'helper' AND suspended_at IS NULL AND profile_search_text LIKE '%zzangstrom%' AND profile_search_text LIKE '%zzفاطمه%' /* ة is folded to ه (search-words.ts) */ ORDER BY name, id LIMIT 50",
      [industry],
    );
    for (const q of ['فاطم', 'ANGSTRÖM', 'angstrom فاطمة']) {
      const page = await sut.http
        .get(`/api/v1/info/get-users?industry_type=${encodeURIComponent(industry)}&q=${encodeURIComponent(q)}`)
        .auth(helper.token, { type: 'bearer' })
        .expect(200);
      assert.deepEqual(ids(page.body.users), ids(expected), `q=${q}`);
      assert.equal(page.body.users[0].name, 'Ångström فاطمة 0001');
    }
  });

  it('the admin users list by name answers a common word (full-text plan: a name word is bunched along the name order): same rows, order and total', async () => {
    const expected: Array<{ id: number }> = await sut.dataSource.query(
      "SELECT id FROM users WHERE role IN ('helper', 'seeker', 'business') AND suspended_at IS NULL AND search_text LIKE '%zzcommonname%' ORDER BY name ASC, id ASC",
    );
    assert.equal(expected.length, COMMON);
    // The counts call the word common; sorted by name the list reads it along the name with a bound on MariaDB, else
    // through the full-text index (admin-users.service.ts): the same rows either way.
    assert.equal(await planFor(USER_SEARCH.columns[0], 'commonname', 25), 'scan');
    const seen: number[] = [];
    for (const start of [0, 25, COMMON - 10]) {
      const page = await sut.http
        .get('/api/v1/admin/users')
        .query(listQuery({ filter: { q: 'commonname' }, range: [start, start + 24], sort: ['name', 'ASC'] }))
        .auth(admin.token, { type: 'bearer' })
        .expect(200);
      assert.deepEqual(ids(page.body), ids(expected.slice(start, start + 25)), `page from ${start}`);
      assert.equal(page.headers['content-range'], `users ${start}-${Math.min(start + 24, COMMON - 1)}/${COMMON}`);
      seen.push(...ids(page.body));
    }
    assert.equal(new Set(seen).size, seen.length, 'no member twice');
    const both = await sut.http
      .get('/api/v1/admin/users')
      .query(listQuery({ filter: { q: 'seeker commonname' }, range: [0, 24], sort: ['name', 'DESC'] }))
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    assert.deepEqual(ids(both.body), ids([...expected].reverse().slice(0, 25)), 'two common words, read backwards along the index');
    assert.equal(both.headers['content-range'], `users 0-24/${COMMON}`);
  });

  it('the admin users list by name or email: a word bunched at the end of the order and read from its start answers the same rows, order and totals as plain SQL', async () => {
    await insertMany(
      User,
      Array.from({ length: COMMON }, (_, i) => ({
        name: `Zylo Bunchword ${String(i).padStart(4, '0')}`,
        email: `zylo.bw${String(i).padStart(4, '0')}@plan.test`,
        role: 'helper' as const,
        industry: 'Technology, Engineering & Data',
        jobTitle: 'Tester',
        profileComplete: true,
      })),
    );
    const index = USER_SEARCH.columns[0];
    assert.equal(await planFor(index, 'bunchword', 25), 'scan');
    const where = "role IN ('helper', 'seeker', 'business') AND suspended_at IS NULL AND search_text LIKE '%zzbunchword%'";
    if (searchDialect(sut.dataSource) === 'mysql') {
      // The bound the app reads with (scanRowsBudget) stops before the first match in name order, not in reverse.
      const budget = scanRowsBudget(await readWordCounts(sut.dataSource, 'mysql', index, 'bunchword'), 25);
      const bounded = (order: string) =>
        sut.dataSource.query(`SELECT id FROM users FORCE INDEX (IDX_users_name_id) WHERE ${where} ORDER BY ${order} LIMIT 25 ROWS EXAMINED ${budget}`).then(
          (rows: unknown[]) => rows.length,
          () => 0,
        );
      assert.ok((await bounded('name ASC, id ASC')) < 25, `stops short within ${budget} rows`);
      assert.equal(await bounded('name DESC, id DESC'), 25);
    }
    for (const [field, order] of [
      ['name', 'ASC'],
      ['name', 'DESC'],
      ['email', 'ASC'],
    ] as const) {
      const expected: Array<{ id: number }> = await sut.dataSource.query(`SELECT id FROM users WHERE ${where} ORDER BY ${field} ${order}, id ${order}`);
      assert.equal(expected.length, COMMON);
      for (const start of [0, 500]) {
        const page = await sut.http
          .get('/api/v1/admin/users')
          .query(listQuery({ filter: { q: 'bunchword' }, range: [start, start + 24], sort: [field, order] }))
          .auth(admin.token, { type: 'bearer' })
          .expect(200);
        assert.deepEqual(ids(page.body), ids(expected.slice(start, start + 25)), `${field} ${order} from ${start}`);
        assert.equal(page.headers['content-range'], `users ${start}-${start + 24}/${COMMON}`);
      }
    }
  });

  it('the ads board reads a common word in date order: same pages as plain SQL, none overlapping; the admin ads list too', async () => {
    await insertMany(
      Ad,
      Array.from({ length: COMMON }, (_, i) => ({
        title: `Commonboard bicycle ${i}`,
        description: i % 3 ? 'Barely used' : 'Cornflower blue frame',
        category: i % 2 ? 'Retail' : 'Other',
        adDescription: 'More about it',
        priceOffer: null,
        contactEmail: `seller.${i}@board.test`,
        contactPhone: '+1 555 000 0000',
        location: 'Springfield',
        status: i % 10 === 9 ? ('pending' as const) : ('approved' as const),
        imageUrl: '[]',
        thumbnailUrl: '[]',
        userId: owner.user.id,
      })),
    );
    assert.equal(await planFor(AD_SEARCH.columns[1], 'commonboard', 101), 'scan');
    const expected: Array<{ id: number }> = await sut.dataSource.query(
      "SELECT id FROM ads WHERE status = 'approved' AND board_search_text LIKE '%zzcommonboard%' ORDER BY created_at DESC, id DESC",
    );
    const board = (query: string) =>
      sut.http.get(`/api/v1/admin/get-business-network?status_all=approved&${query}`).auth(viewer.token, { type: 'bearer' }).expect(200);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Array<{ id: number }>; next_cursor: string | null } } = await board(
        `q=commonb&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...ids(page.body.data));
      cursor = page.body.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, ids(expected), 'every approved match once, newest first');

    const retailCornflower: Array<{ id: number }> = await sut.dataSource.query(
      "SELECT id FROM ads WHERE status = 'approved' AND category = 'Retail' AND board_search_text LIKE '%zzcommonboard%' AND board_search_text LIKE '%zzcornflower%' ORDER BY created_at DESC, id DESC LIMIT 100",
    );
    assert.deepEqual(ids((await board('q=commonboard%20cornfl&category=Retail&limit=100')).body.data), ids(retailCornflower));

    const adminAds: Array<{ id: number }> = await sut.dataSource.query("SELECT id FROM ads WHERE search_text LIKE '%zzcommonboard%' ORDER BY id DESC LIMIT 25");
    const adminPage = await sut.http
      .get('/api/v1/admin/ads')
      .query(listQuery({ filter: { q: 'commonboard' }, range: [0, 24], sort: ['id', 'DESC'] }))
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    assert.deepEqual(ids(adminPage.body), ids(adminAds));
    assert.equal(adminPage.headers['content-range'], `ads 0-24/${COMMON}`);
  });

  it('the Business Directory reads a common word in title order: same pages as plain SQL', async () => {
    await insertMany(
      BusinessGroup,
      Array.from({ length: COMMON }, (_, i) => ({
        title: `Commongrove Traders ${String((i * 7919) % COMMON).padStart(4, '0')}`,
        description: 'A family business serving the community for many years with care.',
        website: `grove${i}.example`,
        email: `grove.${i}@community.test`,
        industry: 'Hospitality, Sports & Recreation',
        status: i % 5 === 4 ? BUSINESS_GROUP_STATUS.pending : BUSINESS_GROUP_STATUS.approved,
        userId: owner.user.id,
      })),
    );
    assert.equal(await planFor(BUSINESS_GROUP_SEARCH.columns[1], 'commongrove', 101), 'scan');
    const expected: Array<{ id: number }> = await sut.dataSource.query(
      `SELECT id FROM business_groups WHERE status = ${BUSINESS_GROUP_STATUS.approved} AND directory_search_text LIKE '%zzcommongrove%' ORDER BY title, id`,
    );
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Array<{ id: number }>; next_cursor: string | null } } = await sut.http
        .get(`/api/v1/admin/get-business-group?status_all=1&q=commongr&limit=100${cursor ? `&cursor=${cursor}` : ''}`)
        .expect(200);
      seen.push(...ids(page.body.data));
      cursor = page.body.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, ids(expected), 'every approved match once, by title');
  });
});
