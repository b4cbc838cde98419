import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { ConversationState } from './conversation-state';
import { ConversationsRepository } from './conversations.repository';
import { ConversationNotifier } from './conversation-notifier';
import { ResponsivenessService } from './responsiveness.service';

const now = new Date('2026-11-23T12:00:00Z');

function setUp(changed: boolean) {
  const { service: sut, fakes } = newTestService(ConversationState);
  fakes.get(ConversationsRepository).moveStatus.mock.mockImplementation(async () => changed);
  return { sut, repository: fakes.get(ConversationsRepository), notifier: fakes.get(ConversationNotifier), responsiveness: fakes.get(ResponsivenessService) };
}

describe('ConversationState: the one way a status changes', () => {
  it('a move is a conditional update from the allowed statuses; only the call that changed the row writes the history', async () => {
    const { sut, repository } = setUp(true);
    const conversation = thread({ status: 'read' });
    assert.equal(await sut.move(TRANSACTION, conversation, 'receiver', 'accepted', ['new', 'read', 'more_info'], null, now), true);
    assert.deepEqual(repository.moveStatus.mock.calls[0].arguments, [
      TRANSACTION,
      10,
      { status: 'accepted', lastActivityAt: now, senderUnread: true, receiverAnsweredAt: now },
      ['new', 'read', 'more_info'],
    ]);
    assert.deepEqual(repository.addStatusChange.mock.calls[0].arguments, [
      TRANSACTION,
      { conversationId: 10, status: 'accepted', reason: null, changedBy: 2, createdAt: now },
    ]);
    assert.deepEqual([conversation.status, conversation.receiverAnsweredAt], ['accepted', now]);
  });

  it("the sender's move marks the thread unread for the receiver; the system's is by nobody", async () => {
    const { sut, repository } = setUp(true);
    await sut.move(TRANSACTION, thread(), 'sender', 'closed', ['new'], null, now);
    await sut.move(TRANSACTION, thread(), 'system', 'expired', ['new', 'read'], null, now);
    assert.deepEqual(repository.moveStatus.mock.calls[0].arguments[2], { status: 'closed', lastActivityAt: now, receiverUnread: true });
    assert.deepEqual(
      repository.addStatusChange.mock.calls.map((call) => call.arguments[1].changedBy),
      [1, null],
    );
  });

  it('a lost race changes nothing: no history, no mail, the thread in memory as it was', async () => {
    const { sut, repository, notifier } = setUp(false);
    const conversation = thread();
    repository.lockThread.mock.mockImplementation(async () => thread());
    assert.equal(await sut.moveAndNotify(conversation, 'receiver', 'read', ['new'], null, now), false);
    assert.equal(repository.addStatusChange.mock.calls.length, 0);
    assert.equal(notifier.statusChanged.mock.calls.length, 0);
    assert.equal(conversation.status, 'new');
  });

  it("moveAndNotify takes the thread's locks first and tells the other side in the same transaction", async () => {
    const { sut, repository, notifier } = setUp(true);
    repository.lockThread.mock.mockImplementation(async () => thread());
    const conversation = thread();
    assert.equal(await sut.moveAndNotify(conversation, 'receiver', 'read', ['new'], null, now), true);
    assert.deepEqual(repository.lockThread.mock.calls[0].arguments, [TRANSACTION, 10]);
    assert.deepEqual(notifier.statusChanged.mock.calls[0].arguments.slice(0, 1).concat(notifier.statusChanged.mock.calls[0].arguments.slice(2)), [
      TRANSACTION,
      'receiver',
      'read',
      null,
    ]);
    assert.equal(conversation.status, 'read');
  });

  it("an accept (a first answer) and an unanswered decline update the receiver's responsiveness in the transaction; other moves do not", async () => {
    const { sut, responsiveness } = setUp(true);
    await sut.move(TRANSACTION, thread({ id: 1, status: 'read' }), 'receiver', 'accepted', ['read'], null, now);
    await sut.move(TRANSACTION, thread({ id: 2, status: 'read' }), 'receiver', 'declined', ['read'], null, now);
    await sut.move(TRANSACTION, thread({ id: 3, status: 'read', receiverAnsweredAt: now }), 'receiver', 'declined', ['read'], null, now);
    await sut.move(TRANSACTION, thread({ id: 4, status: 'read', receiverAnsweredAt: now }), 'receiver', 'accepted', ['read'], null, now);
    await sut.move(TRANSACTION, thread({ id: 5 }), 'sender', 'closed', ['new'], null, now);
    await sut.move(TRANSACTION, thread({ id: 6 }), 'system', 'expired', ['new'], null, now);
    assert.deepEqual(
      responsiveness.answered.mock.calls.map((call) => [call.arguments[0], call.arguments[1].id]),
      [
        [TRANSACTION, 1],
        [TRANSACTION, 2],
      ],
    );
    const refused = setUp(false);
    await refused.sut.move(TRANSACTION, thread({ status: 'read' }), 'receiver', 'accepted', ['read'], null, now);
    assert.equal(refused.responsiveness.answered.mock.calls.length, 0, 'a move another call made first counts once, there');
  });
});
