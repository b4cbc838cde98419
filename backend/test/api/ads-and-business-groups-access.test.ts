import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PERSONAS, Personas, createPersonas } from '../support/accounts';
import { TestApp, startTestApp } from '../support/test-app';
import { AdsBusinessGroupsContext, adsBusinessGroupsAccessRows, prepareAdsBusinessGroupsContext } from './access-rows/ads-business-groups';

describe(`access matrix: ads and business groups (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  let ctx: AdsBusinessGroupsContext;
  before(async () => {
    sut = await startTestApp();
    personas = await createPersonas(sut);
    ctx = await prepareAdsBusinessGroupsContext(sut, personas);
  });
  after(async () => sut.close());

  for (const row of adsBusinessGroupsAccessRows) {
    describe(`${row.method} ${row.path}`, () => {
      for (const persona of PERSONAS) {
        it(`${persona} -> ${row.expected[persona]}`, async () => {
          let request = sut.http[row.method.toLowerCase() as 'get' | 'post'](row.path);
          // These rows need no path parameters; the shared matrix fills `{name}` placeholders for the rows that do.
          if (persona !== 'anonymous') request = request.auth(personas[persona].token, { type: 'bearer' });
          const response = row.send ? await row.send(request, ctx) : row.body ? await request.send(await row.body(ctx)) : await request;
          assert.equal(response.status, row.expected[persona], JSON.stringify(response.body));
          if (response.status >= 400) assert.equal(typeof response.body.error_message, 'string');
        });
      }
    });
  }
});
