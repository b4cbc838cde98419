import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { ParticipantExportService } from './participant-export.service';
import { ConversationsRepository } from './conversations.repository';

describe('ParticipantExportService: a member\'s conversations and reports in "Download my data"', () => {
  it('each thread says which side is mine and which replies and changes were mine; the other side is never named', async () => {
    const { service: sut, fakes } = newTestService(ParticipantExportService);
    const at = new Date('2026-11-20T10:00:00Z');
    fakes
      .get(ConversationsRepository)
      .conversationsOf.mock.mockImplementation(async () => [
        thread({ id: 10, senderId: 1, receiverId: 2, status: 'accepted', createdAt: at, lastActivityAt: at }),
      ]);
    fakes.get(ConversationsRepository).repliesOf.mock.mockImplementation(async () => [
      { id: 1, conversationId: 10, authorId: 2, body: 'Yes', createdAt: at },
      { id: 2, conversationId: 10, authorId: 1, body: 'Thanks', createdAt: at },
    ]);
    fakes
      .get(ConversationsRepository)
      .historyOf.mock.mockImplementation(async () => [{ id: 1, conversationId: 10, status: 'accepted', reason: null, changedBy: 2, createdAt: at }]);
    const [exported] = await sut.conversationsOf(2);
    assert.equal(exported.my_side, 'receiver');
    assert.deepEqual(
      exported.replies.map((reply) => reply.mine),
      [true, false],
    );
    assert.deepEqual(exported.status_changes, [{ status: 'accepted', reason: null, by_me: true, created_at: at.toISOString() }]);
    assert.equal(JSON.stringify(exported).includes('@'), false, 'no address in the export of a thread');
  });

  it('a member with no conversations reads nothing more', async () => {
    const { service: sut, fakes } = newTestService(ParticipantExportService);
    fakes.get(ConversationsRepository).conversationsOf.mock.mockImplementation(async () => []);
    assert.deepEqual(await sut.conversationsOf(2), []);
    assert.equal(fakes.get(ConversationsRepository).repliesOf.mock.calls.length, 0);
  });
});
