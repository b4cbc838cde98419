import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IsNull } from 'typeorm';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createAccount } from '../support/accounts';
import { decodeMimeWords } from '../support/mime-words';
import { Clock } from '../../src/common/clock/clock';
import { MailService } from '../../src/modules/mail/mail.service';
import { AdExpiryJob } from '../../src/modules/ads/ad-expiry.job';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { DigestJob } from '../../src/modules/notifications/digest.job';
import { DigestItem } from '../../src/modules/notifications/entities/digest-item.entity';
import { RequestExpiryJob } from '../../src/modules/conversations/request-expiry.job';
import { RequestReminderJob } from '../../src/modules/conversations/request-reminder.job';
import { Conversation } from '../../src/modules/conversations/entities/conversation.entity';
import { insertAd, insertMember } from './admin-fixtures';
import { createReceivers } from './access-rows/info-issues-contact';
import { openConversation } from './conversation-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const ITEMS = 3;

interface Job {
  runOnce(): Promise<unknown>;
}

/**
 * Each scheduled job claims a due item and queues its mail in one transaction. The fault: an instance stops between
 * the claim and the mail (its outbox write fails, the transaction rolls back), then restarts beside a second
 * instance and both run the job at once. Every due item must be handled, and mailed, exactly once.
 */
async function crashThenTwoInstances(
  prepare: (sut: TestApp) => Promise<{ recipients: string[]; handled: (sut: TestApp) => Promise<number> }>,
  job: (sut: TestApp) => Job,
  subject: (text: string) => boolean,
  now: Date = new Date(),
): Promise<void> {
  const database: TestDatabase = await createTestDatabase();
  const mail = await new SmtpCatcher().start();
  let crashing: TestApp | undefined = await startTestApp({ database, mail });
  let second: TestApp | undefined;
  let restarted: TestApp | undefined;
  try {
    const app = crashing;
    const { recipients, handled } = await prepare(app);
    app.app.get(Clock).set(now);
    app.app.get(MailService).enqueue = async () => {
      throw new Error('instance stopped between the claim and the mail');
    };
    await assert.rejects(job(app).runOnce(), /instance stopped/);
    assert.equal(await handled(app), 0, 'the claim rolled back with the mail: the item is still due');
    await app.close();
    crashing = undefined;

    restarted = await startTestApp({ database, mail });
    second = await startTestApp({ database, mail });
    for (const instance of [restarted, second]) instance.app.get(Clock).set(now);
    await Promise.all([job(restarted).runOnce(), job(second).runOnce()]);
    await Promise.all([job(restarted).runOnce(), job(second).runOnce()]);
    assert.equal(await handled(second), recipients.length, 'every due item handled');
    await Promise.all([restarted.mailSettled(), second.mailSettled()]);
    for (const to of recipients) {
      assert.equal(mail.mailsTo(to).filter((m) => subject(decodeMimeWords(m.subject))).length, 1, `${to} gets exactly one mail`);
    }
  } finally {
    await crashing?.close();
    await restarted?.close();
    await second?.close();
    await mail.stop();
    await database.drop();
  }
}

describe(`scheduled jobs: a stop between claim and mail loses nothing; two instances handle each item once (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('ad expiry reminders', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await crashThenTwoInstances(
      async (sut) => {
        const recipients: string[] = [];
        for (let n = 0; n < ITEMS; n += 1) {
          const poster = await insertMember(sut, { role: 'helper' });
          await insertAd(sut, poster.id, { status: 'approved', expiresAt: new Date(now.getTime() + 6 * DAY), expiryRemindedAt: null });
          recipients.push(poster.email);
        }
        return {
          recipients,
          handled: (app) =>
            app.dataSource
              .getRepository(Ad)
              .countBy({ status: 'approved', expiryRemindedAt: IsNull() })
              .then((left) => ITEMS - left),
        };
      },
      (sut) => sut.app.get(AdExpiryJob),
      (subject) => subject.endsWith('expires soon'),
      now,
    );
  });

  it('daily digests', async () => {
    await crashThenTwoInstances(
      async (sut) => {
        const recipients: string[] = [];
        for (let n = 0; n < ITEMS; n += 1) {
          const member = await insertMember(sut, { role: 'helper' });
          for (const title of ['Lamp', 'Desk']) {
            await sut.dataSource
              .getRepository(DigestItem)
              .insert({ userId: member.id, kind: 'moderation_outcome', subject: `Your ad "${title}" is now live`, text: 'Good news.', sentAt: null });
          }
          recipients.push(member.email);
        }
        return { recipients, handled: async (app) => ITEMS - (await app.dataSource.getRepository(DigestItem).countBy({ sentAt: IsNull() })) / 2 };
      },
      (sut) => sut.app.get(DigestJob),
      (subject) => subject === 'Your daily digest: 2 updates',
    );
  });

  it('request expiry', async () => {
    await crashThenTwoInstances(
      async (sut) => {
        const ctx = await createReceivers(sut);
        const recipients: string[] = [];
        for (let n = 0; n < ITEMS; n += 1) {
          const sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
          await openConversation(sut, sender, 'professional-network', ctx, { description: `waiting ${n}` });
          recipients.push(sender.email);
        }
        return { recipients, handled: (app) => app.dataSource.getRepository(Conversation).countBy({ status: 'expired' }) };
      },
      (sut) => sut.app.get(RequestExpiryJob),
      (subject) => /expired/.test(subject),
      new Date(Date.now() + 15 * DAY),
    );
  });

  /** Issue #26: each receiver is reminded once per step; `sentBefore` reminders already went out (the 7-day step). */
  for (const [step, days] of [
    [1, 3],
    [2, 7],
  ] as const) {
    it(`request reminders, step ${step} (${days} days)`, async () => {
      await crashThenTwoInstances(
        async (sut) => {
          const recipients: string[] = [];
          const sender = await createAccount(sut, { role: 'seeker', industry: 'Arts, Communication, Media & Design' });
          for (let n = 0; n < ITEMS; n += 1) {
            const receiver = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
            const sent = await sut.http
              .post('/api/v1/issues/professional-network')
              .auth(sender.token, { type: 'bearer' })
              .send({ receiver_id: receiver.user.id, full_name: 'Waiting Seeker', email: sender.email, description: `unanswered ${n}` })
              .expect(201);
            const id: number = sent.body.conversation_id;
            await sut.dataSource.getRepository(Conversation).update({ id }, { remindersSent: step - 1 });
            recipients.push(receiver.email);
          }
          return { recipients, handled: (app) => app.dataSource.getRepository(Conversation).countBy({ remindersSent: step }) };
        },
        (sut) => sut.app.get(RequestReminderJob),
        (subject) => subject === 'A Professional Network request is waiting for your answer',
        new Date(Date.now() + days * DAY + 60_000),
      );
    });
  }
});
