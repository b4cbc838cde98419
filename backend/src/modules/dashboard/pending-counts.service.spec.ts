import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DASHBOARD_CARDS } from '@community/vocabulary';
import { newTestService } from '../../../test/support/new-test-service';
import { AdsService } from '../ads/ads.service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { AdminReportsService } from '../conversations/admin-reports.service';
import { ResponseStatsService } from '../conversations/response-stats.service';
import { PendingCountsService } from './pending-counts.service';

describe('dashboard: the counts (PendingCountsService, the owning modules faked)', () => {
  const { service: sut, fakes } = newTestService(PendingCountsService);
  fakes.get(AdsService).countPending.mock.mockImplementation(async () => 4);
  fakes.get(BusinessGroupsService).countPending.mock.mockImplementation(async () => 2);
  fakes.get(AdminReportsService).countOpen.mock.mockImplementation(async () => 1);
  fakes.get(ResponseStatsService).stats.mock.mockImplementation(async () => ({ requestsAnsweredWithin7Days: 75, medianFirstReplyHours: 30.5 }));

  it("answers each module's count under its field, one field per dashboard card, and the response figures beside them", async () => {
    const counts = await sut.pendingCounts(9);
    assert.deepEqual(counts, { pendingAds: 4, pendingBusinessGroups: 2, openReports: 1, requestsAnsweredWithin7Days: 75, medianFirstReplyHours: 30.5 });
    assert.deepEqual(
      Object.keys(counts)
        .filter((key) => !['requestsAnsweredWithin7Days', 'medianFirstReplyHours'].includes(key))
        .sort(),
      DASHBOARD_CARDS.map((card) => card.count).sort(),
    );
    assert.deepEqual(fakes.get(ResponseStatsService).stats.mock.calls[0].arguments, [9], "read as the admin (the replica's read-your-writes)");
  });
});
