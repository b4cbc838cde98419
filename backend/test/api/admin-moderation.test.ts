import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { insertAd, insertBusinessGroup, listQuery } from './admin-fixtures';

/** react-admin's update and delete on ads and business groups, the dashboard counts, and the audit log they leave. */
describe(`admin: moderating ads and business groups (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let owner: Account;
  const asAdmin = <T extends { auth(token: string, options: { type: 'bearer' }): T }>(call: T) => call.auth(admin.token, { type: 'bearer' });
  const stats = async () => (await asAdmin(sut.http.get('/api/v1/admin/stats')).expect(200)).body;

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Poster Of Ads' });
  });
  after(async () => sut.close());

  describe('ads', () => {
    it('PUT {status} approves or rejects through the ads module and answers the updated ad; the pending list and count shrink', async () => {
      const toApprove = await insertAd(sut, owner.user.id, { title: 'Approvable Kettle' });
      const toReject = await insertAd(sut, owner.user.id, { title: 'Rejectable Kettle' });
      const before = await stats();

      const approved = await asAdmin(sut.http.put(`/api/v1/admin/ads/${toApprove.id}`))
        .send({ status: 'approved' })
        .expect(200);
      assert.equal(approved.body.id, toApprove.id);
      assert.equal(approved.body.status, 'approved');
      assert.equal(approved.body.title, 'Approvable Kettle');
      const rejected = await asAdmin(sut.http.put(`/api/v1/admin/ads/${toReject.id}`))
        .send({ status: 'rejected' })
        .expect(200);
      assert.equal(rejected.body.status, 'rejected');

      const pending = await asAdmin(sut.http.get('/api/v1/admin/ads').query(listQuery({ filter: { q: 'kettle', status: 'pending' } }))).expect(200);
      assert.deepEqual(pending.body, []);
      assert.deepEqual(await stats(), { ...before, pendingAds: before.pendingAds - 2 });
      await sut.mail.waitFor(owner.email);
    });

    it('refuses a status other than approved or rejected, and an unknown ad', async () => {
      const ad = await insertAd(sut, owner.user.id);
      for (const status of ['pending', 'APPROVED', 1, undefined]) {
        const bad = await asAdmin(sut.http.put(`/api/v1/admin/ads/${ad.id}`))
          .send({ status })
          .expect(400);
        assert.equal(bad.body.error_message, 'status must be approved or rejected', String(status));
      }
      const extra = await asAdmin(sut.http.put(`/api/v1/admin/ads/${ad.id}`))
        .send({ status: 'approved', title: 'renamed' })
        .expect(400);
      assert.equal(typeof extra.body.error_message, 'string');
      const missing = await asAdmin(sut.http.put('/api/v1/admin/ads/999999')).send({ status: 'approved' }).expect(404);
      assert.equal(missing.body.error_message, MESSAGES.moderation.adNotFound);
    });

    it('DELETE removes the ad through the ads module and answers the deleted ad', async () => {
      const ad = await insertAd(sut, owner.user.id, { title: 'Deletable Teapot' });
      const deleted = await asAdmin(sut.http.delete(`/api/v1/admin/ads/${ad.id}`)).expect(200);
      assert.equal(deleted.body.id, ad.id);
      assert.equal(deleted.body.title, 'Deletable Teapot');
      await asAdmin(sut.http.get(`/api/v1/admin/ads/${ad.id}`)).expect(404);
      await asAdmin(sut.http.delete(`/api/v1/admin/ads/${ad.id}`)).expect(404);
    });
  });

  describe('business groups', () => {
    it('PUT {status: 1|2} approves or rejects and answers the updated group', async () => {
      const toApprove = await insertBusinessGroup(sut, owner.user.id, { title: 'Approvable Forge' });
      const toReject = await insertBusinessGroup(sut, owner.user.id, { title: 'Rejectable Forge' });
      const before = await stats();
      const approved = await asAdmin(sut.http.put(`/api/v1/admin/business-groups/${toApprove.id}`))
        .send({ status: BUSINESS_GROUP_STATUS.approved })
        .expect(200);
      assert.deepEqual(approved.body, {
        id: toApprove.id,
        title: 'Approvable Forge',
        description: toApprove.description,
        website: toApprove.website,
        email: toApprove.email,
        status: 1,
        user_id: owner.user.id,
        rejection_reason: null,
        pending_edit: null,
      });
      const rejected = await asAdmin(sut.http.put(`/api/v1/admin/business-groups/${toReject.id}`))
        .send({ status: BUSINESS_GROUP_STATUS.rejected })
        .expect(200);
      assert.equal(rejected.body.status, 2);
      assert.deepEqual(await stats(), { ...before, pendingBusinessGroups: before.pendingBusinessGroups - 2 });
      const directory = await sut.http.get('/api/v1/admin/get-business-group').query({ status_all: 1 }).expect(200);
      assert.ok(
        directory.body.data.some((group: { id: number }) => group.id === toApprove.id),
        'the approved group is in the public directory',
      );
    });

    it('refuses a status other than 1 or 2', async () => {
      const group = await insertBusinessGroup(sut, owner.user.id);
      for (const status of [0, 3, '1', 'approved']) {
        const bad = await asAdmin(sut.http.put(`/api/v1/admin/business-groups/${group.id}`))
          .send({ status })
          .expect(400);
        assert.equal(bad.body.error_message, 'status must be 1 (approved) or 2 (rejected)', String(status));
      }
      await asAdmin(sut.http.put('/api/v1/admin/business-groups/999999')).send({ status: 1 }).expect(404);
    });

    it('DELETE removes the group and answers the deleted group', async () => {
      const group = await insertBusinessGroup(sut, owner.user.id, { title: 'Deletable Mill' });
      const deleted = await asAdmin(sut.http.delete(`/api/v1/admin/business-groups/${group.id}`)).expect(200);
      assert.equal(deleted.body.id, group.id);
      assert.equal(deleted.body.title, 'Deletable Mill');
      await asAdmin(sut.http.get(`/api/v1/admin/business-groups/${group.id}`)).expect(404);
    });
  });

  describe('audit log', () => {
    it('lists every approve, reject, delete and suspend: who, what, which item, when; newest first', async () => {
      const moderator = await createAccount(sut, { role: 'admin', email: 'second.moderator@community.test' });
      const as = <T extends { auth(token: string, options: { type: 'bearer' }): T }>(call: T) => call.auth(moderator.token, { type: 'bearer' });
      const ad = await insertAd(sut, owner.user.id, { title: 'Audited Lantern' });
      const adToDelete = await insertAd(sut, owner.user.id, { title: 'Audited Rug' });
      const group = await insertBusinessGroup(sut, owner.user.id, { title: 'Audited Guild' });
      const groupToDelete = await insertBusinessGroup(sut, owner.user.id, { title: 'Audited Hall' });
      const member = await createAccount(sut, { role: 'seeker', name: 'Audited Member' });

      await as(sut.http.put(`/api/v1/admin/ads/${ad.id}`))
        .send({ status: 'approved' })
        .expect(200);
      await as(sut.http.put(`/api/v1/admin/ads/${ad.id}`))
        .send({ status: 'rejected' })
        .expect(200);
      await as(sut.http.delete(`/api/v1/admin/ads/${adToDelete.id}`)).expect(200);
      await as(sut.http.put(`/api/v1/admin/business-groups/${group.id}`))
        .send({ status: 1 })
        .expect(200);
      await as(sut.http.put(`/api/v1/admin/business-groups/${group.id}`))
        .send({ status: 2 })
        .expect(200);
      await as(sut.http.delete(`/api/v1/admin/business-groups/${groupToDelete.id}`)).expect(200);
      await as(sut.http.post('/api/v1/admin/delete-user')).send({ id: member.user.id }).expect(200);

      const log = await asAdmin(sut.http.get('/api/v1/admin/audit-log').query(listQuery({ filter: { q: 'second.moderator' } }))).expect(200);
      assert.equal(log.headers['content-range'], 'audit-log 0-6/7');
      assert.deepEqual(
        log.body.map((entry: { action: string; target_type: string; target_id: number }) => [entry.action, entry.target_type, entry.target_id]),
        [
          ['suspend-user', 'user', member.user.id],
          ['delete-business-group', 'business-group', groupToDelete.id],
          ['reject-business-group', 'business-group', group.id],
          ['approve-business-group', 'business-group', group.id],
          ['delete-ad', 'ad', adToDelete.id],
          ['reject-ad', 'ad', ad.id],
          ['approve-ad', 'ad', ad.id],
        ],
      );
      const [newest] = log.body;
      assert.deepEqual(Object.keys(newest).sort(), ['action', 'actor_email', 'created_at', 'id', 'summary', 'target_id', 'target_type']);
      assert.equal(newest.actor_email, 'second.moderator@community.test');
      assert.ok(Date.parse(newest.created_at) > Date.now() - 60_000);

      const byAction = await asAdmin(sut.http.get('/api/v1/admin/audit-log').query(listQuery({ filter: { q: 'DELETE-AD', action: 'delete-ad' } }))).expect(200);
      assert.ok(byAction.body.every((entry: { action: string }) => entry.action === 'delete-ad') && byAction.body.length >= 1);
      const one = await asAdmin(sut.http.get(`/api/v1/admin/audit-log/${newest.id}`)).expect(200);
      assert.deepEqual(one.body, newest);
      await asAdmin(sut.http.get('/api/v1/admin/audit-log/999999')).expect(404);
    });

    it('is read-only', async () => {
      await asAdmin(sut.http.delete('/api/v1/admin/audit-log/1')).expect(404);
      await asAdmin(sut.http.put('/api/v1/admin/audit-log/1')).send({ action: 'x' }).expect(404);
    });
  });
});
