import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JOB_LIMITS, SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';

describe(`account: saved searches of the Job Board and the ads board (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const list = (member: Account) => sut.http.get('/api/v1/account/saved-searches').auth(member.token, { type: 'bearer' });
  const save = (member: Account, body: object) => sut.http.post('/api/v1/account/saved-searches').auth(member.token, { type: 'bearer' }).send(body);
  const remove = (member: Account, id: number) => sut.http.delete(`/api/v1/account/saved-searches/${id}`).auth(member.token, { type: 'bearer' });

  it("saves a jobs search with its q and filters and an ads search, lists mine only, deletes mine; another's is 404", async () => {
    const member = await createAccount(sut, { role: 'seeker' });
    const other = await createAccount(sut, { role: 'helper' });
    const jobs = await save(member, { kind: 'jobs', q: ' analyst ', filters: { workplace: 'remote', employment_type: 'full_time' }, notify: 'daily' }).expect(
      201,
    );
    assert.deepEqual(
      { kind: jobs.body.kind, q: jobs.body.q, filters: jobs.body.filters, notify: jobs.body.notify },
      { kind: 'jobs', q: 'analyst', filters: { workplace: 'remote', employment_type: 'full_time' }, notify: 'daily' },
    );
    const ads = await save(member, { kind: 'ads', filters: { category: 'Other' }, notify: 'weekly' });
    assert.equal(ads.status, 201, JSON.stringify(ads.body));
    assert.deepEqual(
      (await list(member).expect(200)).body.data.map((search: { id: number }) => search.id),
      [ads.body.id, jobs.body.id],
    );
    assert.deepEqual((await list(other).expect(200)).body.data, []);
    assert.equal((await remove(other, jobs.body.id).expect(404)).body.error_message, SAVED_SEARCH_TEXTS.notFound);
    assert.equal((await remove(member, jobs.body.id).expect(200)).body.message, SAVED_SEARCH_TEXTS.deleted);
    assert.equal((await list(member).expect(200)).body.data.length, 1);
  });

  it("refuses an unknown kind, notify, or a filter that is not the list's, with the exact text", async () => {
    const member = await createAccount(sut, { role: 'seeker' });
    assert.equal((await save(member, { kind: 'cars', notify: 'daily' }).expect(400)).body.error_message, SAVED_SEARCH_TEXTS.kindInvalid);
    assert.equal((await save(member, { kind: 'jobs', notify: 'hourly' }).expect(400)).body.error_message, SAVED_SEARCH_TEXTS.notifyInvalid);
    assert.equal(
      (await save(member, { kind: 'jobs', notify: 'none', filters: { category: 'Other' } }).expect(400)).body.error_message,
      SAVED_SEARCH_TEXTS.filtersInvalid,
    );
    assert.equal(
      (await save(member, { kind: 'jobs', notify: 'none', filters: { workplace: 'moon' } }).expect(400)).body.error_message,
      SAVED_SEARCH_TEXTS.filtersInvalid,
    );
  });

  it(`keeps at most ${JOB_LIMITS.savedSearchesMax} per member when ${JOB_LIMITS.savedSearchesMax + 5} arrive at once: exactly ${JOB_LIMITS.savedSearchesMax} are saved`, async () => {
    const member = await createAccount(sut, { role: 'helper' });
    const answers = await Promise.all(
      Array.from({ length: JOB_LIMITS.savedSearchesMax + 5 }, (_, n) => save(member, { kind: 'jobs', q: `search ${n}`, notify: 'weekly' })),
    );
    assert.equal(answers.filter((answer) => answer.status === 201).length, JOB_LIMITS.savedSearchesMax, answers.map((answer) => answer.status).join());
    const refused = answers.filter((answer) => answer.status !== 201);
    assert.ok(refused.every((answer) => answer.status === 409 && answer.body.error_message === SAVED_SEARCH_TEXTS.limitReached));
    assert.equal((await list(member).expect(200)).body.data.length, JOB_LIMITS.savedSearchesMax);
  });
});
