import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { JOB_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { SectionThreadsService } from '../conversations/requests/section-threads.service';
import { Job } from './entities/job.entity';
import { JobApplication } from './entities/job-application.entity';
import { JobsRepository } from './jobs.repository';
import { JobApplicationsRepository } from './job-applications.repository';
import { JobBoardGate } from './job-board-gate';
import { JobApplicationsService } from './job-applications.service';
import { ConversationAttachmentsService } from '../conversations/attachments/conversation-attachments.service';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const form = (message: string, cv: { content: Buffer; fileName: string } | null = null) => ({ fields: { message }, cv });

const NOW = new Date('2026-11-26T12:00:00Z');
const applicant: AuthUser = { id: 3, email: 'a@example.com', name: 'Applicant', role: 'helper', industry: null, profileComplete: true, emailConfirmed: true };
const job = (fields: Partial<Job> = {}) =>
  Object.assign(new Job(), {
    id: 7,
    title: 'Warehouse coordinator',
    status: 'approved',
    expiresAt: new Date(NOW.getTime() + 1000),
    userId: 9,
    poster: { id: 9, email: 'poster@example.com', suspendedAt: null },
    ...fields,
  });

function setUp(found: Job | null = job()) {
  const { service, fakes, clock } = newTestService(JobApplicationsService);
  clock.set(NOW);
  fakes.get(JobsRepository).findWithPoster.mock.mockImplementation(async () => found);
  const applications = fakes.get(JobApplicationsRepository);
  applications.exists.mock.mockImplementation(async () => false);
  applications.insert.mock.mockImplementation(async (_manager, row) => Object.assign(new JobApplication(), row, { id: 11 }));
  const threads = fakes.get(SectionThreadsService);
  threads.open.mock.mockImplementation(async () => ({ requestId: 5, conversationId: 21 }));
  return {
    service,
    applications,
    threads,
    gate: fakes.get(JobBoardGate),
    notifications: fakes.get(NotificationsService),
    feed: fakes.get(NotificationFeedService),
    attachments: fakes.get(ConversationAttachmentsService),
  };
}

describe('JobApplicationsService', () => {
  it('opens the job-board thread, stores the application and notifies the poster, all in one transaction', async () => {
    const { service, applications, threads, gate, notifications, feed } = setUp();
    assert.deepEqual(await service.apply(applicant, 7, form('  I can start Monday.  ')), { id: 11, conversation_id: 21 });
    assert.equal(gate.assertOpen.mock.callCount(), 1);
    assert.deepEqual(applications.lockJob.mock.calls[0].arguments, [TRANSACTION, 7]);
    const [manager, thread] = threads.open.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(thread, {
      section: 'job-board',
      senderId: 3,
      receiverId: 9,
      fullName: 'Applicant',
      details: { message: 'I can start Monday.', job_id: 7, job_title: 'Warehouse coordinator' },
    });
    assert.deepEqual(applications.insert.mock.calls[0].arguments, [TRANSACTION, { jobId: 7, applicantId: 3, conversationId: 21, createdAt: NOW }]);
    const [posterId, , mail, notifyManager] = notifications.notify.mock.calls[0].arguments;
    assert.deepEqual([posterId, mail.to, notifyManager], [9, 'poster@example.com', TRANSACTION]);
    assert.ok(!mail.text.includes('I can start Monday'), 'the mail never carries the message');
    assert.deepEqual(feed.record.mock.calls[0].arguments, [TRANSACTION, { userId: 9, kind: 'job_application', link: '/messages/21' }]);
  });

  it('a second application is 409 and opens nothing', async () => {
    const { service, applications, threads } = setUp();
    applications.exists.mock.mockImplementation(async () => true);
    await assert.rejects(
      service.apply(applicant, 7, form('Again')),
      (error: unknown) => error instanceof ConflictException && error.message === JOB_TEXTS.alreadyApplied,
    );
    assert.equal(threads.open.mock.callCount(), 0);
  });

  it('a duplicate key met on insert (two at once) is the same 409', async () => {
    const { service, applications } = setUp();
    applications.insert.mock.mockImplementation(async () => {
      throw Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' });
    });
    await assert.rejects(
      service.apply(applicant, 7, form('Hi')),
      (error: unknown) => error instanceof ConflictException && error.message === JOB_TEXTS.alreadyApplied,
    );
  });

  it('refuses a posting off the board (404), the poster (400) and a message out of bounds (400 by field)', async () => {
    await assert.rejects(
      setUp(null).service.apply(applicant, 7, form('Hi')),
      (error: unknown) => error instanceof NotFoundException && error.message === JOB_TEXTS.jobNotFound,
    );
    await assert.rejects(
      setUp(job({ expiresAt: new Date(NOW.getTime() - 1) })).service.apply(applicant, 7, form('Hi')),
      (error: unknown) => error instanceof NotFoundException,
    );
    await assert.rejects(
      setUp(job({ userId: 3 })).service.apply(applicant, 7, form('Hi')),
      (error: unknown) => error instanceof BadRequestException && error.message === JOB_TEXTS.notYourOwnJob,
    );
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const { service, threads } = setUp();
      await assert.rejects(service.apply(applicant, 7, form(message)), (error: unknown) => {
        assert.ok(error instanceof BadRequestException);
        assert.deepEqual((error.getResponse() as { errors: Record<string, string[]> }).errors.message, [JOB_TEXTS.applicationMessageLength]);
        return true;
      });
      assert.equal(threads.open.mock.callCount(), 0);
    }
  });

  it("a CV is written before the transaction and recorded in it as the conversation's attachment", async () => {
    const { service, attachments } = setUp();
    const staged = { storedPath: 'x', fileName: 'My CV.pdf', contentType: 'application/pdf', size: PDF.length };
    attachments.stage.mock.mockImplementation(async () => staged);
    await service.apply(applicant, 7, form('Hi', { content: PDF, fileName: '../My CV.pdf' }));
    assert.deepEqual(attachments.stage.mock.calls[0].arguments, [PDF, '../My CV.pdf', 'application/pdf', 'cv.pdf']);
    assert.deepEqual(attachments.record.mock.calls[0].arguments, [TRANSACTION, staged, { conversationId: 21, messageId: null, uploaderId: 3, createdAt: NOW }]);
    assert.equal(attachments.discard.mock.callCount(), 0);
  });

  it('a refused application (409) removes the CV it had written', async () => {
    const { service, applications, attachments } = setUp();
    const staged = { storedPath: 'x', fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF.length };
    attachments.stage.mock.mockImplementation(async () => staged);
    applications.exists.mock.mockImplementation(async () => true);
    await assert.rejects(service.apply(applicant, 7, form('Hi', { content: PDF, fileName: 'cv.pdf' })), ConflictException);
    assert.deepEqual(attachments.discard.mock.calls[0].arguments, [staged]);
    assert.equal(attachments.record.mock.callCount(), 0);
  });

  describe('setStatus', () => {
    const poster: AuthUser = { ...applicant, id: 9, email: 'poster@example.com', name: 'Poster' };
    const row = {
      id: 11,
      jobId: 7,
      jobTitle: 'Warehouse coordinator',
      posterId: 9,
      applicantId: 3,
      applicantEmail: 'a@example.com',
      conversationId: 21,
      status: 'new' as const,
    };

    it('moves the status from the one read and records one notification, in the transaction', async () => {
      const { service, fakes } = newTestService(JobApplicationsService);
      fakes.get(JobsRepository).ownJob.mock.mockImplementation(async () => job());
      const applications = fakes.get(JobApplicationsRepository);
      applications.forChange.mock.mockImplementation(async () => row);
      applications.moveStatus.mock.mockImplementation(async () => true);
      applications.ofJob.mock.mockImplementation(async () => [
        { id: 11, conversationId: 21, applicantId: 3, applicantName: 'Applicant', status: 'shortlisted', createdAt: '2026-11-26 12:00:00.000' },
      ]);
      const answer = await service.setStatus(poster, 7, 11, 'shortlisted');
      assert.equal(answer.status, 'shortlisted');
      assert.deepEqual(applications.moveStatus.mock.calls[0].arguments, [TRANSACTION, 11, 'new', 'shortlisted']);
      const feed = fakes.get(NotificationFeedService);
      assert.deepEqual(feed.record.mock.calls[0].arguments, [TRANSACTION, { userId: 3, kind: 'application_status', link: '/messages/21' }]);
      const [userId, kind, , manager] = fakes.get(NotificationsService).notify.mock.calls[0].arguments;
      assert.deepEqual([userId, kind, manager], [3, 'status_change', TRANSACTION]);
    });

    it('tells nobody when the status is already set or another change came first', async () => {
      for (const [read, moved] of [
        [{ ...row, status: 'declined' }, true],
        [row, false],
      ] as const) {
        const { service, fakes } = newTestService(JobApplicationsService);
        fakes.get(JobsRepository).ownJob.mock.mockImplementation(async () => job());
        const applications = fakes.get(JobApplicationsRepository);
        applications.forChange.mock.mockImplementation(async () => read);
        applications.moveStatus.mock.mockImplementation(async () => moved);
        applications.ofJob.mock.mockImplementation(async () => [
          { id: 11, conversationId: 21, applicantId: 3, applicantName: 'Applicant', status: 'declined', createdAt: '2026-11-26 12:00:00.000' },
        ]);
        await service.setStatus(poster, 7, 11, 'declined');
        assert.equal(fakes.get(NotificationFeedService).record.mock.callCount(), 0);
        assert.equal(fakes.get(NotificationsService).notify.mock.callCount(), 0);
      }
    });

    it("answers 404 for another member's posting and for an application to another posting", async () => {
      const { service, fakes } = newTestService(JobApplicationsService);
      fakes.get(JobsRepository).ownJob.mock.mockImplementation(async () => null);
      await assert.rejects(service.setStatus(poster, 7, 11, 'read'), new NotFoundException(JOB_TEXTS.jobNotFound));
      fakes.get(JobsRepository).ownJob.mock.mockImplementation(async () => job());
      fakes.get(JobApplicationsRepository).forChange.mock.mockImplementation(async () => ({ ...row, jobId: 8 }));
      await assert.rejects(service.setStatus(poster, 7, 11, 'read'), new NotFoundException(JOB_TEXTS.applicationNotFound));
    });
  });
});
