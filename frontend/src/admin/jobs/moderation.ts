import type { JobStatus } from '@community/vocabulary';
import type { Moderation } from '../common/moderation';

export const jobModeration: Moderation = {
  kind: 'job',
  approve: { status: 'approved' satisfies JobStatus },
  reject: { status: 'rejected' satisfies JobStatus },
};
