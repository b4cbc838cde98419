import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, any>;

interface DocumentedResponse {
  schema?: Schema;
}

/**
 * The API's own OpenAPI document (/api/docs-json) as a contract for responses: an operation (method + path
 * template) may answer only the statuses it lists, each body must match that status's schema, and every
 * error, documented operation or not, carries error_message. Returns a readable sentence per breach.
 */
export class ResponseContract {
  private readonly operations = new Map<string, Record<string, DocumentedResponse>>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly errorValidator: ValidateFunction;

  constructor(document: Schema) {
    addFormats(this.ajv);
    // Responses refer to components as #/components/...; give them one home Ajv can resolve.
    this.ajv.addSchema({ $id: 'openapi', components: openApiNullable(document.components) }, 'openapi');
    for (const [path, byMethod] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
      const template = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(byMethod)) {
        const responses: Record<string, DocumentedResponse> = {};
        for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
          responses[status] = { schema: response.content?.['application/json']?.schema };
        }
        this.operations.set(`${method.toUpperCase()} ${template}`, responses);
      }
    }
    this.errorValidator = this.compile({ $ref: '#/components/schemas/ErrorResponseDto' });
  }

  /** `route` is the matched route's template (`/api/v1/admin/ads/:id`), or undefined when none matched. */
  check(method: string, route: string | undefined, url: string, status: number, contentType: string, body: string | undefined): string | null {
    const where = `${method} ${url} answered ${status}`;
    const isJson = contentType.startsWith('application/json');
    const parsed = isJson && body !== undefined && body !== '' ? safeParse(body) : undefined;
    if (status >= 400) {
      if (parsed === undefined) return `${where} without a JSON error body (${contentType || 'no content type'})`;
      if (!this.errorValidator(parsed)) return `${where}: the error body does not match ErrorResponseDto: ${this.ajv.errorsText(this.errorValidator.errors)}`;
    }
    const lookupMethod = method === 'HEAD' ? 'GET' : method;
    const responses = route === undefined ? undefined : this.operations.get(`${lookupMethod} ${route}`);
    if (!responses) return null;
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!documented) return `${where}, a status /api/docs-json does not list for ${lookupMethod} ${route} (it lists ${Object.keys(responses).join(', ')})`;
    if (method === 'HEAD' || !documented.schema || !isJson || body === undefined || body === '') return null;
    const key = `${lookupMethod} ${route} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.compile(documented.schema);
      this.validators.set(key, validate);
    }
    if (validate(parsed)) return null;
    const details = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
    return `${where}: the body does not match the documented schema for ${key}: ${details}`;
  }

  private compile(schema: Schema): ValidateFunction {
    const rooted = JSON.parse(JSON.stringify(openApiNullable(schema)).replace(/"#\/components\//g, '"openapi#/components/'));
    return this.ajv.compile(rooted);
  }
}

/**
 * OpenAPI 3.0's `nullable: true` means "this schema, or null", also beside `enum` and `allOf`/`$ref`, where Ajv's
 * own `nullable` keyword would still reject null. Spelled out as anyOf, so null is judged as the document means it.
 */
export function openApiNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, openApiNullable(value)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

function safeParse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
