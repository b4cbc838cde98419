import { MESSAGES } from '@community/vocabulary';
import { NestFastifyApplication } from '@nestjs/platform-fastify';

/** No form or call of ours nests deeper than a few levels; 32 leaves room without letting a body exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text opens more than `limit` objects/arrays inside each other. One pass over the text, no
 * recursion and no allocation, so a deep body costs what reading it costs, before JSON.parse or class-transformer
 * (which is recursive) ever sees it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

const tooDeep = () => Object.assign(new Error(MESSAGES.http.bodyTooDeep), { statusCode: 400 });

/**
 * Fastify's own JSON parser (secure-json-parse, refusing `__proto__` and `constructor.prototype`) behind the depth
 * check. Registered through Nest so that Nest does not add its own JSON parser on top at start-up.
 */
export function parseJsonBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const parse = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    // The default parser answers through `done` (its type also allows a promise, which it never returns).
    void parse(request as never, text, done);
  });
}
