import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { PageCursor, PageLimit, PageSearch } from '../../../common/pagination/page-query';

/** The longest title the column holds: a longer cursor key was not made by this API. */
const TITLE_MAX = 160;

export class ListBusinessGroupsQueryDto {
  @ApiProperty({ enum: ['0', '1'], description: '1: approved groups (public, the Business Directory); 0: pending groups (admin only)' })
  @Rules(oneOf(['0', '1'], MESSAGES.moderation.businessGroupStatusFilterInvalid))
  status_all: '0' | '1';

  @PageSearch('title and description')
  q?: string;

  @PageLimit()
  limit?: number;

  @PageCursor((title) => title.length <= TITLE_MAX)
  cursor?: string;
}
