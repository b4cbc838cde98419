import { PartialType } from '@nestjs/swagger';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { messagesByField } from '../../common/http/form-errors';
import { VALIDATION_OPTIONS } from '../../common/http/validation.pipe';
import { CreateAdDto } from './dto/create-ad.dto';

/**
 * Multipart fields never pass through the global ValidationPipe, so they are checked here with the
 * same options: the DTO's Rules, unknown fields refused, one message per field.
 */
export async function validateAdFields(fields: Record<string, string>): Promise<{ dto: CreateAdDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(CreateAdDto, fields);
  const errors = await validate(dto, VALIDATION_OPTIONS);
  return { dto, errors: messagesByField(errors) };
}

/** The poster's edit: the same rules, each field optional (only what is sent changes). */
export class EditAdDto extends PartialType(CreateAdDto) {}

export async function validateAdEdit(fields: Record<string, unknown>): Promise<{ dto: EditAdDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(EditAdDto, fields);
  const errors = await validate(dto, VALIDATION_OPTIONS);
  return { dto, errors: messagesByField(errors) };
}
