import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { listQuery } from './admin-fixtures';

/** The spec's delete-user and react-admin's DELETE /admin/users/:id: suspension, not deletion. */
describe(`admin: suspending a member (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  const asAdmin = (call: ReturnType<TestApp['http']['get']>) => call.auth(admin.token, { type: 'bearer' });
  const industry = 'Technology, Engineering & Data';

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  const helpersList = async (q: string) =>
    (await asAdmin(sut.http.get('/api/v1/admin/users').query(listQuery({ filter: { q, role: 'helper' } }))).expect(200)).body as Array<{ id: number }>;
  const directory = async (viewer: Account) =>
    (await sut.http.get('/api/v1/info/get-users').query({ industry_type: industry }).auth(viewer.token, { type: 'bearer' }).expect(200)).body.users as Array<{
      id: number;
    }>;
  const auditEntries = async (targetId: number) =>
    (await asAdmin(sut.http.get('/api/v1/admin/audit-log').query(listQuery({ filter: { target_type: 'user', target_id: targetId } }))).expect(200))
      .body as Array<{
      action: string;
      actor_email: string;
      target_id: number;
    }>;

  it('POST /admin/delete-user ends the sessions, refuses sign-in like a wrong password, and hides the member; the row stays', async () => {
    const member = await createAccount(sut, { role: 'helper', industry, name: 'Suspendable Heron' });
    const viewer = await createAccount(sut, { role: 'seeker', industry });
    assert.ok(
      (await directory(viewer)).some((user) => user.id === member.user.id),
      'listed before',
    );
    assert.deepEqual(
      (await helpersList('suspendable heron')).map((user) => user.id),
      [member.user.id],
    );
    await sut.http.get('/api/v1/auth/me').auth(member.token, { type: 'bearer' }).expect(200);

    const answer = await asAdmin(sut.http.post('/api/v1/admin/delete-user')).send({ id: member.user.id }).expect(200);
    assert.equal(answer.body.message, 'The member is suspended and can no longer sign in');

    const refused = await sut.http.get('/api/v1/auth/me').auth(member.token, { type: 'bearer' }).expect(401);
    assert.equal(refused.body.error_message, MESSAGES.http.unauthorized);
    const login = await sut.http.post('/api/v1/auth/login').send({ email: member.email, password: TEST_PASSWORD }).expect(401);
    const wrongPassword = await sut.http.post('/api/v1/auth/login').send({ email: viewer.email, password: 'Wrong#Pass1' }).expect(401);
    assert.deepEqual(login.body, wrongPassword.body, 'a suspended account is refused exactly like a wrong password');

    assert.ok(!(await directory(viewer)).some((user) => user.id === member.user.id), 'gone from the directory');
    assert.deepEqual(await helpersList('suspendable heron'), [], 'gone from the helpers tab');
    const allHelpers = await asAdmin(sut.http.get('/api/v1/info/get-all-users').query({ role: 'helper' })).expect(200);
    assert.ok(!allHelpers.body.users.some((user: { id: number }) => user.id === member.user.id), "gone from the spec's get-all-users");

    const kept = await asAdmin(sut.http.get(`/api/v1/admin/users/${member.user.id}`)).expect(200);
    assert.equal(kept.body.suspended, true);
    const suspendedOnes = await asAdmin(sut.http.get('/api/v1/admin/users').query(listQuery({ filter: { q: 'suspendable heron', suspended: true } }))).expect(
      200,
    );
    assert.deepEqual(
      suspendedOnes.body.map((user: { id: number }) => user.id),
      [member.user.id],
    );

    const entries = await auditEntries(member.user.id);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actor_email, entry.target_id]),
      [['suspend-user', admin.email, member.user.id]],
    );
  });

  it('DELETE /admin/users/:id suspends too and answers the member for react-admin; again changes nothing', async () => {
    const member = await createAccount(sut, { role: 'seeker', industry, name: 'Deletable Ibis' });
    const answer = await asAdmin(sut.http.delete(`/api/v1/admin/users/${member.user.id}`)).expect(200);
    assert.equal(answer.body.id, member.user.id);
    assert.equal(answer.body.name, 'Deletable Ibis');
    assert.equal(answer.body.suspended, true);
    await sut.http.get('/api/v1/issues/inbox').auth(member.token, { type: 'bearer' }).expect(401);
    const seekers = await asAdmin(sut.http.get('/api/v1/admin/users').query(listQuery({ filter: { q: 'deletable ibis', role: 'seeker' } }))).expect(200);
    assert.deepEqual(seekers.body, []);

    await asAdmin(sut.http.delete(`/api/v1/admin/users/${member.user.id}`)).expect(200);
    assert.equal((await auditEntries(member.user.id)).length, 1, 'one entry for one suspension');
  });

  it('refuses to suspend the admin themself (400) or another admin (403), with a readable error_message', async () => {
    const self = await asAdmin(sut.http.post('/api/v1/admin/delete-user')).send({ id: admin.user.id }).expect(400);
    assert.equal(self.body.error_message, 'You cannot suspend your own account');
    const other = await createAccount(sut, { role: 'admin' });
    const refused = await asAdmin(sut.http.delete(`/api/v1/admin/users/${other.user.id}`)).expect(403);
    assert.equal(refused.body.error_message, MESSAGES.moderation.adminAccount);
    await sut.http.get('/api/v1/auth/me').auth(other.token, { type: 'bearer' }).expect(200);
    await sut.http.get('/api/v1/auth/me').auth(admin.token, { type: 'bearer' }).expect(200);
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    const missing = await asAdmin(sut.http.post('/api/v1/admin/delete-user')).send({ id: 999999 }).expect(404);
    assert.equal(missing.body.error_message, 'This member does not exist');
    for (const body of [{}, { id: 'abc' }, { id: -3 }, { id: 1.5 }]) {
      const bad = await asAdmin(sut.http.post('/api/v1/admin/delete-user')).send(body).expect(400);
      assert.equal(bad.body.error_message, MESSAGES.moderation.idInvalid, JSON.stringify(body));
    }
    const numericText = await createAccount(sut, { role: 'helper' });
    await asAdmin(sut.http.post('/api/v1/admin/delete-user'))
      .send({ id: String(numericText.user.id) })
      .expect(200);
  });

  it('is for admins only', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const target = await createAccount(sut, { role: 'seeker' });
    await sut.http.post('/api/v1/admin/delete-user').auth(member.token, { type: 'bearer' }).send({ id: target.user.id }).expect(403);
    await sut.http.post('/api/v1/admin/delete-user').send({ id: target.user.id }).expect(401);
    await sut.http.get('/api/v1/auth/me').auth(target.token, { type: 'bearer' }).expect(200);
  });
});
