import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { Conversation } from './entities/conversation.entity';
import { RequestReminderJob } from './request-reminder.job';
import { ConversationsRepository } from './conversations.repository';
import { ConversationNotifier } from './conversation-notifier';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');

/** `due[step]`: what the repository answers for that step's read. */
function setUp(due: Record<number, Conversation[]>, claims = true, env: Record<string, string> = {}) {
  const { service: sut, fakes, config } = newTestService(RequestReminderJob, [[APP_CONFIG, loadConfig({ NODE_ENV: 'test', ...env })]]);
  const repository = fakes.get(ConversationsRepository);
  repository.dueForReminder.mock.mockImplementation(async (_statuses, _cutoff, step: number) => due[step] ?? []);
  repository.lockThread.mock.mockImplementation(async (_m, id: number) => {
    const found = Object.values(due)
      .flat()
      .find((conversation) => conversation.id === id);
    return found ? Object.assign(new Conversation(), found) : null;
  });
  repository.claimReminder.mock.mockImplementation(async () => claims);
  return { sut, repository, notifier: fakes.get(ConversationNotifier), config };
}

describe('RequestReminderJob: the receiver of an unanswered request is reminded at each of REQUEST_REMINDER_DAYS, once', () => {
  it("reads each step from the last to the first: new or read, unanswered, sent before that step's cutoff, with fewer reminders than the step", async () => {
    const { sut, repository, config } = setUp({});
    assert.deepEqual(config.conversations.reminderDays, [3, 7]);
    assert.equal(await sut.runOnce(now), 0);
    assert.deepEqual(
      repository.dueForReminder.mock.calls.map((call) => [call.arguments[0], call.arguments[1].getTime(), call.arguments[2], call.arguments[3]]),
      [
        [['new', 'read'], now.getTime() - 7 * DAY, 2, 0],
        [['new', 'read'], now.getTime() - 3 * DAY, 1, 0],
      ],
    );
  });

  it("claims under the thread's lock from the count it read to the step, and mails the receiver in the same transaction", async () => {
    const { sut, repository, notifier } = setUp({ 1: [thread({ id: 3, remindersSent: 0 })] });
    assert.equal(await sut.runOnce(now), 1);
    assert.deepEqual(repository.lockThread.mock.calls[0].arguments, [TRANSACTION, 3]);
    assert.deepEqual(repository.claimReminder.mock.calls[0].arguments, [TRANSACTION, 3, 0, 1, ['new', 'read']]);
    const [manager, reminded, days] = notifier.reminded.mock.calls[0].arguments;
    assert.deepEqual([manager, reminded.id, reminded.remindersSent, days], [TRANSACTION, 3, 1, 3]);
  });

  it('a request found late gets only the latest step due (7 days), once', async () => {
    const late = thread({ id: 4, remindersSent: 0 });
    const { sut, notifier, repository } = setUp({ 2: [late] });
    assert.equal(await sut.runOnce(now), 1);
    assert.deepEqual(repository.claimReminder.mock.calls[0].arguments.slice(1), [4, 0, 2, ['new', 'read']]);
    assert.equal(notifier.reminded.mock.calls[0].arguments[2], 7);
  });

  it('a claim lost to another instance (or an answer) mails nothing; a step already sent is skipped before claiming', async () => {
    const lost = setUp({ 1: [thread({ id: 3 })] }, false);
    assert.equal(await lost.sut.runOnce(now), 0);
    assert.equal(lost.notifier.reminded.mock.calls.length, 0);
    const sent = setUp({ 1: [thread({ id: 3, remindersSent: 1 })] });
    assert.equal(await sent.sut.runOnce(now), 0);
    assert.equal(sent.repository.claimReminder.mock.calls.length, 0);
  });

  it('a reminder day at or after REQUEST_EXPIRY_DAYS is never a step (the request expires first)', () => {
    const { sut } = setUp({}, true, { REQUEST_REMINDER_DAYS: '7,3,14,20', REQUEST_EXPIRY_DAYS: '14' });
    assert.deepEqual(sut.steps(), [3, 7]);
  });
});
