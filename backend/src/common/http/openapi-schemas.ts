import { ApiPropertyOptions } from '@nestjs/swagger';

/**
 * A whole number the forms may send as JSON number or as text ("12"), which the rules accept alike.
 * Spelled out as a union so generated clients type it `number | string`, not `object`.
 */
export const wholeNumberOrText = (example: number, extra: ApiPropertyOptions = {}): ApiPropertyOptions =>
  ({
    oneOf: [
      { type: 'integer', example },
      { type: 'string', pattern: '^\\s*[0-9]+\\s*$', example: String(example) },
    ],
    example,
    ...extra,
  }) as ApiPropertyOptions;

/** The honeypot field of the public forms: people never see it; bots fill it with any text. */
export const honeypot: ApiPropertyOptions = {
  type: String,
  description: 'Honeypot: a hidden field people never fill. When filled the answer is 201 and nothing is stored or sent.',
};
