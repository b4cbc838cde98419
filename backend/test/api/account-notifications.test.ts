import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KINDS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { CaughtMail } from '../support/smtp-catcher';
import { decodeMimeWords } from '../support/mime-words';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { DigestJob } from '../../src/modules/notifications/digest.job';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';

/** The raw header, unfolded (long values wrap onto continuation lines). */
function header(mail: CaughtMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

describe(`account: notification settings, one-click unsubscribe, daily digest (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  before(async () => {
    // The production default per-address limit (test apps raise it): the unsubscribe burst must not meet it.
    sut = await startTestApp({ env: { RATE_LIMIT_AUTH: '10' } });
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  const settings = (account: Account) => sut.http.get('/api/v1/account/notifications').auth(account.token, { type: 'bearer' });
  const setSettings = (account: Account, body: object) => sut.http.put('/api/v1/account/notifications').auth(account.token, { type: 'bearer' }).send(body);
  async function pendingAd(poster: Account, title: string): Promise<number> {
    const ad = await sut.dataSource.getRepository(Ad).save(
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
    );
    return ad.id;
  }
  const approve = (id: number) => sut.http.post('/api/v1/admin/approve-business-network').auth(admin.token, { type: 'bearer' }).send({ id }).expect(200);
  const subjectIs = (subject: string) => (m: CaughtMail) => decodeMimeWords(m.subject) === subject;

  it('reads and sets each kind; an unknown delivery is refused with its field', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    assert.deepEqual((await settings(member).expect(200)).body, DEFAULT_NOTIFICATION_SETTINGS);
    const bad = await setSettings(member, { ...DEFAULT_NOTIFICATION_SETTINGS, reply: 'weekly' }).expect(400);
    assert.deepEqual(bad.body.errors.reply, ['reply must be one of: instant, digest, off']);
    const chosen = { new_request: 'digest', reply: 'off', status_change: 'instant', moderation_outcome: 'digest' };
    assert.deepEqual((await setSettings(member, chosen).expect(200)).body, chosen);
    assert.deepEqual((await settings(member).expect(200)).body, chosen);
  });

  it('a notification mail carries RFC 8058 headers; the one-click POST works without signing in and stops that kind', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    await approve(await pendingAd(poster, 'Desk lamp'));
    const mail = await sut.mail.waitFor(poster.email, subjectIs('Your ad "Desk lamp" is now live'));
    assert.equal(header(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    const link = /^<(http:\/\/app\.test\/api\/v1\/notifications\/unsubscribe\?token=([A-Za-z0-9_.-]+))>$/.exec(header(mail, 'List-Unsubscribe') ?? '');
    assert.ok(link, header(mail, 'List-Unsubscribe') ?? 'no List-Unsubscribe');
    assert.match(mail.text, /http:\/\/app\.test\/unsubscribe#token=/);

    const forged = await sut.http
      .post(`/api/v1/notifications/unsubscribe?token=${link[2].slice(0, -3)}abc`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    assert.equal(forged.body.error_message, ACCOUNT_TEXTS.invalidLink);
    const done = await sut.http.post(`/api/v1/notifications/unsubscribe?token=${link[2]}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    assert.deepEqual(done.body, { message: ACCOUNT_TEXTS.unsubscribed, kinds: ['moderation_outcome'] });
    assert.equal((await settings(poster).expect(200)).body.moderation_outcome, 'off');
    assert.equal((await settings(poster).expect(200)).body.new_request, 'instant', 'other kinds unchanged');

    await approve(await pendingAd(poster, 'Office chair'));
    await sut.http.post('/api/v1/auth/forgot-password').send({ email: poster.email }).expect(200);
    await sut.mail.waitFor(poster.email, subjectIs('Reset your password'));
    assert.ok(!sut.mail.mailsTo(poster.email).some(subjectIs('Your ad "Office chair" is now live')), 'moderation mails are off; the reset mail still comes');

    const json = await sut.http.post('/api/v1/notifications/unsubscribe').send({ token: link[2] }).expect(200);
    assert.deepEqual(json.body.kinds, ['moderation_outcome']);
  });

  it("a mail provider's burst: 30 one-click unsubscribes from one address at once all answer 200, and every kind sticks", async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const notifications = sut.app.get(NotificationsService);
    // One token per kind, as four different mails would carry; the burst repeats them, as a provider retries.
    const tokens = NOTIFICATION_KINDS.map((kind) => {
      const mail = notifications.withUnsubscribe(member.user, [kind], { to: member.email, subject: 'A notification', text: 'Text' });
      return /token=([\w.-]+)>/.exec(mail.headers!['List-Unsubscribe'])![1];
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sut.http
          .post(`/api/v1/notifications/unsubscribe?token=${tokens[index % tokens.length]}`)
          .type('form')
          .send('List-Unsubscribe=One-Click'),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(30).fill(200),
      answers.map((answer) => answer.body.error_message).join(', '),
    );
    assert.ok(answers.every((answer) => answer.body.message === ACCOUNT_TEXTS.unsubscribed));
    assert.ok(answers.every((answer) => !answer.headers['retry-after']));
    const offEverywhere = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'off']));
    assert.deepEqual((await settings(member).expect(200)).body, offEverywhere, 'no kind lost to a concurrent write of another');
  });

  it('digest: one mail with everything since the last one, sent once across two instances', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    await setSettings(poster, { ...DEFAULT_NOTIFICATION_SETTINGS, moderation_outcome: 'digest' }).expect(200);
    await approve(await pendingAd(poster, 'Bookshelf'));
    await approve(await pendingAd(poster, 'Garden bench'));
    const second = await startTestApp({ database: sut.database, mail: sut.mail });
    try {
      await Promise.all([sut.app.get(DigestJob).runOnce(), second.app.get(DigestJob).runOnce()]);
      const digest = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject).startsWith('Your daily digest'));
      assert.equal(decodeMimeWords(digest.subject), 'Your daily digest: 2 updates');
      assert.match(digest.text, /Your ad "Bookshelf" is now live/);
      assert.match(digest.text, /Your ad "Garden bench" is now live/);
      assert.ok(header(digest, 'List-Unsubscribe'));
      assert.ok(!sut.mail.mailsTo(poster.email).some(subjectIs('Your ad "Bookshelf" is now live')), 'nothing sent right away');

      await sut.app.get(DigestJob).runOnce();
      await Promise.all([sut.mailSettled(), second.mailSettled()]);
      assert.equal(sut.mail.mailsTo(poster.email).filter((m) => decodeMimeWords(m.subject).startsWith('Your daily digest')).length, 1);

      await approve(await pendingAd(poster, 'Lamp shade'));
      await second.app.get(DigestJob).runOnce();
      const next = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject) === 'Your daily digest: 1 update');
      assert.match(next.text, /Lamp shade/);
      assert.doesNotMatch(next.text, /Bookshelf/);
    } finally {
      await second.close();
    }
  });
});
