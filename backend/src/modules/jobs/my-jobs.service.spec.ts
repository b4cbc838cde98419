import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ACCOUNT_TEXTS, JOB_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { newTestService } from '../../../test/support/new-test-service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { Job } from './entities/job.entity';
import { JobsRepository } from './jobs.repository';
import { JobBoardGate } from './job-board-gate';
import { JobSubmissionLimit } from './job-submission-limit';
import { MyJobsService } from './my-jobs.service';
import { CreateJobDto } from './dto/create-job.dto';

const NOW = new Date('2026-11-26T12:00:00Z');
const poster: AuthUser = { id: 9, email: 'poster@example.com', name: 'Poster', role: 'business', industry: null, profileComplete: true, emailConfirmed: true };
const form = (fields: Partial<CreateJobDto> = {}): CreateJobDto => ({
  title: ' Junior data analyst ',
  employer_name: 'Crescent Analytics',
  industry: 'Technology, Engineering & Data',
  location: 'Toronto, ON',
  workplace: 'hybrid',
  employment_type: 'full_time',
  description: 'y'.repeat(60),
  ...fields,
});
const stored = (fields: Partial<Job> = {}) =>
  Object.assign(new Job(), {
    id: 7,
    title: 'Junior data analyst',
    employerName: 'Crescent Analytics',
    businessGroupId: null,
    industry: 'Technology, Engineering & Data',
    location: 'Toronto, ON',
    workplace: 'hybrid',
    employmentType: 'full_time',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    description: 'y'.repeat(60),
    applyInstructions: null,
    applyUrl: null,
    applyEmail: null,
    status: 'approved',
    rejectionReason: null,
    expiresAt: new Date(NOW.getTime() + 1000),
    expiryRemindedAt: null,
    userId: 9,
    ...fields,
  });

function setUp() {
  const { service, fakes, clock } = newTestService(MyJobsService);
  clock.set(NOW);
  const jobs = fakes.get(JobsRepository);
  jobs.insert.mock.mockImplementation(async (job: Job) => Object.assign(job, { id: 7 }));
  jobs.storeEdit.mock.mockImplementation(async () => true);
  const limit = fakes.get(JobSubmissionLimit);
  limit.overLimitAfterInsert.mock.mockImplementation(async () => false);
  return { service, jobs, limit, gate: fakes.get(JobBoardGate), groups: fakes.get(BusinessGroupsService) };
}

const formError = (field: string, text: string) => (error: unknown) => {
  assert.ok(error instanceof BadRequestException);
  assert.deepEqual((error.getResponse() as { errors: Record<string, string[]> }).errors[field], [text]);
  return true;
};

describe('MyJobsService', () => {
  it('a new posting is stored pending, trimmed, submitted now, after the gate and the daily cap', async () => {
    const { service, jobs, limit, gate } = setUp();
    const job = await service.submit(poster, form());
    assert.equal(gate.assertOpen.mock.callCount(), 1);
    assert.equal(limit.check.mock.callCount(), 1);
    assert.deepEqual([job.status, job.title, job.userId, job.submittedAt], ['pending', 'Junior data analyst', 9, NOW]);
    assert.equal(jobs.insert.mock.callCount(), 1);
  });

  it('over the cap once written (a burst), the new row is removed again and the answer is 429', async () => {
    const { service, jobs, limit } = setUp();
    limit.overLimitAfterInsert.mock.mockImplementation(async () => true);
    await assert.rejects(
      service.submit(poster, form()),
      (error: unknown) => error instanceof TooManyRequestsException && error.message === JOB_TEXTS.dailyLimitReached,
    );
    assert.deepEqual(jobs.deleteById.mock.calls[0].arguments, [7]);
  });

  it("the employer is an approved listing of the poster's (its title becomes the name), or a name; neither or another's listing is refused", async () => {
    const { service, groups } = setUp();
    groups.approvedListingOf.mock.mockImplementation(async (_userId: number, id: number) => (id === 4 ? { id: 4, title: 'My Bakery' } : null));
    const job = await service.submit(poster, form({ employer_name: undefined, business_group_id: 4 }));
    assert.deepEqual([job.employerName, job.businessGroupId], ['My Bakery', 4]);
    await assert.rejects(
      service.submit(poster, form({ employer_name: undefined, business_group_id: 5 })),
      formError('business_group_id', JOB_TEXTS.businessListingInvalid),
    );
    await assert.rejects(service.submit(poster, form({ employer_name: undefined })), formError('employer_name', JOB_TEXTS.employerRequired));
    await assert.rejects(service.submit(poster, form({ business_group_id: 4 })), formError('employer_name', JOB_TEXTS.employerBoth));
  });

  it('a salary needs an amount, a currency and a period, with min <= max', async () => {
    const { service } = setUp();
    await assert.rejects(service.submit(poster, form({ salary_min: 10, salary_period: 'hour' })), formError('salary_min', JOB_TEXTS.salaryIncomplete));
    await assert.rejects(
      service.submit(poster, form({ salary_min: 10, salary_max: 5, salary_currency: 'USD', salary_period: 'hour' })),
      formError('salary_max', JOB_TEXTS.salaryRangeInvalid),
    );
    const job = await service.submit(poster, form({ salary_max: 30, salary_currency: 'USD', salary_period: 'hour' }));
    assert.deepEqual([job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryPeriod], [null, 30, 'USD', 'hour']);
  });

  it('an edit sends the posting back to review (expiry and reason cleared) over the status it read; an edit that changes nothing keeps it', async () => {
    const { service, jobs, limit } = setUp();
    jobs.ownJob.mock.mockImplementation(async () => stored());
    const same = await service.edit(poster, 7, { title: 'Junior data analyst' });
    assert.equal(same.changed, false);
    assert.equal(jobs.storeEdit.mock.callCount(), 0);
    const edited = await service.edit(poster, 7, { location: 'Ottawa, ON' });
    assert.equal(edited.changed, true);
    assert.deepEqual([edited.job.status, edited.job.expiresAt, edited.job.location, edited.job.submittedAt], ['pending', null, 'Ottawa, ON', NOW]);
    assert.deepEqual(jobs.storeEdit.mock.calls[0].arguments[1], { status: 'approved' });
    assert.deepEqual(limit.check.mock.calls.at(-1)!.arguments, [9, 7]);
    await assert.rejects(
      service.edit(poster, 7, {}),
      (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.nothingToChange,
    );
  });

  it('renewal goes through review; a pending or rejected posting cannot be renewed around it', async () => {
    const { service, jobs } = setUp();
    jobs.ownJob.mock.mockImplementation(async () => stored({ status: 'expired' }));
    const renewed = await service.renew(poster, 7);
    assert.deepEqual([renewed.status, renewed.expiresAt, renewed.submittedAt], ['pending', null, NOW]);
    for (const status of ['pending', 'rejected'] as const) {
      jobs.ownJob.mock.mockImplementation(async () => stored({ status }));
      await assert.rejects(service.renew(poster, 7), (error: unknown) => error instanceof ConflictException && error.message === JOB_TEXTS.jobNotRenewable);
    }
  });

  it("another member's posting is 404 like a missing one, for every door", async () => {
    const { service, jobs } = setUp();
    jobs.ownJob.mock.mockImplementation(async () => null);
    for (const call of [service.close(poster, 7), service.renew(poster, 7), service.remove(poster, 7), service.edit(poster, 7, { title: 'x' })]) {
      await assert.rejects(call, (error: unknown) => error instanceof NotFoundException && error.message === JOB_TEXTS.jobNotFound);
    }
  });
});
