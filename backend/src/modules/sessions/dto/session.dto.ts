import { ApiProperty } from '@nestjs/swagger';
import { UserDetailsDto } from '../../users/dto/user-details.dto';

/** A session opened: by sign-in, by its two-factor step, or by completing the profile. */
export class LoginResponseDto {
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
  @ApiProperty({
    description: 'Bearer token (JWT, HS256); send as Authorization: Bearer <AuthToken>',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInR2IjowLCJyb2xlIjoiaGVscGVyIn0.c2lnbmF0dXJl',
  })
  AuthToken: string;
}
