import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { messagesByField } from '../../common/http/form-errors';
import { VALIDATION_OPTIONS } from '../../common/http/validation.pipe';
import { ACCOUNT_TEXTS, LIMITS } from '@community/vocabulary';
import { Rules, satisfies } from '../../common/validation/rules.decorator';
import { CreateAdDto } from './dto/create-ad.dto';

/**
 * Multipart fields never pass through the global ValidationPipe, so they are checked here with the
 * same options: the DTO's Rules, unknown fields refused, one message per field.
 */
export async function validateAdFields(fields: Record<string, unknown>): Promise<{ dto: CreateAdDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(CreateAdDto, fields);
  const errors = await validate(dto, VALIDATION_OPTIONS);
  return { dto, errors: messagesByField(errors) };
}

/** A list of at most LIMITS.adImagesMax paths, each once; whether they are the ad's own is the service's check. */
function isKeepList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= LIMITS.adImagesMax &&
    value.every((path) => typeof path === 'string' && path.trim() !== '') &&
    new Set(value).size === value.length
  );
}

/** The poster's edit: the same rules, each field optional (only what is sent changes), and the pictures to keep. */
export class EditAdDto extends PartialType(CreateAdDto) {
  @ApiPropertyOptional({
    type: [String],
    maxItems: LIMITS.adImagesMax,
    example: ['ads/0b6f1c1e-6a53-4a55-9d1c-4f5f8a2d8c11.webp', 'ads/5d0c2f7a-1b9e-4c3d-8e2f-6a7b8c9d0e1f.webp'],
    description:
      `The ad's current pictures to keep, as paths from its image_url, in the order wanted; new \`images\` (multipart) follow them, ` +
      `and together they are ${LIMITS.adImagesMin}-${LIMITS.adImagesMax}. Pictures not listed are removed. Left out, the pictures ` +
      'stay as they are when no images are sent, and new images replace all of them. In multipart, repeat the part once per path.',
  })
  @IsOptional()
  @Rules(satisfies(isKeepList, ACCOUNT_TEXTS.adKeepImagesInvalid))
  keep_images?: string[];
}

/** What Swagger shows for the edit's body: JSON, or multipart with the new pictures beside the fields. */
export class EditAdFormDto extends EditAdDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    required: false,
    maxItems: LIMITS.adImagesMax,
    description: "Multipart only: new pictures, after the kept ones (same formats and limits as a new ad's images).",
  })
  images?: unknown[];
}

export async function validateAdEdit(fields: Record<string, unknown>): Promise<{ dto: EditAdDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(EditAdDto, fields);
  const errors = messagesByField(await validate(dto, VALIDATION_OPTIONS));
  // The optional rules let null through; only the price may be emptied, every other field is kept by leaving it out.
  for (const [field, value] of Object.entries(fields)) {
    if (value === null && field !== 'price_offer' && !errors[field]) errors[field] = [`${field} ${ACCOUNT_TEXTS.fieldNotNull}`];
  }
  return { dto, errors };
}
