import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RESPONSIVENESS_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { Conversation } from './entities/conversation.entity';
import { ConversationsService } from './conversations.service';
import { ConversationsRepository } from './conversations.repository';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { OtherRequestsService } from './other-requests.service';

const seeker = { id: 1, email: 's@example.com', name: 'Sam', role: 'seeker', industry: null, profileComplete: true, emailConfirmed: true } as never;

function setUp(accepted: Conversation, waiting: Conversation[], moves = true) {
  const { service: sut, fakes } = newTestService(OtherRequestsService);
  const all = [accepted, ...waiting];
  fakes
    .get(ConversationsService)
    .participation.mock.mockImplementation(async () => ({ conversation: accepted, role: accepted.senderId === 1 ? 'sender' : 'receiver' }));
  const repository = fakes.get(ConversationsRepository);
  repository.findById.mock.mockImplementation(async () => accepted);
  repository.sentIn.mock.mockImplementation(async () => waiting);
  repository.lockThread.mock.mockImplementation(async (_m, id: number) => all.find((conversation) => conversation.id === id) ?? null);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => moves);
  return { sut, repository, state: fakes.get(ConversationState), notifier: fakes.get(ConversationNotifier) };
}

describe('conversations: closing the other requests once one is accepted (OtherRequestsService)', () => {
  it("locks every member's row first (lowest id first), then each thread, closes each waiting request as its sender and tells its receiver, in one transaction", async () => {
    const accepted = thread({ id: 5, senderId: 1, receiverId: 9, status: 'accepted' });
    const { sut, repository, state, notifier } = setUp(accepted, [
      thread({ id: 6, senderId: 1, receiverId: 4, status: 'new' }),
      thread({ id: 7, senderId: 1, receiverId: 3, status: 'more_info' }),
    ]);
    assert.equal(await sut.closeOthers(seeker, 5), 2);
    assert.deepEqual(repository.sentIn.mock.calls[0].arguments, [TRANSACTION, 1, 5, ['new', 'read', 'more_info']]);
    assert.deepEqual(repository.lockMembers.mock.calls[0].arguments, [TRANSACTION, [1, 9, 4, 3]]);
    assert.deepEqual(
      repository.lockThread.mock.calls.map((call) => call.arguments[1]),
      [5, 6, 7],
    );
    assert.deepEqual(
      state.move.mock.calls.map((call) => [call.arguments[0], call.arguments[1].id, call.arguments[2], call.arguments[3], call.arguments[4]]),
      [
        [TRANSACTION, 6, 'sender', 'closed', ['new', 'read', 'more_info']],
        [TRANSACTION, 7, 'sender', 'closed', ['new', 'read', 'more_info']],
      ],
    );
    assert.deepEqual(
      notifier.statusChanged.mock.calls.map((call) => [call.arguments[1].id, call.arguments[2], call.arguments[3]]),
      [
        [6, 'sender', 'closed'],
        [7, 'sender', 'closed'],
      ],
    );
  });

  it('a request answered or closed meanwhile (the conditional move changes nothing) is neither counted nor mailed', async () => {
    const { sut, notifier } = setUp(thread({ id: 5, status: 'accepted' }), [thread({ id: 6 })], false);
    assert.equal(await sut.closeOthers(seeker, 5), 0);
    assert.equal(notifier.statusChanged.mock.calls.length, 0);
  });

  it(`the receiver is refused (403 "${RESPONSIVENESS_TEXTS.closeOthersOnlySender}"); a request not accepted is 409 "${RESPONSIVENESS_TEXTS.closeOthersNotAccepted}"`, async () => {
    const asReceiver = setUp(thread({ id: 5, senderId: 8, receiverId: 1, status: 'accepted' }), []);
    await assert.rejects(asReceiver.sut.closeOthers(seeker, 5), { status: 403, message: RESPONSIVENESS_TEXTS.closeOthersOnlySender });
    assert.equal(asReceiver.repository.lockMembers.mock.calls.length, 0);
    const notAccepted = setUp(thread({ id: 5, status: 'read' }), [thread({ id: 6 })]);
    await assert.rejects(notAccepted.sut.closeOthers(seeker, 5), { status: 409, message: RESPONSIVENESS_TEXTS.closeOthersNotAccepted });
    assert.equal(notAccepted.state.move.mock.calls.length, 0);
  });
});
