import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { MESSAGES } from '@community/vocabulary';
import { Rules, integerBetween } from '../../../common/validation/rules.decorator';

/** The spec's POST /admin/delete-user body. */
export class DeleteUserDto {
  @ApiProperty({ example: 42, description: 'The member to suspend' })
  @Type(() => Number)
  @Rules(integerBetween(1, 2_147_483_647, MESSAGES.moderation.idInvalid))
  id: number;
}
