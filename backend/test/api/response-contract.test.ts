import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { ResponseContract } from '../support/response-contract';

/** The harness's own check (support/response-checks.ts), shown to refuse what it must refuse. */
describe(`test harness: responses checked against /api/docs-json (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let contract: ResponseContract;
  let document: {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Array<{ name: string; schema?: { type?: string } }>; responses: Record<string, { content?: Record<string, { example?: unknown }> }> }
      >
    >;
    components: { schemas: Record<string, { properties?: Record<string, { type?: string }> }> };
  };
  before(async () => {
    sut = await startTestApp();
    document = (await sut.http.get('/api/docs-json').expect(200)).body;
    contract = new ResponseContract(document);
  });
  after(async () => sut.close());

  const group = {
    id: 3,
    title: 'Crescent Bakery',
    description: 'Bread',
    website: null,
    email: 'a@b.example',
    status: 1,
    user_id: 41,
    rejection_reason: null,
    pending_edit: null,
  };
  const route = '/api/v1/admin/business-groups/:id';

  it('passes a body that matches, nullable fields null included', () => {
    assert.equal(contract.check('GET', route, '/api/v1/admin/business-groups/3', 200, 'application/json; charset=utf-8', JSON.stringify(group)), null);
  });

  it('refuses a field of the wrong type, naming it', () => {
    const breach = contract.check('GET', route, '/api/v1/admin/business-groups/3', 200, 'application/json', JSON.stringify({ ...group, website: 42 }));
    assert.match(breach ?? '', /\/website must be string/);
  });

  it('refuses a missing required field', () => {
    const { user_id: _dropped, ...partial } = group;
    assert.match(contract.check('GET', route, '/x', 200, 'application/json', JSON.stringify(partial)) ?? '', /must have required property 'user_id'/);
  });

  it('passes null where the document allows it: a nullable enum and a nullable reference', () => {
    const report = {
      id: 5,
      reason: 'Spam',
      details: '',
      status: 'open',
      resolution: null,
      reporter: { id: 2, name: 'Helen' },
      reported_user: null,
      conversation_id: null,
      message_id: null,
      conversation: null,
      created_at: '2026-03-02T11:00:00.000Z',
      resolved_at: null,
    };
    const reportRoute = '/api/v1/admin/reports/:id';
    assert.equal(contract.check('GET', reportRoute, '/x', 200, 'application/json', JSON.stringify(report)), null);
    assert.match(
      contract.check('GET', reportRoute, '/x', 200, 'application/json', JSON.stringify({ ...report, resolution: 'ignore' })) ?? '',
      /\/resolution must be equal to one of the allowed values/,
    );
    assert.match(
      contract.check('GET', reportRoute, '/x', 200, 'application/json', JSON.stringify({ ...report, reported_user: { id: 3 } })) ?? '',
      /\/reported_user must have required property 'name'/,
    );
  });

  it('reads nullable as OpenAPI 3.0.3 does, without rewriting: beside an enum or a reference it does not let null through', () => {
    const written = (schema: object) =>
      new ResponseContract({
        openapi: '3.0.0',
        paths: {
          '/thing': {
            get: {
              responses: { '200': { content: { 'application/json': { schema: { type: 'object', required: ['value'], properties: { value: schema } } } } } },
            },
          },
        },
        components: { schemas: { ErrorResponseDto: { type: 'object' }, Part: { type: 'object', properties: { id: { type: 'integer' } } } } },
      });
    const answer = (contract: ResponseContract) => contract.check('GET', '/thing', '/thing', 200, 'application/json', JSON.stringify({ value: null }));
    assert.match(answer(written({ type: 'string', enum: ['a', 'b'], nullable: true })) ?? '', /must be equal to one of the allowed values/);
    assert.match(answer(written({ type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Part' }] })) ?? '', /must be object/);
    assert.equal(answer(written({ type: 'string', enum: ['a', 'b', null], nullable: true })), null);
    assert.equal(answer(written({ anyOf: [{ $ref: '#/components/schemas/Part' }, { type: 'object', nullable: true, enum: [null] }] })), null);
    assert.throws(() => written({ nullable: true, description: 'no type' }).compileAll(), /"nullable" cannot be used without "type"/);
    assert.throws(() => written({ type: 'string', examples_typo: 1 }).compileAll(), /strict mode: unknown keyword: "examples_typo"/);
  });

  it("compiles every response schema of the served document in Ajv's strict mode", () => {
    assert.ok(contract.compileAll() > 400);
  });

  it('spells every nullable schema of the document the OpenAPI 3.0.3 way', () => {
    const problems: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true) {
        if (Array.isArray(schema.enum) && !schema.enum.includes(null)) problems.push(`${at}: nullable enum without null`);
        if (schema.$ref !== undefined || schema.allOf !== undefined) problems.push(`${at}: nullable beside $ref/allOf`);
        if (schema.type === undefined) problems.push(`${at}: nullable without type`);
      }
      if (typeof schema.$ref === 'string' && Object.keys(schema).length > 1) problems.push(`${at}: $ref with siblings (ignored in OpenAPI 3.0)`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    assert.deepEqual(problems, []);
  });

  it('types every id as an integer, in schemas and in parameters', () => {
    const numbers: string[] = [];
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        if ((property === 'id' || property.endsWith('_id')) && value.type === 'number') numbers.push(`${name}.${property}`);
      }
    }
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        for (const parameter of operation.parameters ?? []) {
          if ((parameter.name === 'id' || parameter.name.endsWith('_id')) && parameter.schema?.type !== 'integer')
            numbers.push(`${method} ${path} ${parameter.name}`);
        }
      }
    }
    assert.deepEqual(numbers, []);
  });

  it('checks the contract headers: a required one missing, an undeclared one sent, a value of the wrong kind', () => {
    const error = JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'x', error_message: 'x' });
    const formRoute = '/api/v1/contact/contact-form';
    assert.match(contract.check('POST', formRoute, '/x', 429, 'application/json', error, {}) ?? '', /documented header retry-after is missing/);
    assert.equal(contract.check('POST', formRoute, '/x', 429, 'application/json', error, { 'Retry-After': '30', 'Retry-After-public-forms': '30' }), null);
    assert.match(contract.check('POST', formRoute, '/x', 429, 'application/json', error, { 'Retry-After': 'soon' }) ?? '', /Retry-After: soon does not match/i);
    assert.match(
      contract.check('POST', formRoute, '/x', 429, 'application/json', error, { 'Retry-After': '30', 'Retry-After-auth': '30' }) ?? '',
      /sends retry-after-auth, which the document does not declare/,
    );
    assert.match(
      contract.check('GET', route, '/x', 200, 'application/json', JSON.stringify(group), { 'X-RateLimit-Remaining-auth': '3' }) ?? '',
      /x-ratelimit-remaining-auth/,
    );
    assert.match(
      contract.check('GET', '/api/v1/admin/business-groups', '/x', 200, 'application/json', JSON.stringify([group]), {}) ?? '',
      /documented header content-range is missing/,
    );
  });

  it('refuses a status the operation does not list', () => {
    assert.match(
      contract.check('GET', route, '/x', 409, 'application/json', JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'x', error_message: 'x' })) ??
        '',
      /does not list/,
    );
  });

  it('refuses an error without error_message, on any path', () => {
    assert.match(
      contract.check('GET', undefined, '/nowhere', 404, 'application/json', JSON.stringify({ statusCode: 404, message: 'x' })) ?? '',
      /error_message/,
    );
    assert.match(contract.check('GET', undefined, '/nowhere', 500, 'text/plain', 'oops') ?? '', /without a JSON error body/);
  });

  it('gives every success a response-level example that matches its own schema', () => {
    const problems: string[] = [];
    let examples = 0;
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const media = response.content?.['application/json'];
          if (!/^2/.test(status) || !media) continue;
          if (media.example === undefined) {
            problems.push(`${method.toUpperCase()} ${path} ${status}: no example`);
            continue;
          }
          examples += 1;
          const breach = contract.check(
            method.toUpperCase(),
            path.replace(/\{([^}]+)\}/g, ':$1'),
            path,
            Number(status),
            'application/json',
            JSON.stringify(media.example),
          );
          if (breach) problems.push(breach);
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(examples >= 40, `${examples} examples`);
  });

  it('checks real answers: a whole suite of them passes through it (see support/test-app.ts)', async () => {
    await sut.http.get('/api/health').expect(200);
    await sut.http.get('/api/v1/admin/ads/abc').expect(401);
  });
});
