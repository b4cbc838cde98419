import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import type { EntityManager } from 'typeorm';
import { newTestService } from '../../../test/support/new-test-service';
import { AvailabilityService } from './availability.service';

function setUp(user: { acceptingRequests: boolean; requestCapacity: number | null } | null, open = 2) {
  const { service: sut, fakes, config } = newTestService(AvailabilityService);
  const users = fakes.get<{ findOne: () => unknown; update: () => unknown }>('UserRepository');
  users.findOne.mock.mockImplementation(async () => (user ? { id: 2, ...user } : null));
  fakes.get<{ count: () => unknown }>('ConversationRepository').count.mock.mockImplementation(async () => open);
  return { sut, fakes, config, users };
}

describe('AvailabilityService: a member\'s switch, capacity and open requests', () => {
  it('a member who never set a capacity has the configured default', async () => {
    const { sut, config } = setUp({ acceptingRequests: true, requestCapacity: null }, 3);
    assert.deepEqual(await sut.get(2), { accepting_requests: true, capacity: config.conversations.capacityDefault, open_requests: 3 });
    assert.equal(sut.capacityOf({ requestCapacity: 7 }), 7);
  });

  it('counts open requests through the transaction\'s manager when given (the caller locked the receiver\'s row)', async () => {
    const { sut, fakes } = setUp({ acceptingRequests: true, requestCapacity: 5 });
    const manager = { count: async () => 4 } as unknown as EntityManager;
    assert.equal(await sut.openRequests(2, manager), 4);
    assert.equal(fakes.get<{ count: () => unknown }>('ConversationRepository').count.mock.calls.length, 0);
  });

  it('an account that is gone answers 404; an update stores the switch and the capacity as a number', async () => {
    await assert.rejects(setUp(null).sut.get(2), { message: CONVERSATION_TEXTS.memberNotFound });
    const { sut, users } = setUp({ acceptingRequests: false, requestCapacity: 9 });
    await sut.update(2, { accepting_requests: false, capacity: '9' as unknown as number });
    assert.deepEqual(users.update.mock.calls[0].arguments, [{ id: 2 }, { acceptingRequests: false, requestCapacity: 9 }]);
  });
});
