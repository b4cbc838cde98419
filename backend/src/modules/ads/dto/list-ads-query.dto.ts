import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AD_CATEGORIES, AdCategory, LIST_PAGE_TEXTS, MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { NewestFirstPageQueryDto, PageSearch } from '../../../common/pagination/page-query';

export const AD_LIST_FILTERS = ['approved', 'pending'] as const;
export type AdListFilter = (typeof AD_LIST_FILTERS)[number];

export class ListAdsQueryDto extends NewestFirstPageQueryDto {
  @ApiProperty({ enum: AD_LIST_FILTERS, description: 'approved: any signed-in account (the Ads and Services board); pending: admin only' })
  @Rules(oneOf(AD_LIST_FILTERS, MESSAGES.moderation.adStatusFilterInvalid))
  status_all: AdListFilter;

  @PageSearch('title, description, category and location')
  q?: string;

  @ApiPropertyOptional({ enum: AD_CATEGORIES, description: 'Only ads of this category' })
  @IsOptional()
  @Rules(oneOf(AD_CATEGORIES, LIST_PAGE_TEXTS.categoryInvalid))
  category?: AdCategory;
}
