import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';

export class ListBusinessGroupsQueryDto {
  @ApiProperty({ enum: ['0', '1'], description: '1: approved groups (public, the Business Directory); 0: pending groups (admin only)' })
  @Rules(oneOf(['0', '1'], MESSAGES.moderation.businessGroupStatusFilterInvalid))
  status_all: '0' | '1';
}
