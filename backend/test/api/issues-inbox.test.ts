import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIRECTORY_TEXTS, ISSUE_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, businessGroupMessage, clinicIssue, createReceivers, legalIssue, memberMessage } from './access-rows/info-issues-contact';

describe(`inbox: GET /issues/inbox and POST /issues/:id/read (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let sender: Account;
  let stranger: Account;
  const ids: number[] = [];

  const inbox = (account: Account, query = '') => sut.http.get(`/api/v1/issues/inbox${query}`).auth(account.token, { type: 'bearer' });
  const markRead = (account: Account, id: number | string) => sut.http.post(`/api/v1/issues/${id}/read`).auth(account.token, { type: 'bearer' });

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
    stranger = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data' });
    for (const n of [1, 2, 3]) {
      const response = await sut.http
        .post('/api/v1/issues/professional-network')
        .auth(sender.token, { type: 'bearer' })
        .send({ ...memberMessage(ctx), description: `message ${n}` })
        .expect(201);
      ids.push(response.body.id);
    }
  });
  after(async () => sut.close());

  it("lists the receiver's messages newest first with section and read flag", async () => {
    const response = await inbox(ctx.member).expect(200);
    assert.deepEqual(
      response.body.data.map((message: { id: number }) => message.id),
      [...ids].reverse(),
    );
    assert.equal(response.body.next_cursor, null);
    const [newest] = response.body.data;
    assert.deepEqual(Object.keys(newest).sort(), ['created_at', 'details', 'email', 'full_name', 'id', 'read', 'section']);
    assert.equal(newest.section, 'professional-network');
    assert.equal(newest.full_name, 'Yusuf Ali');
    assert.equal(newest.email, 'yusuf@example.com');
    assert.deepEqual(newest.details, { description: 'message 3' });
    assert.equal(newest.read, false);
    assert.ok(!Number.isNaN(Date.parse(newest.created_at)));
  });

  it('pages with limit and cursor', async () => {
    const first = await inbox(ctx.member, '?limit=2').expect(200);
    assert.deepEqual(
      first.body.data.map((message: { id: number }) => message.id),
      [ids[2], ids[1]],
    );
    assert.equal(typeof first.body.next_cursor, 'string');
    const second = await inbox(ctx.member, `?limit=2&cursor=${first.body.next_cursor}`).expect(200);
    assert.deepEqual(
      second.body.data.map((message: { id: number }) => message.id),
      [ids[0]],
    );
    assert.equal(second.body.next_cursor, null);
    const bad = await inbox(ctx.member, '?cursor=!!').expect(400);
    assert.equal(bad.body.error_message, DIRECTORY_TEXTS.invalidCursor);
  });

  it("keeps each section's messages with its receiver", async () => {
    await sut.http.post('/api/v1/issues/legal-assistance').auth(sender.token, { type: 'bearer' }).send(legalIssue(ctx)).expect(201);
    await sut.http.post('/api/v1/issues/virtual-clinic').auth(sender.token, { type: 'bearer' }).send(clinicIssue(ctx)).expect(201);
    await sut.http.post('/api/v1/issues/business-groups').send(businessGroupMessage(ctx)).expect(201);
    for (const [receiver, section] of [
      [ctx.lawyer, 'legal-assistance'],
      [ctx.doctor, 'virtual-clinic'],
      [ctx.businessOwner, 'business-groups'],
    ] as const) {
      const response = await inbox(receiver).expect(200);
      assert.deepEqual(
        response.body.data.map((message: { section: string }) => message.section),
        [section],
      );
    }
  });

  it("never shows a member another member's messages", async () => {
    const strangers = await inbox(stranger).expect(200);
    assert.deepEqual(strangers.body.data, []);
    const senders = await inbox(sender).expect(200);
    assert.deepEqual(senders.body.data, [], "the sender does not get the receiver's copy");
  });

  it('lets only the receiver mark a message read; anyone else gets 404', async () => {
    const refused = await markRead(stranger, ids[0]).expect(404);
    assert.equal(refused.body.error_message, ISSUE_TEXTS.messageNotFound);
    await markRead(sender, ids[0]).expect(404);
    const unread = await inbox(ctx.member).expect(200);
    assert.equal(unread.body.data.find((message: { id: number }) => message.id === ids[0]).read, false);

    const done = await markRead(ctx.member, ids[0]).expect(200);
    assert.equal(done.body.message, ISSUE_TEXTS.markedRead);
    await markRead(ctx.member, ids[0]).expect(200);
    const read = await inbox(ctx.member).expect(200);
    assert.deepEqual(
      read.body.data.map((message: { id: number; read: boolean }) => [message.id, message.read]),
      [
        [ids[2], false],
        [ids[1], false],
        [ids[0], true],
      ],
    );
  });

  it('answers 404 for a missing message and 400 for an id that is not a number', async () => {
    await markRead(ctx.member, 2147483000).expect(404);
    await markRead(ctx.member, 'abc').expect(400);
  });

  it('asks for a token', async () => {
    await sut.http.get('/api/v1/issues/inbox').expect(401);
    await sut.http.post(`/api/v1/issues/${ids[0]}/read`).expect(401);
  });
});
