import { ApiProperty } from '@nestjs/swagger';
import { CONVERSATION_LIMITS, CONVERSATION_TEXTS } from '@community/vocabulary';
import { Rules, isText, maxLength, required } from '../../../common/validation/rules.decorator';

export class ReplyBodyDto {
  @ApiProperty({ type: String, minLength: CONVERSATION_LIMITS.replyMin, maxLength: CONVERSATION_LIMITS.replyMax, example: 'Happy to help; when suits you?' })
  @Rules(
    required(CONVERSATION_TEXTS.replyRequired),
    isText(CONVERSATION_TEXTS.replyRequired),
    maxLength(CONVERSATION_LIMITS.replyMax, CONVERSATION_TEXTS.replyTooLong),
  )
  body: string;
}
