import { ApiProperty } from '@nestjs/swagger';
import { UserDetailsDto } from '../../users/user-details';

export { UserDetailsDto };

export class LoginResponseDto {
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
  @ApiProperty({ description: 'Bearer token (JWT, HS256); send as Authorization: Bearer <AuthToken>', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInR2IjowLCJyb2xlIjoiaGVscGVyIn0.c2lnbmF0dXJl' }) AuthToken: string;
}

export class MeResponseDto {
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
}
