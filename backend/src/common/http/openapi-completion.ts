import { OpenAPIObject } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { MAX_JSON_DEPTH } from './json-body';
import { spellNullableAsOpenApi303 } from './openapi-nullable';
import { describeRateLimit, describeRetryAfter } from './openapi-rate-limits';
import { errorAnswer } from './openapi-error-answer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is untyped JSON, walked and rewritten by key
type Schema = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Operation = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Facts true of every operation that Nest's decorators cannot say per handler: the platform's own answers
 * (400 for JSON nested too deeply or an unreadable upload, 408, 413, 414, 415, 431, 500, 503), the 400 of a bad
 * `:id`, `security: []` on public operations, the rate-limit headers of the operations a limit counts and
 * `Retry-After` on every 429, a response-level example for every success built from the schema's own property
 * examples (so the example cannot drift from it), and `nullable` spelled as OpenAPI 3.0.3 reads it.
 */
export function completeDocument(generated: OpenAPIObject): OpenAPIObject {
  const document = spellNullableAsOpenApi303(generated);
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const schema of Object.values(schemas)) idsAreIntegers(schema.properties);
  for (const byMethod of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (byMethod as Record<string, Operation>)[method];
      if (!operation) continue;
      // No security listed means no token needed; say so, so a client does not send the default scheme.
      operation.security ??= [];
      describeIdParameter(operation);
      for (const parameter of (operation.parameters ?? []) as Schema[]) idsAreIntegers({ [parameter.name]: parameter.schema });
      describePathLimit(operation);
      addPlatformAnswers(operation);
      describeRateLimit(operation);
      describeRetryAfter(operation);
      addSuccessExamples(operation, schemas);
    }
  }
  return document;
}

/**
 * Every id is a whole number (database keys). Nest writes a TypeScript `number` as `type: number`, which lets a
 * generated client send 1.5; a property or parameter named `id` or `<thing>_id` is said to be an integer here.
 */
function idsAreIntegers(properties: Record<string, Schema | undefined> | undefined): void {
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (property?.type === 'number' && (name === 'id' || name.endsWith('_id'))) property.type = 'integer';
  }
}

function describeIdParameter(operation: Operation): void {
  const id = (operation.parameters ?? []).find((parameter: Schema) => parameter.in === 'path' && parameter.name === 'id');
  if (!id) return;
  id.schema = { type: 'integer', minimum: 1, maximum: 9_999_999_999, example: 12 };
  id.description ??= 'A positive whole number';
  operation.responses['400'] ??= errorAnswer(MESSAGES.moderation.idInvalid);
}

/** The router refuses a path value longer than 100 characters before the operation runs. */
function describePathLimit(operation: Operation): void {
  if ((operation.parameters ?? []).some((parameter: Schema) => parameter.in === 'path')) {
    operation.responses['414'] ??= errorAnswer(MESSAGES.http.addressTooLong);
  }
}

function addPlatformAnswers(operation: Operation): void {
  const responses = operation.responses;
  if (operation.requestBody) {
    if (operation.requestBody.content?.['application/json']) {
      responses['400'] ??= errorAnswer(
        `${MESSAGES.http.bodyTooDeep}: JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused before it is read into classes`,
      );
    }
    if (operation.requestBody.content?.['multipart/form-data']) {
      responses['400'] ??= errorAnswer(`${MESSAGES.ad.unreadableForm}: a multipart body that cannot be read to its end`);
    }
    responses['413'] ??= errorAnswer('The body is larger than the API accepts (1 MB for JSON; the ad upload has its own limits)');
    responses['415'] ??= errorAnswer('The body is not in a media type this operation accepts');
  }
  // Node answers these before any route runs, so every operation can get them (docs/api-contract.md, "Errors").
  responses['408'] ??= errorAnswer(`${MESSAGES.http.requestTimeout}: the headers or the body arrived too slowly`);
  responses['431'] ??= errorAnswer(`${MESSAGES.http.headersTooLarge}: the request's headers are over Node's limit`);
  responses['500'] ??= errorAnswer(`${MESSAGES.http.internal}: an unexpected fault, logged in full on the server and answered without details`);
  responses['503'] ??= errorAnswer(`${MESSAGES.http.serviceUnavailable}: the database is unreachable, or the server is shutting down`);
}

function addSuccessExamples(operation: Operation, schemas: Record<string, Schema>): void {
  for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
    if (!/^2\d\d$/.test(status)) continue;
    const media = response.content?.['application/json'];
    if (!media?.schema || media.example !== undefined || media.examples) continue;
    const example = exampleOf(media.schema, schemas, 0);
    if (example !== undefined) media.example = example;
  }
}

/** An example value for a schema: its own example, else one made from its parts. */
export function exampleOf(schema: Schema, schemas: Record<string, Schema>, depth: number): unknown {
  // Deep enough for a list of reports holding a conversation holding its messages; a bound against $ref cycles.
  if (depth > 16) return undefined;
  if (schema.$ref) return exampleOf(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, schemas, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part: Schema) => exampleOf(part, schemas, depth + 1)));
  if (schema.oneOf ?? schema.anyOf) return exampleOf((schema.oneOf ?? schema.anyOf)[0], schemas, depth + 1);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'array') {
    const item = exampleOf(schema.items ?? {}, schemas, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (schema.type === 'object' || schema.properties) {
    const example: Record<string, unknown> = {};
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      const value = exampleOf(property, schemas, depth + 1);
      if (value !== undefined) example[name] = value;
      else if (property.nullable) example[name] = null;
    }
    return example;
  }
  if (schema.type === 'string') return schema.format === 'date-time' ? '2025-05-01T10:00:00.000Z' : schema.nullable ? null : 'text';
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return undefined;
}
