import type { AdStatus } from '@community/vocabulary';
import type { Moderation } from '../common/moderation';

export const adModeration: Moderation = {
  kind: 'ad',
  approve: { status: 'approved' satisfies AdStatus },
  reject: { status: 'rejected' satisfies AdStatus },
};
