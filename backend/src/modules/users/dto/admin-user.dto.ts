import { ApiProperty, OmitType } from '@nestjs/swagger';
import { User } from '../entities/user.entity';
import { UserDetailsDto, toUserDetails } from './user-details.dto';

/** A member as the helpers and seekers tabs show it (spec section 3: admin lists carry role, industry and user_id). */
export class AdminUserDto extends OmitType(UserDetailsDto, ['profileComplete'] as const) {
  @ApiProperty({ example: 7, description: "The same as id (the spec's admin lists carry both)" }) user_id: number;
  @ApiProperty({ description: 'True once an admin deleted the member: sign-in and directories are closed' }) suspended: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin suspended the member' }) suspended_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the account was created' }) created_at: string;
  @ApiProperty({ description: "An admin checked the member's credentials; directories show a Verified badge" }) verified: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the member was verified' }) verified_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the admin checked (admins only)', example: 'Bar number 12345 checked with the state bar' })
  verification_note: string | null;
}

export function mapAdminUser(user: User): AdminUserDto {
  const { profileComplete: _complete, ...details } = toUserDetails(user);
  return {
    ...details,
    user_id: user.id,
    suspended: user.suspendedAt !== null,
    suspended_at: isoOrNull(user.suspendedAt),
    created_at: new Date(user.createdAt).toISOString(),
    verified: Boolean(user.verifiedAt),
    verified_at: isoOrNull(user.verifiedAt),
    verification_note: user.verificationNote ?? null,
  };
}

const isoOrNull = (time: Date | string | null) => (time ? new Date(time).toISOString() : null);
