import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IN_APP_NOTIFICATION_ERRORS, IN_APP_NOTIFICATIONS_PAGE_SIZE, conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { Notification } from '../../src/modules/notifications/entities/notification.entity';
import { RequestExpiryJob } from '../../src/modules/conversations/request-expiry.job';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe(`notifications: one in-app notification per event, the member's own only (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let admin: Account;

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => {
    sut.app.get(Clock).set(null);
    await sut.close();
  });

  const seeker = () => createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
  /** Every notification row of the member, oldest first. */
  const rowsOf = (account: Account) => sut.dataSource.getRepository(Notification).find({ where: { userId: account.user.id }, order: { id: 'ASC' } });
  const kindsOf = async (account: Account) => (await rowsOf(account)).map((row) => `${row.kind} ${row.link}`);
  /** Starts each check from nothing (the receivers are shared by the tests). */
  const clear = (...accounts: Account[]) =>
    Promise.all(accounts.map((account) => sut.dataSource.getRepository(Notification).delete({ userId: account.user.id })));

  it('a request tells its receiver once (link to the thread), and nobody else', async () => {
    const sender = await seeker();
    await clear(ctx.member);
    const id = await openConversation(sut, sender, 'professional-network', ctx);
    assert.deepEqual(await kindsOf(ctx.member), [`request_received ${conversationPath(id)}`]);
    assert.deepEqual(await kindsOf(sender), []);
    const page = (await as(sut, ctx.member).get('/notifications').expect(200)).body;
    assert.equal(page.unread, 1);
    assert.equal(page.next_cursor, null);
    assert.equal(page.data.length, 1);
    assert.deepEqual(
      { ...page.data[0], id: 0, created_at: '' },
      { id: 0, kind: 'request_received', text: 'New request', link: conversationPath(id), created_at: '', read_at: null },
    );
  });

  it('a reply tells the other side once; an answered question (more_info → read) still gives one; statuses tell the other side', async () => {
    const sender = await seeker();
    const id = await openConversation(sut, sender, 'professional-network', ctx);
    await clear(ctx.member, sender);
    const link = conversationPath(id);
    await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'Happy to help' }).expect(201);
    assert.deepEqual(await kindsOf(sender), [`reply_received ${link}`]);
    await as(sut, ctx.member).post(`/conversations/${id}/status`, { status: 'more_info', reason: 'Which stack?' }).expect(200);
    await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'TypeScript' }).expect(201);
    assert.deepEqual(await kindsOf(ctx.member), [`reply_received ${link}`], 'the answer is one notification, not a reply and a status');
    await as(sut, ctx.member).post(`/conversations/${id}/status`, { status: 'accepted' }).expect(200);
    await as(sut, sender).post(`/conversations/${id}/status`, { status: 'closed' }).expect(200);
    assert.deepEqual(await kindsOf(sender), [`reply_received ${link}`, `request_more_info ${link}`, `request_accepted ${link}`]);
    assert.deepEqual(await kindsOf(ctx.member), [`reply_received ${link}`, `request_closed ${link}`]);

    const declined = await openConversation(sut, sender, 'professional-network', ctx);
    await as(sut, ctx.member).post(`/conversations/${declined}/status`, { status: 'declined', reason: 'Too busy' }).expect(200);
    assert.equal((await kindsOf(sender)).at(-1), `request_declined ${conversationPath(declined)}`);
  });

  it('a request nobody answers tells its sender once when it expires', async () => {
    const sender = await seeker();
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'expiring' });
    const clock = sut.app.get(Clock);
    clock.set(new Date(Date.now() + 40 * DAY));
    try {
      await sut.app.get(RequestExpiryJob).runOnce();
      await sut.app.get(RequestExpiryJob).runOnce();
    } finally {
      clock.set(null);
    }
    assert.deepEqual(await kindsOf(sender), [`request_expired ${conversationPath(id)}`]);
  });

  it('moderation outcomes tell the poster and the owner once each', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const ad = async (title: string) =>
      (
        await sut.dataSource.getRepository(Ad).save(
          Object.assign(new Ad(), {
            title,
            description: 'Text',
            category: 'Other',
            adDescription: 'Text',
            priceOffer: null,
            contactEmail: poster.email,
            contactPhone: '+1 555',
            location: 'Toronto',
            status: 'pending',
            imageUrl: '[]',
            thumbnailUrl: '[]',
            userId: poster.user.id,
          }),
        )
      ).id;
    await as(sut, admin)
      .post('/admin/approve-business-network', { id: await ad('Lamp') })
      .expect(200);
    await as(sut, admin)
      .post('/admin/reject-business-network', { id: await ad('Chair') })
      .expect(200);
    assert.deepEqual(await kindsOf(poster), ['ad_approved /account', 'ad_rejected /account']);

    const owner = await createAccount(sut, { role: 'business', industry: 'Hospitality, Sports & Recreation' });
    const group = async (title: string) =>
      (
        await sut.dataSource.getRepository(BusinessGroup).save(
          Object.assign(new BusinessGroup(), {
            title,
            description: 'A business listing with a long enough description for the directory.',
            website: null,
            email: owner.email,
            industry: owner.user.industry,
            status: 0,
            userId: owner.user.id,
          }),
        )
      ).id;
    await as(sut, admin)
      .post('/admin/approve-business-group', { id: await group('Bakery') })
      .expect(200);
    await as(sut, admin)
      .post('/admin/reject-business-group', { id: await group('Cafe') })
      .expect(200);
    assert.deepEqual(await kindsOf(owner), ['listing_approved /account', 'listing_rejected /account']);
  });

  it('a decided report tells its reporter once (that it was reviewed, not what was decided)', async () => {
    const sender = await seeker();
    const id = await openConversation(sut, sender, 'professional-network', ctx);
    await clear(sender);
    const report = await as(sut, sender).post('/reports', { conversation_id: id, reason: 'Spam', details: '' }).expect(201);
    await as(sut, admin).put(`/admin/reports/${report.body.id}`, { action: 'dismiss' }).expect(200);
    const rows = await rowsOf(sender);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.text, row.link]),
      [['report_decided', 'Your report was reviewed', conversationPath(id)]],
    );
  });

  it('a burst of requests at once gives exactly one notification each', async () => {
    const receiver = await createAccount(sut, { role: 'helper', industry: ctx.member.user.industry });
    await as(sut, receiver).put('/account/availability', { accepting_requests: true, capacity: 20 }).expect(200);
    const senders = await Promise.all(Array.from({ length: 6 }, () => seeker()));
    const ids = await Promise.all(senders.map((sender) => openConversation(sut, sender, 'professional-network', { ...ctx, member: receiver })));
    const rows = await rowsOf(receiver);
    assert.equal(rows.length, ids.length);
    assert.deepEqual(rows.map((row) => row.link).sort(), ids.map((id) => conversationPath(id)).sort());
    // And replies at once from each sender: one each for the receiver.
    await Promise.all(
      ids.map((id, n) =>
        as(sut, senders[n])
          .post(`/conversations/${id}/replies`, { body: `more ${n}` })
          .expect(201),
      ),
    );
    assert.equal((await rowsOf(receiver)).filter((row) => row.kind === 'reply_received').length, ids.length);
  });

  it('pages newest first with a cursor; another member can neither read nor mark them', async () => {
    const owner = await createAccount(sut, { role: 'helper' });
    const other = await createAccount(sut, { role: 'helper' });
    const repo = sut.dataSource.getRepository(Notification);
    for (let n = 0; n < IN_APP_NOTIFICATIONS_PAGE_SIZE + 2; n += 1) {
      await repo.save(
        Object.assign(new Notification(), {
          userId: owner.user.id,
          kind: 'reply_received',
          text: 'New reply',
          link: `/messages/${n}`,
          createdAt: new Date(),
          readAt: null,
        }),
      );
    }
    const first = (await as(sut, owner).get('/notifications').expect(200)).body;
    assert.equal(first.data.length, IN_APP_NOTIFICATIONS_PAGE_SIZE);
    assert.equal(first.unread, IN_APP_NOTIFICATIONS_PAGE_SIZE + 2);
    const ids: number[] = first.data.map((item: { id: number }) => item.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest first',
    );
    const second = (await as(sut, owner).get(`/notifications?cursor=${first.next_cursor}`).expect(200)).body;
    assert.deepEqual(
      second.data.map((item: { link: string }) => item.link),
      ['/messages/1', '/messages/0'],
    );
    assert.equal(second.next_cursor, null);

    assert.deepEqual((await as(sut, other).get('/notifications').expect(200)).body, { data: [], next_cursor: null, unread: 0 });
    assert.deepEqual((await as(sut, other).post('/notifications/read', { ids }).expect(200)).body, { marked: 0, unread: 0 });
    assert.deepEqual((await as(sut, other).post('/notifications/read').expect(200)).body, { marked: 0, unread: 0 });
    assert.equal((await as(sut, owner).get('/notifications').expect(200)).body.unread, IN_APP_NOTIFICATIONS_PAGE_SIZE + 2);

    assert.deepEqual(
      (
        await as(sut, owner)
          .post('/notifications/read', { ids: ids.slice(0, 2) })
          .expect(200)
      ).body,
      { marked: 2, unread: IN_APP_NOTIFICATIONS_PAGE_SIZE },
    );
    const reread = (await as(sut, owner).get('/notifications').expect(200)).body;
    assert.ok(reread.data[0].read_at && reread.data[1].read_at && !reread.data[2].read_at);
    assert.deepEqual((await as(sut, owner).post('/notifications/read').expect(200)).body, { marked: IN_APP_NOTIFICATIONS_PAGE_SIZE, unread: 0 });
  });

  it('refuses a cursor it did not hand out and ids that are not a list of ids, with their texts', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const badCursor = await as(sut, member).get('/notifications?cursor=nope!').expect(400);
    assert.equal(badCursor.body.error_message, IN_APP_NOTIFICATION_ERRORS.invalidCursor);
    for (const ids of ['1', [0], ['a'], Array.from({ length: 101 }, (_, n) => n + 1)]) {
      const refused = await as(sut, member).post('/notifications/read', { ids }).expect(400);
      assert.equal(refused.body.error_message, IN_APP_NOTIFICATION_ERRORS.idsInvalid);
    }
    await sut.http.get('/api/v1/notifications').expect(401);
  });

  it("the data export carries the member's notifications, and deleting the account deletes them", async () => {
    const sender = await seeker();
    const receiver = await createAccount(sut, { role: 'helper', industry: ctx.member.user.industry });
    const id = await openConversation(sut, sender, 'professional-network', { ...ctx, member: receiver });
    const exported = (await as(sut, receiver).get('/account/export').expect(200)).body;
    assert.deepEqual(
      exported.in_app_notifications.map((item: { kind: string; link: string }) => [item.kind, item.link]),
      [['request_received', conversationPath(id)]],
    );
    assert.equal((await rowsOf(receiver)).length, 1);
    await sut.http.delete('/api/v1/account').auth(receiver.token, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
    assert.equal(await sut.dataSource.getRepository(Notification).countBy({ userId: receiver.user.id }), 0);
  });
});
