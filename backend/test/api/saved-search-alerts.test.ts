import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { insertAd } from './admin-fixtures';
import { decodeMimeWords } from '../support/mime-words';
import { Clock } from '../../src/common/clock/clock';
import { SavedSearch } from '../../src/modules/saved-searches/entities/saved-search.entity';
import { SavedSearchAlertsJob } from '../../src/modules/saved-searches/saved-search-alerts.job';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const jobForm = (title: string) => ({
  title,
  employer_name: 'Crescent Welding',
  industry: 'Technology, Engineering & Data',
  location: 'Hamilton, ON',
  workplace: 'on_site',
  employment_type: 'full_time',
  description: title.startsWith('Welder')
    ? 'We are looking for a certified welder to join our small fabrication team in the east end.'
    : 'We are looking for an early riser to bake bread and pastries for our small shop in the east end.',
  apply_url: 'https://example.com/careers/welder',
});

/** The board opened, an admin, a member with a daily saved search of "welder" whose last run is `lastRun`. */
async function prepare(sut: TestApp, lastRun: Date) {
  const admin = await createAccount(sut, { role: 'admin' });
  const member = await createAccount(sut, { role: 'seeker' });
  const bearer = (_account: Account) => ({ type: 'bearer' as const });
  await sut.http.put('/api/v1/admin/settings/sections').auth(admin.token, bearer(admin)).send({ job_board: 'open' }).expect(200);
  const saved = await sut.http
    .post('/api/v1/account/saved-searches')
    .auth(member.token, bearer(member))
    .send({ kind: 'jobs', q: 'welder', filters: { workplace: 'on_site' }, notify: 'daily' })
    .expect(201);
  await sut.dataSource.getRepository(SavedSearch).update({ id: saved.body.id }, { lastRunAt: lastRun });
  const approvedAt = async (title: string, at: Date) => {
    const posted = await sut.http.post('/api/v1/jobs').auth(admin.token, bearer(admin)).send(jobForm(title)).expect(201);
    const id = posted.body.job.id;
    sut.app.get(Clock).set(at);
    const record = (await sut.http.get(`/api/v1/admin/jobs/${id}`).auth(admin.token, bearer(admin)).expect(200)).body;
    await sut.http
      .put(`/api/v1/admin/jobs/${id}`)
      .auth(admin.token, bearer(admin))
      .send({ ...record, status: 'approved' })
      .expect(200);
    return id as number;
  };
  return { admin, member, searchId: saved.body.id as number, approvedAt };
}

const isAlert = (subject: string) => decodeMimeWords(subject).startsWith('New for your saved search');

