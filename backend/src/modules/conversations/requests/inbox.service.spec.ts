import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ISSUE_TEXTS } from '@community/vocabulary';
import { newTestService } from '../../../../test/support/new-test-service';
import { member } from '../../../../test/support/conversation-fixtures';
import { InboxMessage } from '../entities/inbox-message.entity';
import { ConversationsService } from '../conversations.service';
import { InboxService } from './inbox.service';
import { RequestsRepository } from './requests.repository';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor';

const message = (id: number) =>
  Object.assign(new InboxMessage(), {
    id,
    section: 'professional-network',
    fullName: 'Sam',
    email: 'sam@example.com',
    details: {},
    readAt: null,
    createdAt: new Date('2026-11-20T00:00:00Z'),
  });

describe('InboxService: a member reads only their own inbox', () => {
  it('pages newest first by id: one row more than the page says whether a next page follows', async () => {
    const { service: sut, fakes } = newTestService(InboxService);
    fakes.get(RequestsRepository).inboxPage.mock.mockImplementation(async () => [message(9), message(8), message(7)]);
    const page = await sut.list(member(2), { limit: 2, cursor: encodeInboxCursor(10) });
    assert.deepEqual(fakes.get(RequestsRepository).inboxPage.mock.calls[0].arguments, [2, 10, 3]);
    assert.deepEqual(
      page.data.map((item) => item.id),
      [9, 8],
    );
    assert.equal(decodeInboxCursor(page.next_cursor), 8);
  });

  it("another member's message answers 404 like a missing one; an unread one is marked read once and opens its conversation", async () => {
    const { service: sut, fakes } = newTestService(InboxService);
    const requests = fakes.get(RequestsRepository);
    requests.ownRequest.mock.mockImplementation(async () => null);
    await assert.rejects(sut.markRead(member(3), 12), { message: ISSUE_TEXTS.messageNotFound });
    requests.ownRequest.mock.mockImplementation(async () => ({ id: 12, readAt: null }));
    await sut.markRead(member(2), 12);
    assert.deepEqual(requests.markRead.mock.calls[0].arguments.slice(0, 2), [2, 12]);
    requests.ownRequest.mock.mockImplementation(async () => ({ id: 12, readAt: new Date() }));
    await sut.markRead(member(2), 12);
    assert.equal(requests.markRead.mock.calls.length, 1, 'read once');
    assert.deepEqual(
      fakes.get(ConversationsService).receiverOpenedRequest.mock.calls.map((call) => call.arguments),
      [[12], [12]],
    );
  });
});
