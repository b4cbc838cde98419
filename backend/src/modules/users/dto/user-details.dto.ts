import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@community/vocabulary';
import { User } from '../entities/user.entity';

/** The spec's user_details: what sign-in, /auth/me and the admin's users resource say about an account. */
export class UserDetailsDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ type: String, nullable: true, example: 'Technology, Engineering & Data' }) industry: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ description: 'False after a first Google sign-in until PATCH /auth/profile', example: true }) profileComplete: boolean;
  @ApiProperty({
    description:
      'False for a new password account until it opens the link mailed to it (POST /auth/confirm-email); until then it cannot send requests, post ads or appear in directories',
    example: true,
  })
  emailConfirmed: boolean;
}

/** The only account fields a client ever receives about itself. */
export function toUserDetails(
  user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'industry' | 'jobTitle' | 'profileComplete' | 'emailConfirmed'>,
): UserDetailsDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    industry: user.industry,
    JobTitle: user.jobTitle,
    profileComplete: user.profileComplete,
    emailConfirmed: user.emailConfirmed,
  };
}
