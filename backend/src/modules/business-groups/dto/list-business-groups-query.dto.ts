import { ApiProperty } from '@nestjs/swagger';
import { FIELD_LIMITS, MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { PageCursor, PageLimit, PageSearch } from '../../../common/pagination/page-query';

export class ListBusinessGroupsQueryDto {
  @ApiProperty({ enum: ['0', '1'], description: '1: approved groups (public, the Business Directory); 0: pending groups (admin only)' })
  @Rules(oneOf(['0', '1'], MESSAGES.moderation.businessGroupStatusFilterInvalid))
  status_all: '0' | '1';

  @PageSearch('title and description')
  q?: string;

  @PageLimit()
  limit?: number;

  /** The longest title the column holds: a longer cursor key was not made by this API. */
  @PageCursor((title) => title.length <= FIELD_LIMITS.businessName)
  cursor?: string;
}
