import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OPEN_STATUSES } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { ParticipantDeletionService } from './participant-deletion.service';
import { ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { ConversationState } from './conversation-state';

describe("ParticipantDeletionService: a deleted member's side of their conversations", () => {
  it('every thread stays with the other side, open ones close by the system, threads nobody else can read go', async () => {
    const { service: sut, fakes } = newTestService(ParticipantDeletionService);
    const open = thread({ id: 1, requestId: 101, senderId: 2, receiverId: 5, status: 'accepted' });
    const ended = thread({ id: 2, requestId: 102, senderId: 5, receiverId: 2, status: 'declined' });
    const visitor = thread({ id: 3, requestId: 103, kind: 'business-groups', senderId: null, receiverId: 2, status: null });
    const alreadyAlone = thread({ id: 4, requestId: 104, senderId: 2, receiverId: null, status: 'closed' });
    fakes.get(ConversationsRepository).threadsOf.mock.mockImplementation(async () => [open, ended, visitor, alreadyAlone]);
    fakes.get(ConversationState).move.mock.mockImplementation(async () => true);

    assert.deepEqual(await sut.forget(TRANSACTION, 2), { requestsToDelete: [103, 104] });
    assert.deepEqual(fakes.get(ConversationsRepository).lockMembers.mock.calls[0].arguments, [TRANSACTION, [2]]);
    const moves = fakes.get(ConversationState).move.mock.calls.map((call) => call.arguments);
    assert.deepEqual(
      moves.map((move) => [move[1].id, move[2], move[3], move[4]]),
      [[1, 'system', 'closed', OPEN_STATUSES]],
    );
    assert.deepEqual(
      fakes.get(ConversationsRepository).leave.mock.calls.map((call) => call.arguments),
      [
        [TRANSACTION, 1, 'sender'],
        [TRANSACTION, 2, 'receiver'],
      ],
    );
    assert.deepEqual(fakes.get(ConversationsRepository).unsignReplies.mock.calls[0].arguments, [TRANSACTION, 2]);
    assert.deepEqual(fakes.get(ReportsRepository).forgetReporter.mock.calls[0].arguments, [TRANSACTION, 2]);
  });
});
