import { Job } from '../../../src/modules/jobs/entities/job.entity';
import { ConversationAttachment } from '../../../src/modules/conversations/entities/conversation-attachment.entity';
import { Personas } from '../../support/accounts';
import { TestApp } from '../../support/test-app';
import { AccessRow, everyone, onlyAdmin, signedIn } from './access-row';

export interface JobsAccessContext {
  approvedJob: number;
  helpersJob: number;
  newJob: (status?: Job['status']) => Promise<number>;
  /** An application (by the business persona) to a fresh posting of the helper's. */
  newApplication: () => Promise<{ id: number; applicationId: number }>;
  /** A saved search of the helper's. */
  newSavedSearch: () => Promise<number>;
  /** The business account's application (with a CV) to the helper's posting: its conversation and the CV's attachment id. */
  cv: { conversationId: number; attachmentId: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const form = {
  title: 'Access check job',
  employer_name: 'Access Employer',
  industry: 'Technology, Engineering & Data',
  location: 'Toronto, ON',
  workplace: 'remote',
  employment_type: 'contract',
  description: 'A posting made for the access matrix, long enough for the description rule of fifty characters.',
};

/** Opens the Job Board (it is Coming Soon by default: every member door is 404, see jobs.test.ts) and makes the rows' postings. */
export async function createJobsAccessContext(sut: TestApp, personas: Personas): Promise<JobsAccessContext> {
  await sut.http.put('/api/v1/admin/settings/sections').auth(personas.admin.token, { type: 'bearer' }).send({ job_board: 'open' }).expect(200);
  const repository = sut.dataSource.getRepository(Job);
  const newJob = async (status: Job['status'] = 'approved') => {
    const now = new Date();
    const job = await repository.save(
      Object.assign(new Job(), {
        title: form.title,
        employerName: form.employer_name,
        businessGroupId: null,
        industry: form.industry,
        location: form.location,
        workplace: 'remote',
        employmentType: 'contract',
        description: form.description,
        status,
        approvedAt: status === 'approved' ? now : null,
        expiresAt: status === 'approved' ? new Date(now.getTime() + 30 * DAY_MS) : null,
        submittedAt: new Date(now.getTime() - 2 * DAY_MS),
        userId: personas.helper.user.id,
      }),
    );
    return job.id;
  };
  const newSavedSearch = async () => {
    const saved = await sut.http
      .post('/api/v1/account/saved-searches')
      .auth(personas.helper.token, { type: 'bearer' })
      .send({ kind: 'ads', notify: 'none' })
      .expect(201);
    return saved.body.id as number;
  };
  const newApplication = async () => {
    const id = await newJob();
    const applied = await sut.http
      .post(`/api/v1/jobs/${id}/applications`)
      .auth(personas.business.token, { type: 'bearer' })
      .field('message', 'An application made for the access matrix.')
      .expect(201);
    return { id, applicationId: applied.body.id as number };
  };
  const applied = await sut.http
    .post(`/api/v1/jobs/${await newJob()}/applications`)
    .auth(personas.business.token, { type: 'bearer' })
    .field('message', 'An application with a CV for the access matrix.')
    .attach('cv', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'cv.pdf', contentType: 'application/pdf' })
    .expect(201);
  const conversationId = applied.body.conversation_id as number;
  const [attachment] = (await repositoryOfAttachments(sut).findBy({ conversationId })) as Array<{ id: number }>;
  return {
    approvedJob: await newJob(),
    helpersJob: await newJob(),
    newJob,
    newApplication,
    newSavedSearch,
    cv: { conversationId, attachmentId: attachment.id },
  };
}

const repositoryOfAttachments = (sut: TestApp) => sut.dataSource.getRepository(ConversationAttachment);

const onlyTheHelper = (status: number) => ({ ...signedIn(404), helper: status });

/** The Job Board (issue #27): public reading once open, posting for every signed-in account, the poster's own doors, the admin's resource. */
export const jobsAccessRows: AccessRow<JobsAccessContext>[] = [
  { method: 'GET', path: '/api/v1/jobs?q=access', expected: everyone(200) },
  { method: 'GET', path: '/api/v1/jobs/{id}', params: (ctx) => ({ id: ctx.approvedJob }), expected: everyone(200) },
  { method: 'POST', path: '/api/v1/jobs', body: () => form, expected: signedIn(201) },
  {
    // Every account applies to a fresh posting of the helper's; the helper's own answers 400 (not to your own job).
    method: 'POST',
    path: '/api/v1/jobs/{id}/applications',
    params: async (ctx) => ({ id: await ctx.newJob() }),
    send: (request) => request.field('message', 'An application made for the access matrix.'),
    expected: { ...signedIn(201), helper: 400 },
  },
  {
    // The CV: the applicant (business) and the poster (helper) download it; anyone else, an admin too, gets 404.
    method: 'GET',
    path: '/api/v1/conversations/{id}/attachments/{attachmentId}',
    params: (ctx) => ({ id: ctx.cv.conversationId, attachmentId: ctx.cv.attachmentId }),
    expected: { ...signedIn(404), helper: 200, business: 200 },
  },
  { method: 'GET', path: '/api/v1/account/jobs', expected: signedIn(200) },
  {
    method: 'PATCH',
    path: '/api/v1/account/jobs/{id}',
    params: (ctx) => ({ id: ctx.helpersJob }),
    body: () => ({ title: form.title }),
    expected: onlyTheHelper(200),
  },
  { method: 'POST', path: '/api/v1/account/jobs/{id}/close', params: async (ctx) => ({ id: await ctx.newJob() }), expected: onlyTheHelper(200) },
  { method: 'POST', path: '/api/v1/account/jobs/{id}/renew', params: async (ctx) => ({ id: await ctx.newJob('closed') }), expected: onlyTheHelper(200) },
  { method: 'DELETE', path: '/api/v1/account/jobs/{id}', params: async (ctx) => ({ id: await ctx.newJob() }), expected: onlyTheHelper(200) },
  {
    method: 'GET',
    path: '/api/v1/account/jobs/{id}/applications',
    params: (ctx) => ({ id: ctx.helpersJob }),
    expected: onlyTheHelper(200),
  },
  {
    method: 'PATCH',
    path: '/api/v1/account/jobs/{id}/applications/{applicationId}',
    params: async (ctx) => ctx.newApplication(),
    body: () => ({ status: 'shortlisted' }),
    expected: onlyTheHelper(200),
  },
  { method: 'GET', path: '/api/v1/admin/jobs', expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/jobs/{id}', params: (ctx) => ({ id: ctx.approvedJob }), expected: onlyAdmin() },
  {
    method: 'PUT',
    path: '/api/v1/admin/jobs/{id}',
    params: async (ctx) => ({ id: await ctx.newJob('pending') }),
    body: () => ({ status: 'approved' }),
    expected: onlyAdmin(),
  },
  { method: 'DELETE', path: '/api/v1/admin/jobs/{id}', params: async (ctx) => ({ id: await ctx.newJob('pending') }), expected: onlyAdmin() },
];

/** Saved searches: every signed-in account keeps its own; another member's is 404. */
export const savedSearchesAccessRows: AccessRow<JobsAccessContext>[] = [
  { method: 'GET', path: '/api/v1/account/saved-searches', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/account/saved-searches', body: () => ({ kind: 'jobs', q: 'access', notify: 'none' }), expected: signedIn(201) },
  { method: 'POST', path: '/api/v1/account/saved-searches/unsubscribe', body: () => ({ token: 'not.a.token' }), expected: everyone(400) },
  { method: 'DELETE', path: '/api/v1/account/saved-searches/{id}', params: async (ctx) => ({ id: await ctx.newSavedSearch() }), expected: onlyTheHelper(200) },
];
