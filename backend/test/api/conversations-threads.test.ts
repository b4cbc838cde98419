import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, ISSUE_TEXTS, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation, sendRequest } from './conversation-fixtures';

describe(`conversations: threads, identity and replies (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let seeker: Account;
  let stranger: Account;
  let admin: Account;

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    seeker = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Real Seeker' });
    stranger = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data' });
    admin = await createAccount(sut, { role: 'admin', industry: null });
  });
  after(async () => sut.close());

  it("answers the spec's POST with message, id and conversation_id, and both boxes list the conversation", async () => {
    const response = await sendRequest(sut, seeker, 'professional-network', ctx, { description: 'thread-one' }).expect(201);
    assert.deepEqual(Object.keys(response.body).sort(), ['conversation_id', 'id', 'message']);
    assert.equal(response.body.message, MESSAGES.memberContact.success);
    const id = response.body.conversation_id;
    assert.ok(Number.isInteger(id) && id > 0);

    const received = await as(sut, ctx.member).get('/conversations?box=received').expect(200);
    const item = received.body.data.find((row: { id: number }) => row.id === id);
    assert.deepEqual(Object.keys(item).sort(), ['box', 'created_at', 'id', 'kind', 'last_activity_at', 'other_party', 'preview', 'status', 'unread']);
    assert.deepEqual(item.other_party, { id: seeker.user.id, name: 'Real Seeker' }, 'the account, not the typed "Yusuf Ali"');
    assert.equal(item.kind, 'professional-network');
    assert.equal(item.status, 'new');
    assert.equal(item.unread, true);
    assert.ok(received.body.unread >= 1);

    const sent = await as(sut, seeker).get('/conversations?box=sent').expect(200);
    const mine = sent.body.data.find((row: { id: number }) => row.id === id);
    assert.deepEqual(mine.other_party, { id: ctx.member.user.id, name: 'Receiving Mentor' });
    assert.equal(mine.unread, false);
    assert.equal(mine.box, 'sent');
  });

  it('shows each side by account, emails only after the receiver answers, and marks read when the receiver opens it', async () => {
    const id = await openConversation(sut, seeker, 'professional-network', ctx, {
      full_name: 'Posing As Someone',
      email: 'someone@else.test',
      description: 'identity',
    });
    const seen = await as(sut, ctx.member).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(seen.body.other_party, { id: seeker.user.id, name: 'Real Seeker', email: null, member: true, deleted: false });
    assert.equal(seen.body.request.full_name, 'Posing As Someone', 'the typed fields stay in the payload');
    assert.deepEqual(seen.body.request.details, { description: 'identity' });
    assert.equal(seen.body.status, 'read');
    assert.equal(seen.body.box, 'received');
    assert.deepEqual(
      seen.body.status_history.map((row: { status: string; by: string }) => [row.status, row.by]),
      [
        ['new', 'other'],
        ['read', 'me'],
      ],
    );
    assert.deepEqual(seen.body.allowed_statuses, ['accepted', 'declined', 'more_info', 'closed']);
    assert.equal(seen.body.can_reply, true);
    const readMail = await sut.mail.waitFor(seeker.email, (mail) => mail.text.includes(`/messages/${id}`) && /Read/.test(mail.subject));
    assert.match(readMail.subject, /Professional Network conversation is now: Read/);

    const inbox = await as(sut, ctx.member).get('/issues/inbox').expect(200);
    const request = inbox.body.data.find((row: { details: { description?: string } }) => row.details.description === 'identity');
    assert.equal(request.read, true, 'opening the thread marks the inbox message read');

    await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'Happy to talk next week.' }).expect(201);
    const after = await as(sut, seeker).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(after.body.other_party, { id: ctx.member.user.id, name: 'Receiving Mentor', email: ctx.member.email, member: true, deleted: false });
    assert.deepEqual(
      after.body.messages.map((m: { author: string; author_name: string; body: string }) => [m.author, m.author_name, m.body]),
      [['other', 'Receiving Mentor', 'Happy to talk next week.']],
    );
    assert.deepEqual(after.body.allowed_statuses, ['closed'], 'the sender may only close');
  });

  it('emails a professional-network reply with its text and a link to the thread', async () => {
    const id = await openConversation(sut, seeker, 'professional-network', ctx, { description: 'reply-mail' });
    const reply = await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'pn-reply-body' }).expect(201);
    assert.equal(reply.body.message, CONVERSATION_TEXTS.replySent);
    const inbox = await as(sut, ctx.member).get('/issues/inbox').expect(200);
    assert.equal(
      inbox.body.data.find((row: { details: { description?: string } }) => row.details.description === 'reply-mail').read,
      true,
      'replying reads the request',
    );
    const replied = await as(sut, seeker).get(`/conversations/${id}`).expect(200);
    assert.equal(replied.body.status, 'read');
    const mail = await sut.mail.waitFor(seeker.email, (m) => m.text.includes('pn-reply-body'));
    assert.ok(mail.text.includes(`http://app.test/messages/${id}`));
    assert.match(mail.subject, /New reply in your Professional Network conversation/);

    await as(sut, seeker).post(`/conversations/${id}/replies`, { body: 'seeker-answer' }).expect(201);
    const back = await sut.mail.waitFor(ctx.member.email, (m) => m.text.includes('seeker-answer'));
    assert.ok(back.text.includes(`/messages/${id}`));
    const list = await as(sut, ctx.member).get('/conversations').expect(200);
    assert.equal(list.body.data[0].id, id, 'the newest activity comes first');
    assert.equal(list.body.data[0].unread, true);
  });

  it('sends clinic and legal replies as a link only, with no details', async () => {
    for (const [kind, receiver] of [
      ['virtual-clinic', ctx.doctor],
      ['legal-assistance', ctx.lawyer],
    ] as const) {
      const id = await openConversation(sut, seeker, kind, ctx);
      await as(sut, receiver)
        .post(`/conversations/${id}/replies`, { body: `private-${kind} Salbutamol custody` })
        .expect(201);
      const mail = await sut.mail.waitFor(seeker.email, (m) => m.text.includes(`/messages/${id}`) && /New reply/.test(m.subject));
      for (const secret of [`private-${kind}`, 'Salbutamol', 'custody', 'migraine', 'Child Custody', 'Receiving Doctor', 'Receiving Lawyer']) {
        assert.ok(!mail.text.includes(secret) && !mail.subject.includes(secret), `${kind} mail leaks "${secret}"`);
      }
      await as(sut, seeker)
        .post(`/conversations/${id}/replies`, { body: `answer-${kind} Asthma` })
        .expect(201);
      const back = await sut.mail.waitFor(receiver.email, (m) => m.text.includes(`/messages/${id}`) && /New reply/.test(m.subject));
      assert.ok(!back.text.includes('Asthma') && !back.text.includes(`answer-${kind}`));
    }
  });

  it("keeps a business group owner's reply in the thread and emails it to the visitor who has no account", async () => {
    const response = await sendRequest(sut, null, 'business-groups', ctx, {
      full_name: 'Walk-in Visitor',
      email: 'visitor@example.test',
      description: 'bg-thread',
    }).expect(201);
    const id = response.body.conversation_id;
    const seen = await as(sut, ctx.businessOwner).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(seen.body.other_party, { id: null, name: 'Walk-in Visitor', email: 'visitor@example.test', member: false, deleted: false });
    assert.equal(seen.body.status, null);
    assert.deepEqual(seen.body.allowed_statuses, []);
    await as(sut, ctx.businessOwner).post(`/conversations/${id}/replies`, { body: 'Yes, we cater for 200.' }).expect(201);
    const mail = await sut.mail.waitFor('visitor@example.test', (m) => m.text.includes('Yes, we cater for 200.'));
    assert.match(mail.subject, /Crescent Bakery replied/);
    assert.equal(mail.replyTo, ctx.businessOwner.email);
    const thread = await as(sut, ctx.businessOwner).get(`/conversations/${id}`).expect(200);
    assert.deepEqual(
      thread.body.messages.map((m: { body: string }) => m.body),
      ['Yes, we cater for 200.'],
    );
    const refused = await as(sut, ctx.businessOwner).post(`/conversations/${id}/status`, { status: 'closed' }).expect(409);
    assert.equal(refused.body.error_message, CONVERSATION_TEXTS.noStatus);
  });

  it('checks reply length and hides threads from everyone but the participants', async () => {
    const id = await openConversation(sut, seeker, 'professional-network', ctx, { description: 'private' });
    const empty = await as(sut, seeker).post(`/conversations/${id}/replies`, { body: '   ' }).expect(400);
    assert.equal(empty.body.error_message, CONVERSATION_TEXTS.replyRequired);
    const long = await as(sut, seeker)
      .post(`/conversations/${id}/replies`, { body: 'x'.repeat(5001) })
      .expect(400);
    assert.equal(long.body.error_message, CONVERSATION_TEXTS.replyTooLong);
    await as(sut, seeker)
      .post(`/conversations/${id}/replies`, { body: 'x'.repeat(5000) })
      .expect(201);
    for (const outsider of [stranger, admin]) {
      const read = await as(sut, outsider).get(`/conversations/${id}`).expect(404);
      assert.equal(read.body.error_message, CONVERSATION_TEXTS.notFound);
      await as(sut, outsider).post(`/conversations/${id}/replies`, { body: 'intruding' }).expect(404);
      await as(sut, outsider).post(`/conversations/${id}/status`, { status: 'closed' }).expect(404);
    }
    await as(sut, seeker).get('/conversations/2147483000').expect(404);
    const badBox = await as(sut, seeker).get('/conversations?box=everything').expect(400);
    assert.equal(badBox.body.error_message, CONVERSATION_TEXTS.boxInvalid);
  });

  it('the old POST /issues/:id/read also moves a new request to read', async () => {
    const response = await sendRequest(sut, seeker, 'legal-assistance', ctx).expect(201);
    await as(sut, ctx.lawyer).post(`/issues/${response.body.id}/read`).expect(200);
    const thread = await as(sut, seeker).get(`/conversations/${response.body.conversation_id}`).expect(200);
    assert.equal(thread.body.status, 'read');
    await as(sut, ctx.member)
      .post(`/issues/${response.body.id}/read`)
      .expect(404)
      .expect((r) => assert.equal(r.body.error_message, ISSUE_TEXTS.messageNotFound));
  });

  it('pages each box by last activity with a cursor and filters by status', async () => {
    const pager = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push(await openConversation(sut, pager, 'professional-network', ctx, { description: `page ${n}` }));
    const first = await as(sut, pager).get('/conversations?box=sent&limit=2').expect(200);
    assert.deepEqual(
      first.body.data.map((row: { id: number }) => row.id),
      [ids[2], ids[1]],
    );
    const second = await as(sut, pager).get(`/conversations?box=sent&limit=2&cursor=${first.body.next_cursor}`).expect(200);
    assert.deepEqual(
      second.body.data.map((row: { id: number }) => row.id),
      [ids[0]],
    );
    assert.equal(second.body.next_cursor, null);
    await as(sut, ctx.member).post(`/conversations/${ids[0]}/status`, { status: 'accepted' }).expect(200);
    const accepted = await as(sut, pager).get('/conversations?box=sent&status=accepted').expect(200);
    assert.deepEqual(
      accepted.body.data.map((row: { id: number }) => row.id),
      [ids[0]],
    );
    assert.equal(accepted.body.unread, 1, 'the acceptance is unread for the sender');
    const bad = await as(sut, pager).get('/conversations?cursor=!!').expect(400);
    assert.equal(bad.body.error_message, CONVERSATION_TEXTS.invalidCursor);
  });
});
