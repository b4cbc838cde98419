import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, LIST_PAGE_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { insertAd, insertAuditEntry, insertBusinessGroup, insertContactForm, insertMember, listQuery } from './admin-fixtures';
import { COUNT_CAP } from '../../src/common/pagination/list-query-builder';

/**
 * Full-text search (docs/search.md), the same cases on SQLite (FTS5) and MariaDB (FULLTEXT): word prefixes,
 * every word required, accents and letter case ignored, Arabic and Hebrew names, short words and stopwords,
 * no match, and pages through the results without overlap.
 */
describe(`full-text search (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  const INDUSTRY = 'Agriculture, Environment & Sustainability';
  const industry = `industry_type=${encodeURIComponent(INDUSTRY)}`;
  let sut: TestApp;
  let viewer: Account;
  let admin: Account;
  let owner: Account;
  const names = new Map<string, number>();

  const directory = (query: string) => sut.http.get(`/api/v1/info/get-users?${industry}&${query}`).auth(viewer.token, { type: 'bearer' }).expect(200);
  const found = async (q: string) => (await directory(`q=${encodeURIComponent(q)}`)).body.users.map((user: { name: string }) => user.name).sort();
  const adminList = (resource: string, filter: Record<string, unknown>, range: [number, number] = [0, 24]) =>
    sut.http
      .get(`/api/v1/admin/${resource}`)
      .query(listQuery({ filter, range, sort: ['id', 'ASC'] }))
      .auth(admin.token, { type: 'bearer' })
      .expect(200);

  before(async () => {
    sut = await startTestApp();
    viewer = await createAccount(sut, { role: 'helper', industry: INDUSTRY, name: 'Viewer Person' });
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Owner Of Things' });
    const members: Array<[string, string, string?]> = [
      ['Amina Yusuf', 'Soil Scientist'],
      ['Amir Haddad', 'Farm Manager', 'Grows olives the old way'],
      ['José Álvarez', 'Agronomist'],
      ['Zoë Ångström', 'Hydrologist'],
      ['فاطمة الزهراء', 'مهندسة زراعية'],
      ['שרה כהן', 'Beekeeper'],
      ['Al Green', 'The Orchard Keeper'],
    ];
    for (const [name, jobTitle, description] of members) {
      names.set(name, (await createAccount(sut, { role: 'seeker', industry: INDUSTRY, name, jobTitle, description })).user.id);
    }
  });
  after(async () => sut.close());

  describe('the directory q (name, job title, description)', () => {
    it('finds names by a word prefix, whatever the letter case', async () => {
      assert.deepEqual(await found('ami'), ['Amina Yusuf', 'Amir Haddad']);
      assert.deepEqual(await found('AMIN'), ['Amina Yusuf']);
      assert.deepEqual(await found('yus'), ['Amina Yusuf']);
    });

    it('needs every word, in any order and any field', async () => {
      assert.deepEqual(await found('amir farm'), ['Amir Haddad']);
      assert.deepEqual(await found('olives amir'), ['Amir Haddad']);
      assert.deepEqual(await found('amina farm'), []);
    });

    it('ignores accents both ways', async () => {
      assert.deepEqual(await found('jose alvarez'), ['José Álvarez']);
      assert.deepEqual(await found('ÁLVA'), ['José Álvarez']);
      assert.deepEqual(await found('zoe angstrom'), ['Zoë Ångström']);
    });

    it('finds Arabic and Hebrew names, also by prefix', async () => {
      assert.deepEqual(await found('فاطمة'), ['فاطمة الزهراء']);
      assert.deepEqual(await found('الزه'), ['فاطمة الزهراء']);
      assert.deepEqual(await found('مهندسة'), ['فاطمة الزهراء']);
      assert.deepEqual(await found('שרה'), ['שרה כהן']);
      assert.deepEqual(await found('כה'), ['שרה כהן']);
    });

    it('finds short words and stopwords the same on both databases', async () => {
      assert.deepEqual(await found('al'), ['Al Green', 'José Álvarez']);
      assert.deepEqual(await found('the orchard'), ['Al Green']);
      assert.deepEqual(await found('a'), ['Al Green', 'Amina Yusuf', 'Amir Haddad', 'José Álvarez', 'Zoë Ångström']);
    });

    it('answers an empty page when nothing matches, or when the search has no letters or digits', async () => {
      assert.deepEqual(await found('nobodyhere'), []);
      assert.deepEqual(await found('%'), []);
      assert.deepEqual(await found('--'), []);
    });

    it('pages through the results by name without overlap', async () => {
      const made: number[] = [];
      for (let i = 0; i < 7; i++) made.push((await createAccount(sut, { role: 'helper', industry: INDUSTRY, name: `Pagina Walker ${i % 3}` })).user.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { users: Array<{ id: number; name: string }>; next_cursor: string | null } } = await directory(
          `q=pagina&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.body.users.map((user) => user.id));
        cursor = page.body.next_cursor;
      } while (cursor);
      assert.deepEqual(
        [...seen].sort((a, b) => a - b),
        [...made].sort((a, b) => a - b),
      );
      assert.equal(new Set(seen).size, seen.length, 'no member twice');
    });

    it('reads a common word in name order (more than 2,000 matches) and answers the same pages as for a rare one', async () => {
      const rows = Array.from(
        { length: 2100 },
        (_, i) =>
          `('Commonplace ${String(2100 - i).padStart(4, '0')}', 'common${i}@plan.test', 'seeker', '${INDUSTRY}', 'professional-network', 'zzcommonplace zz${String(2100 - i).padStart(4, '0')}')`,
      );
      for (let start = 0; start < rows.length; start += 500) {
        await sut.dataSource.query(
          `INSERT INTO users (name, email, role, industry, directory_section, profile_search_text) VALUES ${rows.slice(start, start + 500).join(', ')}`,
        );
      }
      const first = await directory('q=commonpl&limit=100');
      assert.deepEqual(
        first.body.users.map((user: { name: string }) => user.name),
        Array.from({ length: 100 }, (_, i) => `Commonplace ${String(i + 1).padStart(4, '0')}`),
      );
      const second = await directory(`q=commonpl&limit=100&cursor=${first.body.next_cursor}`);
      assert.equal(second.body.users[0].name, 'Commonplace 0101');
      const narrowed = await directory('q=commonplace%200042');
      assert.deepEqual(
        narrowed.body.users.map((user: { name: string }) => user.name),
        ['Commonplace 0042'],
      );
    });

    it('lists the whole professional network by section and searches it', async () => {
      const network = 'Technology, Engineering & Data';
      const all = (await import('@community/vocabulary')).PROFESSIONAL_NETWORK_INDUSTRIES.map((name) => `industry_type=${encodeURIComponent(name)}`).join('&');
      const techie = await createAccount(sut, { role: 'helper', industry: network, name: 'Quillon Techie' });
      const page = await sut.http.get(`/api/v1/info/get-users?${all}&q=quill`).auth(viewer.token, { type: 'bearer' }).expect(200);
      assert.deepEqual(
        page.body.users.map((user: { id: number }) => user.id),
        [techie.user.id],
      );
    });
  });

  describe('admin q on every tab', () => {
    it('users: a word prefix of name, email or role; symbols keep the substring meaning', async () => {
      const member = await insertMember(sut, { name: 'Ngozi Ádébáyọ̀', email: 'ngozi.adebayo@mail.test', role: 'helper' });
      for (const q of ['ngo', 'adebayo', 'NGOZI.ADEBAYO@', 'ngozi help']) {
        const page = await adminList('users', { q });
        assert.deepEqual(
          page.body.map((user: { id: number }) => user.id),
          [member.id],
          `q=${q}`,
        );
      }
      assert.deepEqual((await adminList('users', { q: 'ngozi seeker' })).body, []);
    });

    it('ads, business groups, contact forms and the audit log', async () => {
      const ad = await insertAd(sut, owner.user.id, { title: 'Ceramic Teapot', location: 'Marrakesh' });
      assert.deepEqual(
        (await adminList('ads', { q: 'teap marra' })).body.map((row: { id: number }) => row.id),
        [ad.id],
      );
      const group = await insertBusinessGroup(sut, owner.user.id, {
        title: 'Kumquat Grocers',
        description: 'Fresh fruit from local farms, every morning of the week.',
      });
      assert.deepEqual(
        (await adminList('business-groups', { q: 'kumq pend' })).body.map((row: { id: number }) => row.id),
        [group.id],
      );
      const form = await insertContactForm(sut, { firstName: 'Oyelaran', lastName: 'Bankole', message: 'Question about volunteering' });
      assert.deepEqual(
        (await adminList('contact-forms', { q: 'oyel volunteer' })).body.map((row: { id: number }) => row.id),
        [form.id],
      );
      const entry = await insertAuditEntry(sut, admin.user.id, { actorEmail: 'moderator.xylo@community.test', summary: 'Zanzibar Spice Stall' });
      assert.deepEqual(
        (await adminList('audit-log', { q: 'zanzib' })).body.map((row: { id: number }) => row.id),
        [entry.id],
      );
    });

    it('pages through a search with range, each row once, with an exact total', async () => {
      const made: number[] = [];
      for (let i = 0; i < 9; i++) made.push((await insertMember(sut, { name: `Wolverine Pager ${i}` })).id);
      const seen: number[] = [];
      for (let start = 0; start < 9; start += 4) {
        const page = await adminList('users', { q: 'wolverine' }, [start, start + 3]);
        assert.equal(page.headers['content-range'], `users ${start}-${Math.min(start + 3, 8)}/9`);
        seen.push(...page.body.map((user: { id: number }) => user.id));
      }
      assert.deepEqual(seen, made);
    });
  });

  describe('the ads board and the Business Directory', () => {
    it('the board searches title, description, category and location, and filters by category', async () => {
      const teapot = await insertAd(sut, owner.user.id, { title: 'Brass Samovar', category: 'Retail', location: 'Tbilisi', status: 'approved' });
      const car = await insertAd(sut, owner.user.id, { title: 'Samovar Delivery Van', category: 'Automotive', status: 'approved' });
      await insertAd(sut, owner.user.id, { title: 'Samovar Pending', status: 'pending' });
      const board = (query: string) =>
        sut.http.get(`/api/v1/admin/get-business-network?status_all=approved&${query}`).auth(viewer.token, { type: 'bearer' }).expect(200);
      assert.deepEqual(
        (await board('q=samovar')).body.data.map((row: { id: number }) => row.id),
        [car.id, teapot.id],
      );
      assert.deepEqual(
        (await board('q=samovar&category=Retail')).body.data.map((row: { id: number }) => row.id),
        [teapot.id],
      );
      assert.deepEqual(
        (await board('q=tbil')).body.data.map((row: { id: number }) => row.id),
        [teapot.id],
      );
      const first = await board('q=samovar&limit=1');
      const second = await board(`q=samovar&limit=1&cursor=${first.body.next_cursor}`);
      assert.deepEqual(
        [...first.body.data, ...second.body.data].map((row: { id: number }) => row.id),
        [car.id, teapot.id],
      );
      assert.equal(second.body.next_cursor, null);
      const wrong = await sut.http
        .get('/api/v1/admin/get-business-network?status_all=approved&category=Toys')
        .auth(viewer.token, { type: 'bearer' })
        .expect(400);
      assert.equal(wrong.body.error_message, LIST_PAGE_TEXTS.categoryInvalid);
    });

    it('the Business Directory searches title and description, by title, in pages', async () => {
      const approved = BUSINESS_GROUP_STATUS.approved;
      const a = await insertBusinessGroup(sut, owner.user.id, { title: 'Baobab Bakery', status: approved });
      const b = await insertBusinessGroup(sut, owner.user.id, {
        title: 'Corner Shop',
        description: 'Baobab juice and bread, made fresh every day in the shop.',
        status: approved,
      });
      await insertBusinessGroup(sut, owner.user.id, { title: 'Baobab Pending', status: BUSINESS_GROUP_STATUS.pending });
      const list = (query: string) => sut.http.get(`/api/v1/admin/get-business-group?status_all=1&${query}`).expect(200);
      assert.deepEqual(
        (await list('q=baobab')).body.data.map((row: { id: number }) => row.id),
        [a.id, b.id],
      );
      assert.deepEqual(
        (await list('q=baobab%20juice')).body.data.map((row: { id: number }) => row.id),
        [b.id],
      );
      const first = await list('q=baob&limit=1');
      const second = await list(`q=baob&limit=1&cursor=${first.body.next_cursor}`);
      assert.deepEqual(
        [...first.body.data, ...second.body.data].map((row: { id: number }) => row.id),
        [a.id, b.id],
      );
    });
  });

  describe('counts that do not scan', () => {
    it(`counts exactly up to ${COUNT_CAP} and says "more" with ${COUNT_CAP + 1}`, async () => {
      const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) => `('Capped Many ${i}', 'capped${i}@count.test', 'seeker', 'zzcapped zzmany')`);
      for (let start = 0; start < rows.length; start += 500) {
        await sut.dataSource.query(`INSERT INTO users (name, email, role, search_text) VALUES ${rows.slice(start, start + 500).join(', ')}`);
      }
      const first = await adminList('users', { q: 'capped many' });
      assert.equal(first.headers['content-range'], `users 0-24/${COUNT_CAP + 1}`);
      const deep = await adminList('users', { q: 'capped many' }, [COUNT_CAP, COUNT_CAP + 24]);
      assert.equal(deep.body.length, 5, 'pages past the cap still answer their rows');
      assert.equal(deep.headers['content-range'], `users ${COUNT_CAP}-${COUNT_CAP + 4}/${COUNT_CAP + 5}`);
    });
  });
});
