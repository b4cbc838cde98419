import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { PERSONAS, Personas, createPersonas } from '../support/accounts';
import { AccessContext, createReceivers, infoIssuesContactAccessRows } from './access-rows/info-issues-contact';

describe(`access: directories, member messages, contact form (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  let ctx: AccessContext;
  before(async () => {
    sut = await startTestApp();
    personas = await createPersonas(sut);
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  for (const row of infoIssuesContactAccessRows) {
    for (const persona of PERSONAS) {
      const expected = row.expected[persona];
      it(`${row.method} ${row.path} as ${persona} -> ${expected}`, async () => {
        let call = row.method === 'GET' ? sut.http.get(row.path) : sut.http.post(row.path);
        if (persona !== 'anonymous') call = call.auth(personas[persona].token, { type: 'bearer' });
        const response = row.body ? await call.send(row.body(ctx)) : await call;
        assert.equal(response.status, expected, JSON.stringify(response.body));
        if (expected >= 400) assert.equal(typeof response.body.error_message, 'string');
      });
    }
  }
});
