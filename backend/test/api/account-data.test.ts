import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ACCOUNT_TEXTS, DELETED_MEMBER_NAME, MESSAGES, parseImageUrl } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { adFields, picture, sendAdForm } from '../support/images';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { InboxMessage } from '../../src/modules/conversations/entities/inbox-message.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const EXPORT_LINK = /http:\/\/app\.test\/account\/export\/download#token=([A-Za-z0-9_.-]+)/;
const DELETE_LINK = /http:\/\/app\.test\/account\/delete\/confirm#token=([A-Za-z0-9_.-]+)/;

describe(`account: data export and deletion (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  /** A member with an ad (3 pictures), a business listing, one message sent and one received. */
  async function busyMember(): Promise<{ member: Account; other: Account; adId: number; groupId: number; sentId: number; receivedId: number }> {
    const member = await createAccount(sut, { role: 'helper', name: 'Leaving Member' });
    const other = await createAccount(sut, { role: 'helper', name: 'Staying Member' });
    const images = [await picture(), await picture(), await picture()];
    const ad = await sendAdForm(sut.http.post('/api/v1/issues/business-network').auth(member.token, { type: 'bearer' }), adFields(), images).expect(201);
    const group = await sut.dataSource.getRepository(BusinessGroup).save(
      Object.assign(new BusinessGroup(), {
        title: 'Leaving Bakery',
        description: 'Bread and cakes, fifty characters of description at least.',
        website: null,
        email: member.email,
        industry: null,
        status: 1,
        userId: member.user.id,
      }),
    );
    const messages = sut.dataSource.getRepository(InboxMessage);
    const sent = await messages.save(
      Object.assign(new InboxMessage(), {
        section: 'professional-network',
        receiverId: other.user.id,
        senderId: member.user.id,
        fullName: 'Leaving Member',
        email: member.email,
        details: { description: 'Hello from me' },
        readAt: null,
      }),
    );
    const received = await messages.save(
      Object.assign(new InboxMessage(), {
        section: 'professional-network',
        receiverId: member.user.id,
        senderId: other.user.id,
        fullName: 'Staying Member',
        email: other.email,
        details: { description: 'Hello back' },
        readAt: null,
      }),
    );
    return { member, other, adId: ad.body.id, groupId: group.id, sentId: sent.id, receivedId: received.id };
  }

  it('exports my profile, messages as a participant, ads with image links, business groups and settings as a JSON attachment', async () => {
    const { member, adId, groupId, sentId, receivedId } = await busyMember();
    const response = await sut.http.get('/api/v1/account/export').auth(member.token, { type: 'bearer' }).expect(200);
    assert.match(response.headers['content-disposition'], new RegExp(`attachment; filename="community-data-${member.user.id}\\.json"`));
    assert.match(response.headers['content-type'], /application\/json/);
    const data = response.body;
    assert.equal(data.profile.id, member.user.id);
    assert.equal(data.profile.email, member.email);
    assert.equal(data.notifications.reply, 'instant');
    assert.deepEqual(
      data.messages.sent.map((m: { id: number }) => m.id),
      [sentId],
    );
    assert.deepEqual(
      data.messages.received.map((m: { id: number }) => m.id),
      [receivedId],
    );
    assert.deepEqual(
      data.ads.map((ad: { id: number }) => ad.id),
      [adId],
    );
    assert.equal(data.ads[0].images.length, 3);
    assert.ok(data.ads[0].images.every((link: string) => /^http:\/\/app\.test\/uploads\/ads\/[0-9a-f-]+\.webp$/.test(link)));
    assert.deepEqual(
      data.business_groups.map((group: { id: number }) => group.id),
      [groupId],
    );
    assert.deepEqual(data.reports, []);
    assert.ok(!JSON.stringify(data).includes('argon2'), 'no password hash');
  });

  it('exports the conversations I take part in (either side, with replies and status changes) and the reports I filed', async () => {
    const ctx = await createReceivers(sut);
    const member = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Asking Member' });
    const conversationId = await openConversation(sut, member, 'professional-network', ctx);
    await as(sut, ctx.member).post(`/conversations/${conversationId}/replies`, { body: 'Happy to help, when suits you?' }).expect(201);
    await as(sut, member).post(`/conversations/${conversationId}/replies`, { body: 'Tuesday evening works' }).expect(201);
    const report = await as(sut, member).post('/reports', { conversation_id: conversationId, reason: 'Spam', details: 'Sent me a link' }).expect(201);

    const mine = (await as(sut, member).get('/account/export').expect(200)).body;
    assert.equal(mine.conversations.length, 1);
    const [thread] = mine.conversations;
    assert.equal(thread.id, conversationId);
    assert.equal(thread.my_side, 'sender');
    assert.equal(thread.kind, 'professional-network');
    assert.deepEqual(
      thread.replies.map((reply: { body: string; mine: boolean }) => [reply.body, reply.mine]),
      [
        ['Happy to help, when suits you?', false],
        ['Tuesday evening works', true],
      ],
    );
    assert.ok(Array.isArray(thread.status_changes));
    assert.deepEqual(
      mine.messages.sent.map((message: { id: number }) => message.id),
      [thread.request_id],
      'the first message is among my messages',
    );
    assert.equal(mine.reports.length, 1);
    assert.deepEqual(
      {
        id: mine.reports[0].id,
        conversation_id: mine.reports[0].conversation_id,
        reported_user_id: mine.reports[0].reported_user_id,
        reason: mine.reports[0].reason,
        details: mine.reports[0].details,
        status: mine.reports[0].status,
      },
      { id: report.body.id, conversation_id: conversationId, reported_user_id: ctx.member.user.id, reason: 'Spam', details: 'Sent me a link', status: 'open' },
    );
    assert.ok(!JSON.stringify(mine).includes(ctx.member.email), 'the other side is not named by address before they answered');

    const theirs = (await as(sut, ctx.member).get('/account/export').expect(200)).body;
    assert.deepEqual(
      theirs.conversations.map((c: { id: number; my_side: string }) => [c.id, c.my_side]),
      [[conversationId, 'receiver']],
    );
    assert.deepEqual(theirs.reports, [], 'a report about me is not mine to download');
    const outsider = await createAccount(sut, { role: 'seeker' });
    const nothing = (await as(sut, outsider).get('/account/export').expect(200)).body;
    assert.deepEqual([nothing.conversations, nothing.reports], [[], []]);
  });

  it('a suspended member gets the export through a link mailed to the account address, without signing in', async () => {
    const member = await createAccount(sut, { role: 'seeker' });
    await sut.http.post('/api/v1/admin/delete-user').auth(admin.token, { type: 'bearer' }).send({ id: member.user.id }).expect(200);
    await sut.http.post('/api/v1/auth/login').send({ email: member.email, password: TEST_PASSWORD }).expect(401);

    const unknown = await sut.http.post('/api/v1/account/export/request').send({ email: 'nobody@community.test' }).expect(200);
    const asked = await sut.http.post('/api/v1/account/export/request').send({ email: member.email }).expect(200);
    assert.deepEqual(asked.body, unknown.body, 'same answer whether or not the account exists');
    const mail = await sut.mail.waitFor(member.email, (m) => EXPORT_LINK.test(m.text));
    const token = EXPORT_LINK.exec(mail.text)![1];
    const data = await sut.http.get(`/api/v1/account/export/download?token=${token}`).expect(200);
    assert.equal(data.body.profile.id, member.user.id);
    assert.equal(data.body.profile.suspended, true);
    const forged = await sut.http.get(`/api/v1/account/export/download?token=${token.slice(0, -3)}abc`).expect(400);
    assert.equal(forged.body.error_message, ACCOUNT_TEXTS.invalidLink);
  });

  it('deletes with the password: ads, files and listings go, sent messages stay as "Deleted member", sign-in fails, the address is free', async () => {
    const { member, other, adId, groupId, sentId } = await busyMember();
    const ad = (await sut.http.get('/api/v1/account/ads').auth(member.token, { type: 'bearer' }).expect(200)).body.data[0];
    const files = [...parseImageUrl(ad.image_url), ...parseImageUrl(ad.thumbnail_url)].map((key) => path.join(sut.config.uploads.dir, key));
    assert.ok(files.every((file) => fs.existsSync(file)));

    const wrong = await sut.http.delete('/api/v1/account').auth(member.token, { type: 'bearer' }).send({ password: 'Wrong#Pass1' }).expect(400);
    assert.equal(wrong.body.error_message, ACCOUNT_TEXTS.wrongPassword);
    const done = await sut.http.delete('/api/v1/account').auth(member.token, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
    assert.equal(done.body.message, ACCOUNT_TEXTS.accountDeleted);

    await sut.http.get('/api/v1/account').auth(member.token, { type: 'bearer' }).expect(401);
    const login = await sut.http.post('/api/v1/auth/login').send({ email: member.email, password: TEST_PASSWORD }).expect(401);
    assert.equal(login.body.error_message, MESSAGES.login.wrongCredentials);
    assert.ok(
      files.every((file) => !fs.existsSync(file)),
      'image files removed',
    );
    assert.equal(await sut.dataSource.getRepository(BusinessGroup).findOneBy({ id: groupId }), null);
    const helpers = await sut.http.get('/api/v1/info/get-all-users?role=helper').auth(admin.token, { type: 'bearer' }).expect(200);
    assert.ok(!helpers.body.users.some((user: { id: number }) => user.id === member.user.id), 'out of the directories');
    void adId;

    const inbox = await sut.http.get('/api/v1/issues/inbox').auth(other.token, { type: 'bearer' }).expect(200);
    const kept = inbox.body.data.find((message: { id: number }) => message.id === sentId);
    assert.equal(kept.full_name, DELETED_MEMBER_NAME);
    assert.equal(kept.email, null);

    const [entry] = await sut.dataSource.getRepository(AuditLogEntry).findBy({ action: 'delete-account', targetId: member.user.id });
    assert.ok(entry, 'audit-logged');
    assert.ok(!JSON.stringify(entry).includes(member.email) && !JSON.stringify(entry).includes('Leaving Member'), 'without personal data');
    await sut.mail.waitFor(member.email, (m) => m.subject === 'Your account was deleted');

    await sut.http
      .post('/api/v1/auth/register')
      .send({
        name: 'New Person',
        email: member.email,
        password: 'Str0ng!pass',
        mentorship: 'No',
        PhoneNumber: '+1 555 010 2030',
        IndustryType: 'Health & Sciences',
        JobTitle: 'Nurse',
      })
      .expect(201);
  });

  it('a Google-only account confirms the deletion through a one-hour mailed link', async () => {
    const member = await createAccount(sut, { role: 'seeker' });
    await sut.dataSource.getRepository(User).update({ id: member.user.id }, { passwordHash: null, googleId: `google-${member.user.id}` });
    const started = await sut.http.delete('/api/v1/account').auth(member.token, { type: 'bearer' }).send({}).expect(202);
    assert.equal(started.body.message, ACCOUNT_TEXTS.deletionLinkSent);
    await sut.http.get('/api/v1/account').auth(member.token, { type: 'bearer' }).expect(200);
    const token = DELETE_LINK.exec((await sut.mail.waitFor(member.email, (m) => DELETE_LINK.test(m.text))).text)![1];
    await sut.http.post('/api/v1/account/delete/confirm').send({ token }).expect(200);
    await sut.http.get('/api/v1/account').auth(member.token, { type: 'bearer' }).expect(401);
    const twice = await sut.http.post('/api/v1/account/delete/confirm').send({ token }).expect(400);
    assert.equal(twice.body.error_message, ACCOUNT_TEXTS.invalidLink);
  });
});
