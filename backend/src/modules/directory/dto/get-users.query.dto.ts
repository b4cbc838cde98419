import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { DIRECTORY_TEXTS, INDUSTRIES, LIMITS, MEMBER_ROLES, MemberRole, isIndustry } from '@community/vocabulary';
import { Rules, integerBetween, isText, maxLength, oneOf, required, satisfies } from '../../../common/validation/rules.decorator';
import { decodeDirectoryCursor } from '../directory-cursor';

const asList = ({ value }: { value: unknown }) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);
const asNumber = ({ value }: { value: unknown }) => (value === undefined ? undefined : Number(value));

export class GetUsersQueryDto {
  @ApiProperty({
    enum: INDUSTRIES,
    isArray: true,
    description: "One industry, or several as repeated keys (industry_type=A&industry_type=B). Each industry needs its section's access.",
  })
  @Transform(asList)
  @Rules(required(DIRECTORY_TEXTS.industryRequired), satisfies((value) => Array.isArray(value) && value.every(isIndustry), DIRECTORY_TEXTS.industryInvalid))
  industry_type: string[];

  @ApiPropertyOptional({
    description: 'Search in name, job title and description: every word must begin a word there; letter case and accents are ignored',
    example: 'engineer',
  })
  @IsOptional()
  @Rules(isText(DIRECTORY_TEXTS.searchTooLong), maxLength(100, DIRECTORY_TEXTS.searchTooLong))
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.directoryPageMax, default: LIMITS.directoryPageDefault })
  @IsOptional()
  @Transform(asNumber)
  @Rules(integerBetween(1, LIMITS.directoryPageMax, DIRECTORY_TEXTS.limitRange))
  limit?: number;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only members an admin verified (the legal and clinic directories\' "Verified only"); the paging is the same keyset paging',
  })
  @IsOptional()
  @Rules(oneOf(['true', 'false'], DIRECTORY_TEXTS.verifiedInvalid))
  verified?: 'true' | 'false';

  @ApiPropertyOptional({
    enum: MEMBER_ROLES,
    description:
      'helper: only mentors (and, in Legal Assistance and the Virtual Clinic, the lawyers and doctors, who are all helpers); ' +
      "seeker: only seekers (the Professional Network's; the legal and clinic directories list no seekers, so their page is empty). " +
      'Absent: every role the directory lists. Same keyset paging.',
    example: 'helper',
  })
  @IsOptional()
  @Rules(oneOf(MEMBER_ROLES, DIRECTORY_TEXTS.roleInvalid))
  role?: MemberRole;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' })
  @IsOptional()
  @Rules(satisfies((value) => decodeDirectoryCursor(value) !== null, DIRECTORY_TEXTS.invalidCursor))
  cursor?: string;
}
