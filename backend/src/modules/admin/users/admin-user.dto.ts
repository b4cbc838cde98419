import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';

/** A member as the helpers and seekers tabs show it (spec section 3: admin lists carry role, industry and user_id). */
export class AdminUserDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ nullable: true, example: 'Technology, Engineering & Data' }) industry: string | null;
  @ApiProperty({ nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ example: 7, description: 'The same as id (the spec\'s admin lists carry both)' }) user_id: number;
  @ApiProperty({ description: 'True once an admin deleted the member: sign-in and directories are closed' }) suspended: boolean;
}

export function mapAdminUser(user: User): AdminUserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    industry: user.industry,
    JobTitle: user.jobTitle,
    user_id: user.id,
    suspended: user.suspendedAt !== null,
  };
}
