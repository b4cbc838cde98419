import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member, thread } from '../../../test/support/conversation-fixtures';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { RepliesService } from './replies.service';
import { ConversationsService } from './conversations.service';
import { ConversationsRepository } from './conversations.repository';
import { RequestsRepository } from './requests/requests.repository';
import { BlocksService } from './blocks.service';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';

const now = new Date('2026-11-23T12:00:00Z');

/** Member 1 (sender) and member 2 (receiver) share `conversation`; the thread's lock answers it as it is now. */
function setUp(conversation: Conversation, role: 'sender' | 'receiver', blocked = false) {
  const { service: sut, fakes, clock } = newTestService(RepliesService);
  clock.set(now);
  fakes.get(ConversationsService).participation.mock.mockImplementation(async () => ({ conversation, role }));
  fakes.get(ConversationsRepository).lockThread.mock.mockImplementation(async () => conversation);
  fakes.get(ConversationsRepository).addReply.mock.mockImplementation(async (_m, reply) => Object.assign(new ConversationReply(), reply, { id: 77 }));
  fakes.get(BlocksService).between.mock.mockImplementation(async () => blocked);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => true);
  const user = member(role === 'sender' ? 1 : 2);
  return { sut, fakes, user };
}

describe('RepliesService: who may write in a thread, and what a reply changes', () => {
  it("the receiver's first reply is stored in the transaction, reads a new request and tells the sender", async () => {
    const { sut, fakes, user } = setUp(thread(), 'receiver');
    assert.equal(await sut.reply(user, 10, '  Happy to help  '), 77);
    const [manager, reply] = fakes.get(ConversationsRepository).addReply.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(reply, { conversationId: 10, authorId: 2, body: 'Happy to help', createdAt: now });
    assert.deepEqual(fakes.get(ConversationsRepository).update.mock.calls[0].arguments, [
      10,
      { lastActivityAt: now, senderUnread: true, receiverAnsweredAt: now },
      TRANSACTION,
    ]);
    const move = fakes.get(ConversationState).move.mock.calls[0].arguments;
    assert.deepEqual([move[0], move[2], move[3], move[4]], [TRANSACTION, 'receiver', 'read', ['new']]);
    assert.deepEqual(fakes.get(RequestsRepository).markReadOnce.mock.calls[0].arguments, [100, now, TRANSACTION]);
    const told = fakes.get(ConversationNotifier).replied.mock.calls[0].arguments;
    assert.deepEqual([told[0], told[2], told[3]], [TRANSACTION, 'receiver', 'Happy to help']);
  });

  it('the sender answering a question (more_info) moves the request back to read, and the receiver hears of both', async () => {
    const { sut, fakes, user } = setUp(thread({ status: 'more_info', receiverAnsweredAt: now }), 'sender');
    await sut.reply(user, 10, 'Here is the detail');
    assert.deepEqual(fakes.get(ConversationsRepository).update.mock.calls[0].arguments[1], { lastActivityAt: now, receiverUnread: true });
    const move = fakes.get(ConversationState).move.mock.calls[0].arguments;
    assert.deepEqual([move[2], move[3], move[4]], ['sender', 'read', ['more_info']]);
    assert.equal(fakes.get(ConversationNotifier).statusChanged.mock.calls.length, 1);
    assert.equal(fakes.get(RequestsRepository).markReadOnce.mock.calls.length, 0);
  });

  for (const [name, conversation, blocked, text] of [
    ['an ended conversation (declined)', thread({ status: 'declined' }), false, CONVERSATION_TEXTS.conversationOver],
    ['a conversation whose other side deleted their account', thread({ senderId: null }), false, CONVERSATION_TEXTS.otherMemberDeleted],
    ['a conversation between members one of whom blocked the other', thread({ status: 'read' }), true, CONVERSATION_TEXTS.blockedReply],
  ] as const) {
    it(`refuses a reply in ${name} with 409 and writes nothing`, async () => {
      const { sut, fakes, user } = setUp(conversation, 'receiver', blocked);
      await assert.rejects(
        sut.reply(user, 10, 'Hello'),
        (error: { getStatus(): number; message: string }) => error.getStatus() === 409 && error.message === text,
      );
      assert.equal(fakes.get(ConversationsRepository).addReply.mock.calls.length, 0);
      assert.equal(fakes.get(ConversationNotifier).replied.mock.calls.length, 0);
    });
  }

  it('a thread gone by the time its lock is taken answers 404', async () => {
    const { sut, fakes, user } = setUp(thread(), 'sender');
    fakes.get(ConversationsRepository).lockThread.mock.mockImplementation(async () => null);
    await assert.rejects(sut.reply(user, 10, 'Hello'), { message: CONVERSATION_TEXTS.notFound });
  });
});
