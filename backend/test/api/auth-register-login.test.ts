import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Yusuf',
  email: `amina.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Str0ng!pass',
  mentorship: 'Yes',
  PhoneNumber: '+1 555 010 2030',
  IndustryType: INDUSTRIES[7],
  JobTitle: 'Software Engineer',
  Description: 'Happy to help.',
  role: 'helper',
  ...overrides,
});

const business = (overrides: Record<string, unknown> = {}) => ({
  name: 'Crescent Bakery',
  email: `bakery.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Str0ng!pass',
  IndustryType: INDUSTRIES[6],
  Description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
  website_url: 'crescent.example',
  confirmConnections: true,
  ...overrides,
});

describe(`accounts: registration and sign-in (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  describe('POST /api/v1/auth/register', () => {
    it('creates a helper for mentorship Yes, and the member can sign in', async () => {
      const body = member();
      const created = await sut.http.post('/api/v1/auth/register').send(body).expect(201);
      assert.equal(created.body.message, MESSAGES.signup.success);
      const login = await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password }).expect(200);
      assert.equal(login.body.message, 'Login successful');
      assert.equal(typeof login.body.AuthToken, 'string');
      assert.deepEqual(Object.keys(login.body.user_details).sort(), [
        'JobTitle',
        'email',
        'emailConfirmed',
        'id',
        'industry',
        'name',
        'profileComplete',
        'role',
      ]);
      assert.equal(login.body.user_details.role, 'helper');
      assert.equal(login.body.user_details.industry, INDUSTRIES[7]);
      assert.equal(login.body.user_details.JobTitle, 'Software Engineer');
    });

    for (const [mentorship, role] of [
      ['No', 'seeker'],
      ['', 'helper'],
      [undefined, 'helper'],
    ] as const) {
      it(`gives role ${role} for mentorship ${JSON.stringify(mentorship)}`, async () => {
        const body = member({ mentorship });
        await sut.http.post('/api/v1/auth/register').send(body).expect(201);
        const login = await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password }).expect(200);
        assert.equal(login.body.user_details.role, role);
      });
    }

    it('never grants admin, whatever role the client sends', async () => {
      const body = member({ mentorship: 'No', role: 'admin' });
      await sut.http.post('/api/v1/auth/register').send(body).expect(201);
      const login = await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password }).expect(200);
      assert.equal(login.body.user_details.role, 'seeker');
    });

    // Was a 409 "email taken" until issue #12: that answer told anyone which addresses have accounts
    // (docs/security.md, "Enumeration-safe registration"). The attack is now answered in auth-proven-email.test.ts.
    it('answers an email that has an account (any letter case) exactly like a new one, and keeps the first account', async () => {
      const body = member();
      const first = await sut.http.post('/api/v1/auth/register').send(body).expect(201);
      const again = await sut.http
        .post('/api/v1/auth/register')
        .send({ ...body, email: body.email.toUpperCase(), password: 'Other#pass1' })
        .expect(201);
      assert.deepEqual(again.body, first.body);
      await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password }).expect(200);
      await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: 'Other#pass1' }).expect(401);
    });

    const rules: Array<[string, Record<string, unknown>, string]> = [
      ['empty name', { name: '  ' }, MESSAGES.signup.fullNameRequired],
      ['empty email', { email: '' }, MESSAGES.signup.emailRequired],
      ['empty password', { password: '' }, MESSAGES.signup.passwordRequired],
      ['password without a special character', { password: 'Abcdefg1' }, MESSAGES.signup.passwordRule],
      ['password without an uppercase letter', { password: 'abcdef1!' }, MESSAGES.signup.passwordRule],
      ['password without a lowercase letter', { password: 'ABCDEF1!' }, MESSAGES.signup.passwordRule],
      ['password without a digit', { password: 'Abcdefg!' }, MESSAGES.signup.passwordRule],
      ['password of 7 characters', { password: 'Abcde1!' }, MESSAGES.signup.passwordRule],
      ['empty phone', { PhoneNumber: '' }, MESSAGES.signup.phoneRequired],
      ['empty industry', { IndustryType: '' }, MESSAGES.signup.industryRequired],
      ['unknown industry', { IndustryType: 'Astrology' }, MESSAGES.signup.industryInvalid],
      ['empty job title', { JobTitle: '' }, MESSAGES.signup.jobTitleRequired],
      ['mentorship other than Yes/No', { mentorship: 'Maybe' }, MESSAGES.signup.mentorshipInvalid],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await sut.http.post('/api/v1/auth/register').send(member(change)).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('accepts a registration without the optional description', async () => {
      const body = member();
      delete (body as Record<string, unknown>).Description;
      await sut.http.post('/api/v1/auth/register').send(body).expect(201);
    });

    it('refuses fields it does not know', async () => {
      const response = await sut.http
        .post('/api/v1/auth/register')
        .send(member({ isAdmin: true }))
        .expect(400);
      assert.match(response.body.error_message, /isAdmin should not exist/);
    });
  });

  describe('POST /api/v1/auth/business-register', () => {
    it('creates a business account and its pending business group', async () => {
      const body = business();
      const created = await sut.http.post('/api/v1/auth/business-register').send(body).expect(201);
      assert.equal(created.body.message, MESSAGES.businessSignup.success);
      const login = await sut.http.post('/api/v1/auth/login').send({ email: body.email, password: body.password }).expect(200);
      assert.equal(login.body.user_details.role, 'business');
      const [group] = await sut.dataSource.query('SELECT title, status, user_id, website FROM business_groups WHERE email = ?', [body.email]);
      assert.equal(group.title, 'Crescent Bakery');
      assert.equal(Number(group.status), 0);
      assert.equal(Number(group.user_id), login.body.user_details.id);
      assert.equal(group.website, 'crescent.example');
    });

    it('accepts a registration without website and confirmation', async () => {
      const body = business();
      delete (body as Record<string, unknown>).website_url;
      delete (body as Record<string, unknown>).confirmConnections;
      await sut.http.post('/api/v1/auth/business-register').send(body).expect(201);
    });

    const rules: Array<[string, Record<string, unknown>, string]> = [
      ['empty business name', { name: '' }, MESSAGES.businessSignup.nameRequired],
      ['empty email', { email: '' }, MESSAGES.businessSignup.emailRequired],
      ['empty password', { password: '' }, MESSAGES.signup.passwordRequired],
      ['weak password', { password: 'password' }, MESSAGES.signup.passwordRule],
      ['empty industry', { IndustryType: '' }, MESSAGES.businessSignup.industryRequired],
      ['a 49-character description', { Description: 'x'.repeat(49) }, MESSAGES.businessSignup.descriptionLength],
      ['a 201-character description', { Description: 'x'.repeat(201) }, MESSAGES.businessSignup.descriptionLength],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await sut.http.post('/api/v1/auth/business-register').send(business(change)).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('accepts descriptions of exactly 50 and 200 characters', async () => {
      await sut.http
        .post('/api/v1/auth/business-register')
        .send(business({ Description: 'y'.repeat(50) }))
        .expect(201);
      await sut.http
        .post('/api/v1/auth/business-register')
        .send(business({ Description: 'z'.repeat(200) }))
        .expect(201);
    });

    // Was a 409 until issue #12 (docs/security.md, "Enumeration-safe registration").
    it('answers an email that has an account exactly like a new one', async () => {
      const body = business();
      const first = await sut.http.post('/api/v1/auth/business-register').send(body).expect(201);
      const again = await sut.http.post('/api/v1/auth/business-register').send(body).expect(201);
      assert.deepEqual(again.body, first.body);
    });
  });

  describe('POST /api/v1/auth/login', () => {
    it('refuses an address that is not an email: "Please enter a valid email address"', async () => {
      const response = await sut.http.post('/api/v1/auth/login').send({ email: 'not-an-email', password: 'secret1' }).expect(400);
      assert.equal(response.body.error_message, MESSAGES.login.invalidEmail);
    });

    it('refuses a password under 6 characters: "Password must be at least 6 characters long"', async () => {
      const response = await sut.http.post('/api/v1/auth/login').send({ email: 'a@b.co', password: '12345' }).expect(400);
      assert.equal(response.body.error_message, MESSAGES.login.shortPassword);
    });

    it('gives the same 401 for an unknown email and a wrong password', async () => {
      const account = await createAccount(sut, { role: 'seeker' });
      const unknown = await sut.http.post('/api/v1/auth/login').send({ email: 'nobody@example.com', password: 'Wrong#123' }).expect(401);
      const wrong = await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: 'Wrong#123' }).expect(401);
      assert.equal(unknown.body.error_message, MESSAGES.login.wrongCredentials);
      assert.deepEqual(wrong.body, unknown.body);
    });

    it('never sends a password hash', async () => {
      const account = await createAccount(sut, { role: 'helper' });
      const me = await sut.http.get('/api/v1/auth/me').auth(account.token, { type: 'bearer' }).expect(200);
      assert.equal(me.body.user_details.email, account.email);
      assert.doesNotMatch(JSON.stringify(me.body), /argon2|password/i);
    });
  });

  describe('tokens', () => {
    it('refuses a call without a token, with a readable error_message', async () => {
      const response = await sut.http.get('/api/v1/auth/me').expect(401);
      assert.equal(response.body.error_message, MESSAGES.http.unauthorized);
    });

    it('refuses a token signed with another secret or algorithm', async () => {
      const account = await createAccount(sut, { role: 'helper' });
      const [header, payload] = account.token.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      await sut.http.get('/api/v1/auth/me').auth(none, { type: 'bearer' }).expect(401);
      await sut.http.get('/api/v1/auth/me').auth(`${header}.${payload}.forged`, { type: 'bearer' }).expect(401);
    });
  });
});
