import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CHOSEN_STATUSES, CONVERSATION_LIMITS, CONVERSATION_TEXTS, ChosenStatus, DECLINE_REASONS } from '@community/vocabulary';
import { Rules, isText, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';

export class StatusChangeDto {
  @ApiProperty({ enum: CHOSEN_STATUSES })
  @Rules(required(CONVERSATION_TEXTS.statusInvalid), oneOf(CHOSEN_STATUSES, CONVERSATION_TEXTS.statusInvalid))
  status: ChosenStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CONVERSATION_LIMITS.reasonMax,
    description: `declined: one of ${DECLINE_REASONS.map((reason) => `"${reason}"`).join(', ')} or free text; more_info: the question (added to the thread as a reply)`,
  })
  @IsOptional()
  @Rules(isText(CONVERSATION_TEXTS.reasonTooLong), maxLength(CONVERSATION_LIMITS.reasonMax, CONVERSATION_TEXTS.reasonTooLong))
  reason?: string | null;
}
