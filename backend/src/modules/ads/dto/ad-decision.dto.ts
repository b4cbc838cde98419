import { AdStatus } from '@community/vocabulary';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';
import { ModerationDecisionDto } from '../../../common/moderation/moderation-decision';
import { AdDto } from './ad-response.dto';

export const AD_DECISIONS = ['approved', 'rejected'] as const satisfies readonly AdStatus[];

/** react-admin's update of an ad: the decision, and with a rejection an optional reason. */
export const AdDecisionDto = ModerationDecisionDto('AdDecisionDto', AD_DECISIONS, ADMIN_TEXTS.adDecisionInvalid);
export type AdDecisionDto = InstanceType<typeof AdDecisionDto>;

/** PUT /admin/ads/:id: the decision, with the rest of a stock <Edit> form's record accepted as it was read. */
export const AdUpdateDto = WholeRecordUpdate('AdUpdateDto', AdDecisionDto, AdDto, {
  readOnly: [
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
  ],
});
export type AdUpdateDto = InstanceType<typeof AdUpdateDto>;
