import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { BUSINESS_GROUP_STATUS_LABELS, FIELD_LIMITS, LIMITS, MESSAGES, tooLongMessage } from '@community/vocabulary';
import { Rules, isText, lengthBetween, maxLength, required } from '../../../common/validation/rules.decorator';

/** The owner's edit of a listing, with business registration's rules; only what is sent changes. */
export class EditBusinessGroupDto {
  @ApiPropertyOptional({ type: String, example: 'Sunrise Bakery' })
  @IsOptional()
  @Rules(required(MESSAGES.businessSignup.nameRequired), maxLength(FIELD_LIMITS.businessName, tooLongMessage('Business name', FIELD_LIMITS.businessName)))
  title?: string;

  @ApiPropertyOptional({
    type: String,
    minLength: LIMITS.businessDescriptionMin,
    maxLength: LIMITS.businessDescriptionMax,
    example: 'Family bakery baking bread, pastries and celebration cakes every morning.',
  })
  @IsOptional()
  @Rules(lengthBetween(LIMITS.businessDescriptionMin, LIMITS.businessDescriptionMax, MESSAGES.businessSignup.descriptionLength))
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://sunrise.example.com' })
  @IsOptional()
  @Rules(isText('Website must be text'), maxLength(255, 'Website must be at most 255 characters'))
  website_url?: string;
}

export class BusinessGroupEditDto {
  @ApiProperty({ type: String, example: 'Sunrise Bakery' }) title: string;
  @ApiProperty({ type: String, example: 'Family bakery baking bread, pastries and celebration cakes every morning.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://sunrise.example.com' }) website_url: string | null;
}

export class MyBusinessGroupDto {
  @ApiProperty({ type: 'integer', example: 4 }) id: number;
  @ApiProperty({ type: String, example: 'Sunrise Bakery' }) title: string;
  @ApiProperty({ type: String, example: 'Family bakery baking bread, pastries and celebration cakes every morning.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://sunrise.example.com' }) website_url: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Hospitality, Sports & Recreation' }) industry: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'], example: 'approved' }) status: string;
  @ApiProperty({ enum: Object.values(BUSINESS_GROUP_STATUS_LABELS), example: BUSINESS_GROUP_STATUS_LABELS.approved }) status_label: string;
  @ApiProperty({ type: String, nullable: true, example: null }) rejection_reason: string | null;
  @ApiProperty({
    type: BusinessGroupEditDto,
    nullable: true,
    description: 'An edit waiting for review; the public listing shows the approved version meanwhile',
  })
  pending_edit: BusinessGroupEditDto | null;
}

export class MyBusinessGroupsDto {
  @ApiProperty({ type: [MyBusinessGroupDto] }) data: MyBusinessGroupDto[];
}

export class MyBusinessGroupSavedDto {
  @ApiProperty({ type: String, example: 'Your changes have been saved and are waiting for review' }) message: string;
  @ApiProperty({ type: MyBusinessGroupDto }) group: MyBusinessGroupDto;
}
