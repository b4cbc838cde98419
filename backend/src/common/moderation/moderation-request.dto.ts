import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Rules, integerBetween } from '../validation/rules.decorator';
import { wholeNumberOrText } from '../http/openapi-schemas';

/** The spec's `{ id }` body of every approve, reject and delete call (ads and business groups). */
export class ModerationRequestDto {
  @ApiProperty(wholeNumberOrText(12, { description: 'A whole number; a numeric string is accepted too' }))
  @Rules(integerBetween(1, 2_147_483_647, MESSAGES.moderation.idInvalid))
  id: number | string;
}
