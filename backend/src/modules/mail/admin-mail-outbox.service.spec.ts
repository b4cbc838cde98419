import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member } from '../../../test/support/conversation-fixtures';
import { AuditService } from '../audit/audit.service';
import { OutboxMail } from './entities/outbox-mail.entity';
import { AdminMailOutboxService } from './admin-mail-outbox.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailUpdateDto } from './dto/outbox-mail.dto';
import { OUTBOX_TEXTS } from './outbox-texts';

const admin = member(9, 'admin');
const now = new Date('2026-11-23T12:00:00.700Z');
const mail = (status: OutboxMail['status']) =>
  Object.assign(new OutboxMail(), {
    id: 3,
    recipient: 'a@example.com',
    subject: 'Your request',
    status,
    attempts: 26,
    queuedAt: new Date('2026-11-21T00:00:00Z'),
    lastError: 'refused',
    failedAt: new Date(),
  });

function setUp(found: OutboxMail | null, requeued = true) {
  const { service: sut, fakes, clock } = newTestService(AdminMailOutboxService);
  clock.set(now);
  fakes.get(MailOutboxRepository).findById.mock.mockImplementation(async () => found);
  fakes.get(MailOutboxRepository).requeue.mock.mockImplementation(async () => requeued);
  return { sut, fakes };
}

describe('AdminMailOutboxService: Retry puts a failed mail back in the queue, once, audited', () => {
  it('a failed mail goes back to pending due now with a fresh 24 hours, as a conditional update on the status the admin saw; the worker wakes', async () => {
    const { sut, fakes } = setUp(mail('failed'));
    await sut.retry(admin, 3, new MailUpdateDto());
    assert.deepEqual(fakes.get(MailOutboxRepository).requeue.mock.calls[0].arguments, [TRANSACTION, 3, 'failed', new Date('2026-11-23T12:00:00Z')]);
    const audit = fakes.get(AuditService).record.mock.calls[0].arguments;
    assert.deepEqual([audit[1], audit[2], audit[3], audit[4], audit[5]], ['retry-mail', 'mail', 3, 'Your request', TRANSACTION]);
    assert.equal(fakes.get(MailOutboxWorker).wake.mock.calls.length, 1);
  });

  it('a sent mail, or one a worker sent meanwhile, cannot be sent again (409), and nothing is audited', async () => {
    await assert.rejects(setUp(mail('sent')).sut.retry(admin, 3, new MailUpdateDto()), { message: OUTBOX_TEXTS.alreadySent });
    const raced = setUp(mail('failed'), false);
    await assert.rejects(raced.sut.retry(admin, 3, new MailUpdateDto()), { message: OUTBOX_TEXTS.alreadySent });
    assert.equal(raced.fakes.get(AuditService).record.mock.calls.length, 0);
    assert.equal(raced.fakes.get(MailOutboxWorker).wake.mock.calls.length, 0);
  });

  it('a mail not in the outbox answers 404', async () => {
    await assert.rejects(setUp(null).sut.findOne(3), { message: OUTBOX_TEXTS.mailNotFound });
  });
});
