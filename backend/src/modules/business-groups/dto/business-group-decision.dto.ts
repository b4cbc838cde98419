import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';
import { ModerationDecisionDto } from '../../../common/moderation/moderation-decision';
import { AdminBusinessGroupDto } from './business-group-response.dto';

export const BUSINESS_GROUP_DECISIONS = [BUSINESS_GROUP_STATUS.approved, BUSINESS_GROUP_STATUS.rejected] as const;

/** react-admin's update of a group: the numeric decision, 1 approved or 2 rejected (spec section 4). */
export const BusinessGroupDecisionDto = ModerationDecisionDto(
  'BusinessGroupDecisionDto',
  BUSINESS_GROUP_DECISIONS,
  ADMIN_TEXTS.businessGroupDecisionInvalid,
  '1 approved, 2 rejected',
);
export type BusinessGroupDecisionDto = InstanceType<typeof BusinessGroupDecisionDto>;

/** PUT /admin/business-groups/:id: the decision, with the rest of a stock <Edit> form's record accepted as it was read. */
export const BusinessGroupUpdateDto = WholeRecordUpdate('BusinessGroupUpdateDto', BusinessGroupDecisionDto, AdminBusinessGroupDto, {
  readOnly: ['id', 'title', 'description', 'website', 'email', 'user_id', 'rejection_reason', 'pending_edit'],
});
export type BusinessGroupUpdateDto = InstanceType<typeof BusinessGroupUpdateDto>;
