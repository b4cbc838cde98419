import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TEST_PASSWORD, createAccount } from '../support/accounts';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { Clock } from '../../src/common/clock/clock';
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { exifHasGps, picture } from '../support/images';

const NEW_PASSWORD = 'N3w!passw0rd';
const EMAIL_LINK = /http:\/\/app\.test\/account\/email\/confirm#token=([A-Za-z0-9_.-]+)/;

describe(`account: profile, password, email (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const get = (token: string) => sut.http.get('/api/v1/account').auth(token, { type: 'bearer' });
  const patch = (token: string, body: object) => sut.http.patch('/api/v1/account').auth(token, { type: 'bearer' }).send(body);

  it('shows my profile and default notification settings, never the password hash', async () => {
    const account = await createAccount(sut, { role: 'helper', jobTitle: 'Nurse' });
    const response = await get(account.token).expect(200);
    assert.equal(response.body.id, account.user.id);
    assert.equal(response.body.email, account.email);
    assert.equal(response.body.JobTitle, 'Nurse');
    assert.equal(response.body.mentorship, 'Yes');
    assert.equal(response.body.photo_url, null);
    assert.equal(response.body.has_password, true);
    assert.deepEqual(response.body.notifications, DEFAULT_NOTIFICATION_SETTINGS);
    assert.ok(!JSON.stringify(response.body).includes('argon2'));
    await sut.http.get('/api/v1/account').expect(401);
  });

  it('edits fields with the registration texts; mentorship moves helper to seeker and is audit-logged with industry', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const bad = await patch(account.token, { mentorship: 'Maybe', IndustryType: 'Astrology' }).expect(400);
    assert.deepEqual(bad.body.errors.mentorship, [MESSAGES.signup.mentorshipInvalid]);
    assert.deepEqual(bad.body.errors.IndustryType, [MESSAGES.signup.industryInvalid]);
    const blank = await patch(account.token, { name: '  ' }).expect(400);
    assert.deepEqual(blank.body.errors.name, [MESSAGES.signup.fullNameRequired]);

    const saved = await patch(account.token, {
      name: ' Amina Yusuf ',
      JobTitle: 'Architect',
      mentorship: 'No',
      IndustryType: 'Agriculture, Environment & Sustainability',
    }).expect(200);
    assert.equal(saved.body.message, ACCOUNT_TEXTS.profileSaved);
    assert.equal(saved.body.account.name, 'Amina Yusuf');
    assert.equal(saved.body.account.role, 'seeker');
    assert.equal(saved.body.account.industry, 'Agriculture, Environment & Sustainability');
    const me = await sut.http.get('/api/v1/auth/me').auth(account.token, { type: 'bearer' }).expect(200);
    assert.equal(me.body.user_details.role, 'seeker');

    const entries = await sut.dataSource.getRepository(AuditLogEntry).findBy({ action: 'change-profile', targetId: account.user.id });
    assert.equal(entries.length, 1);
    assert.match(entries[0].summary!, /industry: .* -> Agriculture/);
    assert.match(entries[0].summary!, /mentorship: Yes -> No/);

    await patch(account.token, { JobTitle: 'Senior Architect' }).expect(200);
    assert.equal(
      (await sut.dataSource.getRepository(AuditLogEntry).findBy({ action: 'change-profile', targetId: account.user.id })).length,
      1,
      'only industry and mentorship are logged',
    );
  });

  it("never changes an admin's or a business's role", async () => {
    const admin = await createAccount(sut, { role: 'admin' });
    const business = await createAccount(sut, { role: 'business' });
    assert.equal((await patch(admin.token, { mentorship: 'No' }).expect(200)).body.account.role, 'admin');
    assert.equal((await patch(business.token, { mentorship: 'Yes' }).expect(200)).body.account.role, 'business');
  });

  it('changes the password with the current one: other sessions end, this one gets a fresh token, a mail tells the member', async () => {
    const account = await createAccount(sut, { role: 'seeker' });
    const other = await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(200);

    const wrong = await sut.http
      .put('/api/v1/account/password')
      .auth(account.token, { type: 'bearer' })
      .send({ currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD })
      .expect(400);
    assert.equal(wrong.body.error_message, ACCOUNT_TEXTS.wrongPassword);
    const weak = await sut.http
      .put('/api/v1/account/password')
      .auth(account.token, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'short' })
      .expect(400);
    assert.deepEqual(weak.body.errors.newPassword, [MESSAGES.signup.passwordRule]);

    const done = await sut.http
      .put('/api/v1/account/password')
      .auth(account.token, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    assert.equal(done.body.message, ACCOUNT_TEXTS.passwordChanged);
    await sut.http.get('/api/v1/account').auth(done.body.AuthToken, { type: 'bearer' }).expect(200);
    await sut.http.get('/api/v1/account').auth(account.token, { type: 'bearer' }).expect(401);
    await sut.http.get('/api/v1/account').auth(other.body.AuthToken, { type: 'bearer' }).expect(401);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(401);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: NEW_PASSWORD }).expect(200);

    const mail = await sut.mail.waitFor(account.email, (m) => m.subject === 'Your password was changed');
    assert.ok(!mail.text.includes(NEW_PASSWORD));
  });

  it('moves to a new address only through the link sent to it (1 h, single use); the old address is told', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const taken = await createAccount(sut, { role: 'seeker' });
    const newEmail = `moved.${account.user.id}@community.test`;

    // A taken address answers like a free one (the owner is mailed instead): tested as the probe in auth-even-answer-time.test.ts.
    const toTaken = await sut.http.post('/api/v1/account/email').auth(account.token, { type: 'bearer' }).send({ newEmail: taken.email }).expect(200);
    const toFree = await sut.http.post('/api/v1/account/email').auth(account.token, { type: 'bearer' }).send({ newEmail: newEmail.toUpperCase() }).expect(200);
    assert.deepEqual(toTaken.body, toFree.body);
    assert.deepEqual(toFree.body, { message: ACCOUNT_TEXTS.emailChangeSent });

    const confirmMail = await sut.mail.waitFor(newEmail, (m) => m.subject === 'Confirm your new email address');
    const token = EMAIL_LINK.exec(confirmMail.text)![1];
    const told = await sut.mail.waitFor(account.email, (m) => m.subject === 'A change of your email address was requested');
    assert.ok(!told.text.includes(newEmail), 'the old address does not learn the new one');
    assert.equal((await get(account.token).expect(200)).body.email, account.email, 'nothing changes until confirmed');

    const forged = await sut.http
      .post('/api/v1/account/email/confirm')
      .send({ token: token.slice(0, -2) + 'xx' })
      .expect(400);
    assert.equal(forged.body.error_message, ACCOUNT_TEXTS.invalidLink);

    const confirmed = await sut.http.post('/api/v1/account/email/confirm').send({ token }).expect(200);
    assert.equal(confirmed.body.message, ACCOUNT_TEXTS.emailChanged);
    assert.equal((await get(confirmed.body.AuthToken).expect(200)).body.email, newEmail);
    await sut.http.post('/api/v1/auth/login').send({ email: newEmail, password: TEST_PASSWORD }).expect(200);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(401);

    const twice = await sut.http.post('/api/v1/account/email/confirm').send({ token }).expect(400);
    assert.equal(twice.body.error_message, ACCOUNT_TEXTS.invalidLink);
  });

  it('refuses an email link after one hour (clock moved by the test)', async () => {
    const account = await createAccount(sut, { role: 'seeker' });
    const newEmail = `late.${account.user.id}@community.test`;
    await sut.http.post('/api/v1/account/email').auth(account.token, { type: 'bearer' }).send({ newEmail }).expect(200);
    const token = EMAIL_LINK.exec((await sut.mail.waitFor(newEmail)).text)![1];
    const clock = sut.app.get(Clock);
    clock.advance(61 * 60_000);
    try {
      const late = await sut.http.post('/api/v1/account/email/confirm').send({ token }).expect(400);
      assert.equal(late.body.error_message, ACCOUNT_TEXTS.invalidLink);
    } finally {
      clock.set(null);
    }
    assert.equal((await sut.dataSource.getRepository(User).findOneByOrFail({ id: account.user.id })).email, account.email);
  });

  it('sets a photo through the image pipeline (256 px square WebP, no GPS), replaces and removes it with its file', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const upload = (content: Buffer, field = 'photo') =>
      sut.http.put('/api/v1/account/photo').auth(account.token, { type: 'bearer' }).attach(field, content, { filename: 'me.jpg', contentType: 'image/jpeg' });
    const first = await upload(await picture({ width: 800, height: 500, gps: true })).expect(200);
    assert.equal(first.body.message, ACCOUNT_TEXTS.photoSaved);
    assert.match(first.body.photo_url, /^photos\/[0-9a-f-]+\.webp$/);
    const file = path.join(sut.config.uploads.dir, first.body.photo_url);
    const meta = await sharp(file).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 256, 256]);
    assert.equal(exifHasGps(meta.exif), false);
    assert.equal((await get(account.token).expect(200)).body.photo_url, first.body.photo_url);

    const notImage = await upload(Buffer.from('<?php echo 1; ?>')).expect(400);
    assert.deepEqual(notImage.body.errors.photo, [MESSAGES.ad.notAnImage]);
    const wrongField = await upload(await picture(), 'avatar').expect(400);
    assert.deepEqual(wrongField.body.errors.photo, [ACCOUNT_TEXTS.photoRequired]);

    const second = await upload(await picture({ format: 'png' })).expect(200);
    assert.ok(!fs.existsSync(file), 'the old file is removed');
    const removed = await sut.http.delete('/api/v1/account/photo').auth(account.token, { type: 'bearer' }).expect(200);
    assert.equal(removed.body.message, ACCOUNT_TEXTS.photoRemoved);
    assert.ok(!fs.existsSync(path.join(sut.config.uploads.dir, second.body.photo_url)));
    assert.equal((await get(account.token).expect(200)).body.photo_url, null);
  });
});
