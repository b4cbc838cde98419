import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { In } from 'typeorm';
import { TestApp, startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { HangingSmtp } from '../support/hanging-smtp';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { OutboxMail } from '../../src/modules/mail/entities/outbox-mail.entity';
import { MAIL_CLAIM_LEASE_MS, MailOutboxWorker } from '../../src/modules/mail/mail-outbox.worker';
import { OUTBOX_TEXTS } from '../../src/modules/mail/outbox-texts';
import { MailService } from '../../src/modules/mail/mail.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Only the tests' own runOnce() calls and the wake after each commit deliver: no timer pass in between.
const NO_TIMER = { MAIL_WORKER_POLL_SECONDS: '3600' };
const wholeSecondNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

const outbox = (sut: TestApp, to: Account[]) =>
  sut.dataSource.getRepository(OutboxMail).find({ where: { recipient: In(to.map((account) => account.email)) }, order: { id: 'ASC' } });
const forgot = (sut: TestApp, account: Account) => sut.http.post('/api/v1/auth/forgot-password').send({ email: account.email }).expect(200);
const resetMailsTo = (mail: SmtpCatcher, account: Account) => mail.mailsTo(account.email).filter((m) => m.subject === 'Reset your password');

describe(`mail outbox: never lost, never twice, never in a request's way (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  let worker: MailOutboxWorker;
  let admin: Account;

  before(async () => {
    sut = await startTestApp({ env: NO_TIMER });
    clock = sut.app.get(Clock);
    worker = sut.app.get(MailOutboxWorker);
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => {
    clock.set(null);
    await sut.close();
  });

  it('SMTP down for a while, then back: every mail is delivered once, none lost, none twice, on the backoff schedule', async () => {
    const start = wholeSecondNow();
    clock.set(start);
    const members = [await createAccount(sut, { role: 'helper' }), await createAccount(sut, { role: 'seeker' }), await createAccount(sut, { role: 'helper' })];
    await sut.mail.stop();
    for (const member of members) await forgot(sut, member);
    await sut.mailSettled();

    let rows = await outbox(sut, members);
    assert.equal(rows.length, 3, 'each request queued its mail although the mail server is down');
    for (const row of rows) {
      assert.deepEqual([row.status, row.attempts], ['pending', 1]);
      assert.match(row.lastError ?? '', /ECONNREFUSED/);
      assert.equal(row.nextAttemptAt?.getTime(), at(start, MINUTE).getTime(), 'first retry one minute later');
    }

    clock.set(at(start, MINUTE - 1000));
    assert.deepEqual(await worker.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'not due before the minute');
    clock.set(at(start, MINUTE));
    assert.deepEqual(await worker.runOnce(), { sent: 0, retrying: 3, failed: 0 }, 'still down');
    rows = await outbox(sut, members);
    for (const row of rows) assert.equal(row.nextAttemptAt?.getTime(), at(start, 3 * MINUTE).getTime(), 'then two minutes');

    await sut.mail.start();
    clock.set(at(start, 3 * MINUTE));
    assert.deepEqual(await worker.runOnce(), { sent: 3, retrying: 0, failed: 0 });
    assert.deepEqual(await worker.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'nothing left to send');
    await sut.mailSettled();
    for (const member of members) {
      assert.equal(resetMailsTo(sut.mail, member).length, 1, `${member.email} gets exactly one reset mail`);
      assert.match(resetMailsTo(sut.mail, member)[0].text, /http:\/\/app\.test\/reset-password\//);
    }
    for (const row of await outbox(sut, members)) {
      assert.deepEqual(
        [row.status, row.attempts, row.claimId, row.body, row.headers],
        ['sent', 3, null, '', null],
        'a sent mail keeps its envelope, not its link',
      );
    }
  });

  it('after 24 h of failures the mail is failed, listed for the admin without its body, and Retry delivers it', async () => {
    const start = wholeSecondNow();
    clock.set(start);
    const member = await createAccount(sut, { role: 'helper' });
    await sut.mail.stop();
    await forgot(sut, member);
    await sut.mailSettled();

    const statusAt: Record<number, string> = {};
    for (let hour = 1; hour <= 25; hour += 1) {
      clock.set(at(start, hour * HOUR));
      await worker.runOnce();
      statusAt[hour] = (await outbox(sut, [member]))[0].status;
    }
    assert.equal(statusAt[23], 'pending', 'still retried after 23 h');
    assert.equal(statusAt[24], 'failed', 'given up once 24 h have passed');
    const [failed] = await outbox(sut, [member]);
    assert.ok(failed.attempts >= 20, `retried hourly (${failed.attempts} attempts)`);
    assert.equal(failed.failedAt?.getTime(), at(start, 24 * HOUR).getTime());
    assert.equal(resetMailsTo(sut.mail, member).length, 0);

    const asAdmin = (request: ReturnType<TestApp['http']['get']>) => request.auth(admin.token, { type: 'bearer' });
    const list = await asAdmin(
      sut.http.get(`/api/v1/admin/mail-outbox?filter=${encodeURIComponent(JSON.stringify({ status: 'failed', q: member.email }))}`),
    ).expect(200);
    assert.match(list.headers['content-range'], /^mail-outbox 0-0\/1$/);
    const [listed] = list.body;
    assert.deepEqual(
      [listed.id, listed.recipient, listed.subject, listed.status, listed.attempts, listed.failed_at],
      [failed.id, member.email, 'Reset your password', 'failed', failed.attempts, at(start, 24 * HOUR).toISOString()],
    );
    assert.match(listed.last_error, /ECONNREFUSED/);
    assert.ok(listed.queued_at && listed.last_attempt_at);
    assert.ok(!('body' in listed) && !JSON.stringify(list.body).includes('reset-password/'), 'the body (and its reset link) is never shown');

    await sut.mail.start();
    const retried = await sut.http.put(`/api/v1/admin/mail-outbox/${failed.id}`).auth(admin.token, { type: 'bearer' }).send({ status: 'pending' }).expect(200);
    assert.deepEqual([retried.body.status, retried.body.failed_at], ['pending', null]);
    const mail = await sut.mail.waitFor(member.email, (m) => m.subject === 'Reset your password');
    assert.match(mail.text, /reset-password\//);
    await sut.mailSettled();
    const after = await sut.http.get(`/api/v1/admin/mail-outbox/${failed.id}`).auth(admin.token, { type: 'bearer' }).expect(200);
    assert.equal(after.body.status, 'sent');
    assert.equal(resetMailsTo(sut.mail, member).length, 1);

    const audit = await sut.http
      .get(`/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'retry-mail' }))}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    assert.deepEqual(
      audit.body.map((entry: { target_id: number }) => entry.target_id),
      [failed.id],
    );

    const again = await sut.http.put(`/api/v1/admin/mail-outbox/${failed.id}`).auth(admin.token, { type: 'bearer' }).send({ status: 'pending' }).expect(409);
    assert.equal(again.body.error_message, OUTBOX_TEXTS.alreadySent);
    const wrong = await sut.http.put(`/api/v1/admin/mail-outbox/${failed.id}`).auth(admin.token, { type: 'bearer' }).send({ status: 'sent' }).expect(400);
    assert.equal(wrong.body.error_message, OUTBOX_TEXTS.retryOnly);
    const missing = await sut.http.get('/api/v1/admin/mail-outbox/999999').auth(admin.token, { type: 'bearer' }).expect(404);
    assert.equal(missing.body.error_message, OUTBOX_TEXTS.mailNotFound);
  });
});

