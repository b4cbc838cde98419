import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@community/vocabulary';

export class UserDetailsDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ nullable: true, example: 'Technology, Engineering & Data' }) industry: string | null;
  @ApiProperty({ nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ description: 'False after a first Google sign-in until PATCH /auth/profile' }) profileComplete: boolean;
}

export class LoginResponseDto {
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
  @ApiProperty({ description: 'Bearer token (JWT, HS256)' }) AuthToken: string;
}

export class MeResponseDto {
  @ApiProperty({ type: UserDetailsDto }) user_details: UserDetailsDto;
}
