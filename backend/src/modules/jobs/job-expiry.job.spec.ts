import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { Job } from './entities/job.entity';
import { JobsRepository } from './jobs.repository';
import { JobExpiryJob } from './job-expiry.job';

describe('JobExpiryJob', () => {
  it("expires what is due at the clock's time, counting only the rows this instance claimed", async () => {
    const { service, fakes, clock } = newTestService(JobExpiryJob);
    const now = new Date('2026-12-26T12:00:00Z');
    clock.set(now);
    const jobs = fakes.get(JobsRepository);
    const due = [1, 2, 3].map((id) => Object.assign(new Job(), { id, status: 'approved' }));
    jobs.expiryDue.mock.mockImplementation(async () => due);
    // Another instance claimed job 2 first: its conditional UPDATE changed nothing here.
    jobs.expire.mock.mockImplementation(async (job: Job) => job.id !== 2);
    assert.deepEqual(await service.runOnce(), { expired: 2 });
    assert.deepEqual(jobs.expiryDue.mock.calls[0].arguments[0], now);
  });
});
