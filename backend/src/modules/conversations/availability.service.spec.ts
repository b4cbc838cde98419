import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AvailabilityService } from './availability.service';
import { ConversationsRepository } from './conversations.repository';
import { UsersService } from '../users/users.service';

function setUp(user: { acceptingRequests: boolean; requestCapacity: number | null } | null, open = 2) {
  const { service: sut, fakes, config } = newTestService(AvailabilityService);
  const conversations = fakes.get(ConversationsRepository);
  conversations.availabilityOf.mock.mockImplementation(async () => (user ? { id: 2, ...user } : null));
  conversations.openRequestsOf.mock.mockImplementation(async () => open);
  return { sut, config, conversations, users: fakes.get(UsersService) };
}

describe("AvailabilityService: a member's switch, capacity and open requests", () => {
  it('a member who never set a capacity has the configured default', async () => {
    const { sut, config } = setUp({ acceptingRequests: true, requestCapacity: null }, 3);
    assert.deepEqual(await sut.get(2), { accepting_requests: true, capacity: config.conversations.capacityDefault, open_requests: 3 });
    assert.equal(sut.capacityOf({ requestCapacity: 7 }), 7);
  });

  it("counts open requests through the transaction's manager when given (the caller locked the receiver's row)", async () => {
    const { sut, conversations } = setUp({ acceptingRequests: true, requestCapacity: 5 }, 4);
    assert.equal(await sut.openRequests(2, TRANSACTION), 4);
    assert.deepEqual(conversations.openRequestsOf.mock.calls[0].arguments, [2, TRANSACTION]);
  });

  it('an account that is gone answers 404; an update stores the switch and the capacity as a number', async () => {
    await assert.rejects(setUp(null).sut.get(2), { message: CONVERSATION_TEXTS.memberNotFound });
    const { sut, users } = setUp({ acceptingRequests: false, requestCapacity: 9 });
    await sut.update(2, { accepting_requests: false, capacity: '9' as unknown as number });
    // Stored by the users module, which owns the row (no module writes another's tables).
    assert.deepEqual(users.setAvailability.mock.calls[0].arguments, [2, false, 9]);
  });
});
