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

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');

function setUp(due: Conversation[], moves = true) {
  const { service: sut, fakes, config } = newTestService(RequestExpiryJob);
  fakes.get(ConversationsRepository).dueForExpiry.mock.mockImplementation(async () => due);
  fakes.get(ConversationsRepository).lockThread.mock.mockImplementation(async (_m, id: number) => due.find((conversation) => conversation.id === id) ?? null);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => moves);
  fakes.get(DirectoryService).availableHelpers.mock.mockImplementation(async () => [{ id: 8, name: 'Other Lawyer' }]);
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
});
