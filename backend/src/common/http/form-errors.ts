import { BadRequestException, ValidationError } from '@nestjs/common';

/** class-validator's errors as the API reports them: messages by field, nested fields as `parent.child`. */
export function messagesByField(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = Object.values(error.constraints);
    if (error.children?.length) messagesByField(error.children, field, into);
  }
  return into;
}

/**
 * The one 400 of a refused form, whoever refuses it (the validation pipe, the ad upload): every message,
 * the messages by field, and error_message, the first field's message in the form's order.
 */
export function formErrors(errors: Record<string, string[]>): BadRequestException {
  const messages = Object.values(errors).flat();
  return new BadRequestException({ message: messages, errors, error_message: messages[0] });
}
