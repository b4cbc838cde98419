import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REPLICA_READ, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ConversationsRepository } from './conversations.repository';
import { ResponseStatsService } from './response-stats.service';
import { responseStats } from './response-stats';

const HOUR = 60 * 60 * 1000;
const sent = new Date('2026-11-01T00:00:00Z');
const request = (answeredAfterHours: number | null) => ({
  createdAt: sent,
  answeredAt: answeredAfterHours === null ? null : new Date(sent.getTime() + answeredAfterHours * HOUR),
});

describe("dashboard's response figures (responseStats)", () => {
  it('null and null without requests', () => {
    assert.deepEqual(responseStats([], 7), { requestsAnsweredWithin7Days: null, medianFirstReplyHours: null });
  });

  it('percent of all requests answered within 7 days (whole), median hours of the answered ones (one decimal)', () => {
    assert.deepEqual(responseStats([request(1), request(20), request(7 * 24), request(7 * 24 + 1), request(null), request(null)], 7), {
      requestsAnsweredWithin7Days: 50,
      medianFirstReplyHours: 94,
    });
    assert.deepEqual(responseStats([request(null), request(null), request(null)], 7), { requestsAnsweredWithin7Days: 0, medianFirstReplyHours: null });
    assert.deepEqual(responseStats([request(0.25), request(1), request(2)], 7), { requestsAnsweredWithin7Days: 100, medianFirstReplyHours: 1 });
  });
});

describe('dashboard: ResponseStatsService (repository faked)', () => {
  it("reads the last 30 days' requests by the clock, on the replica as the admin", async () => {
    const { service: sut, fakes, clock } = newTestService(ResponseStatsService);
    clock.set(new Date('2026-11-30T00:00:00Z'));
    fakes.get(ConversationsRepository).requestsSentSince.mock.mockImplementation(async () => [request(2)]);
    assert.deepEqual(await sut.stats(4), { requestsAnsweredWithin7Days: 100, medianFirstReplyHours: 2 });
    const [manager, since] = fakes.get(ConversationsRepository).requestsSentSince.mock.calls[0].arguments;
    assert.deepEqual([manager, since.toISOString()], [REPLICA_READ, '2026-10-31T00:00:00.000Z']);
    assert.equal(fakes.get(ReadReplicas).read.mock.calls[0].arguments[0], 4);
  });
});
