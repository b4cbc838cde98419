import { ApiProperty } from '@nestjs/swagger';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';
import { BusinessGroupDto } from './business-group-response.dto';
import { RejectionReasonDto } from '../../../common/moderation/rejection-reason.dto';

export const BUSINESS_GROUP_DECISIONS = [BUSINESS_GROUP_STATUS.approved, BUSINESS_GROUP_STATUS.rejected] as const;

/** react-admin's update of a group: the numeric decision, 1 approved or 2 rejected (spec section 4). */
export class BusinessGroupDecisionDto extends RejectionReasonDto {
  @ApiProperty({ enum: BUSINESS_GROUP_DECISIONS, description: '1 approved, 2 rejected' })
  @Rules(oneOf(BUSINESS_GROUP_DECISIONS, ADMIN_TEXTS.businessGroupDecisionInvalid))
  status: (typeof BUSINESS_GROUP_DECISIONS)[number];
}

/** PUT /admin/business-groups/:id: the decision, with the rest of a stock <Edit> form's record accepted as it was read. */
export const BusinessGroupUpdateDto = WholeRecordUpdate('BusinessGroupUpdateDto', BusinessGroupDecisionDto, BusinessGroupDto, [
  'id',
  'title',
  'description',
  'website',
  'email',
  'user_id',
]);
export type BusinessGroupUpdateDto = InstanceType<typeof BusinessGroupUpdateDto>;
