import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../../test/support/new-test-service';
import { InboxMessage } from '../entities/inbox-message.entity';
import { ConversationOpeningService } from '../conversation-opening.service';
import { RequestsRepository } from './requests.repository';
import { SectionThreadsService } from './section-threads.service';

describe('SectionThreadsService', () => {
  it("stores the request and opens its conversation in the caller's transaction", async () => {
    const { service, fakes } = newTestService(SectionThreadsService);
    const requests = fakes.get(RequestsRepository);
    requests.store.mock.mockImplementation(async (_manager, row) => Object.assign(new InboxMessage(), row, { id: 5 }));
    const opening = fakes.get(ConversationOpeningService);
    opening.open.mock.mockImplementation(async () => 21);
    const ids = await service.open(TRANSACTION, { section: 'job-board', senderId: 3, receiverId: 9, fullName: 'Applicant', details: { message: 'Hi' } });
    assert.deepEqual(ids, { requestId: 5, conversationId: 21 });
    assert.deepEqual(requests.store.mock.calls[0].arguments, [
      TRANSACTION,
      { section: 'job-board', receiverId: 9, senderId: 3, fullName: 'Applicant', email: null, details: { message: 'Hi' } },
    ]);
    assert.deepEqual(opening.open.mock.calls[0].arguments, [TRANSACTION, { requestId: 5, kind: 'job-board', senderId: 3, receiverId: 9 }]);
  });
});
