import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  FIELD_LIMITS,
  INDUSTRIES,
  JOB_EMPLOYMENT_TYPES,
  JOB_LIMITS,
  JOB_SALARY_PERIODS,
  JOB_TEXTS,
  JOB_WORKPLACES,
  Industry,
  JobEmploymentType,
  JobSalaryPeriod,
  JobWorkplace,
} from '@community/vocabulary';
import {
  Rules,
  email,
  integerBetween,
  isText,
  lengthBetween,
  matches,
  maxLength,
  oneOf,
  required,
  satisfies,
} from '../../../common/validation/rules.decorator';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** An https:// address a browser can open (no credentials in it). */
function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * POST /jobs: a posting, JSON. The employer is one of the poster's approved business listings
 * (`business_group_id`) or a name (`employer_name`), not both. A salary is optional; when given it has an amount
 * (min and/or max, min <= max), an ISO 4217 currency and a period. Applying in the app is always offered; the
 * apply_* fields add other ways.
 */
export class CreateJobDto {
  @ApiProperty({ example: 'Junior data analyst', maxLength: JOB_LIMITS.titleMax })
  @Rules(required(JOB_TEXTS.titleRequired), isText(JOB_TEXTS.titleRequired), maxLength(JOB_LIMITS.titleMax, JOB_TEXTS.titleTooLong))
  title: string;

  @ApiPropertyOptional({ type: 'integer', example: 4, description: 'One of your approved business listings (Business Directory id)' })
  @IsOptional()
  @Rules(integerBetween(1, 2_147_483_647, JOB_TEXTS.businessListingInvalid))
  business_group_id?: number;

  @ApiPropertyOptional({ example: 'Crescent Analytics', maxLength: JOB_LIMITS.employerNameMax })
  @IsOptional()
  @Rules(
    isText(JOB_TEXTS.employerRequired),
    maxLength(JOB_LIMITS.employerNameMax, JOB_TEXTS.employerNameTooLong),
    satisfies((value, dto) => isBlank(value) || isBlank(dto.business_group_id), JOB_TEXTS.employerBoth),
  )
  employer_name?: string;

  @ApiProperty({ enum: INDUSTRIES })
  @Rules(oneOf(INDUSTRIES, JOB_TEXTS.industryInvalid))
  industry: Industry;

  @ApiProperty({ example: 'Toronto, ON', maxLength: JOB_LIMITS.locationMax, description: 'City and region (for remote work: where applicants may live)' })
  @Rules(required(JOB_TEXTS.locationRequired), isText(JOB_TEXTS.locationRequired), maxLength(JOB_LIMITS.locationMax, JOB_TEXTS.locationTooLong))
  location: string;

  @ApiProperty({ enum: JOB_WORKPLACES })
  @Rules(oneOf(JOB_WORKPLACES, JOB_TEXTS.workplaceInvalid))
  workplace: JobWorkplace;

  @ApiProperty({ enum: JOB_EMPLOYMENT_TYPES })
  @Rules(oneOf(JOB_EMPLOYMENT_TYPES, JOB_TEXTS.employmentTypeInvalid))
  employment_type: JobEmploymentType;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: JOB_LIMITS.salaryMax, example: 50000 })
  @IsOptional()
  @Rules(integerBetween(0, JOB_LIMITS.salaryMax, JOB_TEXTS.salaryAmountInvalid))
  salary_min?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: JOB_LIMITS.salaryMax, example: 65000 })
  @IsOptional()
  @Rules(
    integerBetween(0, JOB_LIMITS.salaryMax, JOB_TEXTS.salaryAmountInvalid),
    satisfies((value, dto) => isBlank(dto.salary_min) || Number(dto.salary_min) <= Number(value), JOB_TEXTS.salaryRangeInvalid),
  )
  salary_max?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'CAD', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' })
  @IsOptional()
  @Rules(matches(/^[A-Z]{3}$/, JOB_TEXTS.salaryCurrencyInvalid))
  salary_currency?: string | null;

  @ApiPropertyOptional({ type: String, enum: JOB_SALARY_PERIODS, nullable: true })
  @IsOptional()
  @Rules(oneOf(JOB_SALARY_PERIODS, JOB_TEXTS.salaryPeriodInvalid))
  salary_period?: JobSalaryPeriod | null;

  @ApiProperty({
    minLength: JOB_LIMITS.descriptionMin,
    maxLength: JOB_LIMITS.descriptionMax,
    example: 'We are looking for a junior analyst to join our small team in Toronto ...',
  })
  @Rules(isText(JOB_TEXTS.descriptionLength), lengthBetween(JOB_LIMITS.descriptionMin, JOB_LIMITS.descriptionMax, JOB_TEXTS.descriptionLength))
  description: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: JOB_LIMITS.applyInstructionsMax })
  @IsOptional()
  @Rules(isText(JOB_TEXTS.applyInstructionsTooLong), maxLength(JOB_LIMITS.applyInstructionsMax, JOB_TEXTS.applyInstructionsTooLong))
  apply_instructions?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: JOB_LIMITS.applyUrlMax, example: 'https://example.com/careers/analyst' })
  @IsOptional()
  @Rules(satisfies(isHttpsUrl, JOB_TEXTS.applyUrlInvalid), maxLength(JOB_LIMITS.applyUrlMax, JOB_TEXTS.applyUrlInvalid))
  apply_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'jobs@example.com' })
  @IsOptional()
  @Rules(email(JOB_TEXTS.applyEmailInvalid), maxLength(FIELD_LIMITS.email, JOB_TEXTS.applyEmailInvalid))
  apply_email?: string | null;
}

/** PATCH /account/jobs/:id: any of the fields; a change sends the posting back to review. */
export class EditJobDto extends PartialType(CreateJobDto) {}
