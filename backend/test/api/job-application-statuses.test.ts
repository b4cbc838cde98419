import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JOB_TEXTS, LIST_PAGE_TEXTS, conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { JobForm, approveJob, openJobBoard, postJob } from './job-fixtures';

const jobForm: JobForm = {
  title: 'Night nurse',
  employer_name: 'St. Mary Clinic',
  industry: 'Health & Sciences',
  location: 'Springfield, IL',
  workplace: 'on_site',
  employment_type: 'full_time',
  description: 'Night shifts on the surgical ward, caring for patients after their operations. Two nights a week.',
};

/**
 * Issue #27's application statuses: posting → review → public → apply → the poster reads and shortlists → the
 * applicant is notified and sees the status in the thread (docs/jobs.md "Application statuses").
 */
describe(`job application statuses: the poster's list, PATCH, the thread's application, notifications (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let poster: Account;
  let applicant: Account;
  let jobId: number;
  let applicationId: number;
  let conversationId: number;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    poster = await createAccount(sut, { role: 'business' });
    applicant = await createAccount(sut, { role: 'seeker' });
  });
  after(async () => sut.close());

  const bearer = { type: 'bearer' as const };
  const kindsOf = async (account: Account) =>
    (await sut.http.get('/api/v1/notifications').auth(account.token, bearer).expect(200)).body.data.map(
      (row: { kind: string; link: string }) => `${row.kind} ${row.link}`,
    );
  const statusCount = async (account: Account) => (await kindsOf(account)).filter((row: string) => row.startsWith('application_status ')).length;
  const patch = (account: Account, status: unknown, job = jobId, id = applicationId) =>
    sut.http.patch(`/api/v1/account/jobs/${job}/applications/${id}`).auth(account.token, bearer).send({ status });
  const threadOf = async (account: Account) => (await sut.http.get(`/api/v1/conversations/${conversationId}`).auth(account.token, bearer).expect(200)).body;

  it('posting → review → public → apply → the poster lists it (new), reads it (read) and shortlists it; the applicant is notified and sees it', async () => {
    await openJobBoard(sut, admin);
    jobId = await postJob(sut, poster, jobForm);
    await sut.http.get(`/api/v1/jobs/${jobId}`).expect(404);
    await approveJob(sut, admin, jobId);
    assert.equal((await sut.http.get(`/api/v1/jobs/${jobId}`).expect(200)).body.title, jobForm.title);

    const applied = await sut.http
      .post(`/api/v1/jobs/${jobId}/applications`)
      .auth(applicant.token, bearer)
      .field('message', 'Ten years on surgical wards, nights preferred.')
      .expect(201);
    applicationId = applied.body.id;
    conversationId = applied.body.conversation_id;
    assert.ok((await kindsOf(poster)).includes(`job_application ${conversationPath(conversationId)}`), 'the poster is notified of the application');

    const listed = (await sut.http.get(`/api/v1/account/jobs/${jobId}/applications`).auth(poster.token, bearer).expect(200)).body;
    assert.equal(listed.data.length, 1);
    const [row] = listed.data;
    assert.deepEqual(Object.keys(row).sort(), ['applicant', 'conversation_id', 'created_at', 'id', 'status']);
    assert.deepEqual(
      [row.id, row.conversation_id, row.applicant, row.status],
      [applicationId, conversationId, { id: applicant.user.id, name: applicant.user.name }, 'new'],
    );

    // The applicant's own reading changes nothing; the poster's first reading makes it read and tells the applicant.
    assert.deepEqual((await threadOf(applicant)).application, { id: applicationId, job_id: jobId, job_title: jobForm.title, status: 'new' });
    assert.equal(await statusCount(applicant), 0);
    assert.deepEqual((await threadOf(poster)).application, { id: applicationId, job_id: jobId, job_title: jobForm.title, status: 'read' });
    await threadOf(poster);
    assert.equal(await statusCount(applicant), 1, 'a second reading moves nothing');

    const shortlisted = await patch(poster, 'shortlisted').expect(200);
    assert.equal(shortlisted.body.status, 'shortlisted');
    assert.equal(shortlisted.body.id, applicationId);
    assert.deepEqual((await kindsOf(applicant)).slice(0, 2), [
      `application_status ${conversationPath(conversationId)}`,
      `application_status ${conversationPath(conversationId)}`,
    ]);
    assert.equal((await threadOf(applicant)).application.status, 'shortlisted');
    assert.equal((await threadOf(poster)).application.status, 'shortlisted');
    const again = await patch(poster, 'shortlisted').expect(200);
    assert.equal(again.body.status, 'shortlisted');
    assert.equal(await statusCount(applicant), 2, 'setting the status it has tells nobody');
  });

  it('refuses new, an unknown status, another member and another posting with their texts', async () => {
    for (const status of ['new', 'accepted', undefined, 3]) {
      const refused = await patch(poster, status).expect(400);
      assert.deepEqual(refused.body.errors?.status, [JOB_TEXTS.applicationStatusInvalid], JSON.stringify(refused.body));
    }
    assert.equal((await patch(applicant, 'hired').expect(404)).body.error_message, JOB_TEXTS.jobNotFound);
    assert.equal(
      (await sut.http.get(`/api/v1/account/jobs/${jobId}/applications`).auth(applicant.token, bearer).expect(404)).body.error_message,
      JOB_TEXTS.jobNotFound,
    );
    const otherJob = await postJob(sut, poster, jobForm);
    assert.equal((await patch(poster, 'hired', otherJob).expect(404)).body.error_message, JOB_TEXTS.applicationNotFound);
    assert.equal((await patch(poster, 'hired', jobId, applicationId + 1000).expect(404)).body.error_message, JOB_TEXTS.applicationNotFound);
    assert.equal((await threadOf(applicant)).application.status, 'shortlisted');
  });

  it('PATCHes at once: the final state is one of them and the applicant gets one notification per actual change', async () => {
    const before = await statusCount(applicant);
    const same = await Promise.all(Array.from({ length: 5 }, () => patch(poster, 'declined')));
    assert.deepEqual(
      same.map((answer) => answer.status),
      [200, 200, 200, 200, 200],
    );
    assert.equal((await threadOf(applicant)).application.status, 'declined');
    assert.equal(await statusCount(applicant), before + 1);

    const mixed = await Promise.all([patch(poster, 'hired'), patch(poster, 'declined')]);
    assert.deepEqual(
      mixed.map((answer) => answer.status),
      [200, 200],
    );
    const final = (await threadOf(applicant)).application.status;
    assert.ok(final === 'hired' || final === 'declined', final);
    // declined → hired is one change; declined (unchanged) then hired, or hired then declined again, are one or two.
    assert.equal(await statusCount(applicant), before + 1 + (final === 'declined' ? 2 : 1));
  });

  it('the poster reads many applications page by page, newest first, and sets the status of one past the first page', async () => {
    const jobWithMany = await postJob(sut, poster, jobForm);
    await approveJob(sut, admin, jobWithMany);
    const applicants = await Promise.all(Array.from({ length: 5 }, () => createAccount(sut, { role: 'seeker' })));
    const ids: number[] = [];
    for (const one of applicants)
      ids.push(
        (await sut.http.post(`/api/v1/jobs/${jobWithMany}/applications`).auth(one.token, bearer).field('message', 'Nights suit me.').expect(201)).body.id,
      );

    const list = (cursor?: string) =>
      sut.http
        .get(`/api/v1/account/jobs/${jobWithMany}/applications`)
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .auth(poster.token, bearer);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 1; ; pages++) {
      const page = (await list(cursor).expect(200)).body;
      assert.ok(page.data.length <= 2);
      seen.push(...page.data.map((row: { id: number }) => row.id));
      if (!page.next_cursor) {
        assert.equal(pages, 3);
        break;
      }
      cursor = page.next_cursor;
    }
    assert.deepEqual(seen, [...ids].reverse(), 'every application once, newest first');
    assert.equal((await list('not-a-cursor').expect(400)).body.error_message, LIST_PAGE_TEXTS.invalidCursor);

    const oldest = await patch(poster, 'shortlisted', jobWithMany, ids[0]).expect(200);
    assert.deepEqual([oldest.body.id, oldest.body.status, oldest.body.applicant.id], [ids[0], 'shortlisted', applicants[0].user.id]);
  });
});
