import { ValidationPipe } from '@nestjs/common';
import { formErrors, messagesByField } from './form-errors';

/**
 * whitelist + forbidNonWhitelisted: unknown fields are refused, not silently stored.
 * stopAtFirstError: each field reports the one rule the form would show first, so
 * error_message is the spec's text for the first failing field in the DTO's order.
 */
export const VALIDATION_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true } as const;

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => formErrors(messagesByField(errors)),
  });
}
