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

  it("attack: an admin reading a reported clinic thread gets the reported message and the report's facts, never the other replies or the health details", async () => {
    const id = await openConversation(sut, patient, 'virtual-clinic', ctx);
    await as(sut, ctx.doctor).post(`/conversations/${id}/status`, { status: 'more_info', reason: 'Is the migraine worse at night?' }).expect(200);
    await as(sut, patient).post(`/conversations/${id}/replies`, { body: 'Yes, and the inhaler no longer helps' }).expect(201);
    await as(sut, ctx.doctor).post(`/conversations/${id}/replies`, { body: 'Take 400 mg ibuprofen with food' }).expect(201);
    const rude = await as(sut, ctx.doctor).post(`/conversations/${id}/replies`, { body: 'rude-reply' }).expect(201);
    await as(sut, ctx.doctor).post(`/conversations/${id}/status`, { status: 'declined', reason: 'Your asthma needs a specialist' }).expect(200);
    await as(sut, admin).get(`/conversations/${id}`).expect(404);

    const report = await as(sut, patient)
      .post('/reports', { conversation_id: id, message_id: rude.body.id, reason: 'Harassment', details: 'The doctor was rude' })
      .expect(201);
    assert.equal(report.body.message, CONVERSATION_TEXTS.reportSent);

    const list = await as(sut, admin).get('/admin/reports?filter={"q":"rude"}').expect(200);
    assert.match(String(list.headers['content-range']), /^reports 0-0\/1$/);
    const [row] = list.body;
    assert.deepEqual(
      [row.id, row.reason, row.status, row.conversation_id, row.message_id, row.conversation],
      [report.body.id, 'Harassment', 'open', id, rude.body.id, null],
      'lists carry no thread',
    );
    assert.deepEqual(row.reporter, { id: patient.user.id, name: 'Reporting Patient' });
    assert.deepEqual(row.reported_user, { id: ctx.doctor.user.id, name: 'Receiving Doctor', suspended: false });

    const one = (await as(sut, admin).get(`/admin/reports/${report.body.id}`).expect(200)).body;
    const thread = one.conversation;
    assert.deepEqual(
      [thread.id, thread.kind, thread.status, thread.box, thread.can_reply, thread.allowed_statuses],
      [id, 'virtual-clinic', 'declined', null, false, []],
    );
    assert.deepEqual(thread.other_party, { id: patient.user.id, name: 'Reporting Patient', email: null, member: true, deleted: false }, 'names, no addresses');
    assert.deepEqual(thread.request, { full_name: null, email: null, details: null });
    assert.deepEqual(
      thread.messages.map((m: { id: number; author_name: string; body: string }) => [m.id, m.author_name, m.body]),
      [[rude.body.id, 'Receiving Doctor', 'rude-reply']],
      'only the reported message',
    );
    assert.deepEqual(
      thread.status_history.map((change: { status: string; reason: string | null }) => [change.status, change.reason]),
      [
        ['new', null],
        ['more_info', null],
        ['read', null],
        ['declined', null],
      ],
      'the statuses and dates, not the decline reason',
    );
    const everything = JSON.stringify(one);
    for (const secret of ['migraine', 'Salbutamol', 'Asthma', 'asthma', 'Springfield', 'inhaler', 'ibuprofen', 'night', patient.email, ctx.doctor.email]) {
      assert.ok(!everything.includes(secret), `the admin's report view leaks "${secret}"`);
    }

    const asAdmin = (await as(sut, admin).get(`/conversations/${id}`).expect(200)).body;
    assert.deepEqual(asAdmin.request, { full_name: null, email: null, details: null });
    assert.deepEqual(
      asAdmin.messages.map((m: { body: string }) => m.body),
      ['rude-reply'],
    );
    const direct = JSON.stringify(asAdmin);
    for (const secret of ['migraine', 'Asthma', 'inhaler', 'ibuprofen', 'night'])
      assert.ok(!direct.includes(secret), `GET /conversations/{id} leaks "${secret}" to the admin`);
  });

  it('a reported legal thread shows the admin no legal details either; a professional-network request is shown only when its receiver reports it', async () => {
    const legal = await openConversation(sut, patient, 'legal-assistance', ctx, { description: 'Custody of my daughter' });
    await as(sut, ctx.lawyer).post(`/conversations/${legal}/replies`, { body: 'Bring the court order' }).expect(201);
    await as(sut, patient).post('/reports', { conversation_id: legal, reason: 'Other', details: 'slow' }).expect(201);
    const legalView = JSON.stringify((await as(sut, admin).get(`/conversations/${legal}`).expect(200)).body);
    for (const secret of ['Custody', 'court order', 'Family Law', '12 Elm Street', '555 010 2030']) assert.ok(!legalView.includes(secret), `leaks "${secret}"`);

    const spammer = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Request Spammer' });
    const spam = await openConversation(sut, spammer, 'professional-network', ctx, { description: 'Buy followers now (spam-request)' });
    await as(sut, ctx.member).post(`/conversations/${spam}/replies`, { body: 'Please stop (receiver-reply)' }).expect(201);
    await as(sut, ctx.member).post('/reports', { conversation_id: spam, reason: 'Spam', details: 'the request itself' }).expect(201);
    const spamView = (await as(sut, admin).get(`/conversations/${spam}`).expect(200)).body;
    assert.deepEqual(spamView.request.details, { description: 'Buy followers now (spam-request)' }, 'the reported content: the request its receiver got');
    assert.deepEqual(spamView.messages, [], "the receiver's own replies stay theirs");

    const asked = await openConversation(sut, patient, 'professional-network', ctx, { description: 'my own question (sender-request)' });
    const answer = await as(sut, ctx.member).post(`/conversations/${asked}/replies`, { body: 'offensive-answer' }).expect(201);
    await as(sut, patient).post('/reports', { conversation_id: asked, message_id: answer.body.id, reason: 'Harassment', details: '' }).expect(201);
    const askedView = (await as(sut, admin).get(`/conversations/${asked}`).expect(200)).body;
    assert.equal(askedView.request.details, null, "the reporter's own request is not what they reported");
    assert.deepEqual(
      askedView.messages.map((m: { body: string }) => m.body),
      ['offensive-answer'],
    );
  });

  it('a reported message must be one the other participant wrote in that conversation', async () => {
    const id = await openConversation(sut, patient, 'professional-network', ctx, { description: 'message rules' });
    const mine = await as(sut, patient).post(`/conversations/${id}/replies`, { body: 'my own words' }).expect(201);
    const theirs = await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'their words' }).expect(201);
    const other = await openConversation(sut, patient, 'professional-network', ctx, { description: 'another thread' });
    const elsewhere = await as(sut, ctx.member).post(`/conversations/${other}/replies`, { body: 'elsewhere' }).expect(201);
    for (const body of [
      { conversation_id: id, message_id: mine.body.id, reason: 'Spam' },
      { conversation_id: id, message_id: elsewhere.body.id, reason: 'Spam' },
      { user_id: ctx.member.user.id, message_id: theirs.body.id, reason: 'Spam' },
      { conversation_id: id, message_id: 'x', reason: 'Spam' },
    ]) {
      const refused = await as(sut, patient).post('/reports', body).expect(400);
      assert.equal(refused.body.error_message, CONVERSATION_TEXTS.reportMessageInvalid, JSON.stringify(body));
    }
    await as(sut, patient).post('/reports', { conversation_id: id, message_id: theirs.body.id, reason: 'Spam' }).expect(201);
  });

  it('Delete message, Dismiss and Suspend member act on the report and are audit-logged', async () => {
    const id = await openConversation(sut, patient, 'professional-network', ctx, { description: 'report me' });
    const reply = await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'spam-link' }).expect(201);
    const other = await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'an ordinary reply' }).expect(201);
    const unnamed = await as(sut, patient).post('/reports', { conversation_id: id, reason: 'Spam', details: 'no message named' }).expect(201);
    const nothingToDelete = await as(sut, admin).put(`/admin/reports/${unnamed.body.id}`, { action: 'delete_message', message_id: reply.body.id }).expect(400);
    assert.equal(nothingToDelete.body.error_message, CONVERSATION_TEXTS.reportNamesNoMessage);
    const first = await as(sut, patient).post('/reports', { conversation_id: id, message_id: reply.body.id, reason: 'Spam', details: 'link spam' }).expect(201);

    const wrong = await as(sut, admin).put(`/admin/reports/${first.body.id}`, { action: 'delete_message', message_id: other.body.id }).expect(400);
    assert.equal(wrong.body.error_message, CONVERSATION_TEXTS.reportMessageRequired, 'only the message the report names, which the admin read');
    const deleted = await as(sut, admin).put(`/admin/reports/${first.body.id}`, { action: 'delete_message' }).expect(200);
    assert.equal(deleted.body.status, 'actioned');
    assert.equal(deleted.body.resolution, 'delete_message');
    assert.deepEqual([deleted.body.message_id, deleted.body.conversation.messages], [null, []]);
    const thread = await as(sut, patient).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(
      thread.body.messages.map((m: { body: string }) => m.body),
      ['an ordinary reply'],
      'the reply is gone for the participants too, the other stays',
    );

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

  it('race: two admins deciding one report at once get one decision, one audit entry and a 409 naming it', async () => {
    const second = await createAccount(sut, { role: 'admin', industry: null, name: 'Second Admin' });
    for (let round = 0; round < 5; round += 1) {
      const rude = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name: `Rude Member ${round}` });
      const report = await as(sut, patient)
        .post('/reports', { user_id: rude.user.id, reason: 'Harassment', details: `round ${round}` })
        .expect(201);
      const answers = await Promise.all([
        as(sut, admin).put(`/admin/reports/${report.body.id}`, { action: 'dismiss' }),
        as(sut, second).put(`/admin/reports/${report.body.id}`, { action: 'suspend_member' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, 409], `round ${round}`);
      const refused = answers.find((answer) => answer.status === 409)!;
      assert.equal(refused.body.error_message, CONVERSATION_TEXTS.reportAlreadyDecided);
      const winner = answers.find((answer) => answer.status === 200)!;
      const decided = await as(sut, admin).get(`/admin/reports/${report.body.id}`).expect(200);
      assert.equal(decided.body.resolution, winner.body.resolution);
      // The member is suspended exactly when the decision that won says so.
      assert.equal(decided.body.reported_user.suspended, winner.body.resolution === 'suspend_member', `round ${round}`);
      const entries = (await auditActions()).filter((action: string) => action.endsWith(`: Harassment`) && /^(dismiss|resolve)-report/.test(action));
      assert.equal(entries.length, round + 1, 'one decision entry per report');
    }
    const again = await as(sut, admin)
      .put(`/admin/reports/${(await as(sut, admin).get('/admin/reports?filter={"status":"dismissed"}').expect(200)).body[0].id}`, { action: 'dismiss' })
      .expect(409);
    assert.equal(again.body.error_message, CONVERSATION_TEXTS.reportAlreadyDecided);
  });

  it("refuses reports of others' conversations, of nobody, and with a bad reason", async () => {
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
    const long = await as(sut, outsider)
      .post('/reports', { user_id: patient.user.id, reason: 'Spam', details: 'x'.repeat(2001) })
      .expect(400);
    assert.equal(long.body.error_message, CONVERSATION_TEXTS.reportDetailsTooLong);
  });

  it('opens Legal Assistance and Virtual Clinic from the admin switch, read publicly and audit-logged', async () => {
    const initial = await sut.http.get('/api/v1/settings').expect(200);
    assert.deepEqual(initial.body, { legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    const record = await as(sut, admin).get('/admin/settings/sections').expect(200);
    assert.deepEqual(record.body, { id: 'sections', legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    const opened = await as(sut, admin)
      .put('/admin/settings/sections', { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon', job_board: 'coming_soon' })
      .expect(200);
    assert.deepEqual(opened.body, { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    const now = await sut.http.get('/api/v1/settings').expect(200);
    assert.deepEqual(now.body, { legal_assistance: 'open', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    const bad = await as(sut, admin).put('/admin/settings/sections', { virtual_clinic: 'maybe' }).expect(400);
    assert.equal(bad.body.error_message, CONVERSATION_TEXTS.sectionStateInvalid);
    const actions = (await auditActions()).filter((action: string) => action.startsWith('change-section-setting'));
    assert.deepEqual(actions, ['change-section-setting site-setting legal_assistance: coming_soon -> open'], 'unchanged switches record nothing');
  });
});
