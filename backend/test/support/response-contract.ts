import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, any>;

interface DocumentedHeader {
  required?: boolean;
  schema?: Schema;
}

interface DocumentedResponse {
  /** JSON pointer to the body's schema inside the document, when the status has a JSON body. */
  schemaPointer?: string;
  headers: Record<string, DocumentedHeader>;
}

/**
 * Headers that are part of the contract: a response carrying one must have it documented for its status, so a
 * client generated from the document knows it is there (the rate limits, the list total).
 */
const CONTRACT_HEADERS = /^(content-range|retry-after(-.+)?|x-ratelimit-.+)$/i;

/** OpenAPI 3.0's own `format` values (Data Types); JSON Schema does not define them, so Ajv must be told. */
const OPENAPI_FORMATS: Record<string, true | RegExp | ((value: number) => boolean)> = {
  int32: (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  int64: (value) => Number.isInteger(value),
  float: () => true,
  double: () => true,
  byte: /^[A-Za-z0-9+/]*={0,2}$/,
  binary: true,
  password: true,
};

/**
 * The API's own OpenAPI document (/api/docs-json) as a contract for responses, read as written: an operation
 * (method + path template) may answer only the statuses it lists, each body must match that status's schema,
 * the contract's headers must be documented (and the required ones sent), and every error, documented operation
 * or not, carries error_message. Returns a readable sentence per breach.
 *
 * The document is given to Ajv whole and unchanged, in strict mode: a schema Ajv cannot read exactly (a keyword
 * it does not know, `nullable` without `type`, `required` naming a property that is not there) fails to
 * compile instead of being half-checked. OpenAPI 3.0's `nullable` is Ajv's own keyword, with the same meaning
 * (null is added to `type`, and to nothing else); `example`, `xml` and `externalDocs` are annotations.
 */
export class ResponseContract {
  private readonly operations = new Map<string, Record<string, DocumentedResponse>>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv({ strict: true, allErrors: true });
  private readonly errorValidator: ValidateFunction;

  constructor(document: Schema) {
    addFormats(this.ajv);
    for (const [name, format] of Object.entries(OPENAPI_FORMATS)) {
      this.ajv.addFormat(name, typeof format === 'function' ? { type: 'number', validate: format } : format);
    }
    this.ajv.addVocabulary(['example', 'xml', 'externalDocs']);
    // The document itself, under one id, so every `#/components/...` inside it resolves where it was written. Its
    // top-level fields are not schema keywords; named as annotations, Ajv compiles only the schemas pointed at.
    this.ajv.addVocabulary(Object.keys(document).filter((key) => !this.ajv.getKeyword(key)));
    this.ajv.addSchema(document, DOCUMENT_ID);
    for (const [path, byMethod] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
      const template = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(byMethod)) {
        const responses: Record<string, DocumentedResponse> = {};
        for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
          responses[status] = {
            schemaPointer: response.content?.['application/json']?.schema
              ? pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')
              : undefined,
            headers: Object.fromEntries(
              Object.entries((response.headers ?? {}) as Record<string, DocumentedHeader>).map(([name, header]) => [name.toLowerCase(), header]),
            ),
          };
        }
        this.operations.set(`${method.toUpperCase()} ${template}`, responses);
      }
    }
    this.errorValidator = this.compile(pointer('components', 'schemas', 'ErrorResponseDto'));
  }

  /** Every response schema of the document compiled, so a schema Ajv cannot read fails here and not on first use. */
  compileAll(): number {
    let compiled = 0;
    for (const [operation, responses] of this.operations) {
      for (const [status, response] of Object.entries(responses)) {
        if (response.schemaPointer) this.validatorFor(`${operation} ${status}`, response.schemaPointer);
        compiled += response.schemaPointer ? 1 : 0;
      }
    }
    return compiled;
  }

  /**
   * `route` is the matched route's template (`/api/v1/admin/ads/:id`), or undefined when none matched; `headers`
   * (names in any case) are checked when given.
   */
  check(
    method: string,
    route: string | undefined,
    url: string,
    status: number,
    contentType: string,
    body: string | undefined,
    headers?: Record<string, unknown>,
  ): string | null {
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
    const headerBreach = headers ? this.checkHeaders(documented, headers) : null;
    if (headerBreach) return `${where}: ${headerBreach}`;
    if (method === 'HEAD' || !documented.schemaPointer || !isJson || body === undefined || body === '') return null;
    const key = `${lookupMethod} ${route} ${status}`;
    const validate = this.validatorFor(key, documented.schemaPointer);
    if (validate(parsed)) return null;
    const details = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
      .join('; ');
    return `${where}: the body does not match the documented schema for ${key}: ${details}`;
  }

  private checkHeaders(documented: DocumentedResponse, sent: Record<string, unknown>): string | null {
    const names = new Map(Object.keys(sent).map((name) => [name.toLowerCase(), name]));
    for (const [name, header] of Object.entries(documented.headers)) {
      const sentName = names.get(name);
      if (sentName === undefined) {
        if (header.required) return `the documented header ${name} is missing`;
        continue;
      }
      const value = String(sent[sentName]);
      if (!headerValueMatches(value, header.schema))
        return `the header ${name}: ${value} does not match its documented schema ${JSON.stringify(header.schema)}`;
    }
    const undocumented = [...names.keys()].filter((name) => CONTRACT_HEADERS.test(name) && !documented.headers[name]);
    return undocumented.length ? `it sends ${undocumented.join(', ')}, which the document does not declare for this status` : null;
  }

  private validatorFor(key: string, schemaPointer: string): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.compile(schemaPointer);
      this.validators.set(key, validate);
    }
    return validate;
  }

  private compile(schemaPointer: string): ValidateFunction {
    return this.ajv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` });
  }
}

const DOCUMENT_ID = 'openapi.json';

/** A JSON pointer, as a URI fragment (each part ~-escaped, then percent-encoded). */
function pointer(...parts: string[]): string {
  return parts.map((part) => `/${encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');
}

/** A header is text; an integer schema means a whole number written in digits. */
function headerValueMatches(value: string, schema: Schema | undefined): boolean {
  if (!schema) return true;
  if (schema.type === 'integer') return /^\d+$/.test(value) && (schema.minimum === undefined || Number(value) >= schema.minimum);
  if (schema.type === 'string' && schema.pattern) return new RegExp(schema.pattern).test(value);
  return true;
}

function safeParse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
