import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { decodeMimeWords } from '../support/mime-words';
import { User } from '../../src/modules/users/entities/user.entity';
import { Account, Personas, createAccount, createPersonas } from '../support/accounts';

const GROUP_KEYS = ['description', 'email', 'id', 'status', 'title', 'user_id', 'website'];

describe(`business groups: the directory and its moderation (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  let owners: Account[];
  const ids: Record<string, number> = {};

  const directory = async () => (await sut.http.get('/api/v1/admin/get-business-group?status_all=1').expect(200)).body.data;
  const asAdmin = (request: ReturnType<TestApp['http']['get']>) => request.auth(personas.admin.token, { type: 'bearer' });
  const moderate = (action: string, body: object) => asAdmin(sut.http.post(`/api/v1/admin/${action}`)).send(body);
  const auditFor = (id: number) =>
    sut.dataSource.query("SELECT action, actor_id, summary FROM audit_log WHERE target_type = 'business-group' AND target_id = ? ORDER BY id", [id]);

  before(async () => {
    sut = await startTestApp();
    personas = await createPersonas(sut);
    owners = [];
    const groups: Array<[string, number, string | null]> = [
      ['Zephyr Cleaning', BUSINESS_GROUP_STATUS.approved, 'zephyr.example'],
      ['Acorn Daycare', BUSINESS_GROUP_STATUS.approved, 'https://acorn.example'],
      ['Maple Movers', BUSINESS_GROUP_STATUS.pending, null],
      ['Birch Bikes', BUSINESS_GROUP_STATUS.rejected, null],
      ['Willow Weddings', BUSINESS_GROUP_STATUS.pending, null],
    ];
    for (const [title, status, website] of groups) {
      const owner = await createAccount(sut, { role: 'business', industry: INDUSTRIES[6] });
      owners.push(owner);
      const saved = await sut.dataSource.getRepository(BusinessGroup).save(
        Object.assign(new BusinessGroup(), {
          title,
          description: `${title} serves the whole community with care, every day of the week.`,
          website,
          email: owner.email,
          industry: INDUSTRIES[6],
          status,
          userId: owner.user.id,
        }),
      );
      ids[title] = saved.id;
    }
  });
  after(async () => sut.close());

  describe('GET /admin/get-business-group', () => {
    it("status_all=1 answers approved groups by title, to anyone without a token, with the spec's fields only", async () => {
      const data = await directory();
      assert.deepEqual(
        data.map((group: { title: string }) => group.title),
        ['Acorn Daycare', 'Zephyr Cleaning'],
      );
      assert.deepEqual(Object.keys(data[0]).sort(), GROUP_KEYS);
      assert.deepEqual(data[1], {
        id: ids['Zephyr Cleaning'],
        title: 'Zephyr Cleaning',
        description: 'Zephyr Cleaning serves the whole community with care, every day of the week.',
        website: 'zephyr.example',
        email: owners[0].email,
        status: 1,
        user_id: owners[0].user.id,
      });
    });

    it('status_all=1 ignores a bad token instead of refusing the public list', async () => {
      const response = await sut.http.get('/api/v1/admin/get-business-group?status_all=1').auth('not-a-token', { type: 'bearer' }).expect(200);
      assert.equal(response.body.data.length, 2);
    });

    it('status_all=0 answers pending groups to an admin', async () => {
      const response = await asAdmin(sut.http.get('/api/v1/admin/get-business-group?status_all=0')).expect(200);
      assert.deepEqual(
        response.body.data.map((group: { title: string }) => group.title),
        ['Maple Movers', 'Willow Weddings'],
      );
      assert.ok(response.body.data.every((group: { status: number }) => group.status === 0));
    });

    it('status_all=0 asks anonymous callers to sign in and refuses signed-in non-admins', async () => {
      const anonymous = await sut.http.get('/api/v1/admin/get-business-group?status_all=0').expect(401);
      assert.equal(anonymous.body.error_message, MESSAGES.http.unauthorized);
      const seeker = await sut.http.get('/api/v1/admin/get-business-group?status_all=0').auth(personas.helper.token, { type: 'bearer' }).expect(403);
      assert.equal(seeker.body.error_message, MESSAGES.http.forbidden);
    });

    it(`refuses a status_all other than 0 or 1: "${MESSAGES.moderation.businessGroupStatusFilterInvalid}"`, async () => {
      for (const query of ['', '?status_all=2', '?status_all=abc', '?status_all=', '?status_all=01']) {
        const response = await sut.http.get(`/api/v1/admin/get-business-group${query}`).expect(400);
        assert.equal(response.body.error_message, MESSAGES.moderation.businessGroupStatusFilterInvalid);
      }
    });

    it('GET /admin/get-all-business-group answers every group to an admin', async () => {
      const response = await asAdmin(sut.http.get('/api/v1/admin/get-all-business-group')).expect(200);
      const titles = response.body.data.map((group: { title: string }) => group.title).sort();
      assert.deepEqual(titles, ['Acorn Daycare', 'Birch Bikes', 'Maple Movers', 'Willow Weddings', 'Zephyr Cleaning']);
    });
  });

  describe('moderation', () => {
    it('approves a group: status 1, in the directory, the owner is emailed, audited', async () => {
      const id = ids['Maple Movers'];
      const response = await moderate('approve-business-group', { id }).expect(200);
      assert.equal(response.body.message, MESSAGES.moderation.businessGroupApproved);
      assert.ok((await directory()).some((group: { id: number; status: number }) => group.id === id && group.status === 1));
      const mail = await sut.mail.waitFor(owners[2].email, (m) => decodeMimeWords(m.subject).includes('Maple Movers'));
      assert.match(decodeMimeWords(mail.subject), /is now in the Business Directory/);
      assert.match(mail.text, /http:\/\/app\.test\/business/);
      assert.deepEqual(await auditFor(id), [{ action: 'approve-business-group', actor_id: personas.admin.user.id, summary: 'Maple Movers' }]);
    });

    it('rejects a group: status 2, not in the directory, the owner is emailed, audited', async () => {
      const id = ids['Willow Weddings'];
      const response = await moderate('reject-business-group', { id }).expect(200);
      assert.equal(response.body.message, MESSAGES.moderation.businessGroupRejected);
      assert.ok(!(await directory()).some((group: { id: number }) => group.id === id));
      const [row] = await sut.dataSource.query('SELECT status FROM business_groups WHERE id = ?', [id]);
      assert.equal(Number(row.status), 2);
      const mail = await sut.mail.waitFor(owners[4].email, (m) => decodeMimeWords(m.subject).includes('Willow Weddings'));
      assert.match(decodeMimeWords(mail.subject), /was not approved/);
      assert.deepEqual(
        (await auditFor(id)).map((entry: { action: string }) => entry.action),
        ['reject-business-group'],
      );
    });

    it('deletes a group (the owner keeps the account), audits it, and answers 404 the second time', async () => {
      const id = ids['Birch Bikes'];
      const response = await moderate('delete-business', { id }).expect(200);
      assert.equal(response.body.message, MESSAGES.moderation.businessGroupDeleted);
      assert.deepEqual(await sut.dataSource.query('SELECT id FROM business_groups WHERE id = ?', [id]), []);
      assert.equal((await sut.dataSource.query('SELECT id FROM users WHERE id = ?', [owners[3].user.id])).length, 1);
      assert.deepEqual(
        (await auditFor(id)).map((entry: { action: string }) => entry.action),
        ['delete-business-group'],
      );
      const again = await moderate('delete-business', { id }).expect(404);
      assert.equal(again.body.error_message, MESSAGES.moderation.businessGroupNotFound);
      assert.equal((await auditFor(id)).length, 1);
    });

    it('answers 404 for a group that does not exist and 400 for an id that is not a positive whole number', async () => {
      for (const action of ['approve-business-group', 'reject-business-group']) {
        const missing = await moderate(action, { id: 987654 }).expect(404);
        assert.equal(missing.body.error_message, MESSAGES.moderation.businessGroupNotFound);
      }
      for (const body of [{}, { id: 'x' }, { id: 0 }]) {
        const response = await moderate('approve-business-group', body).expect(400);
        assert.equal(response.body.error_message, MESSAGES.moderation.idInvalid);
      }
    });

    it('takes a business registered through the API from pending to the directory', async () => {
      const email = `registered.${Date.now()}@example.com`;
      await sut.http
        .post('/api/v1/auth/business-register')
        .send({
          name: 'Aaron Accounting',
          email,
          password: 'Str0ng!pass',
          IndustryType: INDUSTRIES[2],
          Description: 'Bookkeeping and tax returns for families and small businesses nearby.',
        })
        .expect(201);
      const pending = await asAdmin(sut.http.get('/api/v1/admin/get-business-group?status_all=0')).expect(200);
      const group = pending.body.data.find((item: { email: string }) => item.email === email);
      assert.equal(group.status, 0);
      await moderate('approve-business-group', { id: group.id }).expect(200);
      assert.equal((await directory())[0].title, 'Aaron Accounting');
      await sut.mail.waitFor(email, (m) => decodeMimeWords(m.subject).includes('Aaron Accounting'));
    });

    it("hides a suspended owner's group from the directory", async () => {
      await sut.dataSource.getRepository(User).update(owners[0].user.id, { suspendedAt: new Date() });
      assert.ok(!(await directory()).some((group: { title: string }) => group.title === 'Zephyr Cleaning'));
    });
  });
});
