import { ApiProperty } from '@nestjs/swagger';
import { AdStatus } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';
import { AdDto } from './ad-response.dto';
import { RejectionReasonDto } from '../../../common/moderation/rejection-reason.dto';

export const AD_DECISIONS = ['approved', 'rejected'] as const satisfies readonly AdStatus[];

/** react-admin's update of an ad: the decision, and with a rejection an optional reason. */
export class AdDecisionDto extends RejectionReasonDto {
  @ApiProperty({ enum: AD_DECISIONS })
  @Rules(oneOf(AD_DECISIONS, ADMIN_TEXTS.adDecisionInvalid))
  status: (typeof AD_DECISIONS)[number];
}

/** PUT /admin/ads/:id: the decision, with the rest of a stock <Edit> form's record accepted as it was read. */
export const AdUpdateDto = WholeRecordUpdate('AdUpdateDto', AdDecisionDto, AdDto, [
  'id',
  'title',
  'description',
  'category',
  'ad_description',
  'price_offer',
  'contact_email',
  'contact_phone',
  'location',
  'image_url',
  'thumbnail_url',
  'created_at',
]);
export type AdUpdateDto = InstanceType<typeof AdUpdateDto>;
