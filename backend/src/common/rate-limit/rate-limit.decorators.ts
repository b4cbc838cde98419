import { ExecutionContext, SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const AUTH_LIMIT = 'rate-limit:auth';
export const PUBLIC_FORMS_LIMIT = 'rate-limit:public-forms';

/** The named throttlers (rate-limit.module.ts); each name is the suffix of the headers it sends. */
export const RATE_LIMIT_NAMES = ['auth', 'public-forms'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/**
 * The extension that tells the OpenAPI document (openapi-completion.ts) which limit an operation is counted by, so
 * its answers declare the X-RateLimit-* headers and its 429 the Retry-After headers they carry.
 */
export const RATE_LIMIT_EXTENSION = 'x-rate-limit';

/** What @nestjs/throttler sends on an answer counted by the named limit, and on its 429. */
export const rateLimitHeaders = (name: RateLimitName) => ({
  limit: `X-RateLimit-Limit-${name}`,
  remaining: `X-RateLimit-Remaining-${name}`,
  reset: `X-RateLimit-Reset-${name}`,
  retryAfter: `Retry-After-${name}`,
});

/**
 * Every header a browser's script on another origin may need to read: the list total, the request id to quote,
 * and the rate limits (what is left, and when to try again). CORS hides any header not listed here.
 */
export const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Total-Count',
  'X-Request-Id',
  'Retry-After',
  ...RATE_LIMIT_NAMES.flatMap((name) => Object.values(rateLimitHeaders(name))),
];

/** Sign-in, registration and password-reset calls: counted per client address and route. */
export const AuthRateLimit = () => applyDecorators(SetMetadata(AUTH_LIMIT, true), ApiExtension(RATE_LIMIT_EXTENSION, 'auth'));

/** Anonymous forms that send mail or store text (site contact form, business-group contact). */
export const PublicFormRateLimit = () => applyDecorators(SetMetadata(PUBLIC_FORMS_LIMIT, true), ApiExtension(RATE_LIMIT_EXTENSION, 'public-forms'));

/** A named throttler counts only the routes that carry its marker. */
export const appliesTo = (marker: string) => (context: ExecutionContext) => !Reflect.getMetadata(marker, context.getHandler());