describe(`saved searches' alerts (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('mails once, only the postings approved since the last run; nothing new, no mail; the one-click link stops it, and dies after a password change', async () => {
    const sut = await startTestApp();
    try {
      const lastRun = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * DAY);
      const { member, searchId, approvedAt } = await prepare(sut, lastRun);
      const old = await approvedAt('Welder, before the last run', new Date(lastRun.getTime() - HOUR));
      const fresh = await approvedAt('Welder, new since then', new Date(lastRun.getTime() + HOUR));
      await approvedAt('Baker, new but not searched', new Date(lastRun.getTime() + 2 * HOUR));
      const job = sut.app.get(SavedSearchAlertsJob);
      const clock = sut.app.get(Clock);

      clock.set(new Date(lastRun.getTime() + DAY - HOUR));
      assert.equal(await job.runOnce(), 0, 'not yet a day since the last run');
      clock.set(new Date(lastRun.getTime() + DAY + HOUR));
      assert.equal(await job.runOnce(), 1);
      assert.equal(await job.runOnce(), 0, 'claimed: a second run the same day mails nothing');
      await sut.mailSettled();
      const alerts = sut.mail.mailsTo(member.email).filter((mail) => isAlert(mail.subject));
      assert.equal(alerts.length, 1);
      const [alert] = alerts;
      assert.equal(decodeMimeWords(alert.subject), SAVED_SEARCH_TEXTS.alertSubject(1));
      assert.ok(alert.text.includes(`/jobs/${fresh}`) && alert.text.includes('Welder, new since then (Crescent Welding, Hamilton, ON)'));
      assert.ok(!alert.text.includes(`/jobs/${old}\n`) && !alert.text.includes('before the last run') && !alert.text.includes('Baker'));
      assert.match(alert.raw, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      const link = /List-Unsubscribe: <[^>]*(\/api\/v1\/account\/saved-searches\/unsubscribe\?token=[\w.-]+)>/.exec(alert.raw.replace(/\r\n\s+/g, ' '));
      assert.ok(link, 'the one-click link is in the headers');

      clock.set(new Date(lastRun.getTime() + 2 * DAY + 2 * HOUR));
      assert.equal(await job.runOnce(), 0, 'nothing new since the last alert: no mail');

      const forged = await sut.http
        .post(`${link[1].slice(0, -3)}abc`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      assert.equal(forged.body.error_message, ACCOUNT_TEXTS.invalidLink);
      const done = await sut.http.post(link[1]).type('form').send('List-Unsubscribe=One-Click').expect(200);
      assert.deepEqual(done.body, { message: SAVED_SEARCH_TEXTS.unsubscribed });
      assert.equal((await sut.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: searchId })).notify, 'none');
      await sut.http.post(link[1]).type('form').send('List-Unsubscribe=One-Click').expect(200);

      await sut.http
        .put('/api/v1/account/password')
        .auth(member.token, { type: 'bearer' })
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'Other#Pass2' })
        .expect(200);
      const dead = await sut.http.post(link[1]).type('form').send('List-Unsubscribe=One-Click').expect(400);
      assert.equal(dead.body.error_message, ACCOUNT_TEXTS.invalidLink);
    } finally {
      await sut.close();
    }
  });

  it("an ads saved search mails the ads approved since its last run with its words and category, in the member's language", async () => {
    const sut = await startTestApp();
    try {
      const admin = await createAccount(sut, { role: 'admin' });
      const member = await createAccount(sut, { role: 'seeker' });
      const owner = await createAccount(sut, { role: 'business' });
      const as = (account: Account) => [account.token, { type: 'bearer' as const }] as const;
      await sut.http
        .patch('/api/v1/account')
        .auth(...as(member))
        .send({ language: 'ar' })
        .expect(200);
      const saved = await sut.http
        .post('/api/v1/account/saved-searches')
        .auth(...as(member))
        .send({ kind: 'ads', q: 'laptop', filters: { category: 'Other' }, notify: 'daily' })
        .expect(201);
      const lastRun = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * DAY);
      await sut.dataSource.getRepository(SavedSearch).update({ id: saved.body.id }, { lastRunAt: lastRun });
      const clock = sut.app.get(Clock);
      const approvedAt = async (title: string, at: Date) => {
        const ad = await insertAd(sut, owner.user.id, { title, location: 'Leeds' });
        clock.set(at);
        const record = (
          await sut.http
            .get(`/api/v1/admin/ads/${ad.id}`)
            .auth(...as(admin))
            .expect(200)
        ).body;
        await sut.http
          .put(`/api/v1/admin/ads/${ad.id}`)
          .auth(...as(admin))
          .send({ ...record, status: 'approved' })
          .expect(200);
      };
      await approvedAt('Laptop approved before the last run', new Date(lastRun.getTime() - HOUR));
      await approvedAt('Laptop new since then', new Date(lastRun.getTime() + HOUR));
      await approvedAt('Sofa new but not searched', new Date(lastRun.getTime() + 2 * HOUR));
      await insertAd(sut, owner.user.id, { title: 'Laptop still pending' });

      clock.set(new Date(lastRun.getTime() + DAY + HOUR));
      assert.equal(await sut.app.get(SavedSearchAlertsJob).runOnce(), 1);
      await sut.mailSettled();
      const [alert, ...others] = sut.mail.mailsTo(member.email).filter((mail) => decodeMimeWords(mail.subject).startsWith('جديد في بحثك المحفوظ'));
      assert.equal(others.length, 0);
      assert.equal(decodeMimeWords(alert.subject), 'جديد في بحثك المحفوظ: 1');
      assert.ok(alert.text.includes('\u2068Laptop new since then\u2069 (\u2068Other, Leeds\u2069)'), alert.text);
      assert.ok(alert.text.includes('/businessnetwork?q=Laptop+new+since+then'));
      for (const absent of ['before the last run', 'Sofa', 'still pending']) assert.ok(!alert.text.includes(absent), absent);
    } finally {
      await sut.close();
    }
  });

  it('two instances sharing the database mail a due alert exactly once', async () => {
    const database: TestDatabase = await createTestDatabase();
    const mail = await new SmtpCatcher().start();
    const first = await startTestApp({ database, mail });
    const second = await startTestApp({ database, mail });
    try {
      const lastRun = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * DAY);
      const { member, approvedAt } = await prepare(first, lastRun);
      await approvedAt('Welder for two instances', new Date(lastRun.getTime() + HOUR));
      const now = new Date(lastRun.getTime() + DAY + HOUR);
      for (const instance of [first, second]) instance.app.get(Clock).set(now);
      const runs = await Promise.all([first, second, first, second].map((instance) => instance.app.get(SavedSearchAlertsJob).runOnce()));
      assert.equal(
        runs.reduce((sum, sent) => sum + sent, 0),
        1,
        runs.join(),
      );
      await Promise.all([first.mailSettled(), second.mailSettled()]);
      assert.equal(mail.mailsTo(member.email).filter((caught) => isAlert(caught.subject)).length, 1);
    } finally {
      await first.close();
      await second.close();
      await mail.stop();
      await database.drop();
    }
  });
});
