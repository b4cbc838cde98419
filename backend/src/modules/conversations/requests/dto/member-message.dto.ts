import { ApiProperty } from '@nestjs/swagger';
import { Rules } from '../../../../common/validation/rules.decorator';
import { contactEmailRules, contactMessageRules, contactNameRules, receiverIdRules } from './message-rules';
import { wholeNumberOrText } from '../../../../common/http/openapi-schemas';

/** The professional-network contact modal (spec sections 3 and 5). */
export class MemberMessageDto {
  @ApiProperty({ ...wholeNumberOrText(12), description: 'id of a helper or seeker in one of the six professional-network industries' })
  @Rules(...receiverIdRules)
  receiver_id: number | string;

  @ApiProperty({ example: 'Yusuf Ali' })
  @Rules(...contactNameRules)
  full_name: string;

  @ApiProperty({
    example: 'yusuf@example.com',
    description: "Kept with the request; the mail's Reply-To only when it is the signed-in account's own (confirmed) address",
  })
  @Rules(...contactEmailRules)
  email: string;

  @ApiProperty({ example: 'Could we talk about getting started in data engineering?' })
  @Rules(...contactMessageRules)
  description: string;
}
