import { ApiProperty } from '@nestjs/swagger';
import { CONVERSATION_LIMITS, CONVERSATION_TEXTS } from '@community/vocabulary';
import { Rules, integerBetween, satisfies } from '../../../common/validation/rules.decorator';

export class AvailabilityUpdateDto {
  @ApiProperty({ type: Boolean, description: '"Open to new requests"' })
  @Rules(satisfies((value) => typeof value === 'boolean', CONVERSATION_TEXTS.acceptingRequired))
  accepting_requests: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: CONVERSATION_LIMITS.capacityMin,
    maximum: CONVERSATION_LIMITS.capacityMax,
    example: CONVERSATION_LIMITS.capacityDefault,
  })
  @Rules(integerBetween(CONVERSATION_LIMITS.capacityMin, CONVERSATION_LIMITS.capacityMax, CONVERSATION_TEXTS.capacityRange))
  capacity: number;
}

export class AvailabilityDto {
  @ApiProperty({ type: Boolean }) accepting_requests: boolean;
  @ApiProperty({ type: 'integer', description: "The member's capacity (REQUEST_CAPACITY_DEFAULT until they choose)" }) capacity: number;
  @ApiProperty({ type: 'integer', description: 'Requests now new, read, more_info or accepted' }) open_requests: number;
}
