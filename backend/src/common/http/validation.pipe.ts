import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/**
 * whitelist + forbidNonWhitelisted: unknown fields are refused, not silently stored.
 * stopAtFirstError: each field reports the one rule the form would show first, so
 * error_message is the spec's text for the first failing field in the DTO's order.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const byField = collect(errors);
      const messages = Object.values(byField).flat();
      return new BadRequestException({ message: messages, errors: byField, error_message: messages[0] });
    },
  });
}
