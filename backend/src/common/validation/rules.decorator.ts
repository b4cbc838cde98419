import { registerDecorator, ValidationArguments } from 'class-validator';
import { EMAIL_PATTERN, isBlank, normalizeEmailAddress } from '@community/vocabulary';

export interface Rule {
  test: (value: unknown, dto: Record<string, unknown>) => boolean;
  message: string;
}

/**
 * Checks a field's rules in the order written and reports only the first that fails,
 * so the API answers the same single message the form shows for that field.
 */
export function Rules(...rules: Rule[]): PropertyDecorator {
  return (target, propertyName) => {
    const firstFailure = (args: ValidationArguments) => rules.find((rule) => !rule.test(args.value, args.object as Record<string, unknown>));
    registerDecorator({
      name: 'rules',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => firstFailure(args) === undefined,
        defaultMessage: (args: ValidationArguments) => firstFailure(args!)?.message ?? 'Invalid value',
      },
    });
  };
}

export const required = (message: string): Rule => ({ test: (value) => !isBlank(value), message });

export const isText = (message: string): Rule => ({ test: (value) => typeof value === 'string', message });

export const matches = (pattern: RegExp, message: string): Rule => ({
  test: (value) => typeof value === 'string' && pattern.test(value),
  message,
});

/** Judged as it will be stored (normalizeEmailAddress): an address that is only invisible characters away from nothing is no address. */
export const email = (message: string): Rule => ({
  test: (value) => typeof value === 'string' && EMAIL_PATTERN.test(normalizeEmailAddress(value)),
  message,
});

export const oneOf = (choices: readonly unknown[], message: string): Rule => ({
  test: (value) => choices.includes(value),
  message,
});

export const lengthBetween = (min: number, max: number, message: string): Rule => ({
  test: (value) => typeof value === 'string' && value.trim().length >= min && value.trim().length <= max,
  message,
});

export const maxLength = (max: number, message: string): Rule => ({
  test: (value) => typeof value === 'string' && value.length <= max,
  message,
});

export const integerBetween = (min: number, max: number, message: string): Rule => ({
  test: (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max;
  },
  message,
});

export const satisfies = (test: (value: unknown, dto: Record<string, unknown>) => boolean, message: string): Rule => ({ test, message });
