import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AD_CATEGORIES, LIMITS, MESSAGES } from '@community/vocabulary';
import { Rules, email, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';

/** The text fields of the spec's ad form (section 3), as they arrive in the multipart body. */
export class CreateAdDto {
  @ApiProperty({ example: 'Two-bedroom flat near the park', maxLength: 160 })
  @Rules(required(MESSAGES.ad.titleRequired), maxLength(160, 'Title must be at most 160 characters'))
  title: string;

  @ApiProperty({ example: 'Bright flat, recently renovated, close to schools and the mosque.', maxLength: 2000 })
  @Rules(required(MESSAGES.ad.descriptionRequired), maxLength(2000, 'Description must be at most 2000 characters'))
  description: string;

  @ApiProperty({ enum: AD_CATEGORIES })
  @Rules(required(MESSAGES.ad.categoryRequired), oneOf(AD_CATEGORIES, MESSAGES.ad.categoryInvalid))
  category: string;

  @ApiProperty({ example: 'Available from June. Unfurnished, 70 m², second floor with lift.', maxLength: 5000 })
  @Rules(required(MESSAGES.ad.adDescriptionRequired), maxLength(5000, 'Ad description must be at most 5000 characters'))
  ad_description: string;

  @ApiPropertyOptional({ example: '$1,200 / month', maxLength: 80 })
  @IsOptional()
  @Rules(maxLength(80, 'Price/offer must be at most 80 characters'))
  price_offer?: string;

  @ApiProperty({ example: 'owner@example.com' })
  @Rules(required(MESSAGES.ad.contactEmailRequired), email(MESSAGES.ad.invalidContactEmail), maxLength(254, MESSAGES.ad.invalidContactEmail))
  contact_email: string;

  @ApiProperty({ example: '+1 555 010 2030', maxLength: 40 })
  @Rules(required(MESSAGES.ad.contactPhoneRequired), maxLength(40, 'Contact phone must be at most 40 characters'))
  contact_phone: string;

  @ApiProperty({ example: 'Toronto, ON', maxLength: 160 })
  @Rules(required(MESSAGES.ad.locationRequired), maxLength(160, 'Location must be at most 160 characters'))
  location: string;
}

/** What Swagger shows for the multipart body: the text fields plus the repeated `images` part. */
export class CreateAdFormDto extends CreateAdDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    minItems: LIMITS.adImagesMin,
    maxItems: LIMITS.adImagesMax,
    description:
      `Repeat the \`images\` part ${LIMITS.adImagesMin} to ${LIMITS.adImagesMax} times. JPEG, PNG, WebP or GIF, checked by content ` +
      '(not by name or declared type). Each at most UPLOAD_MAX_IMAGE_MB (default 5 MB), all together at most UPLOAD_MAX_TOTAL_MB ' +
      '(default 35 MB). Stored without metadata (no EXIF/GPS), as WebP at most 1600 px on the long side plus a 400 px thumbnail.',
  })
  images: unknown[];
}
