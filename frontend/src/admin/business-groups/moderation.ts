import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import type { Moderation } from '../common/moderation';

export const businessGroupModeration: Moderation = {
  kind: 'businessGroup',
  approve: { status: BUSINESS_GROUP_STATUS.approved },
  reject: { status: BUSINESS_GROUP_STATUS.rejected },
};

/** An owner's edit of an approved listing: the same decisions, named for what they decide. */
export const businessGroupEditModeration: Moderation = {
  kind: 'edit',
  approve: { status: BUSINESS_GROUP_STATUS.approved },
  reject: { status: BUSINESS_GROUP_STATUS.rejected },
};
