import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, LEGAL_INDUSTRY, RESPONSIVENESS_MAIL_SUBJECTS, RESPONSIVENESS_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { RequestExpiryJob } from '../../src/modules/conversations/request-expiry.job';
import { RequestReminderJob } from '../../src/modules/conversations/request-reminder.job';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DB = process.env.TEST_DB ?? 'sqlite';
const TECH = 'Technology, Engineering & Data';
const AGRI = 'Agriculture, Environment & Sustainability';
const ARTS = 'Arts, Communication, Media & Design';
/** A reminder, not the request's own mail ("A request is waiting for you (...)"). */
const isReminder = (mail: { subject: string }) => mail.subject.endsWith('request is waiting for your answer');

/** Responsive mentors (issue #26): responsiveness and last-active in the directory, reminders, auto-pause, closing the other requests. */
describe(`responsive mentors: directory responsiveness, reminders, auto-pause, closing other requests (${DB})`, () => {
  let sut: TestApp;
  let clock: Clock;
  let ctx: AccessContext;
  const T0 = new Date('2026-03-10T12:00:00Z');
  const at = (ms: number) => clock.set(new Date(T0.getTime() + ms));
  const send = (from: Account, to: Account, description = 'Could you help me?') =>
    openConversation(sut, from, 'professional-network', ctx, { receiver_id: to.user.id, description });
  const rowOf = async (viewer: Account, industry: string, id: number) => {
    const page = await as(sut, viewer)
      .get(`/info/get-users?industry_type=${encodeURIComponent(industry)}&limit=100`)
      .expect(200);
    return page.body.users.find((user: { id: number }) => user.id === id);
  };

  before(async () => {
    sut = await startTestApp();
    clock = sut.app.get(Clock);
    clock.set(T0);
    ctx = await createReceivers(sut);
  });
  after(async () => {
    clock.set(null);
    await sut.close();
  });

  it('get-users shows replies_within_days: null below 3 answered requests, then the median of the first answers in whole days rounded up', async () => {
    at(0);
    const helper = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Quick Helper' });
    const seekers: Account[] = [];
    for (let i = 0; i < 4; i += 1) seekers.push(await createAccount(sut, { role: 'seeker', industry: TECH, name: `Asking Seeker ${i}` }));
    const ids: number[] = [];
    for (const seeker of seekers) ids.push(await send(seeker, helper));
    assert.equal((await rowOf(seekers[0], TECH, helper.user.id)).replies_within_days, null);

    at(1 * HOUR);
    await as(sut, helper).post(`/conversations/${ids[0]}/replies`, { body: 'Happy to help' }).expect(201);
    at(30 * HOUR);
    await as(sut, helper).post(`/conversations/${ids[1]}/status`, { status: 'accepted' }).expect(200);
    assert.equal((await rowOf(seekers[0], TECH, helper.user.id)).replies_within_days, null, 'two answers: still null');
    at(50 * HOUR);
    await as(sut, helper).post(`/conversations/${ids[2]}/status`, { status: 'more_info', reason: 'What stack?' }).expect(200);
    // 1 h, 30 h and 50 h: the median is 30 hours, within 2 days.
    const row = await rowOf(seekers[0], TECH, helper.user.id);
    assert.equal(row.replies_within_days, 2);
    // A later reply in an answered thread is not a first answer: nothing changes.
    at(200 * HOUR);
    await as(sut, helper).post(`/conversations/${ids[0]}/replies`, { body: 'Another note' }).expect(201);
    assert.equal((await rowOf(seekers[0], TECH, helper.user.id)).replies_within_days, 2);
    const stored = await sut.dataSource.query('SELECT replies_within_days FROM users WHERE id = ?', [helper.user.id]);
    assert.equal(Number(stored[0].replies_within_days), 2, 'read from the stored column');
  });

  it('get-users shows last_active in words only: stamped on sign-in and signed-in requests at most once a day, this_week / this_month / earlier by the clock', async () => {
    at(0);
    const viewer = await createAccount(sut, { role: 'seeker', industry: ARTS, name: 'Looking Viewer' });
    const member = await createAccount(sut, { role: 'helper', industry: ARTS, name: 'Sometimes Here' });
    const day = async () => String((await sut.dataSource.query('SELECT CAST(last_active_on AS CHAR) AS d FROM users WHERE id = ?', [member.user.id]))[0].d);
    assert.equal(await day(), '2026-03-10', 'the sign-in stamped the day');
    let row = await rowOf(viewer, ARTS, member.user.id);
    assert.equal(row.last_active, 'this_week');
    assert.equal('last_active_on' in row, false, 'never the day itself');

    // Ten days later the member has not been back: this_month; a signed-in request stamps the new day.
    at(10 * DAY);
    row = await rowOf(viewer, ARTS, member.user.id);
    assert.equal(row.last_active, 'this_month');
    await as(sut, member).get('/account/availability').expect(200);
    assert.equal(await day(), '2026-03-20');
    assert.equal((await rowOf(viewer, ARTS, member.user.id)).last_active, 'this_week');

    // The stamp only moves forwards: an older day written by another instance's clock does not go back.
    await sut.dataSource.query('UPDATE users SET last_active_on = ? WHERE id = ?', ['2026-01-01', member.user.id]);
    assert.equal((await rowOf(viewer, ARTS, member.user.id)).last_active, 'earlier');
    await as(sut, member).get('/account/availability').expect(200);
    assert.equal(await day(), '2026-01-01', 'this instance already stamped the member today: no second write the same day');
    at(11 * DAY);
    await as(sut, member).get('/account/availability').expect(200);
    assert.equal(await day(), '2026-03-21');
    await sut.dataSource.query('UPDATE users SET last_active_on = NULL WHERE id = ?', [member.user.id]);
    assert.equal((await rowOf(viewer, ARTS, member.user.id)).last_active, 'earlier', 'never stamped (before the upgrade): earlier');
  });

  it('reminds the receiver of each unanswered request at 3 and 7 days, once each; nothing of a legal request in its mail; answered requests are not reminded', async () => {
    // From day 20: the earlier tests' unanswered requests get their due reminders first, so the counts below are this test's.
    const base = 20 * DAY;
    at(base);
    const job = sut.app.get(RequestReminderJob);
    await job.runOnce();
    const sender = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Patient Sender' });
    const helper = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Busy Helper' });
    const waiting = await send(sender, helper, 'A question about data pipelines');
    const answered = await send(sender, helper, 'Another question');
    await as(sut, helper).post(`/conversations/${answered}/replies`, { body: 'Answered' }).expect(201);
    const opened = await send(sender, helper, 'Opened but not answered');
    await as(sut, helper).get(`/conversations/${opened}`).expect(200);
    const client = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY, name: 'Private Client' });
    const legal = await openConversation(sut, client, 'legal-assistance', ctx, { description: 'My landlord kept the deposit' });

    at(base + 3 * DAY - 60_000);
    assert.equal(await job.runOnce(), 0, 'not yet 3 days');
    at(base + 3 * DAY);
    assert.equal(await job.runOnce(), 3);
    assert.equal(await job.runOnce(), 0, 'a step is sent once');
    const first = await sut.mail.waitFor(helper.email, (mail) => mail.text.includes(`/messages/${waiting}`) && isReminder(mail));
    assert.equal(first.subject, RESPONSIVENESS_MAIL_SUBJECTS.reminder('Professional Network'));
    assert.ok(first.text.includes("Patient Sender's Professional Network request has been waiting 3 days for your answer."), first.text);
    assert.ok(first.text.includes('switch off "Open to new requests": http://app.test/messages'), first.text);
    const legalMail = await sut.mail.waitFor(ctx.lawyer.email, (mail) => mail.text.includes(`/messages/${legal}`) && isReminder(mail));
    assert.equal(legalMail.subject, 'A Legal Assistance request is waiting for your answer');
    assert.ok(legalMail.text.includes('A Legal Assistance request has been waiting 3 days for your answer.'), legalMail.text);
    for (const secret of ['Private Client', 'landlord', 'deposit', 'Family Law', 'Child Custody'])
      assert.ok(!legalMail.text.includes(secret), `the legal reminder says ${secret}`);

    at(base + 7 * DAY);
    assert.equal(await job.runOnce(), 3);
    assert.equal(await job.runOnce(), 0);
    at(base + 13 * DAY);
    assert.equal(await job.runOnce(), 0, 'two steps only');
    await sut.mailSettled();
    const reminders = (to: string, id: number) => sut.mail.mailsTo(to).filter((mail) => isReminder(mail) && mail.text.includes(`/messages/${id}`));
    assert.deepEqual(
      [
        reminders(helper.email, waiting).length,
        reminders(helper.email, opened).length,
        reminders(helper.email, answered).length,
        reminders(ctx.lawyer.email, legal).length,
      ],
      [2, 2, 0, 2],
    );
    assert.ok(reminders(helper.email, waiting)[1].text.includes('waiting 7 days'));
    // In the app too: one request_reminder per request and step, linking the thread (notify-api's feed).
    const feed = await as(sut, helper).get('/notifications').expect(200);
    const inApp = feed.body.data.filter((item: { kind: string }) => item.kind === 'request_reminder');
    const reminderText = 'A request is waiting for your answer';
    assert.deepEqual(
      inApp.map((item: { link: string; text: string }) => `${item.link} ${item.text}`).sort(),
      [waiting, waiting, opened, opened].map((id) => `/messages/${id} ${reminderText}`).sort(),
    );
    const sent = await sut.dataSource.query('SELECT id, reminders_sent FROM conversations WHERE id IN (?, ?) ORDER BY id', [waiting, answered]);
    assert.deepEqual(
      sent.map((row: { reminders_sent: number | string }) => Number(row.reminders_sent)),
      [2, 0],
    );
  });

  it("a reminder follows the receiver's New request setting (off: stamped, not mailed); a request found late gets only the latest step", async () => {
    const base = 40 * DAY;
    at(base);
    const job = sut.app.get(RequestReminderJob);
    await job.runOnce();
    const sender = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Late Sender' });
    const quiet = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Quiet Helper' });
    await as(sut, quiet)
      .put('/account/notifications', { new_request: 'off', reply: 'instant', status_change: 'instant', moderation_outcome: 'instant' })
      .expect(200);
    const request = await send(sender, quiet);
    at(base + 8 * DAY);
    const before = (await sut.dataSource.query('SELECT reminders_sent FROM conversations WHERE id = ?', [request]))[0];
    assert.equal(Number(before.reminders_sent), 0);
    await job.runOnce();
    const afterRun = (await sut.dataSource.query('SELECT reminders_sent FROM conversations WHERE id = ?', [request]))[0];
    assert.equal(Number(afterRun.reminders_sent), 2, 'the 7-day step directly, not the 3-day one after it');
    await sut.mailSettled();
    assert.equal(sut.mail.mailsTo(quiet.email).filter((mail) => isReminder(mail)).length, 0);
  });

  it('pauses a helper whose last 3 requests expired unanswered, once per run, with a mail that says why and how to resume; an answer in between resets the count', async () => {
    const expiry = sut.app.get(RequestExpiryJob);
    at(0);
    const helper = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Absent Helper' });
    const seeker = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Hopeful Seeker' });
    const accepting = async () => (await as(sut, helper).get('/account/availability').expect(200)).body.accepting_requests;
    const pausedMails = async () => {
      await sut.mailSettled();
      return sut.mail.mailsTo(helper.email).filter((mail) => mail.subject === RESPONSIVENESS_MAIL_SUBJECTS.autoPaused);
    };

    await send(seeker, helper);
    await send(seeker, helper);
    at(15 * DAY);
    await expiry.runOnce();
    const answered = await send(seeker, helper);
    await as(sut, helper).post(`/conversations/${answered}/replies`, { body: 'Sorry for the wait' }).expect(201);
    await send(seeker, helper);
    await send(seeker, helper);
    at(30 * DAY);
    await expiry.runOnce();
    assert.equal(await accepting(), true, 'two, an answer, then two: the answer reset the run');
    assert.equal((await pausedMails()).length, 0);

    await send(seeker, helper);
    at(45 * DAY);
    await expiry.runOnce();
    assert.equal(await accepting(), false, 'the third unanswered expiry in a row');
    const [mail] = await pausedMails();
    assert.ok(mail, 'the paused mail');
    assert.ok(mail.text.includes('The last 3 requests you received expired without an answer, so we have switched off "Open to new requests"'), mail.text);
    assert.ok(mail.text.includes('switch "Open to new requests" back on: http://app.test/messages'), mail.text);
    assert.equal((await rowOf(seeker, TECH, helper.user.id)).accepting_requests, false);
    const refused = await sut.http
      .post('/api/v1/issues/professional-network')
      .auth(seeker.token, { type: 'bearer' })
      .send({ receiver_id: helper.user.id, full_name: 'Hopeful Seeker', email: seeker.email, description: 'Hello?' })
      .expect(409);
    assert.equal(refused.body.error_message, CONVERSATION_TEXTS.notAccepting);

    // Back on; the run goes on without an answer: not paused again, no second mail.
    await as(sut, helper).put('/account/availability', { accepting_requests: true, capacity: 5 }).expect(200);
    await send(seeker, helper);
    at(60 * DAY);
    await expiry.runOnce();
    assert.equal(await accepting(), true);
    assert.equal((await pausedMails()).length, 1);
  });

  it('after an accept the seeker sees other_open_requests and closes them all in one call; only the sender of an accepted request may, with exact texts', async () => {
    at(0);
    const seeker = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Finding Seeker' });
    const helpers: Account[] = [];
    for (const name of ['Accepting One', 'Reading Two', 'Asking Three', 'Declining Four', 'Silent Five'])
      helpers.push(await createAccount(sut, { role: 'helper', industry: TECH, name }));
    const [accepted, read, asked, declined, silent] = await Promise.all(helpers.map((helper) => send(seeker, helper)));
    await as(sut, helpers[1]).get(`/conversations/${read}`).expect(200);
    await as(sut, helpers[2]).post(`/conversations/${asked}/status`, { status: 'more_info', reason: 'Which city?' }).expect(200);
    await as(sut, helpers[3]).post(`/conversations/${declined}/status`, { status: 'declined' }).expect(200);
    const before = await as(sut, seeker).get(`/conversations/${accepted}`).expect(200);
    assert.equal(before.body.other_open_requests, 0, 'not accepted yet');

    const acceptance = await as(sut, helpers[0]).post(`/conversations/${accepted}/status`, { status: 'accepted' }).expect(200);
    assert.equal(acceptance.body.other_open_requests, 0, 'the receiver is not asked');
    assert.equal((await as(sut, seeker).get(`/conversations/${accepted}`).expect(200)).body.other_open_requests, 3);

    const notSender = await as(sut, helpers[0]).post(`/conversations/${accepted}/close-other-requests`).expect(403);
    assert.equal(notSender.body.error_message, RESPONSIVENESS_TEXTS.closeOthersOnlySender);
    const notAccepted = await as(sut, seeker).post(`/conversations/${silent}/close-other-requests`).expect(409);
    assert.equal(notAccepted.body.error_message, RESPONSIVENESS_TEXTS.closeOthersNotAccepted);
    const stranger = await createAccount(sut, { role: 'seeker', industry: TECH });
    const missing = await as(sut, stranger).post(`/conversations/${accepted}/close-other-requests`).expect(404);
    assert.equal(missing.body.error_message, CONVERSATION_TEXTS.notFound);

    const closed = await as(sut, seeker).post(`/conversations/${accepted}/close-other-requests`).expect(200);
    assert.deepEqual(closed.body, { closed: 3 });
    const status = async (id: number) => (await as(sut, seeker).get(`/conversations/${id}`).expect(200)).body;
    assert.deepEqual(
      [
        (await status(accepted)).status,
        (await status(read)).status,
        (await status(asked)).status,
        (await status(declined)).status,
        (await status(silent)).status,
      ],
      ['accepted', 'closed', 'closed', 'declined', 'closed'],
    );
    assert.equal((await status(read)).status_history.at(-1).by, 'me');
    assert.equal((await status(accepted)).other_open_requests, 0);
    for (const [helper, id] of [
      [helpers[1], read],
      [helpers[4], silent],
    ] as const) {
      const mail = await sut.mail.waitFor(helper.email, (m) => m.text.includes(`/messages/${id}`) && m.subject.includes('Closed'));
      assert.equal(mail.subject, 'Your Professional Network conversation is now: Closed');
    }
    assert.deepEqual((await as(sut, seeker).post(`/conversations/${accepted}/close-other-requests`).expect(200)).body, { closed: 0 });
  });

  it('five close-other-requests calls at once close each waiting request once (one history row each)', async () => {
    at(0);
    const seeker = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Bursting Seeker' });
    const helpers: Account[] = [];
    for (let i = 0; i < 5; i += 1) helpers.push(await createAccount(sut, { role: 'helper', industry: TECH, name: `Burst Helper ${i}` }));
    const ids: number[] = [];
    for (const helper of helpers) ids.push(await send(seeker, helper));
    await as(sut, helpers[0]).post(`/conversations/${ids[0]}/status`, { status: 'accepted' }).expect(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => as(sut, seeker).post(`/conversations/${ids[0]}/close-other-requests`)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200, 200],
    );
    assert.equal(
      answers.reduce((sum, answer) => sum + answer.body.closed, 0),
      4,
    );
    const rows = await sut.dataSource.query(
      `SELECT conversation_id, COUNT(*) AS n FROM conversation_status_changes WHERE status = 'closed' AND conversation_id IN (${ids.map(() => '?').join(', ')}) GROUP BY conversation_id ORDER BY conversation_id`,
      ids,
    );
    assert.deepEqual(
      rows.map((row: { conversation_id: number | string; n: number | string }) => [Number(row.conversation_id), Number(row.n)]),
      ids.slice(1).map((id) => [id, 1]),
    );
  });
});

