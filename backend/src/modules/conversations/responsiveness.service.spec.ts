import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { UsersService } from '../users/users.service';
import { ConversationsRepository } from './conversations.repository';
import { ResponsivenessService } from './responsiveness.service';
import { medianDaysUp } from './responsiveness';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('responsiveness: the median days to a first answer (medianDaysUp)', () => {
  it('null below 3 answered requests', () => {
    assert.equal(medianDaysUp([]), null);
    assert.equal(medianDaysUp([DAY, DAY]), null);
  });

  it('the median in whole days rounded up, at least 1; an even count takes the mean of the two middle times', () => {
    assert.equal(medianDaysUp([2 * HOUR, 3 * HOUR, 90 * DAY]), 1);
    assert.equal(medianDaysUp([DAY + 1, 5 * DAY, 0]), 2);
    assert.equal(medianDaysUp([DAY, 2 * DAY, 3 * DAY, 4 * DAY]), 3, '2.5 days is within 3');
    assert.equal(medianDaysUp([DAY, 2 * DAY, 2 * DAY, 9 * DAY]), 2);
    assert.equal(medianDaysUp([0, 0, 0]), 1);
  });
});

describe('responsiveness: ResponsivenessService (repository and UsersService faked)', () => {
  it("reads the receiver's last 10 answered requests in the transaction and has UsersService store the median (and end the run of expiries)", async () => {
    const { service: sut, fakes } = newTestService(ResponsivenessService);
    const sent = new Date('2026-11-01T00:00:00Z');
    const answers = [30 * HOUR, 50 * HOUR, 10 * HOUR].map((wait) => ({ createdAt: sent, receiverAnsweredAt: new Date(sent.getTime() + wait) }));
    fakes.get(ConversationsRepository).latestAnswered.mock.mockImplementation(async () => answers);
    await sut.answered(TRANSACTION, { id: 3, receiverId: 7 });
    assert.deepEqual(fakes.get(ConversationsRepository).latestAnswered.mock.calls[0].arguments, [TRANSACTION, 7, 10]);
    assert.deepEqual(fakes.get(UsersService).recordResponsiveness.mock.calls[0].arguments, [TRANSACTION, 7, 2]);
  });

  it('a deleted receiver has nothing to update', async () => {
    const { service: sut, fakes } = newTestService(ResponsivenessService);
    await sut.answered(TRANSACTION, { id: 3, receiverId: null });
    assert.equal(fakes.get(UsersService).recordResponsiveness.mock.calls.length, 0);
  });
});
