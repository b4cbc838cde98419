import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DELETED_MEMBER_NAME } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../../test/support/new-test-service';
import { InboxMessage } from '../entities/inbox-message.entity';
import { ParticipantDeletionService } from '../participant-deletion.service';
import { MessageParticipantsService } from './message-participants.service';
import { RequestsRepository } from './requests.repository';
import { ConversationAttachmentsService } from '../attachments/conversation-attachments.service';

describe("MessageParticipantsService: what stays of a deleted member's requests", () => {
  it('in one transaction: threads nobody else can read go with their requests; what they sent loses their name and contact details', async () => {
    const { service: sut, fakes } = newTestService(MessageParticipantsService);
    fakes.get(ParticipantDeletionService).forget.mock.mockImplementation(async () => ({ requestsToDelete: [103] }));
    const sent = Object.assign(new InboxMessage(), {
      id: 5,
      senderId: 2,
      fullName: 'Sam',
      email: 'sam@example.com',
      details: { legal_issue: 'Family Law', description: 'Custody', PhoneNumber: '+1 555', address: '12 Elm', contact_info: 'x', location: 'y' },
    });
    fakes.get(RequestsRepository).sentBy.mock.mockImplementation(async () => [sent]);
    const attachments = fakes.get(ConversationAttachmentsService);
    attachments.detach.mock.mockImplementation(async (_manager, scope: object) => ('uploaderId' in scope ? ['their-cv'] : ['gone-thread-file']));
    await sut.forgetParticipant(2);
    // The files they sent (a CV) and those of the threads that go: rows in the transaction, files after it.
    assert.deepEqual(
      attachments.detach.mock.calls.map((call) => call.arguments),
      [
        [TRANSACTION, { uploaderId: 2 }],
        [TRANSACTION, { requestIds: [103] }],
      ],
    );
    assert.deepEqual(attachments.removeFiles.mock.calls[0].arguments, [['their-cv', 'gone-thread-file']]);
    assert.deepEqual(fakes.get(ParticipantDeletionService).forget.mock.calls[0].arguments, [TRANSACTION, 2]);
    assert.deepEqual(fakes.get(RequestsRepository).delete.mock.calls[0].arguments, [TRANSACTION, [103]]);
    const [manager, saved] = fakes.get(RequestsRepository).save.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(
      [saved.senderId, saved.fullName, saved.email, saved.details],
      [null, DELETED_MEMBER_NAME, null, { legal_issue: 'Family Law', description: 'Custody' }],
    );
    assert.deepEqual(fakes.get(RequestsRepository).forgetReceiver.mock.calls[0].arguments, [TRANSACTION, 2]);
  });
});
