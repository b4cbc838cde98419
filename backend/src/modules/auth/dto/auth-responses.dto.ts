import { ApiProperty } from '@nestjs/swagger';
import { UserDetailsDto } from '../../users/dto/user-details.dto';

export class MeResponseDto {
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
}
