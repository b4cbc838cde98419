import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_LIMITS, LEGAL_INDUSTRY } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { DirectoryService } from '../directory/directory.service';
import { Conversation } from './entities/conversation.entity';
import { RequestExpiryJob } from './request-expiry.job';
import { ConversationsRepository } from './conversations.repository';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { UsersService } from '../users/users.service';
import { AvailabilityService } from './availability.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');

function setUp(due: Conversation[], moves = true) {
  const { service: sut, fakes, config } = newTestService(RequestExpiryJob);
  fakes.get(ConversationsRepository).dueForExpiry.mock.mockImplementation(async () => due);
  fakes.get(ConversationsRepository).lockThread.mock.mockImplementation(async (_m, id: number) => due.find((conversation) => conversation.id === id) ?? null);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => moves);
  fakes.get(DirectoryService).availableHelpers.mock.mockImplementation(async () => [{ id: 8, name: 'Other Lawyer' }]);
  fakes.get(AvailabilityService).pause.mock.mockImplementation(async () => true);
  return { sut, fakes, config };
}

describe('RequestExpiryJob: unanswered requests expire after REQUEST_EXPIRY_DAYS, and the sender hears of others to try', () => {
  it('reads only new and read requests the receiver never answered, created before the cutoff', async () => {
    const { sut, fakes, config } = setUp([]);
    assert.equal(await sut.runOnce(now), 0);
    const [statuses, cutoff, afterId] = fakes.get(ConversationsRepository).dueForExpiry.mock.calls[0].arguments;
    assert.deepEqual([statuses, cutoff.getTime(), afterId], [['new', 'read'], now.getTime() - config.conversations.expiryDays * DAY, 0]);
  });

  it("expires by the system under the thread's lock and mails the sender up to three members of the same section, in the transaction", async () => {
    const { sut, fakes } = setUp([thread({ id: 3, kind: 'legal-assistance', senderId: 1, receiverId: 2 })]);
    assert.equal(await sut.runOnce(now), 1);
    assert.deepEqual(fakes.get(ConversationsRepository).lockThread.mock.calls[0].arguments, [TRANSACTION, 3]);
    const move = fakes.get(ConversationState).move.mock.calls[0].arguments;
    assert.deepEqual([move[0], move[2], move[3], move[4]], [TRANSACTION, 'system', 'expired', ['new', 'read']]);
    assert.deepEqual(fakes.get(DirectoryService).availableHelpers.mock.calls[0].arguments, [
      [LEGAL_INDUSTRY],
      { senderId: 1, receiverId: 2 },
      CONVERSATION_LIMITS.expirySuggestions,
      TRANSACTION,
    ]);
    assert.deepEqual(fakes.get(ConversationNotifier).expired.mock.calls[0].arguments.slice(2), [[{ id: 8, name: 'Other Lawyer' }]]);
  });

  it('a request another instance (or a reply) got to first is neither counted nor mailed', async () => {
    const { sut, fakes } = setUp([thread({ id: 3 })], false);
    assert.equal(await sut.runOnce(now), 0);
    assert.equal(fakes.get(ConversationNotifier).expired.mock.calls.length, 0);
  });

  it("a business group's thread suggests nobody; a deleted sender is told nothing", async () => {
    const { sut, fakes } = setUp([thread({ id: 3, kind: 'business-groups' }), thread({ id: 4, senderId: null })]);
    assert.equal(await sut.runOnce(now), 2);
    assert.equal(fakes.get(DirectoryService).availableHelpers.mock.calls.length, 0);
    assert.deepEqual(
      fakes.get(ConversationNotifier).expired.mock.calls.map((call) => [call.arguments[1].id, call.arguments[2]]),
      [[3, []]],
    );
  });

  it("each unanswered expiry lengthens the receiver's run, under their row lock; the one that makes it AUTO_PAUSE_AFTER_EXPIRED pauses them and mails why, once", async () => {
    const { sut, fakes, config } = setUp([thread({ id: 3, receiverId: 2 }), thread({ id: 4, receiverId: 2 }), thread({ id: 5, receiverId: 2 })]);
    const runs = [config.conversations.autoPauseAfterExpired - 1, config.conversations.autoPauseAfterExpired, config.conversations.autoPauseAfterExpired + 1];
    fakes.get(UsersService).countUnansweredExpiry.mock.mockImplementation(async () => runs.shift() as number);
    assert.equal(await sut.runOnce(now), 3);
    assert.deepEqual(
      fakes.get(UsersService).countUnansweredExpiry.mock.calls.map((call) => call.arguments),
      [
        [TRANSACTION, 2],
        [TRANSACTION, 2],
        [TRANSACTION, 2],
      ],
    );
    assert.deepEqual(
      fakes.get(AvailabilityService).pause.mock.calls.map((call) => call.arguments),
      [[TRANSACTION, 2]],
      'paused at exactly the limit, not again while the run goes on',
    );
    assert.deepEqual(fakes.get(ConversationNotifier).autoPaused.mock.calls[0].arguments, [TRANSACTION, 2, config.conversations.autoPauseAfterExpired]);
  });

  it('a member already switched off is not mailed; a request that did not expire here counts nothing; a deleted receiver counts nothing', async () => {
    const { sut, fakes, config } = setUp([thread({ id: 3, receiverId: 2 }), thread({ id: 4, receiverId: null })]);
    fakes.get(UsersService).countUnansweredExpiry.mock.mockImplementation(async () => config.conversations.autoPauseAfterExpired);
    fakes.get(AvailabilityService).pause.mock.mockImplementation(async () => false);
    await sut.runOnce(now);
    assert.equal(fakes.get(UsersService).countUnansweredExpiry.mock.calls.length, 1);
    assert.equal(fakes.get(ConversationNotifier).autoPaused.mock.calls.length, 0);
    const notMoved = setUp([thread({ id: 3, receiverId: 2 })], false);
    await notMoved.sut.runOnce(now);
    assert.equal(notMoved.fakes.get(UsersService).countUnansweredExpiry.mock.calls.length, 0);
  });
});
