import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member, thread } from '../../../test/support/conversation-fixtures';
import { Conversation } from './entities/conversation.entity';
import { InboxMessage } from './entities/inbox-message.entity';
import { ConversationsService } from './conversations.service';
import { ConversationsRepository, ConversationListRow } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { ConversationAttachmentsService } from './attachments/conversation-attachments.service';
import { RequestsRepository } from './requests/requests.repository';
import { ConversationState } from './conversation-state';

function setUp(conversation: Conversation | null = thread()) {
  const { service: sut, fakes } = newTestService(ConversationsService);
  const threads = fakes.get(ConversationsRepository);
  threads.findById.mock.mockImplementation(async () => conversation);
  threads.accounts.mock.mockImplementation(async () => []);
  threads.replies.mock.mockImplementation(async () => []);
  threads.history.mock.mockImplementation(async () => []);
  threads.latestMessages.mock.mockImplementation(async () => new Map());
  threads.unreadCount.mock.mockImplementation(async () => 0);
  fakes.get(RequestsRepository).findById.mock.mockImplementation(async () =>
    Object.assign(new InboxMessage(), {
      id: 100,
      section: 'professional-network',
      fullName: 'Sam',
      email: 'sam@example.com',
      details: { description: 'Hi' },
      createdAt: new Date(),
    }),
  );
  fakes.get(ReportsRepository).onConversation.mock.mockImplementation(async () => []);
  fakes.get(ReportsRepository).isReported.mock.mockImplementation(async () => false);
  return { sut, fakes, threads };
}

const row = (id: number, kind: ConversationListRow['kind'], other: { id: number | null; name: string | null; typed?: string }): ConversationListRow => ({
  id,
  kind,
  status: kind === 'business-groups' ? null : 'new',
  unread: 1,
  activity_key: '2026-11-20 10:00:00.000',
  created_at: '2026-11-20 10:00:00.000',
  other_id: other.id,
  other_name: other.name,
  typed_name: other.typed ?? null,
});

describe('ConversationsService: who sees a thread, and what opening it changes', () => {
  it('a member who is neither side gets 404, like a missing thread; an admin too, unless the thread is reported', async () => {
    const { sut, fakes } = setUp();
    await assert.rejects(sut.open(member(3), 10), { message: CONVERSATION_TEXTS.notFound });
    await assert.rejects(sut.open(member(9, 'admin'), 10), { message: CONVERSATION_TEXTS.notFound });
    fakes.get(ReportsRepository).isReported.mock.mockImplementation(async () => true);
    const seen = await sut.open(member(9, 'admin'), 10);
    assert.equal(seen.id, 10);
    assert.equal(fakes.get(ConversationsRepository).update.mock.calls.length, 0, 'an admin reading marks nothing read');
  });

  it('the receiver opening a new request clears their unread mark, reads it (mail to the sender) and marks the request read', async () => {
    const conversation = thread();
    const { sut, fakes, threads } = setUp(conversation);
    await sut.open(member(2), 10);
    assert.deepEqual(threads.update.mock.calls[0].arguments, [10, { receiverUnread: false }]);
    const move = fakes.get(ConversationState).moveAndNotify.mock.calls[0].arguments;
    assert.deepEqual([move[1], move[2], move[3]], ['receiver', 'read', ['new']]);
    assert.equal(fakes.get(RequestsRepository).markReadOnce.mock.calls[0].arguments[0], 100);
  });

  it('the sender opening only clears their own unread mark; the status stays', async () => {
    const { sut, fakes, threads } = setUp(thread({ senderUnread: true }));
    await sut.open(member(1), 10);
    assert.deepEqual(threads.update.mock.calls[0].arguments, [10, { senderUnread: false }]);
    assert.equal(fakes.get(ConversationState).moveAndNotify.mock.calls.length, 0);
  });

  it('the list previews no legal or clinic thread, names a visitor by their typed name and a deleted member as such', async () => {
    const { sut, threads } = setUp();
    threads.listPage.mock.mockImplementation(async () => [
      row(1, 'legal-assistance', { id: 5, name: 'Lee' }),
      row(2, 'business-groups', { id: null, name: null, typed: 'Visitor Vic' }),
      row(3, 'professional-network', { id: null, name: null, typed: 'Typed Name' }),
    ]);
    const page = await sut.list(member(2), { box: 'received' });
    assert.deepEqual(threads.latestMessages.mock.calls[0].arguments, [2, [2, 3]]);
    assert.deepEqual(
      page.data.map((item) => item.other_party),
      [
        { id: 5, name: 'Lee' },
        { id: null, name: 'Visitor Vic' },
        { id: null, name: 'Deleted member' },
      ],
    );
    assert.equal(page.next_cursor, null);
  });

  it('a thread may be deleted only by the one left alone in it; the request row goes in the transaction', async () => {
    const { sut, fakes, threads } = setUp(thread());
    threads.lockThread.mock.mockImplementation(async () => thread());
    await assert.rejects(
      sut.remove(member(1), 10),
      (error: { getStatus(): number; message: string }) => error.getStatus() === 409 && error.message === CONVERSATION_TEXTS.deleteOnlyWhenAlone,
    );
    assert.equal(fakes.get(RequestsRepository).delete.mock.calls.length, 0);
    threads.lockThread.mock.mockImplementation(async () => thread({ receiverId: null }));
    const attachments = fakes.get(ConversationAttachmentsService);
    attachments.detach.mock.mockImplementation(async () => ['stored-cv']);
    await sut.remove(member(1), 10);
    assert.deepEqual(fakes.get(RequestsRepository).delete.mock.calls[0].arguments, [TRANSACTION, [100]]);
    // Its files: the rows in the transaction, the files from disk after it.
    assert.deepEqual(attachments.detach.mock.calls[0].arguments, [TRANSACTION, { conversationIds: [10] }]);
    assert.deepEqual(attachments.removeFiles.mock.calls[0].arguments, [['stored-cv']]);
  });
});
