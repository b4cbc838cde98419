import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, LEGAL_INDUSTRY } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { RequestExpiryJob } from '../../src/modules/conversations/request-expiry.job';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);

describe(`conversations: requests expire after REQUEST_EXPIRY_DAYS without an answer (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let sender: Account;
  let clock: Clock;
  let job: RequestExpiryJob;

  before(async () => {
    sut = await startTestApp();
    clock = sut.app.get(Clock);
    job = sut.app.get(RequestExpiryJob);
    ctx = await createReceivers(sut);
    sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Waiting Sender' });
    // Members of the same section: three who take requests, one who does not, and a lawyer (another section).
    for (const name of ['Available Beta', 'Available Alpha', 'Available Gamma', 'Available Delta']) {
      await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name });
    }
    const closed = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name: 'Aaron Not Taking' });
    await as(sut, closed).put('/account/availability', { accepting_requests: false, capacity: 5 }).expect(200);
    await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Abel Lawyer' });
    // Issue #24: a seeker takes no requests, so is never suggested, though first by name and open to messages.
    await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data', name: 'Aa Seeker' });
  });
  after(async () => {
    clock.set(null);
    await sut.close();
  });

  it('expires new and read requests the receiver has not answered, once, and tells the sender who else to try', async () => {
    const unanswered = await openConversation(sut, sender, 'professional-network', ctx, { description: 'never answered' });
    const opened = await openConversation(sut, sender, 'professional-network', ctx, { description: 'opened only' });
    await as(sut, ctx.member).get(`/conversations/${opened}`).expect(200);
    const replied = await openConversation(sut, sender, 'professional-network', ctx, { description: 'replied' });
    await as(sut, ctx.member).post(`/conversations/${replied}/replies`, { body: 'On it' }).expect(201);
    const accepted = await openConversation(sut, sender, 'professional-network', ctx, { description: 'accepted' });
    await as(sut, ctx.member).post(`/conversations/${accepted}/status`, { status: 'accepted' }).expect(200);
    const legal = await openConversation(sut, sender, 'legal-assistance', ctx);

    clock.set(later(13));
    assert.equal(await job.runOnce(), 0, 'not yet 14 days');

    clock.set(later(15));
    assert.equal(await job.runOnce(), 3);
    assert.equal(await job.runOnce(), 0, 'an expired request is not expired again');

    const status = async (id: number) => (await as(sut, sender).get(`/conversations/${id}`).expect(200)).body;
    for (const id of [unanswered, opened, legal]) {
      const thread = await status(id);
      assert.equal(thread.status, 'expired');
      assert.deepEqual(thread.status_history[thread.status_history.length - 1].by, 'system');
    }
    assert.equal((await status(replied)).status, 'read');
    assert.equal((await status(accepted)).status, 'accepted');

    const mail = await sut.mail.waitFor(sender.email, (m) => m.text.includes(`/messages/${unanswered}`) && /expired/.test(m.subject));
    assert.match(mail.subject, /Your Professional Network request has expired/);
    assert.ok(mail.text.includes('no answer within 14 days'));
    assert.ok(mail.text.includes('- Available Alpha\n- Available Beta\n- Available Delta'), mail.text);
    for (const name of ['Available Gamma', 'Aaron Not Taking', 'Abel Lawyer', 'Aa Seeker', 'Receiving Mentor', 'Waiting Sender']) {
      assert.ok(!mail.text.includes(`- ${name}`), `suggests ${name}`);
    }
    assert.ok(mail.text.includes('http://app.test/professionalnetwork'));
    await sut.mailSettled();
    const expiredMails = sut.mail.mailsTo(sender.email).filter((m) => /expired/.test(m.subject));
    assert.equal(expiredMails.length, 3, 'one mail per expired request');

    const legalMail = expiredMails.find((m) => m.text.includes(`/messages/${legal}`))!;
    for (const secret of ['Child Custody', 'Family Law', 'custody', 'Receiving Lawyer'])
      assert.ok(!legalMail.text.includes(secret), `legal expiry mail leaks ${secret}`);

    const refused = await as(sut, ctx.member).post(`/conversations/${unanswered}/status`, { status: 'accepted' }).expect(409);
    assert.equal(refused.body.error_message, CONVERSATION_TEXTS.transitionRefused('expired', 'accepted'));
    const reply = await as(sut, ctx.member).post(`/conversations/${unanswered}/replies`, { body: 'too late' }).expect(409);
    assert.equal(reply.body.error_message, CONVERSATION_TEXTS.conversationOver);
  });
});

describe(
  'conversations: two instances running the expiry job on one database',
  { skip: process.env.TEST_DB !== 'mariadb' && 'two instances share a MariaDB database; runs with TEST_DB=mariadb' },
  () => {
    let database: TestDatabase;
    let mail: SmtpCatcher;
    let first: TestApp;
    let second: TestApp;

    before(async () => {
      database = await createTestDatabase('mariadb');
      mail = await new SmtpCatcher().start();
      first = await startTestApp({ database, mail });
      second = await startTestApp({ database, mail });
    });
    after(async () => {
      await first?.close();
      await second?.close();
      await mail?.stop();
      await database?.drop();
    });

    it('expires each request once and mails its sender once', async () => {
      const ctx = await createReceivers(first);
      const senders: Account[] = [];
      for (let n = 0; n < 6; n += 1) {
        const sender = await createAccount(first, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
        await openConversation(first, sender, 'professional-network', ctx, { description: `twin ${n}` });
        senders.push(sender);
      }
      for (const instance of [first, second]) instance.app.get(Clock).set(later(15));
      const counts = await Promise.all([first.app.get(RequestExpiryJob).runOnce(), second.app.get(RequestExpiryJob).runOnce()]);
      assert.equal(counts[0] + counts[1], senders.length, `each request expired by exactly one instance (${counts})`);
      await Promise.all([first.mailSettled(), second.mailSettled()]);
      for (const sender of senders) {
        assert.equal(mail.mailsTo(sender.email).filter((m) => /expired/.test(m.subject)).length, 1, `${sender.email} gets one expiry mail`);
      }
    });
  },
);
