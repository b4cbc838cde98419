import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { User } from '../../src/modules/users/entities/user.entity';
import { FakeGoogle, FakeGoogleAccount, GOOGLE_TEST_CLIENT_ID, generateSigningKey } from '../support/google-fake';
import { GOOGLE_SIGN_IN_FAILED } from '../../src/modules/auth/google-id-token.verifier';
import { GOOGLE_SIGN_IN_CANCELLED, GOOGLE_SIGN_IN_EXPIRED, GOOGLE_STATE_COOKIE } from '../../src/modules/auth/google-oauth.flow';
import { GOOGLE_NOT_CONFIGURED } from '../../src/modules/auth/google-oauth.controller';
import { PROFILE_COMPLETED } from '../../src/modules/account/profile-completion.controller';

const fakeAccount = (overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount => {
  const id = Math.random().toString(36).slice(2);
  return { sub: `g-${id}`, email: `oauth.${id}@gmail.test`, email_verified: true, name: 'Olu Oauth', ...overrides };
};

const pathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

describe(`accounts: Google sign-in (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let google: FakeGoogle;
  before(async () => {
    google = await new FakeGoogle().start();
    sut = await startTestApp({ env: google.env() });
  });
  after(async () => {
    await sut.close();
    await google.stop();
  });

  describe('POST /api/v1/auth/google-auth (ID token)', () => {
    const signIn = (token: string) => sut.http.post('/api/v1/auth/google-auth').send({ token });

    it('signs in with a valid token; the first sign-in creates a member with an incomplete profile', async () => {
      const token = google.signIdToken({ sub: 'first-sub', email: 'First.Google@gmail.test', name: 'Fatima First' });
      const response = await signIn(token).expect(200);
      assert.equal(response.body.message, 'Login successful');
      assert.deepEqual(
        { ...response.body.user_details, id: undefined },
        {
          id: undefined,
          name: 'Fatima First',
          email: 'first.google@gmail.test',
          role: 'helper',
          industry: null,
          JobTitle: null,
          profileComplete: false,
          emailConfirmed: true,
        },
      );
      const me = await sut.http.get('/api/v1/auth/me').auth(response.body.AuthToken, { type: 'bearer' }).expect(200);
      assert.equal(me.body.user_details.profileComplete, false);

      const again = await signIn(google.signIdToken({ sub: 'first-sub', email: 'first.google@gmail.test' })).expect(200);
      assert.equal(again.body.user_details.id, response.body.user_details.id);
      const [{ count }] = await sut.dataSource.query("SELECT COUNT(*) AS count FROM users WHERE email = 'first.google@gmail.test'");
      assert.equal(Number(count), 1);
    });

    it('PATCH /auth/profile completes the profile; the role follows the mentorship answer', async () => {
      const first = await signIn(google.signIdToken({ sub: 'to-complete' })).expect(200);
      const completed = await sut.http
        .patch('/api/v1/auth/profile')
        .auth(first.body.AuthToken, { type: 'bearer' })
        .send({ mentorship: 'No', PhoneNumber: '+44 20 7946 0000', IndustryType: INDUSTRIES[2], JobTitle: 'Paralegal' })
        .expect(200);
      assert.equal(completed.body.message, PROFILE_COMPLETED);
      assert.equal(completed.body.user_details.role, 'seeker');
      assert.equal(completed.body.user_details.industry, INDUSTRIES[2]);
      assert.equal(completed.body.user_details.JobTitle, 'Paralegal');
      assert.equal(completed.body.user_details.profileComplete, true);
      const me = await sut.http.get('/api/v1/auth/me').auth(completed.body.AuthToken, { type: 'bearer' }).expect(200);
      assert.deepEqual(me.body.user_details, completed.body.user_details);
    });

    it("refuses to complete a profile with a missing industry: the spec's text", async () => {
      const first = await signIn(google.signIdToken()).expect(200);
      const response = await sut.http
        .patch('/api/v1/auth/profile')
        .auth(first.body.AuthToken, { type: 'bearer' })
        .send({ mentorship: 'Yes', PhoneNumber: '+1 555 0100', IndustryType: '', JobTitle: 'Chef' })
        .expect(400);
      assert.equal(response.body.error_message, MESSAGES.signup.industryRequired);
    });

    it('links a verified Google email to the existing account and keeps its role', async () => {
      const account = await createAccount(sut, { role: 'seeker', industry: INDUSTRIES[0] });
      const response = await signIn(google.signIdToken({ email: account.email })).expect(200);
      assert.equal(response.body.user_details.id, account.user.id);
      assert.equal(response.body.user_details.role, 'seeker');
      assert.equal(response.body.user_details.profileComplete, true);
    });

    const refused: Array<[string, () => string]> = [
      ['a token for another audience', () => google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' })],
      ['an expired token', () => google.signIdToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
      ['a token signed by another key under the same key id', () => google.signIdToken({}, { ...generateSigningKey(), kid: google.key.kid })],
      ['a token whose email Google has not verified', () => google.signIdToken({ email_verified: false })],
      ['a token from another issuer', () => google.signIdToken({ iss: 'https://evil.example' })],
      ['a token that is not a JWT', () => 'not-a-token'],
    ];
    for (const [what, token] of refused) {
      it(`refuses ${what} with 401 "${GOOGLE_SIGN_IN_FAILED}" and creates no account`, async () => {
        const [{ count: before }] = await sut.dataSource.query('SELECT COUNT(*) AS count FROM users');
        const response = await signIn(token()).expect(401);
        assert.equal(response.body.error_message, GOOGLE_SIGN_IN_FAILED);
        assert.equal(response.body.AuthToken, undefined);
        const [{ count: afterwards }] = await sut.dataSource.query('SELECT COUNT(*) AS count FROM users');
        assert.equal(Number(afterwards), Number(before));
      });
    }

    it('refuses an empty token with 400', async () => {
      const response = await signIn('').expect(400);
      assert.equal(response.body.error_message, 'Google credential is required');
    });
  });

  describe('GET /api/v1/auth/google → Google → GET /api/v1/auth/google/callback', () => {
    /** Plays the browser: our redirect, Google's consent screen, Google's redirect back with the cookie. */
    async function browse(account: FakeGoogleAccount | null, tamper?: (callback: string, cookie: string) => [string, string]) {
      google.nextAccount = account;
      const start = await sut.http.get('/api/v1/auth/google').redirects(0).expect(302);
      const cookie = (start.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const atGoogle = await fetch(start.headers.location, { redirect: 'manual' });
      assert.equal(atGoogle.status, 302);
      let callback = pathOf(atGoogle.headers.get('location')!);
      let sentCookie = cookie;
      if (tamper) [callback, sentCookie] = tamper(callback, cookie);
      const back = await sut.http.get(callback).set('Cookie', sentCookie).redirects(0).expect(302);
      return { start, back, location: back.headers.location as string };
    }

    it('redirects to the provider with our client id, callback, scopes and a cookie-bound state', async () => {
      const start = await sut.http.get('/api/v1/auth/google').redirects(0).expect(302);
      const location = new URL(start.headers.location);
      assert.equal(`${location.origin}${location.pathname}`, `${google.url}/o/oauth2/v2/auth`);
      assert.equal(location.searchParams.get('client_id'), GOOGLE_TEST_CLIENT_ID);
      assert.equal(location.searchParams.get('redirect_uri'), 'http://app.test/api/v1/auth/google/callback');
      assert.equal(location.searchParams.get('response_type'), 'code');
      assert.equal(location.searchParams.get('scope'), 'openid email profile');
      const state = location.searchParams.get('state')!;
      assert.ok(state.length >= 32);
      const cookie = (start.headers['set-cookie'] as unknown as string[])[0];
      assert.match(cookie, new RegExp(`^${GOOGLE_STATE_COOKIE}=${state}; Path=/api/v1/auth/google/callback; Max-Age=600; HttpOnly; SameSite=Lax$`));
    });

    it('ends at <APP_URL>/signin#token=… with a working token; the first sign-in is an incomplete profile', async () => {
      const account = fakeAccount({ name: 'Rahel Redirect' });
      const requestsBefore = google.tokenRequests.length;
      const { location } = await browse(account);
      const match = /^http:\/\/app\.test\/signin#token=(.+)$/.exec(location);
      assert.ok(match, location);
      const exchange = google.tokenRequests[requestsBefore];
      assert.equal(exchange.grant_type, 'authorization_code');
      assert.equal(exchange.redirect_uri, 'http://app.test/api/v1/auth/google/callback');
      const me = await sut.http.get('/api/v1/auth/me').auth(decodeURIComponent(match[1]), { type: 'bearer' }).expect(200);
      assert.equal(me.body.user_details.email, account.email);
      assert.equal(me.body.user_details.name, 'Rahel Redirect');
      assert.equal(me.body.user_details.profileComplete, false);
      const [row] = await sut.dataSource.query('SELECT google_id FROM users WHERE email = ?', [account.email]);
      assert.equal(row.google_id, account.sub);
    });

    it('ends at /signin#error=… when the person cancels at Google', async () => {
      const { location } = await browse(null);
      assert.equal(location, `http://app.test/signin#error=${encodeURIComponent(GOOGLE_SIGN_IN_CANCELLED)}`);
    });

    it('refuses an account whose email Google has not verified', async () => {
      const account = fakeAccount({ email_verified: false });
      const { location } = await browse(account);
      assert.equal(location, `http://app.test/signin#error=${encodeURIComponent(GOOGLE_SIGN_IN_FAILED)}`);
      const rows = await sut.dataSource.query('SELECT id FROM users WHERE email = ?', [account.email]);
      assert.equal(rows.length, 0);
    });

    it("refuses a callback whose state does not match this browser's cookie, without exchanging the code", async () => {
      const requestsBefore = google.tokenRequests.length;
      const { location } = await browse(fakeAccount(), (callback) => [callback, `${GOOGLE_STATE_COOKIE}=someone-elses-state-value-of-32-chars`]);
      assert.equal(location, `http://app.test/signin#error=${encodeURIComponent(GOOGLE_SIGN_IN_EXPIRED)}`);
      const { location: noCookie } = await browse(fakeAccount(), (callback) => [callback, 'other=1']);
      assert.equal(noCookie, `http://app.test/signin#error=${encodeURIComponent(GOOGLE_SIGN_IN_EXPIRED)}`);
      assert.equal(google.tokenRequests.length, requestsBefore);
    });

    it('refuses a code the provider does not know', async () => {
      const { location } = await browse(fakeAccount(), (callback, cookie) => [callback.replace(/code=[^&]+/, 'code=forged'), cookie]);
      assert.equal(location, `http://app.test/signin#error=${encodeURIComponent(GOOGLE_SIGN_IN_FAILED)}`);
    });

    it('refuses a suspended account with the login text', async () => {
      const account = fakeAccount();
      await browse(account);
      await sut.dataSource.getRepository(User).update({ email: account.email }, { suspendedAt: new Date() });
      const { location } = await browse(account);
      assert.equal(location, `http://app.test/signin#error=${encodeURIComponent(MESSAGES.login.wrongCredentials)}`);
    });
  });
});

describe(`accounts: Google sign-in when not configured (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  it('answers 404 on the redirect flow without GOOGLE_CLIENT_SECRET', async () => {
    const start = await sut.http.get('/api/v1/auth/google').redirects(0).expect(404);
    assert.equal(start.body.error_message, GOOGLE_NOT_CONFIGURED);
    const callback = await sut.http.get('/api/v1/auth/google/callback?code=x&state=y').redirects(0).expect(404);
    assert.equal(callback.body.error_message, GOOGLE_NOT_CONFIGURED);
  });

  it('answers 401 to an ID token without GOOGLE_CLIENT_ID', async () => {
    const response = await sut.http.post('/api/v1/auth/google-auth').send({ token: 'anything' }).expect(401);
    assert.equal(response.body.error_message, 'Google sign-in is not configured');
  });
});
