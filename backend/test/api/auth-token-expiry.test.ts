import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as jwt from 'jsonwebtoken';
import { MESSAGES } from '@community/vocabulary';
import { Account, createAccount } from '../support/accounts';
import { TestApp, startTestApp } from '../support/test-app';

describe(`auth: tokens must expire (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let member: Account;
  before(async () => {
    sut = await startTestApp();
    member = await createAccount(sut, { role: 'helper' });
  });
  after(async () => sut.close());

  const payload = () => ({ sub: member.user.id, tv: member.user.tokenVersion, role: member.user.role });

  it('refuses a token signed with the right secret but without exp', async () => {
    const forever = jwt.sign(payload(), sut.config.jwt.secret!, { algorithm: 'HS256', noTimestamp: true });
    const response = await sut.http.get('/api/v1/auth/me').auth(forever, { type: 'bearer' }).expect(401);
    assert.equal(response.body.error_message, MESSAGES.http.unauthorized);
  });

  it('accepts the same token with an exp (the control)', async () => {
    const expiring = jwt.sign(payload(), sut.config.jwt.secret!, { algorithm: 'HS256', expiresIn: 60 });
    await sut.http.get('/api/v1/auth/me').auth(expiring, { type: 'bearer' }).expect(200);
  });
});
