import { ApiProperty } from '@nestjs/swagger';
import { DIRECTORY_TEXTS, MEMBER_ROLES, MemberRole } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';

export class GetAllUsersQueryDto {
  @ApiProperty({ enum: MEMBER_ROLES })
  @Rules(oneOf(MEMBER_ROLES, DIRECTORY_TEXTS.roleInvalid))
  role: MemberRole;
}
