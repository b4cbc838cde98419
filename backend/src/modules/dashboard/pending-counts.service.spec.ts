import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DASHBOARD_CARDS } from '@community/vocabulary';
import { newTestService } from '../../../test/support/new-test-service';
import { AdsService } from '../ads/ads.service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { AdminReportsService } from '../conversations/admin-reports.service';
import { PendingCountsService } from './pending-counts.service';

describe('dashboard: the counts (PendingCountsService, the owning modules faked)', () => {
  const { service: sut, fakes } = newTestService(PendingCountsService);
  fakes.get(AdsService).countPending.mock.mockImplementation(async () => 4);
  fakes.get(BusinessGroupsService).countPending.mock.mockImplementation(async () => 2);
  fakes.get(AdminReportsService).countOpen.mock.mockImplementation(async () => 1);

  it("answers each module's count under its field, and one field per dashboard card", async () => {
    const counts = await sut.pendingCounts();
    assert.deepEqual(counts, { pendingAds: 4, pendingBusinessGroups: 2, openReports: 1 });
    assert.deepEqual(Object.keys(counts).sort(), DASHBOARD_CARDS.map((card) => card.count).sort());
  });
});
