import { ApiProperty } from '@nestjs/swagger';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { isPositiveId } from './id-rules';
import { Rules, required, satisfies } from '../../../common/validation/rules.decorator';

export class BlockRequestDto {
  @ApiProperty({ type: 'integer', example: 12 })
  @Rules(required(CONVERSATION_TEXTS.userIdRequired), satisfies(isPositiveId, CONVERSATION_TEXTS.userIdRequired))
  user_id: number;
}

export class BlockedMemberDto {
  @ApiProperty({ type: 'integer' }) user_id: number;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class BlockListDto {
  @ApiProperty({ type: [BlockedMemberDto], description: 'Newest first' }) data: BlockedMemberDto[];
}
