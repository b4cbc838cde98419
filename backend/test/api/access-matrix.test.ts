import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { PERSONAS, Persona, Personas, createPersonas } from '../support/accounts';
import { AccessRow } from './access-rows/access-row';
import { adminAccessRows, createAdminAccessContext } from './access-rows/admin';
import { adsBusinessGroupsAccessRows, prepareAdsBusinessGroupsContext } from './access-rows/ads-business-groups';
import { authAccessRows } from './access-rows/auth';
import { accountAccessRows, createAccountAccessContext } from './access-rows/account';
import { createReceivers, infoIssuesContactAccessRows } from './access-rows/info-issues-contact';
import { conversationsAccessRows, createConversationsAccessContext } from './access-rows/conversations';
import { createMailOutboxAccessContext, mailOutboxAccessRows } from './access-rows/mail-outbox';
import { createJobsAccessContext, jobsAccessRows, savedSearchesAccessRows } from './access-rows/jobs';
import { recommendationsAccessRows } from './access-rows/recommendations';

/**
 * Who may call what: every documented endpoint, as every persona, with the status each one gets.
 * Each area's rows live in access-rows/<area>.ts with the fixtures they need; this file joins them into one
 * table, runs it, and fails when /api/docs-json documents an operation that no row calls.
 */
interface Section {
  area: string;
  rows: AccessRow<any>[];
  context: (sut: TestApp, personas: Personas) => Promise<unknown>;
}

const SECTIONS: Section[] = [
  { area: 'accounts and health', rows: authAccessRows, context: async () => undefined },
  { area: 'directories, member messages, contact form', rows: infoIssuesContactAccessRows, context: (sut) => createReceivers(sut) },
  { area: 'ads and business groups (spec paths)', rows: adsBusinessGroupsAccessRows, context: prepareAdsBusinessGroupsContext },
  { area: 'admin moderation resources', rows: adminAccessRows, context: createAdminAccessContext },
  { area: 'conversations, blocks, reports, settings', rows: conversationsAccessRows, context: createConversationsAccessContext },
  { area: "the member's own space", rows: accountAccessRows, context: (sut) => createAccountAccessContext(sut) },
  { area: 'mail outbox (failed mails, Retry)', rows: mailOutboxAccessRows, context: (sut) => createMailOutboxAccessContext(sut) },
  { area: 'the Job Board', rows: [...jobsAccessRows, ...savedSearchesAccessRows], context: createJobsAccessContext },
  { area: 'suggested mentors', rows: recommendationsAccessRows, context: async () => undefined },
];

/** The whole matrix, one line per endpoint: read it as the access documentation. */
export const ACCESS_TABLE = SECTIONS.flatMap((section) => section.rows.map((row) => ({ area: section.area, row })));

const pathOnly = (path: string) => path.split('?')[0];

function covers(row: AccessRow<unknown>, method: string, template: string): boolean {
  if (row.method !== method.toUpperCase()) return false;
  const path = pathOnly(row.path);
  if (path === template) return true;
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/{}]+')}$`);
  return pattern.test(path);
}

async function fillPath(row: AccessRow<unknown>, ctx: unknown): Promise<string> {
  const params = row.params ? await row.params(ctx) : {};
  return row.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`${row.method} ${row.path}: params gives no ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

describe(`access matrix (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  const contexts = new Map<string, unknown>();

  before(async () => {
    sut = await startTestApp({ env: { NOTIFICATION_STREAM_MAX_SECONDS: '1' } });
    personas = await createPersonas(sut);
    for (const section of SECTIONS) contexts.set(section.area, await section.context(sut, personas));
  });
  after(async () => sut.close());

  for (const { area, row } of ACCESS_TABLE) {
    for (const persona of PERSONAS) {
      const expected = row.expected[persona];
      it(`${row.method} ${row.path} as ${persona} -> ${expected}`, async () => {
        const ctx = contexts.get(area);
        const path = await fillPath(row, ctx);
        let call = sut.http[row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
        if (persona !== 'anonymous') call = call.auth(personas[persona as Exclude<Persona, 'anonymous'>].token, { type: 'bearer' });
        if (row.send) call = row.send(call, ctx);
        else if (row.body) call = call.send(await row.body(ctx));
        const response = await call;
        assert.equal(response.status, expected, `${row.method} ${path} as ${persona}: ${JSON.stringify(response.body)}`);
        if (expected >= 400) assert.equal(typeof response.body.error_message, 'string', 'every refusal carries error_message');
      });
    }
  }

  it('has a row for every operation documented in /api/docs-json', async () => {
    const docs = await sut.http.get('/api/docs-json').expect(200);
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        if (!ACCESS_TABLE.some(({ row }) => covers(row, method, template))) missing.push(`${method.toUpperCase()} ${template}`);
      }
    }
    assert.deepEqual(missing, [], `documented operations without an access row (add them to test/api/access-rows/<area>.ts):\n${missing.join('\n')}`);
  });

  it('has no row for an operation the API does not document', async () => {
    const docs = await sut.http.get('/api/docs-json').expect(200);
    const documented = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>).flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => [method, template] as const),
    );
    const undocumented = ACCESS_TABLE.filter(({ row }) => !documented.some(([method, template]) => covers(row, method, template))).map(
      ({ row }) => `${row.method} ${row.path}`,
    );
    assert.deepEqual(undocumented, []);
  });
});
