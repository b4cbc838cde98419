import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DASHBOARD_CARDS } from '@community/vocabulary';
import type { AdsService } from '../ads/ads.service';
import type { BusinessGroupsService } from '../business-groups/business-groups.service';
import type { AdminReportsService } from '../conversations/admin-reports.service';
import { PendingCountsService } from './pending-counts.service';

describe('dashboard: the counts (PendingCountsService, the owning modules faked)', () => {
  const sut = new PendingCountsService(
    { countPending: async () => 4 } as unknown as AdsService,
    { countPending: async () => 2 } as unknown as BusinessGroupsService,
    { countOpen: async () => 1 } as unknown as AdminReportsService,
  );

  it('answers each module\'s count under its field, and one field per dashboard card', async () => {
    const counts = await sut.pendingCounts();
    assert.deepEqual(counts, { pendingAds: 4, pendingBusinessGroups: 2, openReports: 1 });
    assert.deepEqual(Object.keys(counts).sort(), DASHBOARD_CARDS.map((card) => card.count).sort());
  });
});
