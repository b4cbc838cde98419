import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

describe(`conversations: reports reach the admins; section switches (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let patient: Account;
  let admin: Account;

  const auditActions = async () => {
    const log = await as(sut, admin).get('/admin/audit-log?range=[0,99]').expect(200);
    return log.body.map((entry: { action: string; target_type: string; summary: string }) => `${entry.action} ${entry.target_type} ${entry.summary}`);
  };

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    patient = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Reporting Patient' });
    admin = await createAccount(sut, { role: 'admin', industry: null });
  });
  after(async () => sut.close());

  it('a report of a clinic conversation reaches the admin resource, which shows the thread without clinic details', async () => {
    const id = await openConversation(sut, patient, 'virtual-clinic', ctx);
    await as(sut, ctx.doctor).post(`/conversations/${id}/replies`, { body: 'rude-reply' }).expect(201);
    await as(sut, admin).get(`/conversations/${id}`).expect(404);

    const report = await as(sut, patient).post('/reports', { conversation_id: id, reason: 'Harassment', details: 'The doctor was rude' }).expect(201);
    assert.equal(report.body.message, CONVERSATION_TEXTS.reportSent);

    const list = await as(sut, admin).get('/admin/reports?filter={"q":"rude"}').expect(200);
    assert.match(String(list.headers['content-range']), /^reports 0-0\/1$/);
    const [row] = list.body;
    assert.equal(row.id, report.body.id);
    assert.equal(row.reason, 'Harassment');
    assert.equal(row.status, 'open');
    assert.deepEqual(row.reporter, { id: patient.user.id, name: 'Reporting Patient' });
    assert.deepEqual(row.reported_user, { id: ctx.doctor.user.id, name: 'Receiving Doctor', suspended: false });
    assert.equal(row.conversation, null, 'lists carry no thread');

    const one = await as(sut, admin).get(`/admin/reports/${report.body.id}`).expect(200);
    assert.equal(one.body.conversation.id, id);
    assert.equal(one.body.conversation.request.details, null, 'no clinic details for admins');
    assert.equal(one.body.conversation.box, null);
    assert.deepEqual(one.body.conversation.messages.map((m: { body: string }) => m.body), ['rude-reply']);
    assert.ok(!JSON.stringify(one.body).includes('migraine') && !JSON.stringify(one.body).includes('Salbutamol'));

    const asAdmin = await as(sut, admin).get(`/conversations/${id}`).expect(200);
    assert.equal(asAdmin.body.request.details, null, 'a reported conversation opens for admins, still without clinic details');
    assert.deepEqual(asAdmin.body.allowed_statuses, []);
    assert.equal(asAdmin.body.can_reply, false);
  });

  it('Delete message, Dismiss and Suspend member act on the report and are audit-logged', async () => {
    const id = await openConversation(sut, patient, 'professional-network', ctx, { description: 'report me' });
    const reply = await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'spam-link' }).expect(201);
    const first = await as(sut, patient).post('/reports', { conversation_id: id, reason: 'Spam', details: 'link spam' }).expect(201);

    const missing = await as(sut, admin).put(`/admin/reports/${first.body.id}`, { action: 'delete_message' }).expect(400);
    assert.equal(missing.body.error_message, CONVERSATION_TEXTS.reportMessageRequired);
    const deleted = await as(sut, admin).put(`/admin/reports/${first.body.id}`, { action: 'delete_message', message_id: reply.body.id }).expect(200);
    assert.equal(deleted.body.status, 'actioned');
    assert.equal(deleted.body.resolution, 'delete_message');
    assert.deepEqual(deleted.body.conversation.messages, []);
    const thread = await as(sut, patient).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(thread.body.messages, [], 'the reply is gone for the participants too');

    const second = await as(sut, patient).post('/reports', { user_id: ctx.member.user.id, reason: 'Other', details: '' }).expect(201);
    const dismissed = await as(sut, admin).put(`/admin/reports/${second.body.id}`, { action: 'dismiss' }).expect(200);
    assert.equal(dismissed.body.status, 'dismissed');

    const spammer = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name: 'Spammer' });
    const third = await as(sut, patient).post('/reports', { user_id: spammer.user.id, reason: 'Inappropriate content', details: 'profile' }).expect(201);
    const suspended = await as(sut, admin).put(`/admin/reports/${third.body.id}`, { action: 'suspend_member' }).expect(200);
    assert.deepEqual(suspended.body.reported_user, { id: spammer.user.id, name: 'Spammer', suspended: true });
    await sut.http.get('/api/v1/auth/me').auth(spammer.token, { type: 'bearer' }).expect(401);

    const open = await as(sut, admin).get('/admin/reports?filter={"status":"open"}').expect(200);
    assert.ok(!open.body.some((row: { id: number }) => [first.body.id, second.body.id, third.body.id].includes(row.id)));

    const actions = await auditActions();
    assert.ok(actions.includes(`delete-conversation-reply conversation-reply report ${first.body.id}`), actions.join('\n'));
    assert.ok(actions.includes(`resolve-report report delete_message: Spam`));
    assert.ok(actions.includes(`dismiss-report report dismiss: Other`));
    assert.ok(actions.includes(`resolve-report report suspend_member: Inappropriate content`));
    assert.ok(actions.some((action: string) => action.startsWith('suspend-user user Spammer')));
  });

  it('refuses reports of others\' conversations, of nobody, and with a bad reason', async () => {
    const id = await openConversation(sut, patient, 'professional-network', ctx, { description: 'not yours' });
    const outsider = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data' });
    const notYours = await as(sut, outsider).post('/reports', { conversation_id: id, reason: 'Spam' }).expect(404);
    assert.equal(notYours.body.error_message, CONVERSATION_TEXTS.notFound);
    const nothing = await as(sut, outsider).post('/reports', { reason: 'Spam', details: 'x' }).expect(400);
    assert.equal(nothing.body.error_message, CONVERSATION_TEXTS.reportTargetRequired);
    const reason = await as(sut, outsider).post('/reports', { user_id: patient.user.id, reason: 'Boring' }).expect(400);
    assert.equal(reason.body.error_message, CONVERSATION_TEXTS.reportReasonInvalid);
    const self = await as(sut, outsider).post('/reports', { user_id: outsider.user.id, reason: 'Spam' }).expect(400);
    assert.equal(self.body.error_message, CONVERSATION_TEXTS.notYourself);
    const nobody = await as(sut, outsider).post('/reports', { user_id: 2147483000, reason: 'Spam' }).expect(404);
    assert.equal(nobody.body.error_message, CONVERSATION_TEXTS.memberNotFound);
    const long = await as(sut, outsider).post('/reports', { user_id: patient.user.id, reason: 'Spam', details: 'x'.repeat(2001) }).expect(400);
    assert.equal(long.body.error_message, CONVERSATION_TEXTS.reportDetailsTooLong);
  });

  it('opens Legal Assistance and Virtual Clinic from the admin switch, read publicly and audit-logged', async () => {
    const initial = await sut.http.get('/api/v1/settings').expect(200);
    assert.deepEqual(initial.body, { legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon' });
    const record = await as(sut, admin).get('/admin/settings/sections').expect(200);
    assert.deepEqual(record.body, { id: 'sections', legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon' });
    const opened = await as(sut, admin).put('/admin/settings/sections', { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon' }).expect(200);
    assert.deepEqual(opened.body, { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon' });
    const now = await sut.http.get('/api/v1/settings').expect(200);
    assert.deepEqual(now.body, { legal_assistance: 'open', virtual_clinic: 'coming_soon' });
    const bad = await as(sut, admin).put('/admin/settings/sections', { virtual_clinic: 'maybe' }).expect(400);
    assert.equal(bad.body.error_message, CONVERSATION_TEXTS.sectionStateInvalid);
    const actions = (await auditActions()).filter((action: string) => action.startsWith('change-section-setting'));
    assert.deepEqual(actions, ['change-section-setting site-setting legal_assistance: coming_soon -> open'], 'unchanged switches record nothing');
  });
});
