import { ValidationError, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { CreateAdDto } from './dto/create-ad.dto';

function byField(errors: ValidationError[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) if (error.constraints) result[error.property] = Object.values(error.constraints);
  return result;
}

/**
 * Multipart fields never pass through the global ValidationPipe, so they are checked here with the
 * same options: the DTO's Rules, unknown fields refused, one message per field.
 */
export async function validateAdFields(fields: Record<string, string>): Promise<{ dto: CreateAdDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(CreateAdDto, fields);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return { dto, errors: byField(errors) };
}
