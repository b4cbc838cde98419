import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { NewestFirstPageQueryDto } from '../../../common/pagination/page-query';

export const AD_LIST_FILTERS = ['approved', 'pending'] as const;
export type AdListFilter = (typeof AD_LIST_FILTERS)[number];

export class ListAdsQueryDto extends NewestFirstPageQueryDto {
  @ApiProperty({ enum: AD_LIST_FILTERS, description: 'approved: any signed-in account (the Ads and Services board); pending: admin only' })
  @Rules(oneOf(AD_LIST_FILTERS, MESSAGES.moderation.adStatusFilterInvalid))
  status_all: AdListFilter;
}
