import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, CONVERSATION_TEXTS, DELETED_MEMBER_NAME, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { AccessContext, createReceivers, legalIssue } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const DELETED_PARTY = { id: null, name: DELETED_MEMBER_NAME, email: null, member: false, deleted: true };

/**
 * Account deletion meets conversations: the delete screen promises that what a member sent stays with its receivers
 * as "Deleted member". Either side deleting leaves the thread with the other, who can read it and delete it but not
 * answer it; the deleted member's name, address and contact details are gone from it (docs/conversations.md).
 */
describe(`conversations outlive a deleted account, as "Deleted member" (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let admin: Account;
  let seq = 0;

  const member = (industry: string, name: string) => {
    seq += 1;
    return createAccount(sut, { role: 'helper', industry, name: `${name} ${seq}` });
  };
  const deleteAccount = (account: Account) =>
    sut.http.delete('/api/v1/account').auth(account.token, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
  const rowsMentioning = async (needles: string[]) => {
    const tables = ['conversations', 'conversation_replies', 'conversation_status_changes', 'inbox_messages', 'reports'];
    const dump = JSON.stringify(await Promise.all(tables.map((table) => sut.dataSource.query(`SELECT * FROM ${table}`))));
    return needles.filter((needle) => dump.includes(needle));
  };

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    admin = await createAccount(sut, { role: 'admin', industry: null });
  });
  after(async () => sut.close());

  it('the sender deletes: the lawyer keeps the thread with "Deleted member", without the sender\'s name, address or phone; it can be read and deleted, not answered', async () => {
    const seeker = await member('Arts, Communication, Media & Design', 'Leaving Seeker');
    const lawyer = await member(LEGAL_INDUSTRY, 'Staying Lawyer');
    const id = await openConversation(sut, seeker, 'legal-assistance', ctx, {
      receiver_id: lawyer.user.id,
      full_name: 'Leaving Typed Name',
      email: 'leaving.typed@example.com',
      PhoneNumber: '+1 555 777 8899',
      address: '99 Vanishing Road',
      description: 'My landlord kept the deposit.',
    });
    await as(sut, lawyer).post(`/conversations/${id}/status`, { status: 'accepted' }).expect(200);
    await as(sut, lawyer).post(`/conversations/${id}/replies`, { body: 'lawyer answer' }).expect(201);
    const seekerReply = await as(sut, seeker).post(`/conversations/${id}/replies`, { body: 'seeker follow-up' }).expect(201);
    const report = await as(sut, seeker).post('/reports', { user_id: ctx.member.user.id, reason: 'Spam', details: 'kept after I leave' }).expect(201);
    const before = await as(sut, lawyer).get('/account/availability').expect(200);

    await deleteAccount(seeker);

    const list = await as(sut, lawyer).get('/conversations?box=received').expect(200);
    const listed = list.body.data.find((item: { id: number }) => item.id === id);
    assert.deepEqual([listed.other_party, listed.status, listed.unread], [{ id: null, name: DELETED_MEMBER_NAME }, 'closed', true]);

    const thread = (await as(sut, lawyer).get(`/conversations/${id}`).expect(200)).body;
    assert.deepEqual(thread.other_party, DELETED_PARTY);
    assert.deepEqual([thread.request.full_name, thread.request.email], [DELETED_MEMBER_NAME, null]);
    assert.deepEqual(
      thread.request.details,
      {
        legal_issue: 'Family Law',
        specific_issue: 'Child Custody',
        description: 'My landlord kept the deposit.',
        relevent_data: '2024-05-01',
      },
      'what was asked stays; phone and address go',
    );
    assert.deepEqual(
      thread.messages.map((m: { author: string; author_id: number | null; author_name: string; body: string }) => [
        m.author,
        m.author_id,
        m.author_name,
        m.body,
      ]),
      [
        ['me', lawyer.user.id, lawyer.user.name, 'lawyer answer'],
        ['other', null, DELETED_MEMBER_NAME, 'seeker follow-up'],
      ],
    );
    assert.deepEqual(thread.status_history.at(-1).by, 'system', 'the open request was closed for the lawyer');
    assert.deepEqual([thread.can_reply, thread.can_delete, thread.allowed_statuses, thread.blocked], [false, true, [], false]);
    assert.equal((await as(sut, lawyer).get('/account/availability').expect(200)).body.open_requests, before.body.open_requests - 1, 'no longer holds a place');

    const reply = await as(sut, lawyer).post(`/conversations/${id}/replies`, { body: 'anyone there?' }).expect(409);
    assert.equal(reply.body.error_message, CONVERSATION_TEXTS.otherMemberDeleted);
    const status = await as(sut, lawyer).post(`/conversations/${id}/status`, { status: 'closed' }).expect(409);
    assert.equal(status.body.error_message, CONVERSATION_TEXTS.otherMemberDeleted);
    assert.deepEqual(
      await rowsMentioning([seeker.email, seeker.user.name, 'Leaving Typed Name', 'leaving.typed@example.com', '99 Vanishing Road', '555 777 8899']),
      [],
    );

    const inbox = (await as(sut, lawyer).get('/issues/inbox').expect(200)).body.data;
    const request = inbox.find((message: { details: { description?: string } }) => message.details.description === 'My landlord kept the deposit.');
    assert.deepEqual(
      [request.full_name, request.email, request.details.PhoneNumber, request.details.address],
      [DELETED_MEMBER_NAME, null, undefined, undefined],
    );
    const exported = (await as(sut, lawyer).get('/account/export').expect(200)).body;
    const mine = exported.conversations.find((conversation: { id: number }) => conversation.id === id);
    assert.deepEqual(
      mine.replies.map((r: { mine: boolean; body: string }) => [r.mine, r.body]),
      [
        [true, 'lawyer answer'],
        [false, 'seeker follow-up'],
      ],
    );

    const reports = (
      await as(sut, admin)
        .get(`/admin/reports?filter=${encodeURIComponent(JSON.stringify({ id: [report.body.id] }))}`)
        .expect(200)
    ).body;
    assert.deepEqual(reports[0].reporter, { id: null, name: DELETED_MEMBER_NAME }, 'what they reported still waits for the admins');
    void seekerReply;

    const removed = await as(sut, lawyer).delete(`/conversations/${id}`).expect(200);
    assert.equal(removed.body.message, CONVERSATION_TEXTS.conversationDeleted);
    await as(sut, lawyer).get(`/conversations/${id}`).expect(404);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM conversation_replies WHERE conversation_id = ?', [id]), []);
  });

  it('the receiver deletes: the sender keeps the thread and their own request, the mentor shown as "Deleted member"', async () => {
    const sender = await member('Arts, Communication, Media & Design', 'Staying Sender');
    const mentor = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Leaving Mentor');
    const id = await openConversation(sut, sender, 'professional-network', ctx, {
      receiver_id: mentor.user.id,
      full_name: 'Staying Sender',
      email: sender.email,
      description: 'Mentoring, please?',
    });
    await as(sut, mentor).post(`/conversations/${id}/replies`, { body: 'mentor answer' }).expect(201);
    const [{ request_id: requestId }] = await sut.dataSource.query('SELECT request_id FROM conversations WHERE id = ?', [id]);

    await deleteAccount(mentor);

    const list = await as(sut, sender).get('/conversations?box=sent').expect(200);
    assert.deepEqual(list.body.data.find((item: { id: number }) => item.id === id).other_party, { id: null, name: DELETED_MEMBER_NAME });
    const thread = (await as(sut, sender).get(`/conversations/${id}`).expect(200)).body;
    assert.deepEqual(thread.other_party, DELETED_PARTY);
    assert.deepEqual(
      thread.request,
      { full_name: 'Staying Sender', email: sender.email, details: { description: 'Mentoring, please?' } },
      "the sender's own request is theirs",
    );
    assert.deepEqual(
      thread.messages.map((m: { author_name: string; body: string }) => [m.author_name, m.body]),
      [[DELETED_MEMBER_NAME, 'mentor answer']],
    );
    assert.deepEqual([thread.status, thread.can_reply, thread.can_delete], ['closed', false, true]);
    const reply = await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'hello?' }).expect(409);
    assert.equal(reply.body.error_message, CONVERSATION_TEXTS.otherMemberDeleted);
    assert.deepEqual(await rowsMentioning([mentor.email, mentor.user.name]), []);

    const exported = (await as(sut, sender).get('/account/export').expect(200)).body;
    assert.ok(
      exported.messages.sent.some((message: { id: number }) => message.id === Number(requestId)),
      "the request stays in the sender's data",
    );
    const adminMessage = (
      await as(sut, admin)
        .get(`/admin/messages/${Number(requestId)}`)
        .expect(200)
    ).body;
    assert.deepEqual([adminMessage.receiver_id, adminMessage.receiver_name], [null, null]);

    await as(sut, sender).delete(`/conversations/${id}`).expect(200);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM inbox_messages WHERE id = ?', [requestId]), [], 'nobody keeps it any more');
  });

  it('a thread whose other side is still a member cannot be deleted; a stranger gets 404', async () => {
    const sender = await member('Arts, Communication, Media & Design', 'Keeping Sender');
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'still both here' });
    const refused = await as(sut, sender).delete(`/conversations/${id}`).expect(409);
    assert.equal(refused.body.error_message, CONVERSATION_TEXTS.deleteOnlyWhenAlone);
    const stranger = await member('Arts, Communication, Media & Design', 'Stranger');
    const missing = await as(sut, stranger).delete(`/conversations/${id}`).expect(404);
    assert.equal(missing.body.error_message, CONVERSATION_TEXTS.notFound);
    await as(sut, ctx.member).get(`/conversations/${id}`).expect(200);
  });

  it('when nobody with an account is left (both deleted, or a business owner whose visitor has none), the thread and its request go', async () => {
    const first = await member('Arts, Communication, Media & Design', 'First Leaver');
    const second = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Second Leaver');
    const id = await openConversation(sut, first, 'professional-network', ctx, { receiver_id: second.user.id, description: 'both will go' });
    await as(sut, second).post(`/conversations/${id}/replies`, { body: 'going too' }).expect(201);
    await deleteAccount(second);
    await as(sut, first).get(`/conversations/${id}`).expect(200);
    await deleteAccount(first);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM conversations WHERE id = ?', [id]), []);
    assert.deepEqual(await rowsMentioning(['both will go', 'going too']), [], 'no row keeps their words');

    const owner = await createAccount(sut, { role: 'business', industry: 'Hospitality, Sports & Recreation', name: 'Closing Bakery Owner' });
    await sut.dataSource.getRepository(BusinessGroup).save(
      Object.assign(new BusinessGroup(), {
        title: 'Closing Bakery',
        description: 'A bakery closing its doors for good this year.',
        website: 'closing.example',
        email: owner.email,
        industry: 'Hospitality, Sports & Recreation',
        status: BUSINESS_GROUP_STATUS.approved,
        userId: owner.user.id,
      }),
    );
    const visitor = await sut.http
      .post('/api/v1/issues/business-groups')
      .send({ receiver_id: owner.user.id, full_name: 'Walk In', email: 'walk.in@example.com', description: 'Still open on Sunday?' })
      .expect(201);
    await deleteAccount(owner);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM conversations WHERE id = ?', [visitor.body.conversation_id]), []);
    assert.deepEqual(await rowsMentioning(['walk.in@example.com', 'Still open on Sunday?']), []);
  });

  it("control: while both members have their accounts, the thread shows the sender's details and can be answered, not deleted", async () => {
    const sender = await member('Arts, Communication, Media & Design', 'Control Sender');
    const id = await openConversation(sut, sender, 'legal-assistance', ctx, legalIssue(ctx));
    const thread = (await as(sut, ctx.lawyer).get(`/conversations/${id}`).expect(200)).body;
    assert.deepEqual([thread.other_party.deleted, thread.can_delete, thread.can_reply], [false, false, true]);
    assert.equal(thread.request.details.PhoneNumber, '+1 555 010 2030');
  });
});
