import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@community/vocabulary';

export class UserDetailsDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ type: String, nullable: true, example: 'Technology, Engineering & Data' }) industry: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ description: 'False after a first Google sign-in until PATCH /auth/profile', example: true }) profileComplete: boolean;
}

export class LoginResponseDto {
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
  @ApiProperty({ description: 'Bearer token (JWT, HS256); send as Authorization: Bearer <AuthToken>', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjcsInR2IjowLCJyb2xlIjoiaGVscGVyIn0.c2lnbmF0dXJl' }) AuthToken: string;
}

export class MeResponseDto {
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
}
