import { MESSAGES } from '@community/vocabulary';
import { RATE_LIMIT_EXTENSION, RATE_LIMIT_NAMES, RateLimitName, rateLimitHeaders } from '../rate-limit/rate-limit.decorators';
import { errorAnswer } from './openapi-error-answer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is untyped JSON, walked and rewritten by key
type Schema = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Operation = Record<string, any>;

const integerHeader = (description: string, required = false) => ({ description, required, schema: { type: 'integer', minimum: 0 } });

/**
 * An operation a named limit counts (@AuthRateLimit, @PublicFormRateLimit) answers what is left of it whenever the
 * limit has looked at the request (so not on the platform's own refusals: not required), and its 429 says when to
 * come back, by the limit's name and in the standard header.
 */
export function describeRateLimit(operation: Operation): void {
  const name = operation[RATE_LIMIT_EXTENSION] as RateLimitName | undefined;
  if (!name) return;
  if (!RATE_LIMIT_NAMES.includes(name)) throw new Error(`unknown rate limit ${name} on ${operation.operationId}`);
  const headers = rateLimitHeaders(name);
  const responses = operation.responses as Record<string, Schema>;
  responses['429'] ??= errorAnswer(`${MESSAGES.http.tooManyRequests}: the ${name} limit for this address and operation is reached`);
  // The limit counts the request before the handler runs, so even a 429 from another rule of the operation (the
  // confirmation-mail minute) carries what is left of it.
  for (const [status, response] of Object.entries(responses)) {
    response.headers = {
      ...response.headers,
      [headers.limit]: integerHeader(`Requests the ${name} limit allows per window`),
      [headers.remaining]: integerHeader(`Requests left in this window`),
      [headers.reset]: integerHeader(`Seconds until the window starts again`),
      ...(status === '429'
        ? { [headers.retryAfter]: integerHeader(`Seconds until the ${name} limit lets this address try again (when that limit refused)`) }
        : {}),
    };
  }
}

/** Every 429, whichever rule refused, says in how many seconds a retry can succeed. */
export function describeRetryAfter(operation: Operation): void {
  const tooMany = operation.responses['429'] as Schema | undefined;
  if (!tooMany) return;
  const own = tooMany.headers?.['Retry-After'];
  tooMany.headers = { ...tooMany.headers, 'Retry-After': { ...integerHeader('Seconds after which the same request can succeed'), ...own, required: true } };
}
