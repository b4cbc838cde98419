import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { ResponseContract } from '../support/response-contract';
import { exampleOf } from '../../src/common/http/openapi-completion';
import { malformedMultipartBodies } from '../support/malformed-multipart';

type Schema = Record<string, any>;

interface Probe {
  method: string;
  path: string;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  token?: string;
}

/** Boundary and wrong-type values for one field, JSON-encodable. */
const WRONG_VALUES: unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  true,
  [],
  {},
  ['a'],
  'x'.repeat(5000),
  '2024-13-45',
  '0000-00-00',
  '\u0000',
  '<script>',
  '1e999',
  'NaN',
];
/** The same for path and query values, which are text. */
const WRONG_TEXTS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%ZZ',
  '1e3',
  ' 1',
  '[',
  '{}',
  'null',
  '2024-13-45',
  'x'.repeat(300),
];

/**
 * Reads /api/docs-json as an integrator's fuzzer would: each operation gets about 30 requests of boundary and
 * wrong-type values in its path, query and body, signed in as an admin (so checks behind the guards run) and,
 * for some, anonymously. Every answer must be a status the document lists for the operation, never 5xx, and every
 * error must carry error_message.
 */
describe(`the document-driven fuzz test (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let document: Schema;
  let contract: ResponseContract;
  let adminToken: string;

  before(async () => {
    sut = await startTestApp();
    document = (await sut.http.get('/api/docs-json').expect(200)).body;
    contract = new ResponseContract(document);
    adminToken = (await createAccount(sut, { role: 'admin' })).token;
  });
  after(async () => sut.close());

  function probesFor(path: string, method: string, operation: Schema): Probe[] {
    const schemas = document.components.schemas as Record<string, Schema>;
    const parameters = (operation.parameters ?? []) as Schema[];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const fillPath = (value?: string) =>
      pathParameters.reduce(
        (url, parameter) => url.replace(`{${parameter.name}}`, encodeURIComponent(value ?? String(exampleOf(parameter.schema ?? {}, schemas, 0) ?? '1'))),
        path,
      );
    const base: Probe = { method: method.toUpperCase(), path: fillPath(), token: operation.security?.length ? adminToken : undefined };
    const probes: Probe[] = [base, { ...base, token: undefined }];
    // '%00' and '%ZZ' go out as raw escapes (a bad escape is the point), the rest encoded.
    for (const value of WRONG_TEXTS.slice(0, pathParameters.length ? WRONG_TEXTS.length : 0))
      probes.push({ ...base, path: fillPath(value).replace('%25', '%') });
    for (const parameter of queryParameters) {
      for (const value of WRONG_TEXTS.slice(0, Math.ceil(12 / queryParameters.length) + 1))
        probes.push({ ...base, query: `${parameter.name}=${encodeURIComponent(value)}` });
      probes.push({ ...base, query: `${parameter.name}=a&${parameter.name}=b` });
    }
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    if (operation.requestBody) {
      const example = (bodySchema ? exampleOf(bodySchema, schemas, 0) : {}) as Record<string, unknown>;
      const fields = Object.keys(example ?? {});
      const json = (body: unknown): Probe => ({ ...base, body: JSON.stringify(body), contentType: 'application/json' });
      probes.push(
        json(example),
        json([]),
        json(null),
        json('text'),
        json({}),
        { ...base, body: '{"a":', contentType: 'application/json' },
        { ...base, body: 'a=b', contentType: 'text/plain' },
      );
      const perField = Math.max(2, Math.ceil(20 / Math.max(1, fields.length)));
      fields.forEach((field, index) => {
        for (let i = 0; i < perField; i += 1) {
          const value = WRONG_VALUES[(index * perField + i) % WRONG_VALUES.length];
          probes.push(json({ ...example, [field]: value }));
        }
      });
    }
    // Upload routes: every malformed multipart body (no boundary, an unknown one, a part cut off, ...) as well.
    const multipart = operation.requestBody?.content?.['multipart/form-data']?.schema as Schema | undefined;
    if (multipart) {
      const properties = ((multipart.$ref ? schemas[String(multipart.$ref).split('/').pop()!] : multipart)?.properties ?? {}) as Record<string, Schema>;
      const fileField = Object.entries(properties).find(([, property]) => property.format === 'binary' || property.items?.format === 'binary')?.[0] ?? 'file';
      for (const malformed of malformedMultipartBodies(fileField)) probes.push({ ...base, body: malformed.body, contentType: malformed.contentType });
    }
    return probes;
  }

  async function send(probe: Probe): Promise<{ status: number; contentType: string; text: string }> {
    const headers: Record<string, string> = {};
    if (probe.token) headers.authorization = `Bearer ${probe.token}`;
    if (probe.contentType) headers['content-type'] = probe.contentType;
    const response = await fetch(`${sut.url}${probe.path}${probe.query ? `?${probe.query}` : ''}`, {
      method: probe.method,
      headers,
      body: probe.body,
      redirect: 'manual',
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  it('answers every probe with a documented status, no 5xx, and error_message on every error', async (t) => {
    const figures = { requests: 0, serverErrors: 0, undocumented: 0, withoutErrorMessage: 0, multipart: 0 };
    const multipartRoutes = new Set<string>();
    const problems: string[] = [];
    for (const [path, byMethod] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        for (const probe of probesFor(path, method, operation)) {
          const answer = await send(probe);
          figures.requests += 1;
          if (probe.contentType?.startsWith('multipart/')) {
            figures.multipart += 1;
            multipartRoutes.add(`${probe.method} ${path}`);
          }
          const template = path.replace(/\{([^}]+)\}/g, ':$1');
          const where = `${probe.method} ${probe.path}${probe.query ? `?${probe.query.slice(0, 60)}` : ''} ${probe.body?.toString().slice(0, 80) ?? ''} -> ${answer.status}`;
          if (answer.status >= 500) {
            figures.serverErrors += 1;
            problems.push(`5xx: ${where} ${answer.text.slice(0, 200)}`);
          }
          if (!(String(answer.status) in operation.responses)) {
            figures.undocumented += 1;
            problems.push(`undocumented: ${where}`);
          }
          if (answer.status >= 400 && !/"error_message":"[^"]/.test(answer.text)) {
            figures.withoutErrorMessage += 1;
            problems.push(`no error_message: ${where} ${answer.text.slice(0, 200)}`);
          }
          const breach = contract.check(probe.method, template, probe.path, answer.status, answer.contentType, answer.text);
          if (breach && !breach.includes('does not list')) problems.push(`schema: ${breach}`);
        }
      }
    }
    t.diagnostic(`fuzz: ${figures.multipart} malformed multipart bodies on ${multipartRoutes.size} upload routes`);
    t.diagnostic(
      `fuzz: ${figures.requests} requests, ${figures.serverErrors} 5xx, ${figures.undocumented} undocumented statuses, ${figures.withoutErrorMessage} errors without error_message`,
    );
    console.log(`fuzz figures: ${JSON.stringify(figures)}`);
    assert.ok(figures.requests > 500, `only ${figures.requests} requests`);
    // POST /issues/business-network, PATCH /account/ads/{id}, PUT /account/photo.
    assert.ok(multipartRoutes.size >= 3, `multipart bodies reached only ${[...multipartRoutes].join(', ')}`);
    assert.deepEqual(problems.slice(0, 40), []);
  });
});
