import { ApiProperty } from '@nestjs/swagger';
import { CreatedResponseDto } from '../../../../common/http/error-response.dto';

/** The four request kinds answer the inbox message's id (as before) and the conversation it opened. */
export class RequestCreatedDto extends CreatedResponseDto {
  @ApiProperty({ type: 'integer', example: 7, description: 'The conversation this request opened (0 when a filled honeypot dropped it)' })
  conversation_id: number;
}
