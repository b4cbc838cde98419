import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { ResponseContract } from '../support/response-contract';

/** The harness's own check (support/response-checks.ts), shown to refuse what it must refuse. */
describe(`test harness: responses checked against /api/docs-json (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let contract: ResponseContract;
  let document: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>> };
  before(async () => {
    sut = await startTestApp();
    document = (await sut.http.get('/api/docs-json').expect(200)).body;
    contract = new ResponseContract(document);
  });
  after(async () => sut.close());

  const group = { id: 3, title: 'Crescent Bakery', description: 'Bread', website: null, email: 'a@b.example', status: 1, user_id: 41, rejection_reason: null, pending_edit: null };
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

  it('refuses a status the operation does not list', () => {
    assert.match(contract.check('GET', route, '/x', 409, 'application/json', JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'x', error_message: 'x' })) ?? '', /does not list/);
  });

  it('refuses an error without error_message, on any path', () => {
    assert.match(contract.check('GET', undefined, '/nowhere', 404, 'application/json', JSON.stringify({ statusCode: 404, message: 'x' })) ?? '', /error_message/);
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
          const breach = contract.check(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'), path, Number(status), 'application/json', JSON.stringify(media.example));
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
