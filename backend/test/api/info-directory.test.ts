import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIRECTORY_TEXTS, HEALTH_INDUSTRY, ISSUE_TEXTS, LEGAL_INDUSTRY, MESSAGES, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';

const TECH = 'Technology, Engineering & Data';
const ARTS = 'Arts, Communication, Media & Design';
const industryQuery = (industries: readonly string[]) => industries.map((industry) => `industry_type=${encodeURIComponent(industry)}`).join('&');

describe(`directories: GET /info/get-users and /info/get-all-users (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let viewer: Account;
  let admin: Account;
  let techSeeker: Account;
  let techHelper: Account;
  let suspended: Account;
  let lawyer: Account;
  let doctor: Account;
  let client: Account;
  let patient: Account;

  const getUsers = (query: string, account: Account = viewer) => sut.http.get(`/api/v1/info/get-users?${query}`).auth(account.token, { type: 'bearer' });

  before(async () => {
    sut = await startTestApp();
    viewer = await createAccount(sut, { role: 'helper', industry: ARTS, name: 'Zz Viewer' });
    admin = await createAccount(sut, { role: 'admin' });
    techSeeker = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Amina Seeker', jobTitle: 'Data Analyst', description: 'Learning SQL.' });
    techHelper = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Bilal Helper', jobTitle: 'Staff Engineer' });
    suspended = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Cora Suspended' });
    await sut.dataSource.getRepository(User).update({ id: suspended.user.id }, { suspendedAt: new Date() });
    await createAccount(sut, { role: 'admin', industry: TECH, name: 'Dina Admin In Tech' });
    await createAccount(sut, { role: 'business', industry: TECH, name: 'Eko Business In Tech' });
    lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Farah Lawyer' });
    doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Gamal Doctor' });
    // Seekers of the legal and health industries are clients and patients: listed nowhere (issue #24).
    client = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY, name: 'Aaron Client' });
    patient = await createAccount(sut, { role: 'seeker', industry: HEALTH_INDUSTRY, name: 'Abla Patient' });
  });
  after(async () => sut.close());

  it('lists helpers and seekers of an industry by name with the profile fields, and nothing more', async () => {
    const response = await getUsers(industryQuery([TECH])).expect(200);
    assert.deepEqual(
      response.body.users.map((user: { name: string }) => user.name),
      ['Amina Seeker', 'Bilal Helper'],
    );
    assert.equal(response.body.next_cursor, null);
    assert.deepEqual(response.body.users[0], {
      id: techSeeker.user.id,
      name: 'Amina Seeker',
      email: techSeeker.email,
      JobTitle: 'Data Analyst',
      role: 'seeker',
      industry: TECH,
      description: 'Learning SQL.',
      accepting_requests: true,
      // Issue #11/#12: the photo (null: the web app shows initials) and the Verified badge.
      verified: false,
      photo_url: null,
      // Issue #26: coarse responsiveness, null below three answered requests; activity as a bucket, never a time.
      replies_within_days: null,
      last_active: 'this_week',
    });
    assert.doesNotMatch(JSON.stringify(response.body), /password|argon2|phone|555|token/i);
  });

  it('never lists suspended members, admins or businesses', async () => {
    const response = await getUsers(industryQuery([TECH])).expect(200);
    const names = response.body.users.map((user: { name: string }) => user.name);
    for (const hidden of ['Cora Suspended', 'Dina Admin In Tech', 'Eko Business In Tech']) assert.ok(!names.includes(hidden), hidden);
  });

  it('lists the six professional-network industries together, merged by name', async () => {
    const response = await getUsers(industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)).expect(200);
    assert.deepEqual(
      response.body.users.map((user: { name: string }) => user.name),
      ['Amina Seeker', 'Bilal Helper', 'Zz Viewer'],
    );
  });

  it('serves the legal and clinic screens their lawyers and doctors (helpers), never a client or patient (seeker)', async () => {
    const legal = await getUsers(industryQuery([LEGAL_INDUSTRY])).expect(200);
    assert.deepEqual(
      legal.body.users.map((user: { id: number }) => user.id),
      [lawyer.user.id],
    );
    const clinic = await getUsers(industryQuery([HEALTH_INDUSTRY])).expect(200);
    assert.deepEqual(
      clinic.body.users.map((user: { id: number }) => user.id),
      [doctor.user.id],
    );
    // The same through every query shape: role asked, a search, verified only, and mixed with the six industries.
    assert.deepEqual(
      (await getUsers(`${industryQuery([LEGAL_INDUSTRY])}&role=helper`).expect(200)).body.users.map((user: { id: number }) => user.id),
      [lawyer.user.id],
    );
    assert.deepEqual((await getUsers(`${industryQuery([LEGAL_INDUSTRY])}&role=seeker`).expect(200)).body, { users: [], next_cursor: null });
    assert.deepEqual((await getUsers(`${industryQuery([HEALTH_INDUSTRY])}&q=patient`).expect(200)).body.users, []);
    const mixed = await getUsers(`${industryQuery([...PROFESSIONAL_NETWORK_INDUSTRIES, LEGAL_INDUSTRY, HEALTH_INDUSTRY])}`, admin).expect(200);
    const names = mixed.body.users.map((user: { name: string }) => user.name);
    assert.deepEqual(names, ['Amina Seeker', 'Bilal Helper', 'Farah Lawyer', 'Gamal Doctor', 'Zz Viewer']);
    const mixedSeekers = await getUsers(`${industryQuery([...PROFESSIONAL_NETWORK_INDUSTRIES, LEGAL_INDUSTRY, HEALTH_INDUSTRY])}&role=seeker`, admin).expect(
      200,
    );
    assert.deepEqual(
      mixedSeekers.body.users.map((user: { name: string }) => user.name),
      ['Amina Seeker'],
    );
  });

  it('lists one role with role=helper or role=seeker, on one industry, the section and with a search', async () => {
    const names = async (query: string) =>
      (await getUsers(query).expect(200)).body.users.map((user: { name: string; role: string }) => `${user.name} (${user.role})`);
    assert.deepEqual(await names(`${industryQuery([TECH])}&role=helper`), ['Bilal Helper (helper)']);
    assert.deepEqual(await names(`${industryQuery([TECH])}&role=seeker`), ['Amina Seeker (seeker)']);
    assert.deepEqual(await names(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&role=helper`), ['Bilal Helper (helper)', 'Zz Viewer (helper)']);
    assert.deepEqual(await names(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&role=seeker`), ['Amina Seeker (seeker)']);
    assert.deepEqual(await names(`${industryQuery([TECH, ARTS])}&role=helper`), ['Bilal Helper (helper)', 'Zz Viewer (helper)']);
    assert.deepEqual(await names(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&role=seeker&q=sql`), ['Amina Seeker (seeker)']);
    assert.deepEqual(await names(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&role=helper&q=sql`), []);
  });

  it('pages one role with the cursor, skipping the other role between its members', async () => {
    const industry = 'Hospitality, Sports & Recreation';
    for (const [name, role] of [
      ['Role A', 'helper'],
      ['Role B', 'seeker'],
      ['Role C', 'helper'],
      ['Role D', 'seeker'],
      ['Role E', 'helper'],
    ] as const) {
      await createAccount(sut, { role, industry, name });
    }
    for (const query of [industryQuery([industry]), industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response: { body: { users: Array<{ name: string }>; next_cursor: string | null } } = await getUsers(
          `${query}&role=helper&q=role&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        ).expect(200);
        seen.push(...response.body.users.map((user) => user.name));
        cursor = response.body.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      assert.deepEqual(seen, ['Role A', 'Role C', 'Role E'], query);
    }
  });

  it("the request forms reach whom the directories list: a legal or clinic request to a seeker is refused with the section's text", async () => {
    const legal = {
      receiver_id: client.user.id,
      full_name: 'Nadia Sender',
      email: 'nadia@example.com',
      PhoneNumber: '5551234567',
      legal_issue: 'Family Law',
      specific_issue: 'Divorce',
      description: 'I need advice.',
    };
    const legalSender = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY });
    const refused = await sut.http.post('/api/v1/issues/legal-assistance').auth(legalSender.token, { type: 'bearer' }).send(legal).expect(404);
    assert.equal(refused.body.error_message, ISSUE_TEXTS.lawyerNotFound);
    await sut.http
      .post('/api/v1/issues/legal-assistance')
      .auth(legalSender.token, { type: 'bearer' })
      .send({ ...legal, receiver_id: lawyer.user.id })
      .expect(201);
    const clinic = {
      receiver_id: patient.user.id,
      gender: 'Female',
      age: 34,
      contact_info: 'nadia@example.com',
      location: 'Leeds',
      Symptoms: 'Headache',
      duration_of_symptoms: '2 days',
      pain_rating: 4,
      existing_medical_conditions: 'None',
      active_medications_prescriptions: 'None',
    };
    const clinicSender = await createAccount(sut, { role: 'seeker', industry: HEALTH_INDUSTRY });
    const refusedClinic = await sut.http.post('/api/v1/issues/virtual-clinic').auth(clinicSender.token, { type: 'bearer' }).send(clinic).expect(404);
    assert.equal(refusedClinic.body.error_message, ISSUE_TEXTS.doctorNotFound);
    await sut.http
      .post('/api/v1/issues/virtual-clinic')
      .auth(clinicSender.token, { type: 'bearer' })
      .send({ ...clinic, receiver_id: doctor.user.id })
      .expect(201);
  });

  it('searches name and job title, ignoring letter case', async () => {
    const byTitle = await getUsers(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&q=ENGINEER`).expect(200);
    assert.deepEqual(
      byTitle.body.users.map((user: { name: string }) => user.name),
      ['Bilal Helper'],
    );
    const byName = await getUsers(`${industryQuery([TECH])}&q=amina`).expect(200);
    assert.deepEqual(
      byName.body.users.map((user: { name: string }) => user.name),
      ['Amina Seeker'],
    );
    const wildcard = await getUsers(`${industryQuery([TECH])}&q=${encodeURIComponent('%')}`).expect(200);
    assert.deepEqual(wildcard.body.users, [], 'a % in the search is a character, not a wildcard');
  });

  it('pages with limit and an opaque cursor until next_cursor is null, same names twice included', async () => {
    const industry = 'Education, Human Services & NonProfit';
    const made: number[] = [];
    for (const name of ['Page Member', 'Page Member', 'Page Member', 'Another Member', 'Zed Member']) {
      made.push((await createAccount(sut, { role: 'seeker', industry, name })).user.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: { body: { users: Array<{ id: number; name: string }>; next_cursor: string | null } } = await getUsers(
        `${industryQuery([industry])}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      ).expect(200);
      assert.ok(response.body.users.length <= 2);
      seen.push(...response.body.users.map((user: { id: number; name: string }) => `${user.name}#${user.id}`));
      cursor = response.body.next_cursor;
      if (cursor) assert.match(cursor, /^[A-Za-z0-9_-]+$/);
      pages += 1;
    } while (cursor && pages < 10);
    assert.equal(pages, 3);
    const [another, p1, p2, p3, zed] = ['Another Member', 'Page Member', 'Page Member', 'Page Member', 'Zed Member'];
    assert.deepEqual(
      seen.map((entry) => entry.split('#')[0]),
      [another, p1, p2, p3, zed],
    );
    assert.equal(new Set(seen).size, 5, 'no member twice');
  });

  it('pages across several industries too', async () => {
    const first = await getUsers(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&limit=1`).expect(200);
    assert.equal(first.body.users[0].name, 'Amina Seeker');
    const second = await getUsers(`${industryQuery(PROFESSIONAL_NETWORK_INDUSTRIES)}&limit=1&cursor=${first.body.next_cursor}`).expect(200);
    assert.notEqual(second.body.users[0].name, 'Amina Seeker');
  });

  it('defaults to 50 a page and refuses more than 100', async () => {
    const over = await getUsers(`${industryQuery([TECH])}&limit=101`).expect(400);
    assert.equal(over.body.error_message, DIRECTORY_TEXTS.limitRange);
    const zero = await getUsers(`${industryQuery([TECH])}&limit=0`).expect(400);
    assert.equal(zero.body.error_message, DIRECTORY_TEXTS.limitRange);
    await getUsers(`${industryQuery([TECH])}&limit=100`).expect(200);
  });

  const invalid: Array<[string, string, string]> = [
    ['no industry', '', DIRECTORY_TEXTS.industryRequired],
    ['an unknown industry', 'industry_type=Astrology', DIRECTORY_TEXTS.industryInvalid],
    ['a forged cursor', `${industryQuery([TECH])}&cursor=bm90LWEtY3Vyc29y`, DIRECTORY_TEXTS.invalidCursor],
    ['a cursor that is not base64url', `${industryQuery([TECH])}&cursor=${encodeURIComponent('a+b/c=')}`, DIRECTORY_TEXTS.invalidCursor],
    ['a role that is not helper or seeker', `${industryQuery([TECH])}&role=admin`, DIRECTORY_TEXTS.roleInvalid],
    ['several roles', `${industryQuery([TECH])}&role=helper&role=seeker`, DIRECTORY_TEXTS.roleInvalid],
  ];
  for (const [what, query, message] of invalid) {
    it(`refuses ${what}: "${message}"`, async () => {
      const response = await getUsers(query).expect(400);
      assert.equal(response.body.error_message, message);
    });
  }

  it('refuses a seeker outside the section, and a request mixing in a group the caller may not see', async () => {
    const legalSeeker = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY });
    const forbidden = await getUsers(industryQuery([TECH]), legalSeeker).expect(403);
    assert.equal(forbidden.body.error_message, MESSAGES.http.forbidden);
    await getUsers(industryQuery([LEGAL_INDUSTRY]), legalSeeker).expect(200);
    await getUsers(industryQuery([LEGAL_INDUSTRY, HEALTH_INDUSTRY]), legalSeeker).expect(403);
    await getUsers(industryQuery([TECH, LEGAL_INDUSTRY]), techSeeker).expect(403);
    await getUsers(industryQuery([TECH, ARTS]), techSeeker).expect(200);
  });

  it('asks for a token', async () => {
    const response = await sut.http.get(`/api/v1/info/get-users?${industryQuery([TECH])}`).expect(401);
    assert.equal(response.body.error_message, MESSAGES.http.unauthorized);
  });

  describe('GET /info/get-all-users', () => {
    it('gives the admin every helper (not suspended), with user_id, role, industry and JobTitle', async () => {
      const response = await sut.http.get('/api/v1/info/get-all-users?role=helper').auth(admin.token, { type: 'bearer' }).expect(200);
      const names = response.body.users.map((user: { name: string }) => user.name);
      assert.ok(names.includes('Bilal Helper') && names.includes('Farah Lawyer'));
      assert.ok(!names.includes('Cora Suspended') && !names.includes('Amina Seeker'));
      const bilal = response.body.users.find((user: { name: string }) => user.name === 'Bilal Helper');
      assert.deepEqual(bilal, {
        id: techHelper.user.id,
        user_id: techHelper.user.id,
        name: 'Bilal Helper',
        email: techHelper.email,
        role: 'helper',
        industry: TECH,
        JobTitle: 'Staff Engineer',
      });
    });

    it('gives the admin every seeker', async () => {
      const response = await sut.http.get('/api/v1/info/get-all-users?role=seeker').auth(admin.token, { type: 'bearer' }).expect(200);
      assert.ok(response.body.users.every((user: { role: string }) => user.role === 'seeker'));
      assert.ok(response.body.users.some((user: { id: number }) => user.id === patient.user.id));
    });

    it('refuses any role but helper or seeker', async () => {
      for (const role of ['admin', 'business', '']) {
        const response = await sut.http.get(`/api/v1/info/get-all-users?role=${role}`).auth(admin.token, { type: 'bearer' }).expect(400);
        assert.equal(response.body.error_message, DIRECTORY_TEXTS.roleInvalid);
      }
    });

    it('is for admins only', async () => {
      await sut.http.get('/api/v1/info/get-all-users?role=helper').auth(viewer.token, { type: 'bearer' }).expect(403);
    });
  });
});
