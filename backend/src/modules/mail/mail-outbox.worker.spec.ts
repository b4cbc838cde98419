import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MAIL_CLAIM_LEASE_MS, MailOutboxWorker } from './mail-outbox.worker';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailTransport } from './mail-transport';
import { MAIL_GIVE_UP_AFTER_MS } from './mail-retry-schedule';

const queuedAt = new Date('2026-11-23T12:00:00Z');
const claimed = (attempts: number) =>
  Object.assign(new OutboxMail(), {
    id: 5,
    claimId: 'claim-1',
    recipient: 'a@example.com',
    subject: 'S',
    body: 'B',
    replyTo: null,
    messageId: '<m@x>',
    headers: null,
    status: 'pending',
    attempts,
    queuedAt,
  });

function setUp(mail: OutboxMail, at: Date, fails: boolean) {
  const { service: sut, fakes, clock } = newTestService(MailOutboxWorker);
  clock.set(at);
  let batches = [[mail]];
  fakes.get(MailOutboxRepository).claimDue.mock.mockImplementation(async () => batches.shift() ?? []);
  fakes.get(MailTransport).deliver.mock.mockImplementation(async () => {
    if (fails) throw new Error('421 try later');
  });
  return { sut, fakes, reset: () => (batches = [[mail]]) };
}

describe('MailOutboxWorker: delivery, retry with backoff, and giving up after 24 hours', () => {
  it('claims due mails with a lease and, once delivered, keeps only the envelope (no body) under its own claim', async () => {
    const { sut, fakes } = setUp(claimed(1), queuedAt, false);
    assert.deepEqual(await sut.runOnce(), { sent: 1, retrying: 0, failed: 0 });
    assert.equal(fakes.get(MailOutboxRepository).claimDue.mock.calls[0].arguments[1], MAIL_CLAIM_LEASE_MS);
    const [mine, change] = fakes.get(MailOutboxRepository).recordIfMine.mock.calls[0].arguments;
    assert.deepEqual(mine, { id: 5, claimId: 'claim-1' });
    assert.deepEqual([change.status, change.body, change.claimId, change.leaseUntil], ['sent', '', null, null]);
  });

  it('a failure releases the claim and schedules the next attempt on the backoff (a minute after the first)', async () => {
    const at = new Date(queuedAt.getTime() + 1500);
    const { sut, fakes } = setUp(claimed(1), at, true);
    assert.deepEqual(await sut.runOnce(), { sent: 0, retrying: 1, failed: 0 });
    const change = fakes.get(MailOutboxRepository).recordIfMine.mock.calls[0].arguments[1];
    assert.deepEqual(
      [change.claimId, change.lastError, change.nextAttemptAt, change.status],
      [null, '421 try later', new Date(queuedAt.getTime() + 61_000), undefined],
    );
  });

  it('24 hours after it was queued a failing mail is marked failed, for an admin to retry', async () => {
    const { sut, fakes } = setUp(claimed(30), new Date(queuedAt.getTime() + MAIL_GIVE_UP_AFTER_MS), true);
    assert.deepEqual(await sut.runOnce(), { sent: 0, retrying: 0, failed: 1 });
    assert.equal(fakes.get(MailOutboxRepository).recordIfMine.mock.calls[0].arguments[1].status, 'failed');
  });
});
