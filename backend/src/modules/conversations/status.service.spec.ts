import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, STATUS_TRANSITIONS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member, thread } from '../../../test/support/conversation-fixtures';
import { Conversation } from './entities/conversation.entity';
import { StatusService } from './status.service';
import { ConversationsService } from './conversations.service';
import { ConversationsRepository } from './conversations.repository';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';

const now = new Date('2026-11-23T12:00:00Z');

function setUp(conversation: Conversation, role: 'sender' | 'receiver', moves = true) {
  const { service: sut, fakes, clock } = newTestService(StatusService);
  clock.set(now);
  fakes.get(ConversationsService).participation.mock.mockImplementation(async () => ({ conversation, role }));
  fakes.get(ConversationsRepository).lockThread.mock.mockImplementation(async () => conversation);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => moves);
  return { sut, fakes, user: member(role === 'sender' ? 1 : 2) };
}

const refused = (text: string) => (error: { getStatus(): number; message: string }) => error.getStatus() === 409 && error.message === text;

describe("StatusService: the status graph of a request, decided under the thread's lock", () => {
  it('the receiver accepts a new request: a conditional move from the statuses accepted may follow, and the sender is told', async () => {
    const { sut, fakes, user } = setUp(thread({ status: 'new' }), 'receiver');
    await sut.change(user, 10, { status: 'accepted', reason: ' ' });
    const move = fakes.get(ConversationState).move.mock.calls[0].arguments;
    assert.deepEqual([move[0], move[2], move[3], move[4], move[5]], [TRANSACTION, 'receiver', 'accepted', STATUS_TRANSITIONS.accepted.from, null]);
    assert.deepEqual(fakes.get(ConversationNotifier).statusChanged.mock.calls[0].arguments.slice(2), ['receiver', 'accepted', null]);
  });

  it('a decline keeps its reason in the history', async () => {
    const { sut, fakes, user } = setUp(thread({ status: 'read' }), 'receiver');
    await sut.change(user, 10, { status: 'declined', reason: ' Fully booked ' });
    assert.equal(fakes.get(ConversationState).move.mock.calls[0].arguments[5], 'Fully booked');
    assert.equal(fakes.get(ConversationsRepository).addReply.mock.calls.length, 0);
  });

  it("asking for more information posts the question as the receiver's reply, in the transaction, and marks the request answered", async () => {
    const { sut, fakes, user } = setUp(thread({ status: 'read' }), 'receiver');
    await sut.change(user, 10, { status: 'more_info', reason: 'Which city?' });
    assert.equal(fakes.get(ConversationState).move.mock.calls[0].arguments[5], null, 'the question is a reply, not a reason');
    assert.deepEqual(fakes.get(ConversationsRepository).addReply.mock.calls[0].arguments, [
      TRANSACTION,
      { conversationId: 10, authorId: 2, body: 'Which city?', createdAt: now },
    ]);
    assert.deepEqual(fakes.get(ConversationsRepository).update.mock.calls[0].arguments, [10, { receiverAnsweredAt: now }, TRANSACTION]);
  });

  it('the sender may close but never accept; nobody moves an ended request', async () => {
    const sender = setUp(thread({ status: 'read' }), 'sender');
    await assert.rejects(sender.sut.change(sender.user, 10, { status: 'accepted' }), refused(CONVERSATION_TEXTS.transitionRefused('read', 'accepted')));
    await sender.sut.change(sender.user, 10, { status: 'closed' });
    assert.equal(sender.fakes.get(ConversationState).move.mock.calls.length, 1);
    const ended = setUp(thread({ status: 'expired' }), 'receiver');
    await assert.rejects(ended.sut.change(ended.user, 10, { status: 'accepted' }), refused(CONVERSATION_TEXTS.transitionRefused('expired', 'accepted')));
    assert.equal(ended.fakes.get(ConversationState).move.mock.calls.length, 0);
  });

  it('a business-group thread has no status; a request whose other side is gone cannot move', async () => {
    const plain = setUp(thread({ kind: 'business-groups', status: null }), 'receiver');
    await assert.rejects(plain.sut.change(plain.user, 10, { status: 'accepted' }), refused(CONVERSATION_TEXTS.noStatus));
    const alone = setUp(thread({ senderId: null }), 'receiver');
    await assert.rejects(alone.sut.change(alone.user, 10, { status: 'accepted' }), refused(CONVERSATION_TEXTS.otherMemberDeleted));
  });

  it('losing the race (another change moved the row first) answers 409 and tells nobody', async () => {
    const { sut, fakes, user } = setUp(thread({ status: 'new' }), 'receiver', false);
    await assert.rejects(sut.change(user, 10, { status: 'declined' }), refused(CONVERSATION_TEXTS.transitionRefused('new', 'declined')));
    assert.equal(fakes.get(ConversationNotifier).statusChanged.mock.calls.length, 0);
  });
});
