import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { ResponseContract } from '../support/response-contract';

/** The harness's own check (support/response-checks.ts), shown to refuse what it must refuse. */
describe(`test harness: responses checked against /api/docs-json (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let contract: ResponseContract;
  before(async () => {
    sut = await startTestApp();
    contract = new ResponseContract((await sut.http.get('/api/docs-json').expect(200)).body);
  });
  after(async () => sut.close());

  const group = { id: 3, title: 'Crescent Bakery', description: 'Bread', website: null, email: 'a@b.example', status: 1, user_id: 41 };
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

  it('checks real answers: a whole suite of them passes through it (see support/test-app.ts)', async () => {
    await sut.http.get('/api/health').expect(200);
    await sut.http.get('/api/v1/admin/ads/abc').expect(401);
  });
});
