import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { CONVERSATION_TEXTS, JOB_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { ConversationAttachment } from '../../src/modules/conversations/entities/conversation-attachment.entity';
import { JobApplicationRetentionJob } from '../../src/modules/jobs/job-application-retention.job';
import { approveJob, openJobBoard, postJob as postInReview } from './job-fixtures';

/** A small but real PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DAY = 24 * 3600 * 1000;

describe(`job applications: the CV, private to the two participants, deleted on time (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  const bearer = { type: 'bearer' as const };

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    await openJobBoard(sut, admin);
  });
  after(async () => sut.close());

  const privateFiles = () => (fs.existsSync(sut.config.uploads.privateDir) ? fs.readdirSync(sut.config.uploads.privateDir).sort() : []);
  const rows = () => sut.dataSource.getRepository(ConversationAttachment).find({ order: { id: 'ASC' } });
  const postJob = async (poster: Account): Promise<number> => {
    const id = await postInReview(sut, poster);
    await approveJob(sut, admin, id);
    return id;
  };
  const apply = (account: Account, jobId: number, cv?: { content: Buffer; name: string }) => {
    const call = sut.http.post(`/api/v1/jobs/${jobId}/applications`).auth(account.token, bearer).field('message', 'I ran a warehouse shift for three years.');
    return cv ? call.attach('cv', cv.content, { filename: cv.name, contentType: 'application/pdf' }) : call;
  };
  const download = (account: Account | null, conversationId: number, attachmentId: number) => {
    const call = sut.http
      .get(`/api/v1/conversations/${conversationId}/attachments/${attachmentId}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return account ? call.auth(account.token, bearer) : call;
  };
  const threadOf = async (account: Account, conversationId: number) =>
    (await sut.http.get(`/api/v1/conversations/${conversationId}`).auth(account.token, bearer).expect(200)).body;
  const applyWithCv = async (applicant: Account, jobId: number, name = 'Amina CV.pdf') => {
    const created = await apply(applicant, jobId, { content: PDF, name });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const conversationId: number = created.body.conversation_id;
    const [attachment] = (await threadOf(applicant, conversationId)).attachments;
    return { conversationId, attachmentId: attachment.id as number };
  };

  it('a PDF is kept privately and both participants download its exact bytes; a third member, an admin and a visitor cannot', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const applicant = await createAccount(sut, { role: 'helper' });
    const jobId = await postJob(poster);
    const filesBefore = privateFiles();
    const { conversationId, attachmentId } = await applyWithCv(applicant, jobId, 'Amina Yusuf – CV (2026).pdf');
    assert.equal(privateFiles().length, filesBefore.length + 1, 'one file in the private folder');
    assert.ok(
      !fs.existsSync(sut.config.uploads.dir) || !fs.readdirSync(sut.config.uploads.dir, { recursive: true }).length,
      'nothing under the public uploads',
    );
    const [row] = (await rows()).filter((one) => one.id === attachmentId);
    assert.deepEqual(
      [row.conversationId, row.messageId, row.uploaderId, row.size, row.contentType],
      [conversationId, null, applicant.user.id, PDF.length, 'application/pdf'],
    );
    assert.ok(!row.storedPath.includes('Amina'), 'the stored name is random');
    assert.ok(fs.existsSync(`${sut.config.uploads.privateDir}/${row.storedPath}`));

    const thread = await threadOf(poster, conversationId);
    assert.deepEqual(
      thread.attachments.map((file: Record<string, unknown>) => [file.id, file.name, file.size, file.message_id, file.by]),
      [[attachmentId, 'Amina Yusuf – CV (2026).pdf', PDF.length, null, 'other']],
    );
    for (const participant of [poster, applicant]) {
      const answer = await download(participant, conversationId, attachmentId).expect(200);
      assert.ok(Buffer.compare(answer.body, PDF) === 0, 'the exact bytes');
      assert.equal(answer.headers['content-type'], 'application/pdf');
      assert.equal(answer.headers['cache-control'], 'private, no-store');
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(
        answer.headers['content-disposition'],
        `attachment; filename="Amina Yusuf _ CV (2026).pdf"; filename*=UTF-8''Amina%20Yusuf%20%E2%80%93%20CV%20%282026%29.pdf`,
      );
    }
    const stranger = await createAccount(sut, { role: 'helper' });
    for (const outsider of [stranger, admin]) {
      const refused = await sut.http.get(`/api/v1/conversations/${conversationId}/attachments/${attachmentId}`).auth(outsider.token, bearer).expect(404);
      assert.equal(refused.body.error_message, CONVERSATION_TEXTS.notFound);
    }
    await sut.http.get(`/api/v1/conversations/${conversationId}/attachments/${attachmentId}`).expect(401);
    const missing = await sut.http
      .get(`/api/v1/conversations/${conversationId}/attachments/${attachmentId + 1000}`)
      .auth(poster.token, bearer)
      .expect(404);
    assert.equal(missing.body.error_message, CONVERSATION_TEXTS.attachmentNotFound);
    // Not served statically under any path.
    await sut.http.get(`/uploads/${row.storedPath}`).expect(404);

    const exported = (await sut.http.get('/api/v1/account/export').auth(applicant.token, bearer).expect(200)).body;
    assert.deepEqual(exported.attachments, [
      { id: attachmentId, conversation_id: conversationId, name: 'Amina Yusuf – CV (2026).pdf', size: PDF.length, created_at: row.createdAt.toISOString() },
    ]);
  });

  it('refuses a PNG or a text file named .pdf and a CV over 2 MB, with their texts, leaving no file and no row', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const applicant = await createAccount(sut, { role: 'helper' });
    const jobId = await postJob(poster);
    const [filesBefore, rowsBefore] = [privateFiles(), (await rows()).length];
    for (const content of [PNG, Buffer.from('Hello, here is my CV in plain text.')]) {
      const refused = await apply(applicant, jobId, { content, name: 'cv.pdf' }).expect(400);
      assert.equal(refused.body.error_message, JOB_TEXTS.cvNotPdf);
      assert.deepEqual(refused.body.errors, { cv: [JOB_TEXTS.cvNotPdf] });
    }
    assert.equal(JOB_TEXTS.cvNotPdf, 'The CV must be a PDF');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await apply(applicant, jobId, { content: big, name: 'cv.pdf' });
    assert.equal(tooLarge.status, 413, JSON.stringify(tooLarge.body));
    assert.equal(tooLarge.body.error_message, 'The CV must be at most 2 MB');
    assert.deepEqual([privateFiles(), (await rows()).length], [filesBefore, rowsBefore]);
    // Nothing was recorded: the member can still apply.
    await apply(applicant, jobId).expect(201);
  });

  it('a burst of 5 applications with a CV makes one application and leaves exactly one file', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const applicant = await createAccount(sut, { role: 'helper' });
    const jobId = await postJob(poster);
    const filesBefore = privateFiles().length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(applicant, jobId, { content: PDF, name: 'cv.pdf' })));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409, 409, 409, 409]);
    assert.equal(privateFiles().length, filesBefore + 1, 'the refused ones removed the files they wrote');
    assert.equal((await rows()).filter((row) => row.uploaderId === applicant.user.id).length, 1);
  });

  it("the posting's deletion (by its poster, or an admin) deletes its CVs from disk; the conversation stays", async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    for (const remove of [
      (id: number) => sut.http.delete(`/api/v1/account/jobs/${id}`).auth(poster.token, bearer).expect(200),
      (id: number) => sut.http.delete(`/api/v1/admin/jobs/${id}`).auth(admin.token, bearer).expect(200),
    ]) {
      const applicant = await createAccount(sut, { role: 'helper' });
      const jobId = await postJob(poster);
      const { conversationId, attachmentId } = await applyWithCv(applicant, jobId);
      const stored = (await rows()).find((row) => row.id === attachmentId)!.storedPath;
      await remove(jobId);
      assert.ok(!privateFiles().includes(stored), 'the file is gone');
      assert.equal(
        (await rows()).find((row) => row.id === attachmentId),
        undefined,
      );
      assert.deepEqual((await threadOf(applicant, conversationId)).attachments, []);
      await download(applicant, conversationId, attachmentId).expect(404);
    }
  });

  it("the applicant's account deletion deletes their CV (the poster keeps the thread without it); the poster's deletes their postings' CVs", async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const applicant = await createAccount(sut, { role: 'helper' });
    const jobId = await postJob(poster);
    const first = await applyWithCv(applicant, jobId);
    const stored = (await rows()).find((row) => row.id === first.attachmentId)!.storedPath;
    await sut.http.delete('/api/v1/account').auth(applicant.token, bearer).send({ password: TEST_PASSWORD }).expect(200);
    assert.ok(!privateFiles().includes(stored));
    assert.deepEqual((await threadOf(poster, first.conversationId)).attachments, []);

    const other = await createAccount(sut, { role: 'helper' });
    const second = await applyWithCv(other, jobId);
    const secondStored = (await rows()).find((row) => row.id === second.attachmentId)!.storedPath;
    await sut.http.delete('/api/v1/account').auth(poster.token, bearer).send({ password: TEST_PASSWORD }).expect(200);
    assert.ok(!privateFiles().includes(secondStored));
    assert.deepEqual((await threadOf(other, second.conversationId)).attachments, []);
  });

  it('the retention job removes CVs (row and file) older than JOB_APPLICATION_RETENTION_DAYS on the test clock, and files left without a row', async () => {
    assert.equal(sut.config.jobs.applicationRetentionDays, 180);
    const clock = sut.app.get(Clock);
    const job = sut.app.get(JobApplicationRetentionJob);
    const poster = await createAccount(sut, { role: 'helper' });
    const applicant = await createAccount(sut, { role: 'helper' });
    const jobId = await postJob(poster);
    const { conversationId, attachmentId } = await applyWithCv(applicant, jobId);
    const row = (await rows()).find((one) => one.id === attachmentId)!;
    const orphan = '00000000-0000-4000-8000-000000000000';
    fs.writeFileSync(`${sut.config.uploads.privateDir}/${orphan}`, 'left behind');
    fs.utimesSync(`${sut.config.uploads.privateDir}/${orphan}`, new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));
    try {
      clock.set(new Date(row.createdAt.getTime() + 179 * DAY));
      const early = await job.runOnce();
      assert.equal(early.removed, 0);
      assert.ok(privateFiles().includes(row.storedPath), 'kept before 180 days');
      assert.ok(!privateFiles().includes(orphan), 'the file without a row is swept');
      clock.set(new Date(row.createdAt.getTime() + 180 * DAY + 1000));
      const [a, b] = await Promise.all([job.runOnce(), job.runOnce()]);
      assert.ok(a.removed + b.removed >= 1);
      assert.ok(!privateFiles().includes(row.storedPath), 'the file is gone');
      assert.equal(
        (await rows()).find((one) => one.id === attachmentId),
        undefined,
      );
      assert.deepEqual((await threadOf(applicant, conversationId)).attachments, [], 'the conversation stays, without the CV');
    } finally {
      clock.set(null);
    }
  });
});
