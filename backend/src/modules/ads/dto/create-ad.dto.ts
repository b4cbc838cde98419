import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AD_CATEGORIES, AD_IMAGE_SIZES, FIELD_LIMITS, LIMITS, MESSAGES, tooLongMessage } from '@community/vocabulary';
import { Rules, email, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';

/** The text fields of the spec's ad form (section 3), as they arrive in the multipart body. */
export class CreateAdDto {
  @ApiProperty({ example: 'Two-bedroom flat near the park', maxLength: FIELD_LIMITS.adTitle })
  @Rules(required(MESSAGES.ad.titleRequired), maxLength(FIELD_LIMITS.adTitle, tooLongMessage('Title', FIELD_LIMITS.adTitle)))
  title: string;

  @ApiProperty({ example: 'Bright flat, recently renovated, close to schools and the mosque.', maxLength: FIELD_LIMITS.adDescription })
  @Rules(required(MESSAGES.ad.descriptionRequired), maxLength(FIELD_LIMITS.adDescription, tooLongMessage('Description', FIELD_LIMITS.adDescription)))
  description: string;

  @ApiProperty({ enum: AD_CATEGORIES })
  @Rules(required(MESSAGES.ad.categoryRequired), oneOf(AD_CATEGORIES, MESSAGES.ad.categoryInvalid))
  category: string;

  @ApiProperty({ example: 'Available from June. Unfurnished, 70 m², second floor with lift.', maxLength: FIELD_LIMITS.adText })
  @Rules(required(MESSAGES.ad.adDescriptionRequired), maxLength(FIELD_LIMITS.adText, tooLongMessage('Ad description', FIELD_LIMITS.adText)))
  ad_description: string;

  @ApiPropertyOptional({ example: '$1,200 / month', maxLength: FIELD_LIMITS.adPriceOffer })
  @IsOptional()
  @Rules(maxLength(FIELD_LIMITS.adPriceOffer, tooLongMessage('Price/offer', FIELD_LIMITS.adPriceOffer)))
  price_offer?: string;

  @ApiProperty({ example: 'owner@example.com' })
  @Rules(required(MESSAGES.ad.contactEmailRequired), email(MESSAGES.ad.invalidContactEmail), maxLength(FIELD_LIMITS.email, MESSAGES.ad.invalidContactEmail))
  contact_email: string;

  @ApiProperty({ example: '+1 555 010 2030', maxLength: FIELD_LIMITS.phone })
  @Rules(required(MESSAGES.ad.contactPhoneRequired), maxLength(FIELD_LIMITS.phone, tooLongMessage('Contact phone', FIELD_LIMITS.phone)))
  contact_phone: string;

  @ApiProperty({ example: 'Toronto, ON', maxLength: FIELD_LIMITS.adLocation })
  @Rules(required(MESSAGES.ad.locationRequired), maxLength(FIELD_LIMITS.adLocation, tooLongMessage('Location', FIELD_LIMITS.adLocation)))
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
      '(default 35 MB). Stored without metadata (no EXIF/GPS), as WebP at most ' +
      `${AD_IMAGE_SIZES.longSide} px on the long side plus a ${AD_IMAGE_SIZES.thumbnailLongSide} px thumbnail.`,
  })
  images: unknown[];
}
