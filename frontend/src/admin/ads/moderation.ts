import type { AdStatus } from '@community/vocabulary';
import type { Moderation } from '../common/moderation';

export const adModeration: Moderation = {
  item: 'Ad',
  items: 'ads',
  approve: { status: 'approved' satisfies AdStatus },
  reject: { status: 'rejected' satisfies AdStatus },
};