/** Suggested mentors (issue #26): who, in what order, with which reasons; in an industry no other test of this file uses. */
describe(`responsive mentors: GET /recommendations/mentors (${DB})`, () => {
  let sut: TestApp;
  let seeker: Account;
  const names: Record<number, string> = {};

  before(async () => {
    sut = await startTestApp();
    const helper = async (name: string, jobTitle: string, description: string | null, industry = AGRI) => {
      const account = await createAccount(sut, { role: 'helper', industry, name, jobTitle, description: description ?? undefined });
      names[account.user.id] = name;
      return account;
    };
    seeker = await createAccount(sut, {
      role: 'seeker',
      industry: AGRI,
      name: 'Curious Seeker',
      jobTitle: 'Junior backend developer',
      description: 'Learning Kubernetes',
    });
    await helper('Alpha Mentor', 'Staff engineer', 'Backend services on Kubernetes');
    const bravo = await helper('Bravo Mentor', 'Backend engineer', null);
    const charlie = await helper('Charlie Mentor', 'Backend lead', null);
    await helper('Delta Mentor', 'Designer', 'Gardens and orchards');
    await sut.dataSource.query('UPDATE users SET replies_within_days = ? WHERE id = ?', [1, bravo.user.id]);
    await sut.dataSource.query('UPDATE users SET replies_within_days = ? WHERE id = ?', [3, charlie.user.id]);
    // Everyone below matches "backend kubernetes" and must not be suggested.
    const blocked = await helper('Blocked Mentor', 'Backend', 'Kubernetes');
    await as(sut, seeker).post('/blocks', { user_id: blocked.user.id }).expect(201);
    const blocker = await helper('Blocking Mentor', 'Backend', 'Kubernetes');
    await as(sut, blocker).post('/blocks', { user_id: seeker.user.id }).expect(201);
    const asked = await helper('Asked Mentor', 'Backend', 'Kubernetes');
    await sut.http
      .post('/api/v1/issues/professional-network')
      .auth(seeker.token, { type: 'bearer' })
      .send({ receiver_id: asked.user.id, full_name: 'Curious Seeker', email: seeker.email, description: 'Hello' })
      .expect(201);
    await as(sut, asked)
      .post(`/conversations/${(await as(sut, seeker).get('/conversations?box=sent').expect(200)).body.data[0].id}/status`, { status: 'declined' })
      .expect(200);
    const paused = await helper('Paused Mentor', 'Backend', 'Kubernetes');
    await as(sut, paused).put('/account/availability', { accepting_requests: false, capacity: 5 }).expect(200);
    const full = await helper('Full Mentor', 'Backend', 'Kubernetes');
    await as(sut, full).put('/account/availability', { accepting_requests: true, capacity: 1 }).expect(200);
    const other = await createAccount(sut, { role: 'seeker', industry: AGRI, name: 'Other Seeker' });
    await sut.http
      .post('/api/v1/issues/professional-network')
      .auth(other.token, { type: 'bearer' })
      .send({ receiver_id: full.user.id, full_name: 'Other Seeker', email: other.email, description: 'Hi' })
      .expect(201);
    const suspended = await helper('Suspended Mentor', 'Backend', 'Kubernetes');
    await sut.dataSource.query('UPDATE users SET suspended_at = ? WHERE id = ?', ['2026-01-01 00:00:00', suspended.user.id]);
    const unconfirmed = await helper('Unconfirmed Mentor', 'Backend', 'Kubernetes');
    await sut.dataSource.query('UPDATE users SET email_confirmed = 0 WHERE id = ?', [unconfirmed.user.id]);
    await helper('Elsewhere Mentor', 'Backend', 'Kubernetes', TECH);
    await createAccount(sut, { role: 'seeker', industry: AGRI, name: 'Seeking Backend', jobTitle: 'Backend', description: 'Kubernetes' });
  });
  after(() => sut.close());

  it("helpers of the seeker's industry who take requests, by shared words, then responsiveness, then spare capacity, each with its reasons in words", async () => {
    const answer = await as(sut, seeker).get('/recommendations/mentors?limit=5').expect(200);
    assert.deepEqual(
      answer.body.users.map((user: { name: string; reasons: string[] }) => [user.name, user.reasons]),
      [
        ['Alpha Mentor', ['Same industry', 'Mentions backend', 'Mentions kubernetes', 'Has room for new requests']],
        ['Bravo Mentor', ['Same industry', 'Mentions backend', 'Usually replies within 1 day', 'Has room for new requests']],
        ['Charlie Mentor', ['Same industry', 'Mentions backend', 'Usually replies within 3 days', 'Has room for new requests']],
        ['Delta Mentor', ['Same industry', 'Has room for new requests']],
      ],
    );
    const alpha = answer.body.users[0];
    assert.deepEqual(Object.keys(alpha).sort(), [
      'JobTitle',
      'accepting_requests',
      'description',
      'email',
      'id',
      'industry',
      'last_active',
      'name',
      'photo_url',
      'reasons',
      'replies_within_days',
      'role',
      'verified',
    ]);
    assert.deepEqual([alpha.accepting_requests, alpha.last_active, alpha.replies_within_days, alpha.role], [true, 'this_week', null, 'helper']);
  });

  it('limit: 1 to 20 (default 5); anything else 400 with the exact text', async () => {
    const one = await as(sut, seeker).get('/recommendations/mentors?limit=1').expect(200);
    assert.deepEqual(
      one.body.users.map((user: { name: string }) => user.name),
      ['Alpha Mentor'],
    );
    assert.equal((await as(sut, seeker).get('/recommendations/mentors').expect(200)).body.users.length, 4);
    for (const bad of ['0', '21', 'abc', '2.5']) {
      const refused = await as(sut, seeker).get(`/recommendations/mentors?limit=${bad}`).expect(400);
      assert.equal(refused.body.error_message, RESPONSIVENESS_TEXTS.recommendationsLimitRange);
    }
  });

  it("helpers are refused (403); a seeker of another industry sees only that industry's helpers", async () => {
    const helper = await createAccount(sut, { role: 'helper', industry: AGRI });
    await as(sut, helper).get('/recommendations/mentors').expect(403);
    const techSeeker = await createAccount(sut, { role: 'seeker', industry: TECH, jobTitle: 'Backend' });
    const tech = await as(sut, techSeeker).get('/recommendations/mentors?limit=20').expect(200);
    assert.deepEqual(
      tech.body.users.map((user: { name: string }) => user.name),
      ['Elsewhere Mentor'],
    );
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Agri Lawyer' });
    assert.ok(
      !(await as(sut, seeker).get('/recommendations/mentors?limit=20').expect(200)).body.users.some((user: { id: number }) => user.id === lawyer.user.id),
    );
  });
});

