import { ApiProperty } from '@nestjs/swagger';
import { INDUSTRIES, LAST_ACTIVE_VALUES, LastActive, MEMBER_ROLES } from '@community/vocabulary';

export class DirectoryUserDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ enum: MEMBER_ROLES }) role: string;
  @ApiProperty({ enum: INDUSTRIES }) industry: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ten years in backend systems; happy to mentor.' }) description: string | null;
  @ApiProperty({ type: Boolean, description: 'Takes a new request now: "Open to new requests" is on and the member is below capacity' })
  accepting_requests: boolean;
  @ApiProperty({ type: Boolean, description: "An admin checked the member's professional credentials: the web app shows a Verified badge" })
  verified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'photos/3f1c2a9e.webp',
    description: 'The 256 px square profile photo, relative to /uploads/ (as in GET /account); null: the web app shows initials',
  })
  photo_url: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    example: 2,
    description:
      'Usually answers a request within this many days: the median time to the first answer (reply, accept or question) of the ' +
      "member's last 10 answered requests, in whole days rounded up; null until they have answered 3",
  })
  replies_within_days: number | null;
  @ApiProperty({
    enum: LAST_ACTIVE_VALUES,
    description: 'When the member was last signed in, in words only (never a time): within 7 days, within 30 days, or earlier',
  })
  last_active: LastActive;
}

export class DirectoryPageDto {
  @ApiProperty({ type: [DirectoryUserDto], description: 'Sorted by name' }) users: DirectoryUserDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for the next page; null on the last page' })
  next_cursor: string | null;
}

/** A member in GET /info/get-all-users; not the admin users resource's AdminUserDto (one schema name each). */
export class RoleListUserDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 12, description: "The same as id (the spec's admin lists carry both)" }) user_id: number;
  @ApiProperty({ example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: MEMBER_ROLES }) role: string;
  @ApiProperty({ type: String, nullable: true, enum: INDUSTRIES }) industry: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
}

export class AdminUserListDto {
  @ApiProperty({ type: [RoleListUserDto] }) users: RoleListUserDto[];
}
