import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { CONVERSATION_LIMITS, CONVERSATION_STATUSES, CONVERSATION_TEXTS, ConversationStatus } from '@community/vocabulary';
import { Rules, integerBetween, oneOf, satisfies } from '../../../common/validation/rules.decorator';
import { decodeConversationCursor } from '../conversation-cursor';

export class ConversationsQueryDto {
  @ApiPropertyOptional({ enum: ['received', 'sent'], default: 'received' })
  @IsOptional()
  @Rules(oneOf(['received', 'sent'], CONVERSATION_TEXTS.boxInvalid))
  box?: 'received' | 'sent';

  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @Rules(oneOf(CONVERSATION_STATUSES, CONVERSATION_TEXTS.statusFilterInvalid))
  status?: ConversationStatus;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CONVERSATION_LIMITS.pageMax, default: CONVERSATION_LIMITS.pageDefault })
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @Rules(integerBetween(1, CONVERSATION_LIMITS.pageMax, CONVERSATION_TEXTS.limitRange))
  limit?: number;

  @ApiPropertyOptional({ type: String, description: 'next_cursor of the previous page' })
  @IsOptional()
  @Rules(satisfies((value) => decodeConversationCursor(value) !== null, CONVERSATION_TEXTS.invalidCursor))
  cursor?: string;
}