/** The admin dashboard's response figures, on the clock: a window holding only this test's requests. */
describe(`responsive mentors: GET /admin/stats response figures (${DB})`, () => {
  let sut: TestApp;
  let clock: Clock;
  before(async () => {
    sut = await startTestApp();
    clock = sut.app.get(Clock);
  });
  after(async () => {
    clock.set(null);
    await sut.close();
  });

  it("percent of the last 30 days' requests answered within 7 days and the median hours to a first answer; null without requests; the counts stay", async () => {
    const T = new Date('2030-05-01T00:00:00Z');
    clock.set(T);
    const admin = await createAccount(sut, { role: 'admin' });
    const empty = await as(sut, admin).get('/admin/stats').expect(200);
    assert.deepEqual(empty.body, { pendingAds: 0, pendingBusinessGroups: 0, openReports: 0, requestsAnsweredWithin7Days: null, medianFirstReplyHours: null });

    const seeker = await createAccount(sut, { role: 'seeker', industry: TECH });
    const helper = await createAccount(sut, { role: 'helper', industry: TECH });
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await sut.http
        .post('/api/v1/issues/professional-network')
        .auth(seeker.token, { type: 'bearer' })
        .send({ receiver_id: helper.user.id, full_name: 'S', email: seeker.email, description: `Request ${i}` })
        .expect(201);
      ids.push(response.body.conversation_id);
    }
    clock.set(new Date(T.getTime() + 2 * HOUR));
    await as(sut, helper).post(`/conversations/${ids[0]}/replies`, { body: 'Quick' }).expect(201);
    clock.set(new Date(T.getTime() + 10 * HOUR));
    await as(sut, helper).post(`/conversations/${ids[1]}/status`, { status: 'accepted' }).expect(200);
    clock.set(new Date(T.getTime() + 8 * DAY));
    await as(sut, helper).post(`/conversations/${ids[2]}/replies`, { body: 'Late' }).expect(201);
    await as(sut, seeker).post('/reports', { user_id: helper.user.id, reason: 'Other', details: 'stats' }).expect(201);

    const stats = await as(sut, admin).get('/admin/stats').expect(200);
    // 4 requests: 2 answered within 7 days (50%); answered after 2 h, 10 h and 192 h: median 10 hours.
    assert.deepEqual(stats.body, { pendingAds: 0, pendingBusinessGroups: 0, openReports: 1, requestsAnsweredWithin7Days: 50, medianFirstReplyHours: 10 });

    clock.set(new Date(T.getTime() + 31 * DAY));
    const later = await as(sut, admin).get('/admin/stats').expect(200);
    assert.deepEqual([later.body.requestsAnsweredWithin7Days, later.body.medianFirstReplyHours], [null, null], 'the window moved past them');
  });
});
