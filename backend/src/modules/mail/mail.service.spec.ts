import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { newTestService } from '../../../test/support/new-test-service';
import { MailService } from './mail.service';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_GIVE_UP_AFTER_MS, afterFailure, retryDelayMs } from './mail-retry-schedule';
import { OutboxMail } from './entities/outbox-mail.entity';
import type { AppConfig } from '../../config/app-config';
import { newMessageId } from './message-id';

const MINUTE = 60_000;
const config = { appUrl: 'https://app.example', mail: { from: 'Community Network <no-reply@community.example>' } } as Pick<AppConfig, 'appUrl' | 'mail'>;
const start = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** An outbox that keeps queued rows (with the manager they came through); a worker that counts its wake-ups. */
function setUp(inTransaction: boolean) {
  const { service: mail, fakes, clock } = newTestService(MailService, [[APP_CONFIG, config]]);
  clock.set(new Date(start.getTime() + 700));
  const inserted: Array<Partial<OutboxMail>> = [];
  const managers: Array<EntityManager | undefined> = [];
  const manager = { queryRunner: { isTransactionActive: inTransaction, data: {} } } as unknown as EntityManager;
  fakes
    .get(MailOutboxRepository)
    .queue.mock.mockImplementation(async (row: Partial<OutboxMail>, through?: EntityManager) => void (inserted.push(row), managers.push(through)));
  const wakes: string[] = [];
  const worker = fakes.get(MailOutboxWorker);
  worker.queued.mock.mockImplementation((m: EntityManager) => void wakes.push(m.queryRunner?.isTransactionActive ? 'after commit' : 'now'));
  worker.wake.mock.mockImplementation(() => void wakes.push('now'));
  return { mail, manager, managers, inserted, wakes, fakes };
}

describe('mail outbox: the backoff schedule (service, repositories faked)', () => {
  it('waits one minute after the first failure, doubling up to one hour between attempts', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 30, 1000].map((attempts) => retryDelayMs(attempts) / MINUTE),
      [1, 2, 4, 8, 16, 32, 60, 60, 60, 60],
    );
  });

  it('schedules the next attempt on the clock, in whole seconds', () => {
    assert.deepEqual(afterFailure(1, start, at(1500)), { retryAt: at(61_000) });
    assert.deepEqual(afterFailure(3, start, at(10 * MINUTE)), { retryAt: at(14 * MINUTE) });
  });

  it('gives up once 24 h have passed since the mail was queued (or retried by an admin), not a second before', () => {
    assert.deepEqual(afterFailure(25, start, at(MAIL_GIVE_UP_AFTER_MS - 1000)), { retryAt: at(MAIL_GIVE_UP_AFTER_MS - 1000 + 60 * MINUTE) });
    assert.deepEqual(afterFailure(26, start, at(MAIL_GIVE_UP_AFTER_MS)), { giveUp: true });
  });

  it('a mail of a transaction is written through its manager and wakes the worker only when it commits', async () => {
    const { mail, manager, inserted, wakes } = setUp(true);
    await mail.enqueue(manager, { to: 'member@example.com', subject: 'Reset your password', text: 'link', headers: {} });
    assert.deepEqual(wakes, ['after commit']);
    assert.deepEqual(
      [inserted[0].recipient, inserted[0].status, inserted[0].attempts, inserted[0].nextAttemptAt, inserted[0].headers, inserted[0].queuedAt],
      ['member@example.com', 'pending', 0, null, null, start],
      "due at once; queued at the clock's whole second",
    );
    assert.match(inserted[0].messageId ?? '', /^<[0-9a-f]{32}@community\.example>$/, 'its Message-ID is made now and kept on the row');
  });

  it("a Message-ID is 128 random bits at the domain of MAIL_FROM (APP_URL's host when MAIL_FROM has none), new for each mail", () => {
    const made = new Set(Array.from({ length: 50 }, () => newMessageId('Community <no-reply@Mail.Example.org>', 'https://app.example')));
    assert.equal(made.size, 50);
    for (const id of made) assert.match(id, /^<[0-9a-f]{32}@mail\.example\.org>$/);
    assert.match(newMessageId('no-reply@bare.example', 'https://app.example'), /@bare\.example>$/);
    assert.match(newMessageId('Community Network', 'https://app.example:8443/x'), /@app\.example>$/);
  });

  it('send() queues on its own and wakes the worker at once; it answers false instead of throwing when the outbox cannot take it', async () => {
    const { mail, inserted, managers, wakes, fakes } = setUp(false);
    assert.equal(await mail.send({ to: 'a@example.com', subject: 'S', text: 'T' }), true);
    assert.deepEqual([inserted.length, managers, wakes], [1, [undefined], ['now']]);
    fakes.get(MailOutboxRepository).queue.mock.mockImplementation(async () => Promise.reject(new Error('database down')));
    assert.equal(await mail.send({ to: 'a@example.com', subject: 'S', text: 'T' }), false);
    assert.deepEqual(wakes, ['now'], 'nothing queued, nothing to wake for');
  });
});
