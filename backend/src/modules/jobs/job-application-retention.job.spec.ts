import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_CONFIG } from '../../config/config.module';
import { loadConfig } from '../../config/app-config';
import { newTestService } from '../../../test/support/new-test-service';
import { ConversationAttachmentsService } from '../conversations/attachments/conversation-attachments.service';
import { JobApplicationRetentionJob } from './job-application-retention.job';

const DAY = 24 * 3600 * 1000;

describe('JobApplicationRetentionJob', () => {
  it('removes the CVs written JOB_APPLICATION_RETENTION_DAYS ago or more on the clock, then files older than an hour without a row', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JOB_APPLICATION_RETENTION_DAYS: '30' });
    const { service, fakes, clock } = newTestService(JobApplicationRetentionJob, [[APP_CONFIG, config]]);
    const now = new Date('2027-01-10T12:00:00Z');
    clock.set(now);
    const attachments = fakes.get(ConversationAttachmentsService);
    attachments.removeCreatedBy.mock.mockImplementation(async () => 2);
    attachments.sweepOrphans.mock.mockImplementation(async () => 1);
    assert.deepEqual(await service.runOnce(), { removed: 2, orphans: 1 });
    assert.deepEqual(attachments.removeCreatedBy.mock.calls[0].arguments, [new Date(now.getTime() - 30 * DAY)]);
    assert.deepEqual(attachments.sweepOrphans.mock.calls[0].arguments, [new Date(now.getTime() - 3600 * 1000)]);
  });
});