describe(`mail outbox: a mail server that accepts and hangs (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let hanging: HangingSmtp;
  let sut: TestApp;

  before(async () => {
    hanging = await new HangingSmtp().start();
    sut = await startTestApp({ env: { ...NO_TIMER, SMTP_URL: hanging.url } });
  });
  after(async () => {
    await sut.close();
    await hanging.stop();
  });

  it('a request that sends mail answers while the mail server has still not said a word; the mail stays pending', async () => {
    const first = await createAccount(sut, { role: 'helper' });
    const second = await createAccount(sut, { role: 'helper' });
    await forgot(sut, first);
    // The worker is now inside an SMTP session that will never get a greeting.
    await hanging.connected(1);
    await forgot(sut, second);
    assert.equal(hanging.open, 1, 'the mail server still holds the first session, unanswered');
    const rows = await outbox(sut, [first, second]);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['pending', 'pending'],
    );
    assert.ok(rows[0].claimId && rows[0].leaseUntil, 'the first is claimed by the stuck worker, under a lease');
    assert.deepEqual([rows[1].attempts, rows[1].claimId], [0, null], 'the second waits its turn');
  });
});

describe(`mail outbox: two instances on one database (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('each mail is sent once when both workers deliver at the same time', async () => {
    const database = await createTestDatabase();
    const mail = await new SmtpCatcher().start();
    const first = await startTestApp({ database, mail, env: NO_TIMER });
    const second = await startTestApp({ database, mail, env: NO_TIMER });
    try {
      const start = wholeSecondNow();
      for (const instance of [first, second]) instance.app.get(Clock).set(start);
      const members: Account[] = [];
      for (let n = 0; n < 4; n += 1) members.push(await createAccount(first, { role: 'helper' }));
      await mail.stop();
      for (const member of members) await forgot(first, member);
      // More mails than one claim takes (20), so both workers claim batches while the other is sending.
      const queued = Array.from({ length: 56 }, (_, n) => `queued.${n}.${process.pid}@community.test`);
      for (const [n, to] of queued.entries())
        assert.equal(await (n % 2 ? first : second).app.get(MailService).send({ to, subject: `Note ${n}`, text: 'Hello' }), true);
      await Promise.all([first.mailSettled(), second.mailSettled()]);
      await mail.start();
      for (const instance of [first, second]) instance.app.get(Clock).set(at(start, MINUTE));
      const [a, b] = await Promise.all([first.app.get(MailOutboxWorker).runOnce(), second.app.get(MailOutboxWorker).runOnce()]);
      console.log(`two workers: ${a.sent} + ${b.sent} sent`);
      assert.equal(a.sent + b.sent, members.length + queued.length);
      await Promise.all([first.mailSettled(), second.mailSettled()]);
      for (const member of members) assert.equal(resetMailsTo(mail, member).length, 1, `${member.email} gets one mail`);
      for (const to of queued) assert.equal(mail.mailsTo(to).length, 1, `${to} gets one mail`);
    } finally {
      await first.close();
      await second.close();
      await mail.stop();
      await database.drop();
    }
  });

  it('a mail the server took just as its sender lost the database is sent again after the lease, with the same Message-ID', async () => {
    const database = await createTestDatabase();
    const mail = await new SmtpCatcher().start();
    const dying = await startTestApp({ database, mail, env: NO_TIMER });
    const survivor = await startTestApp({ database, mail, env: NO_TIMER });
    try {
      const start = wholeSecondNow();
      for (const instance of [dying, survivor]) instance.app.get(Clock).set(start);
      const member = await createAccount(dying, { role: 'helper' });
      const release = mail.holdReplies();
      await forgot(dying, member);
      const first = await mail.waitFor(member.email, (m) => m.subject === 'Reset your password');
      const [queued] = await outbox(survivor, [member]);
      assert.equal(first.messageId, queued.messageId, 'sent with the Message-ID made when it was queued');
      assert.match(first.messageId ?? '', /^<[0-9a-f]{32}@community\.example>$/);
      // The mail server has the mail; before its "accepted" reaches the sender, the sender's database is gone.
      await dying.close();
      release();
      const survivorWorker = survivor.app.get(MailOutboxWorker);
      const [unrecorded] = await outbox(survivor, [member]);
      assert.deepEqual([unrecorded.status, unrecorded.attempts], ['pending', 1], 'the outcome never landed');
      survivor.app.get(Clock).set(at(start, MAIL_CLAIM_LEASE_MS));
      assert.deepEqual(await survivorWorker.runOnce(), { sent: 1, retrying: 0, failed: 0 });
      const copies = resetMailsTo(mail, member);
      assert.equal(copies.length, 2, 'at-least-once: sent again');
      assert.deepEqual(
        copies.map((copy) => copy.messageId),
        [first.messageId, first.messageId],
        'the same message to the receiving system',
      );
      assert.equal(copies[1].text, copies[0].text);
      const [sent] = await outbox(survivor, [member]);
      assert.deepEqual([sent.status, sent.attempts, sent.messageId], ['sent', 2, first.messageId]);
    } finally {
      await survivor.close();
      await mail.stop();
      await database.drop();
    }
  });

  it("a mail claimed by an instance that stops mid-send is sent by another once the claim's lease ends, and not before", async () => {
    const database = await createTestDatabase();
    const mail = await new SmtpCatcher().start();
    const hanging = await new HangingSmtp().start();
    const dying = await startTestApp({ database, mail, env: { ...NO_TIMER, SMTP_URL: hanging.url } });
    const survivor = await startTestApp({ database, mail, env: NO_TIMER });
    try {
      const start = wholeSecondNow();
      for (const instance of [dying, survivor]) instance.app.get(Clock).set(start);
      const member = await createAccount(dying, { role: 'helper' });
      await forgot(dying, member);
      await hanging.connected(1);
      const [claimed] = await outbox(survivor, [member]);
      assert.ok(claimed.claimId, 'claimed by the instance whose mail server hangs');

      const survivorWorker = survivor.app.get(MailOutboxWorker);
      assert.deepEqual(await survivorWorker.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'a live claim is left alone');

      // The instance stops in the middle of the send: it never records the outcome.
      await dying.close();
      await hanging.stop();
      const survivorClock = survivor.app.get(Clock);
      survivorClock.set(at(start, MAIL_CLAIM_LEASE_MS - 1000));
      assert.deepEqual(await survivorWorker.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'not before the lease ends');
      survivorClock.set(at(start, MAIL_CLAIM_LEASE_MS));
      assert.deepEqual(await survivorWorker.runOnce(), { sent: 1, retrying: 0, failed: 0 });
      assert.equal(resetMailsTo(mail, member).length, 1);
      const [sent] = await outbox(survivor, [member]);
      assert.deepEqual([sent.status, sent.attempts], ['sent', 2]);
    } finally {
      await survivor.close();
      await mail.stop();
      await database.drop();
    }
  });
});
