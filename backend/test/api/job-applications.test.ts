import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JOB_TEXTS, conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { JobApplication } from '../../src/modules/jobs/entities/job-application.entity';
import { approveJob, openJobBoard, postJob } from './job-fixtures';

describe(`job applications: apply, the Job Board conversation, one per member per job (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let poster: Account;
  let jobId: number;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    poster = await createAccount(sut, { role: 'helper' });
  });
  after(async () => sut.close());

  const bearer = { type: 'bearer' as const };
  const apply = (account: Account, id: number, message: string | null = 'I have run a warehouse shift for three years.') => {
    const call = sut.http.post(`/api/v1/jobs/${id}/applications`).auth(account.token, bearer);
    return message === null ? call.field('other', 'x') : call.field('message', message);
  };
  const notificationsOf = async (account: Account) =>
    (await sut.http.get('/api/v1/notifications').auth(account.token, bearer).expect(200)).body.data.map(
      (row: { kind: string; link: string }) => `${row.kind} ${row.link}`,
    );

  it('answers 404 while the Job Board is Coming Soon', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const refused = await apply(member, 1).expect(404);
    assert.equal(refused.body.error_message, JOB_TEXTS.boardNotOpen);
  });

  it('once open: an application opens a Job Board conversation with the poster and notifies them', async () => {
    await openJobBoard(sut, admin);
    jobId = await postJob(sut, poster);
    // Not on the board until approved.
    const applicant = await createAccount(sut, { role: 'helper' });
    assert.equal((await apply(applicant, jobId).expect(404)).body.error_message, JOB_TEXTS.jobNotFound);
    await approveJob(sut, admin, jobId);

    const answer = await apply(applicant, jobId);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual(Object.keys(answer.body).sort(), ['conversation_id', 'id']);
    const conversationId = answer.body.conversation_id;
    assert.deepEqual(await notificationsOf(poster), [`job_application ${conversationPath(conversationId)}`, 'job_approved /account?tab=jobs']);
    const thread = (await sut.http.get(`/api/v1/conversations/${conversationId}`).auth(poster.token, bearer).expect(200)).body;
    assert.equal(thread.kind, 'job-board');
    assert.equal(thread.box, 'received');
    assert.equal(thread.request.details.message, 'I have run a warehouse shift for three years.');
    assert.equal(thread.request.details.job_id, jobId);
    const mine = (await sut.http.get(`/api/v1/conversations/${conversationId}`).auth(applicant.token, bearer).expect(200)).body;
    assert.equal(mine.box, 'sent');
    const row = await sut.dataSource.getRepository(JobApplication).findOneByOrFail({ id: answer.body.id });
    // The poster opened the thread above: the application is read (job-application-statuses.test.ts).
    assert.deepEqual([row.jobId, row.applicantId, row.conversationId, row.status], [jobId, applicant.user.id, conversationId, 'read']);

    const again = await apply(applicant, jobId).expect(409);
    assert.equal(again.body.error_message, JOB_TEXTS.alreadyApplied);
  });

  it('a burst of 5 applications from one member makes exactly one', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(member, jobId)));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409, 409], JSON.stringify(answers.map((answer) => answer.body)));
    for (const answer of answers.filter((one) => one.status === 409)) assert.equal(answer.body.error_message, JOB_TEXTS.alreadyApplied);
    assert.equal(await sut.dataSource.getRepository(JobApplication).countBy({ jobId, applicantId: member.user.id }), 1);
  });

  it('refuses the poster, a message out of bounds, a file in another field and a JSON body, with their texts', async () => {
    assert.equal((await apply(poster, jobId).expect(400)).body.error_message, JOB_TEXTS.notYourOwnJob);
    const member = await createAccount(sut, { role: 'helper' });
    for (const message of [null, '   ', 'x'.repeat(2001)]) {
      const refused = await apply(member, jobId, message).expect(400);
      assert.deepEqual(refused.body.errors?.message, [JOB_TEXTS.applicationMessageLength], JSON.stringify(refused.body));
    }
    const otherField = await apply(member, jobId).attach('resume', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf').expect(400);
    assert.deepEqual(otherField.body.errors, { resume: [JOB_TEXTS.cvOnlyOne] });
    const json = await sut.http.post(`/api/v1/jobs/${jobId}/applications`).auth(member.token, bearer).send({ message: 'hello' }).expect(415);
    assert.equal(json.body.error_message, JOB_TEXTS.applicationNotMultipart);
    assert.equal(await sut.dataSource.getRepository(JobApplication).countBy({ applicantId: member.user.id }), 0);
  });
});
