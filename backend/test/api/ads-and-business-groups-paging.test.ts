import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, INDUSTRIES, LIST_PAGE_TEXTS } from '@community/vocabulary';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, Personas, createAccount, createPersonas } from '../support/accounts';

interface Page {
  data: Array<{ id: number; title: string; created_at?: string }>;
  next_cursor: string | null;
}

const AD_COLUMNS =
  'title, description, category, ad_description, price_offer, contact_email, contact_phone, location, status, image_url, thumbnail_url, user_id';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe(`ads board and Business Directory: pages (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  let poster: Account;
  let suspended: Account;
  /** Approved ads on the board, in the order the board must show them. */
  let boardOrder: number[];

  const get = (url: string, account?: Account) => {
    const request = sut.http.get(url);
    return account ? request.auth(account.token, { type: 'bearer' }) : request;
  };

  /** Follows next_cursor from the first page to the last, checking each page's size. */
  async function allPages(url: string, limit: number, account?: Account): Promise<{ pages: Page[]; ids: number[] }> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `${url}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await get(query, account).expect(200)).body as Page;
      assert.deepEqual(Object.keys(page).sort(), ['data', 'next_cursor']);
      assert.ok(page.data.length <= limit, `${query}: at most ${limit} rows`);
      if (page.next_cursor !== null) assert.equal(page.data.length, limit, `${query}: only the last page is short`);
      pages.push(page);
      cursor = page.next_cursor;
      assert.ok(pages.length < 100, 'the pages end');
    } while (cursor);
    return { pages, ids: pages.flatMap((page) => page.data.map((item) => item.id)) };
  }

  const adRow = (title: string, status: string, userId: number) => [
    title,
    `${title}: short description.`,
    'Services',
    'Longer description of the offer.',
    null,
    'seller@community.test',
    '+1 555 010 2030',
    'Toronto, ON',
    status,
    '["ads/a.webp"]',
    '["ads/a.thumb.webp"]',
    userId,
  ];
  const insertAd = async (title: string, status: string, userId: number, createdAt?: string): Promise<number> => {
    if (!createdAt) {
      const saved = await sut.dataSource.getRepository(Ad).save(
        Object.assign(new Ad(), {
          title,
          description: `${title}: short description.`,
          category: 'Services',
          adDescription: 'Longer description of the offer.',
          priceOffer: null,
          contactEmail: 'seller@community.test',
          contactPhone: '+1 555 010 2030',
          location: 'Toronto, ON',
          status,
          imageUrl: '["ads/a.webp"]',
          thumbnailUrl: '["ads/a.thumb.webp"]',
          userId,
        }),
      );
      return saved.id;
    }
    await sut.dataSource.query(`INSERT INTO ads (${AD_COLUMNS}, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      ...adRow(title, status, userId),
      createdAt,
    ]);
    const [row] = await sut.dataSource.query('SELECT id FROM ads WHERE title = ?', [title]);
    return Number(row.id);
  };

  const insertGroup = async (title: string, status: number, owner: Account): Promise<number> => {
    const saved = await sut.dataSource.getRepository(BusinessGroup).save(
      Object.assign(new BusinessGroup(), {
        title,
        description: `${title} serves the whole community with care, every day of the week.`,
        website: null,
        email: owner.email,
        industry: INDUSTRIES[6],
        status,
        userId: owner.user.id,
      }),
    );
    return saved.id;
  };

  before(async () => {
    sut = await startTestApp();
    personas = await createPersonas(sut);
    poster = await createAccount(sut, { role: 'helper' });
    suspended = await createAccount(sut, { role: 'business', industry: INDUSTRIES[6] });

    const recent: number[] = [];
    for (let index = 1; index <= 7; index += 1) recent.push(await insertAd(`Recent ad ${index}`, 'approved', poster.user.id));
    // Inserted after the recent ones but created years earlier: created_at order is not id order. The two share
    // one millisecond, so a cursor that kept created_at as a JS Date would lose one of them on MariaDB.
    const sameMillisecondNewer = await insertAd('Old ad, later microsecond', 'approved', poster.user.id, '2020-01-01 00:00:00.000900');
    const sameMillisecondOlder = await insertAd('Old ad, earlier microsecond', 'approved', poster.user.id, '2020-01-01 00:00:00.000500');
    const oldest = await insertAd('Oldest ad', 'approved', poster.user.id, '2019-06-30 23:59:59');
    await insertAd('Pending ad', 'pending', poster.user.id);
    await insertAd('Suspended poster ad', 'approved', suspended.user.id);
    boardOrder = [...recent.reverse(), sameMillisecondNewer, sameMillisecondOlder, oldest];

    for (const title of ['Birch Bikes', 'Acme Plumbing', 'cedar Catering', 'Acme Plumbing', 'Zephyr Cleaning', 'Delta Dental', 'Elm Electric']) {
      await insertGroup(title, BUSINESS_GROUP_STATUS.approved, personas.business);
    }
    await insertGroup('Pending Painters', BUSINESS_GROUP_STATUS.pending, personas.business);
    await insertGroup('Suspended Security', BUSINESS_GROUP_STATUS.approved, suspended);
    await sut.dataSource.getRepository(User).update(suspended.user.id, { suspendedAt: new Date() });
  });
  after(async () => sut.close());

  describe('GET /admin/get-business-network?status_all=approved', () => {
    it('without limit answers the whole (small) board newest first by created_at, then id, and next_cursor null', async () => {
      const body = (await get('/api/v1/admin/get-business-network?status_all=approved', personas.helper).expect(200)).body as Page;
      assert.deepEqual(
        body.data.map((ad) => ad.id),
        boardOrder,
      );
      assert.equal(body.next_cursor, null);
      assert.equal(body.data[body.data.length - 1].created_at, '2019-06-30T23:59:59.000Z');
      const hydrated = await sut.dataSource.getRepository(Ad).findOneByOrFail({ id: boardOrder[0] });
      assert.equal(body.data[0].created_at, new Date(hydrated.createdAt).toISOString(), 'the same created_at as the entity gave');
    });

    for (const limit of [1, 2, 3, 10]) {
      it(`limit=${limit}: pages do not overlap and together are the board in order, the last with next_cursor null`, async () => {
        const { pages, ids } = await allPages('/api/v1/admin/get-business-network?status_all=approved', limit, personas.seekerProfessional);
        assert.deepEqual(ids, boardOrder);
        assert.equal(pages.length, Math.ceil(boardOrder.length / limit));
        assert.equal(pages[pages.length - 1].next_cursor, null);
      });
    }

    it("pages the admin's pending queue and full list the same way", async () => {
      const pending = await allPages('/api/v1/admin/get-business-network?status_all=pending', 1, personas.admin);
      assert.deepEqual(
        pending.pages.map((page) => page.data.map((ad) => ad.title)),
        [['Pending ad']],
      );
      const unpaged = (await get('/api/v1/admin/get-all-business-network', personas.admin).expect(200)).body as Page;
      assert.equal(unpaged.data.length, boardOrder.length + 2);
      const paged = await allPages('/api/v1/admin/get-all-business-network?', 4, personas.admin);
      assert.deepEqual(
        paged.ids,
        unpaged.data.map((ad) => ad.id),
      );
    });

    it(`refuses limit 0, 101, abc, 1.5 and empty: "${LIST_PAGE_TEXTS.limitRange}"`, async () => {
      for (const path of ['get-business-network?status_all=approved&', 'get-all-business-network?']) {
        for (const limit of ['0', '101', 'abc', '1.5', '']) {
          const response = await get(`/api/v1/admin/${path}limit=${limit}`, personas.admin).expect(400);
          assert.equal(response.body.error_message, LIST_PAGE_TEXTS.limitRange, `${path} limit=${limit}`);
        }
      }
    });

    it(`refuses a cursor it did not hand out: "${LIST_PAGE_TEXTS.invalidCursor}"`, async () => {
      const cursors = ['garbage!!', 'abc', cursorOf(['not a date', 5]), cursorOf(['2020-01-01 00:00:00', 0]), cursorOf({ id: 3 }), ''];
      for (const path of ['get-business-network?status_all=approved&', 'get-all-business-network?']) {
        for (const cursor of cursors) {
          const response = await get(`/api/v1/admin/${path}cursor=${encodeURIComponent(cursor)}`, personas.admin).expect(400);
          assert.equal(response.body.error_message, LIST_PAGE_TEXTS.invalidCursor, `${path} cursor=${cursor}`);
        }
      }
    });

    it('keeps its access rules with paging: anonymous 401, pending for a non-admin 403', async () => {
      await get('/api/v1/admin/get-business-network?status_all=approved&limit=2').expect(401);
      await get('/api/v1/admin/get-business-network?status_all=pending&limit=2', personas.helper).expect(403);
    });
  });

  describe('GET /admin/get-business-group?status_all=1', () => {
    it('pages the public directory by title then id: no overlap, the whole directory in order, next_cursor null at the end', async () => {
      const unpaged = (await get('/api/v1/admin/get-business-group?status_all=1').expect(200)).body as Page;
      assert.equal(unpaged.next_cursor, null);
      const titles = unpaged.data.map((group) => group.title);
      assert.equal(titles.length, 7);
      assert.ok(!titles.includes('Suspended Security') && !titles.includes('Pending Painters'));
      assert.deepEqual(titles.slice(0, 3), ['Acme Plumbing', 'Acme Plumbing', 'Birch Bikes']);
      assert.ok(unpaged.data[0].id < unpaged.data[1].id, 'equal titles by id');
      for (const limit of [1, 2, 3, 7]) {
        const { pages, ids } = await allPages('/api/v1/admin/get-business-group?status_all=1', limit);
        assert.deepEqual(
          ids,
          unpaged.data.map((group) => group.id),
          `limit=${limit}`,
        );
        assert.equal(pages.length, Math.ceil(7 / limit));
      }
    });

    it("pages the admin's full list (newest first) like the unpaged answer", async () => {
      const unpaged = (await get('/api/v1/admin/get-all-business-group', personas.admin).expect(200)).body as Page;
      assert.equal(unpaged.data.length, 9);
      const paged = await allPages('/api/v1/admin/get-all-business-group?', 2, personas.admin);
      assert.deepEqual(
        paged.ids,
        unpaged.data.map((group) => group.id),
      );
    });

    it('refuses a bad limit or cursor with 400 and a readable error_message, signed in or not', async () => {
      for (const limit of ['0', '101', 'abc']) {
        const response = await get(`/api/v1/admin/get-business-group?status_all=1&limit=${limit}`).expect(400);
        assert.equal(response.body.error_message, LIST_PAGE_TEXTS.limitRange);
      }
      for (const cursor of ['garbage!!', 'abc', cursorOf(['Acme', -1]), cursorOf(['x'.repeat(161), 1])]) {
        const response = await get(`/api/v1/admin/get-business-group?status_all=1&cursor=${encodeURIComponent(cursor)}`).expect(400);
        assert.equal(response.body.error_message, LIST_PAGE_TEXTS.invalidCursor);
      }
      const response = await get('/api/v1/admin/get-all-business-group?cursor=abc', personas.admin).expect(400);
      assert.equal(response.body.error_message, LIST_PAGE_TEXTS.invalidCursor);
    });

    it('answers 100 groups by default and at most 100, then a cursor to the rest', async () => {
      const titles = Array.from({ length: 101 }, (_, index) => `Queue ${String(index).padStart(3, '0')}`);
      await sut.dataSource.query(
        `INSERT INTO business_groups (title, description, email, status, user_id) VALUES ${titles.map(() => '(?, ?, ?, 0, ?)').join(', ')}`,
        titles.flatMap((title) => [title, `${title} waits for review.`, personas.business.email, personas.business.user.id]),
      );
      const first = (await get('/api/v1/admin/get-business-group?status_all=0', personas.admin).expect(200)).body as Page;
      assert.equal(first.data.length, 100);
      assert.equal(typeof first.next_cursor, 'string');
      const rest = (await get(`/api/v1/admin/get-business-group?status_all=0&limit=100&cursor=${first.next_cursor}`, personas.admin).expect(200)).body as Page;
      assert.deepEqual(
        rest.data.map((group) => group.title),
        ['Queue 099', 'Queue 100'],
      );
      assert.equal(rest.next_cursor, null);
      assert.deepEqual(
        [...first.data, ...rest.data].map((group) => group.title),
        ['Pending Painters', ...titles],
      );
    });
  });
});
