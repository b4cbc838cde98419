import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundException } from '@nestjs/common';
import { JOB_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { REPLICA_READ, TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { User } from '../users/entities/user.entity';
import { Job } from './entities/job.entity';
import { JobBoardGate } from './job-board-gate';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T12:00:00Z');
const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const member: AuthUser = { ...admin, id: 2, email: 'member@example.com', role: 'helper' };

const job = (fields: Partial<Job> = {}) =>
  Object.assign(new Job(), {
    id: 7,
    title: 'Junior data analyst',
    employerName: 'Crescent Analytics',
    businessGroupId: null,
    industry: 'Technology, Engineering & Data',
    location: 'Toronto, ON',
    workplace: 'hybrid',
    employmentType: 'full_time',
    description: 'x'.repeat(60),
    status: 'pending',
    userId: 9,
    poster: Object.assign(new User(), { id: 9, email: 'poster@example.com', suspendedAt: null }),
    createdAt: NOW,
    ...fields,
  });

function setUp(open = true) {
  const { service, fakes, clock, config } = newTestService(JobsService);
  clock.set(NOW);
  const gate = fakes.get(JobBoardGate);
  gate.assertOpen.mock.mockImplementation(async (viewer: AuthUser | null | undefined) => {
    if (!open && viewer?.role !== 'admin') throw new NotFoundException(JOB_TEXTS.boardNotOpen);
  });
  gate.isOpen.mock.mockImplementation(async () => open);
  const jobs = fakes.get(JobsRepository);
  return { service, jobs, config, audit: fakes.get(AuditService), notifications: fakes.get(NotificationsService), feed: fakes.get(NotificationFeedService) };
}

describe('JobsService', () => {
  it('the board asks the gate first: while Coming Soon a member gets 404 and nothing is read', async () => {
    const { service, jobs } = setUp(false);
    await assert.rejects(service.board(member, {}), (error: unknown) => error instanceof NotFoundException && error.message === JOB_TEXTS.boardNotOpen);
    assert.equal(jobs.board.mock.callCount(), 0);
  });

  it("reads the board on a replica at the clock's time with the filters, one row past the page for the cursor", async () => {
    const { service, jobs } = setUp();
    jobs.board.mock.mockImplementation(async () => []);
    const page = await service.board(undefined, { q: '  analyst ', workplace: 'remote', limit: 5 });
    assert.deepEqual(page, { data: [], next_cursor: null });
    const [request, manager] = jobs.board.mock.calls[0].arguments;
    assert.equal(manager, REPLICA_READ);
    assert.deepEqual(
      { ...request, after: request.after ?? null },
      {
        now: NOW,
        after: null,
        take: 6,
        search: 'analyst',
        industry: undefined,
        workplace: 'remote',
        employmentType: undefined,
      },
    );
  });

  it("a posting past its expiry, pending, or of a suspended poster is 404 on the board's door", async () => {
    const { service, jobs } = setUp();
    for (const found of [
      job({ status: 'approved', expiresAt: new Date(NOW.getTime() - 1000) }),
      job({ status: 'pending' }),
      job({ status: 'approved', expiresAt: new Date(NOW.getTime() + DAY_MS), poster: Object.assign(new User(), { suspendedAt: NOW }) }),
    ]) {
      jobs.findWithPoster.mock.mockImplementation(async () => found);
      await assert.rejects(service.findPublic(undefined, 7), (error: unknown) => error instanceof NotFoundException && error.message === JOB_TEXTS.jobNotFound);
    }
    jobs.findWithPoster.mock.mockImplementation(async () => job({ status: 'approved', expiresAt: new Date(NOW.getTime() + DAY_MS) }));
    assert.equal((await service.findPublic(undefined, 7)).id, 7);
  });

  it("approval puts the posting up for JOB_LIFETIME_DAYS from now, audits and tells the poster, all in the decision's transaction", async () => {
    const { service, jobs, audit, notifications, feed, config } = setUp();
    jobs.forDecision.mock.mockImplementation(async () => job());
    const answer = await service.approve(admin, 7);
    assert.equal(answer.status, 'approved');
    assert.equal(Date.parse(answer.expires_at!), NOW.getTime() + config.jobs.lifetimeDays * DAY_MS);
    assert.equal(answer.posted_at, NOW.toISOString());
    const [, changes, manager] = jobs.writeDecision.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.equal(changes.status, 'approved');
    assert.deepEqual(
      audit.record.mock.calls.map((call) => [call.arguments[1], call.arguments[2], call.arguments[3], call.arguments[5] === TRANSACTION]),
      [['approve-job', 'job', 7, true]],
    );
    const [userId, kind, mail, mailManager] = notifications.notify.mock.calls[0].arguments;
    assert.deepEqual([userId, kind, mail.to, mailManager === TRANSACTION], [9, 'moderation_outcome', 'poster@example.com', true]);
    assert.match(mail.subject, /is now live/);
    const [feedManager, notification] = feed.record.mock.calls[0].arguments;
    assert.deepEqual([feedManager === TRANSACTION, notification], [true, { userId: 9, kind: 'job_approved', link: '/account?tab=jobs' }]);
  });

  it('rejection keeps the reason, clears the expiry and mails the reason', async () => {
    const { service, jobs, notifications } = setUp();
    jobs.forDecision.mock.mockImplementation(async () => job({ status: 'approved', expiresAt: NOW }));
    const answer = await service.reject(admin, 7, 'Incomplete: add the hours');
    assert.equal(answer.status, 'rejected');
    assert.equal(answer.rejection_reason, 'Incomplete: add the hours');
    assert.equal(answer.expires_at, null);
    assert.match(notifications.notify.mock.calls[0].arguments[2].text, /Reason: Incomplete: add the hours/);
  });

  it('the page: on the board, gone (closed, expired, or approved past its expiry) or absent; nothing while Coming Soon', async () => {
    const { service, jobs } = setUp();
    const cases: Array<[Partial<Job>, 'page' | 'gone' | null]> = [
      [{ status: 'approved', expiresAt: new Date(NOW.getTime() + DAY_MS) }, 'page'],
      [{ status: 'approved', expiresAt: new Date(NOW.getTime() - DAY_MS) }, 'gone'],
      [{ status: 'closed' }, 'gone'],
      [{ status: 'expired' }, 'gone'],
      [{ status: 'pending' }, null],
      [{ status: 'rejected' }, null],
    ];
    for (const [fields, expected] of cases) {
      jobs.findWithPoster.mock.mockImplementation(async () => job(fields));
      const found = await service.forPage(7);
      assert.equal(found === null ? null : found.gone ? 'gone' : 'page', expected, JSON.stringify(fields));
    }
    const closed = setUp(false);
    closed.jobs.findWithPoster.mock.mockImplementation(async () => job({ status: 'approved', expiresAt: new Date(NOW.getTime() + DAY_MS) }));
    assert.equal(await closed.service.forPage(7), null);
  });
});
