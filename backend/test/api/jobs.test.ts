import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, JOB_STATUS_LABELS, JOB_TEXTS, LIST_PAGE_TEXTS, REJECTION_REASONS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { decodeMimeWords } from '../support/mime-words';
import { JobExpiryJob } from '../../src/modules/jobs/job-expiry.job';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMIT = 4;

const jobForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Junior data analyst',
  employer_name: 'Crescent Analytics',
  industry: 'Technology, Engineering & Data',
  location: 'Toronto, ON',
  workplace: 'hybrid',
  employment_type: 'full_time',
  salary_min: 50000,
  salary_max: 65000,
  salary_currency: 'CAD',
  salary_period: 'year',
  description: 'We are looking for a junior analyst to join our small team: SQL, dashboards and curiosity.',
  apply_url: 'https://example.com/careers/analyst',
  ...overrides,
});

describe(`jobs: the Job Board switch, postings, review, board and lifecycle (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let clock: Clock;
  before(async () => {
    sut = await startTestApp({ env: { JOB_DAILY_SUBMISSIONS: String(LIMIT) } });
    admin = await createAccount(sut, { role: 'admin' });
    clock = sut.app.get(Clock);
  });
  after(async () => sut.close());

  const bearer = (account: Account) => ({ type: 'bearer' as const, token: account.token });
  const get = (path: string, account?: Account) =>
    account ? sut.http.get(`/api/v1${path}`).auth(account.token, bearer(account)) : sut.http.get(`/api/v1${path}`);
  const post = (path: string, account: Account, body: object = {}) => sut.http.post(`/api/v1${path}`).auth(account.token, bearer(account)).send(body);
  const patch = (path: string, account: Account, body: object) => sut.http.patch(`/api/v1${path}`).auth(account.token, bearer(account)).send(body);
  const del = (path: string, account: Account) => sut.http.delete(`/api/v1${path}`).auth(account.token, bearer(account));
  const setBoard = (state: 'open' | 'coming_soon') =>
    sut.http.put('/api/v1/admin/settings/sections').auth(admin.token, bearer(admin)).send({ job_board: state }).expect(200);
  const decide = async (id: number, body: object) => {
    const record = (await get(`/admin/jobs/${id}`, admin).expect(200)).body;
    return sut.http
      .put(`/api/v1/admin/jobs/${id}`)
      .auth(admin.token, bearer(admin))
      .send({ ...record, ...body });
  };
  const approve = (id: number) => decide(id, { status: 'approved' }).then((answer) => assert.equal(answer.status, 200, JSON.stringify(answer.body)));
  const submit = async (poster: Account, overrides: Record<string, unknown> = {}): Promise<number> => {
    const answer = await post('/jobs', poster, jobForm(overrides));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.job.id;
  };
  const boardIds = async (query = '') => (await get(`/jobs${query}`).expect(200)).body.data.map((job: { id: number }) => job.id);
  const mine = async (poster: Account, id: number) => (await get('/account/jobs', poster).expect(200)).body.data.find((job: { id: number }) => job.id === id);

  it('while Coming Soon every door answers 404 to visitors and members, GET /settings says coming_soon, and the admin panel works', async () => {
    const member = await createAccount(sut, { role: 'helper' });
    assert.equal((await get('/settings').expect(200)).body.job_board, 'coming_soon');
    for (const call of [
      get('/jobs'),
      get('/jobs', member),
      get('/jobs/1'),
      post('/jobs', member, jobForm()),
      get('/account/jobs', member),
      patch('/account/jobs/1', member, { title: 'x' }),
      post('/account/jobs/1/close', member),
      post('/account/jobs/1/renew', member),
      del('/account/jobs/1', member),
    ]) {
      const refused = await call.expect(404);
      assert.equal(refused.body.error_message, JOB_TEXTS.boardNotOpen);
    }
    // Admins prepare before they open it: they may post, and the panel lists it.
    const prepared = await submit(admin, { title: 'Prepared before the opening' });
    const pending = await get(`/admin/jobs?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, admin).expect(200);
    assert.ok(pending.body.some((job: { id: number }) => job.id === prepared));
    await setBoard('open');
    assert.equal((await get('/settings').expect(200)).body.job_board, 'open');
    const audit = await get(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: 'job_board' }))}`, admin).expect(200);
    assert.ok(audit.body.some((entry: { summary: string }) => entry.summary === 'job_board: coming_soon -> open'));
  });

  it('a business posts, the admin approves with a mail, the posting is public, searchable and filterable; closing again hides it', async () => {
    const business = await createAccount(sut, { role: 'business' });
    const id = await submit(business, {
      title: 'Pastry chef wanted',
      industry: 'Hospitality, Sports & Recreation',
      workplace: 'on_site',
      employment_type: 'part_time',
    });
    assert.equal((await mine(business, id)).status_label, JOB_STATUS_LABELS.pending);
    assert.ok(!(await boardIds()).includes(id), 'pending postings are not on the board');
    assert.equal((await get(`/jobs/${id}`).expect(404)).body.error_message, JOB_TEXTS.jobNotFound);

    await approve(id);
    const mail = await sut.mail.waitFor(business.email, (m) => decodeMimeWords(m.subject) === 'Your job "Pastry chef wanted" is now live');
    assert.match(mail.text, new RegExp(`/jobs/${id}`));
    const feed = (await get('/notifications', business).expect(200)).body;
    assert.deepEqual(
      feed.data.map((n: { kind: string; link: string }) => [n.kind, n.link]),
      [['job_approved', '/account?tab=jobs']],
    );
    const page = await get(`/jobs/${id}`).expect(200);
    assert.equal(page.body.employer_name, 'Crescent Analytics');
    assert.equal(page.body.salary_currency, 'CAD');
    assert.ok(page.body.posted_at && page.body.expires_at);
    assert.equal(Date.parse(page.body.expires_at) - Date.parse(page.body.posted_at), 30 * DAY_MS);

    assert.ok((await boardIds('?q=pastry')).includes(id), 'found by a word of the title');
    assert.ok((await boardIds('?q=dashboards')).includes(id), 'found by a word of the description');
    assert.ok(!(await boardIds('?q=plumber')).includes(id));
    assert.ok((await boardIds('?workplace=on_site&employment_type=part_time')).includes(id));
    assert.ok(!(await boardIds('?workplace=remote')).includes(id));
    assert.ok((await boardIds(`?industry=${encodeURIComponent('Hospitality, Sports & Recreation')}`)).includes(id));
    assert.equal((await get('/jobs?workplace=moon').expect(400)).body.error_message, JOB_TEXTS.filterInvalid);
    assert.equal((await get('/jobs?cursor=nope').expect(400)).body.error_message, LIST_PAGE_TEXTS.invalidCursor);

    const closed = await post(`/account/jobs/${id}/close`, business).expect(200);
    assert.equal(closed.body.status, 'closed');
    assert.ok(!(await boardIds()).includes(id));
    assert.equal((await get(`/jobs/${id}`).expect(404)).body.error_message, JOB_TEXTS.jobNotFound);
    const audit = await get(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: 'Pastry' }))}`, admin).expect(200);
    assert.ok(audit.body.some((entry: { action: string; target_type: string }) => entry.action === 'approve-job' && entry.target_type === 'job'));
  });

  it('pages the board newest first with next_cursor, without repeats', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(
        await submit(poster, { title: `Paging zzpage${n}`, description: `A posting for the paging test, number ${n}, with enough words to pass the rule.` }),
      );
    for (const id of ids) await approve(id);
    const first = await get('/jobs?q=paging&limit=2').expect(200);
    assert.deepEqual(
      first.body.data.map((job: { id: number }) => job.id),
      [ids[2], ids[1]],
    );
    assert.ok(first.body.next_cursor);
    const second = await get(`/jobs?q=paging&limit=2&cursor=${first.body.next_cursor}`).expect(200);
    assert.deepEqual(
      second.body.data.map((job: { id: number }) => job.id),
      [ids[0]],
    );
    assert.equal(second.body.next_cursor, null);
  });

  it('refuses a form that breaks a rule, with the exact text, field by field', async () => {
    const poster = await createAccount(sut, { role: 'seeker' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ description: 'Too short.' }, 'description', JOB_TEXTS.descriptionLength],
      [{ salary_min: 70000, salary_max: 60000 }, 'salary_max', JOB_TEXTS.salaryRangeInvalid],
      [{ salary_currency: 'dollars' }, 'salary_currency', JOB_TEXTS.salaryCurrencyInvalid],
      [{ salary_period: 'decade' }, 'salary_period', JOB_TEXTS.salaryPeriodInvalid],
      [{ salary_currency: undefined }, 'salary_min', JOB_TEXTS.salaryIncomplete],
      [{ workplace: 'moon' }, 'workplace', JOB_TEXTS.workplaceInvalid],
      [{ employment_type: 'forever' }, 'employment_type', JOB_TEXTS.employmentTypeInvalid],
      [{ industry: 'Astrology' }, 'industry', JOB_TEXTS.industryInvalid],
      [{ employer_name: undefined }, 'employer_name', JOB_TEXTS.employerRequired],
      [{ employer_name: undefined, business_group_id: 999999 }, 'business_group_id', JOB_TEXTS.businessListingInvalid],
      [{ apply_url: 'http://example.com/plain' }, 'apply_url', JOB_TEXTS.applyUrlInvalid],
      [{ title: '' }, 'title', JOB_TEXTS.titleRequired],
    ];
    for (const [overrides, field, text] of cases) {
      const refused = await post('/jobs', poster, jobForm(overrides)).expect(400);
      assert.deepEqual(refused.body.errors?.[field], [text], `${field}: ${JSON.stringify(refused.body)}`);
    }
    const unconfirmed = await createAccount(sut, { role: 'seeker', emailConfirmed: false });
    await post('/jobs', unconfirmed, jobForm()).expect(403);
  });

  it('rejection with a reason is mailed and shown in My jobs; an edit goes back to review; renew goes through review; delete', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const other = await createAccount(sut, { role: 'helper' });
    const id = await submit(poster, { title: 'Warehouse lead' });
    const rejected = await decide(id, { status: 'rejected', reason_code: 'incomplete', reason: 'Please add the shift hours.' });
    assert.equal(rejected.status, 200);
    const expected = `${REJECTION_REASONS.incomplete}: Please add the shift hours.`;
    assert.equal((await mine(poster, id)).rejection_reason, expected);
    const mail = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject) === 'Your job "Warehouse lead" was not approved');
    assert.match(mail.text, /Please add the shift hours/);
    assert.equal((await get('/notifications', poster).expect(200)).body.data[0].kind, 'job_rejected');
    assert.equal((await post(`/account/jobs/${id}/renew`, poster).expect(409)).body.error_message, JOB_TEXTS.jobNotRenewable);

    for (const call of [
      patch(`/account/jobs/${id}`, other, { title: 'Mine now' }),
      post(`/account/jobs/${id}/close`, other),
      del(`/account/jobs/${id}`, other),
    ]) {
      assert.equal((await call.expect(404)).body.error_message, JOB_TEXTS.jobNotFound);
    }
    const unchanged = await patch(`/account/jobs/${id}`, poster, { title: 'Warehouse lead' }).expect(200);
    assert.equal(unchanged.body.message, JOB_TEXTS.jobUnchanged);
    assert.equal((await patch(`/account/jobs/${id}`, poster, {}).expect(400)).body.error_message, ACCOUNT_TEXTS.nothingToChange);
    const edited = await patch(`/account/jobs/${id}`, poster, {
      description: 'Lead a small warehouse team on the early shift, 6am to 2pm, Monday to Friday.',
    }).expect(200);
    assert.equal(edited.body.message, JOB_TEXTS.jobSaved);
    assert.equal(edited.body.job.status, 'pending');
    assert.equal(edited.body.job.rejection_reason, null);
    await approve(id);
    assert.ok((await boardIds()).includes(id));
    await patch(`/account/jobs/${id}`, poster, { location: 'Mississauga, ON' }).expect(200);
    assert.ok(!(await boardIds()).includes(id), 'an edit of an approved posting takes it off the board until it is reviewed');
    await approve(id);

    await post(`/account/jobs/${id}/close`, poster).expect(200);
    const renewed = await post(`/account/jobs/${id}/renew`, poster).expect(200);
    assert.equal(renewed.body.status, 'pending', 'renewal goes through review');
    assert.equal(renewed.body.expires_at, null);
    await approve(id);
    assert.ok((await boardIds()).includes(id));

    assert.equal((await del(`/account/jobs/${id}`, poster).expect(200)).body.message, JOB_TEXTS.jobDeleted);
    assert.equal(await mine(poster, id), undefined);
    await get(`/admin/jobs/${id}`, admin).expect(404);
  });

  it(`at most JOB_DAILY_SUBMISSIONS (${LIMIT}) postings a day: the next is 429, and a burst cannot slip past the count`, async () => {
    const poster = await createAccount(sut, { role: 'seeker' });
    for (let n = 0; n < LIMIT; n += 1) await submit(poster, { title: `Cap ${n}` });
    const refused = await post('/jobs', poster, jobForm()).expect(429);
    assert.equal(refused.body.error_message, JOB_TEXTS.dailyLimitReached);
    assert.ok(Number(refused.headers['retry-after']) > 0);

    const racer = await createAccount(sut, { role: 'seeker' });
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => post('/jobs', racer, jobForm())));
    assert.ok(
      answers.every((answer) => answer.status === 201 || answer.status === 429),
      answers.map((answer) => answer.status).join(),
    );
    const accepted = answers.filter((answer) => answer.status === 201).length;
    assert.ok(accepted >= 1 && accepted <= LIMIT, `${accepted} accepted`);
    assert.equal((await get('/account/jobs', racer).expect(200)).body.data.length, accepted);
  });

  it('the admin resource lists pending and all with search and Content-Range, and refuses a changed read-only field', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submit(poster, { title: 'Zzresource translator' });
    const all = await get(`/admin/jobs?filter=${encodeURIComponent(JSON.stringify({ q: 'zzresource' }))}`, admin).expect(200);
    assert.deepEqual(
      all.body.map((job: { id: number }) => job.id),
      [id],
    );
    assert.match(String(all.headers['content-range']), /^jobs 0-0\/1$/);
    const changed = await decide(id, { status: 'approved', title: 'Something else' });
    assert.equal(changed.status, 400);
    const invalid = await decide(id, { status: 'closed' });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.error_message, JOB_TEXTS.decisionInvalid);
    const removed = await del(`/admin/jobs/${id}`, admin).expect(200);
    assert.equal(removed.body.id, id);
  });

  it("GET /jobs/:id serves the page with a JobPosting JSON-LD that meets Google's required and recommended properties, safe against </script>; closed: 410 and out of sitemap.xml", async () => {
    const poster = await createAccount(sut, { role: 'business' });
    const hostile = 'Night nurse </script><script>alert(1)</script> & co';
    const remote = await submit(poster, {
      title: hostile,
      workplace: 'remote',
      location: 'Ontario, Canada',
      employment_type: 'contract',
      salary_min: 40,
      salary_max: 55,
      salary_currency: 'USD',
      salary_period: 'hour',
    });
    const onSite = await submit(poster, {
      title: 'Site engineer',
      workplace: 'on_site',
      location: 'Toronto, ON',
      employment_type: 'internship',
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
    });
    await approve(remote);
    await approve(onSite);

    const ldOf = (html: string) => {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      assert.equal(blocks.length, 1, 'one JSON-LD block');
      return JSON.parse(blocks[0][1]);
    };
    const page = await sut.http.get(`/jobs/${remote}`).expect(200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(!page.text.includes('<script>alert(1)'), 'the title cannot close the JSON-LD script');
    assert.equal((page.text.match(/<script/g) ?? []).length, 1, 'no script element but the JSON-LD block');
    const ld = ldOf(page.text);
    // Google's required properties (structured-data/job-posting): present and of the right shape.
    assert.equal(ld['@context'], 'https://schema.org/');
    assert.equal(ld['@type'], 'JobPosting');
    assert.equal(ld.title, hostile);
    assert.equal(typeof ld.description, 'string');
    assert.ok(ld.description.length >= 50);
    assert.ok(!Number.isNaN(Date.parse(ld.datePosted)));
    assert.deepEqual(ld.hiringOrganization, { '@type': 'Organization', name: 'Crescent Analytics' });
    assert.equal(ld.jobLocationType, 'TELECOMMUTE');
    assert.deepEqual(ld.applicantLocationRequirements, { '@type': 'AdministrativeArea', name: 'Ontario, Canada' });
    assert.equal(ld.jobLocation, undefined);
    // The recommended ones.
    assert.equal(Date.parse(ld.validThrough) - Date.parse(ld.datePosted), 30 * DAY_MS);
    assert.equal(ld.employmentType, 'CONTRACTOR');
    assert.deepEqual(ld.baseSalary, {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 40, maxValue: 55, unitText: 'HOUR' },
    });
    assert.deepEqual(ld.identifier, { '@type': 'PropertyValue', name: 'Crescent Analytics', value: String(remote) });
    assert.equal(ld.directApply, true);

    const onSiteLd = ldOf((await sut.http.get(`/jobs/${onSite}`).expect(200)).text);
    assert.deepEqual(onSiteLd.jobLocation, { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON' } });
    assert.equal(onSiteLd.jobLocationType, undefined);
    assert.equal(onSiteLd.employmentType, 'INTERN');
    assert.equal(onSiteLd.baseSalary, undefined, 'no salary given, none published');

    const sitemap = await sut.http.get('/sitemap.xml').expect(200);
    assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
    assert.ok(sitemap.text.includes(`/jobs/${remote}</loc>`));
    await post(`/account/jobs/${remote}/close`, poster).expect(200);
    const gone = await sut.http.get(`/jobs/${remote}`).expect(410);
    assert.ok(!gone.text.includes('application/ld+json'));
    assert.ok(!(await sut.http.get('/sitemap.xml').expect(200)).text.includes(`/jobs/${remote}</loc>`));
    await sut.http.get('/jobs/99999999').expect(404);
    const pending = await submit(poster, { title: 'Not reviewed yet' });
    await sut.http.get(`/jobs/${pending}`).expect(404);
  });

  it("the account's export carries its postings and saved searches; deleting the account takes both", async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submit(poster, { title: 'Export me' });
    await post('/account/saved-searches', poster, { kind: 'jobs', q: 'export', notify: 'weekly' }).expect(201);
    const data = (await get('/account/export', poster).expect(200)).body;
    assert.deepEqual(
      data.job_postings.map((job: { id: number; status: string }) => [job.id, job.status]),
      [[id, 'pending']],
    );
    assert.deepEqual(
      data.saved_searches.map((search: { q: string }) => search.q),
      ['export'],
    );
    await sut.dataSource.query('DELETE FROM users WHERE id = ?', [poster.user.id]);
    await get(`/admin/jobs/${id}`, admin).expect(404);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM saved_searches WHERE user_id = ?', [poster.user.id]), []);
  });

  it('closing the section again hides every door from members at once', async () => {
    await setBoard('coming_soon');
    try {
      assert.equal((await get('/jobs').expect(404)).body.error_message, JOB_TEXTS.boardNotOpen);
      await get('/jobs', admin).expect(200);
      const approvedId = (await get('/jobs', admin).expect(200)).body.data[0].id;
      await sut.http.get(`/jobs/${approvedId}`).expect(404);
      assert.ok(!(await sut.http.get('/sitemap.xml').expect(200)).text.includes('/jobs/'), 'no posting in the sitemap while Coming Soon');
    } finally {
      await setBoard('open');
    }
  });

  // Last: a second instance on the same SQLite file closes it when it stops.
  it('expires JOB_LIFETIME_DAYS after approval on the test clock, once across two instances; renewal and approval put it back', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    clock.set(start);
    const second = await startTestApp({ database: sut.database, mail: sut.mail, env: { JOB_DAILY_SUBMISSIONS: String(LIMIT) } });
    try {
      second.app.get(Clock).set(start);
      const poster = await createAccount(sut, { role: 'helper' });
      const id = await submit(poster, { title: 'Seasonal gardener' });
      await approve(id);
      assert.equal(Date.parse((await mine(poster, id)).expires_at), start.getTime() + 30 * DAY_MS);

      const later = new Date(start.getTime() + 30 * DAY_MS + 1000);
      clock.set(later);
      second.app.get(Clock).set(later);
      assert.ok(!(await boardIds()).includes(id), 'past its expiry it leaves the board before the job runs');
      const runs = await Promise.all([sut.app.get(JobExpiryJob).runOnce(), second.app.get(JobExpiryJob).runOnce()]);
      assert.equal(runs[0].expired + runs[1].expired >= 1, true);
      const mineNow = await mine(poster, id);
      assert.equal(mineNow.status, 'expired');
      assert.equal(mineNow.status_label, JOB_STATUS_LABELS.expired);
      assert.equal((await sut.app.get(JobExpiryJob).runOnce()).expired, 0, 'nothing left to expire');

      await post(`/account/jobs/${id}/renew`, poster).expect(200);
      await approve(id);
      assert.equal(Date.parse((await mine(poster, id)).expires_at), later.getTime() + 30 * DAY_MS);
      assert.ok((await boardIds()).includes(id));
    } finally {
      clock.set(null);
      await second.close();
    }
  });
});
