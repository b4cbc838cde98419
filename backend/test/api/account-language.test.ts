import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, INDUSTRIES, MAIL_AR } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TEST_PASSWORD, createAccount } from '../support/accounts';
import { OutboxMail } from '../../src/modules/mail/entities/outbox-mail.entity';
import { User } from '../../src/modules/users/entities/user.entity';

const ARABIC = /[\u0600-\u06ff]/;

/**
 * The member's language (issue #28, docs/languages.md) on SQLite and MariaDB: set at sign-up from Accept-Language,
 * read and changed at /account with its exact error text, and choosing the language of the member's mails: the
 * outbox row and the mail the SMTP catcher receives are Arabic (with right-to-left HTML) for `ar`, and the exact
 * English texts for `en`.
 */
describe(`the member's language and their mails (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const get = (token: string) => sut.http.get('/api/v1/account').auth(token, { type: 'bearer' });
  const patch = (token: string, body: object) => sut.http.patch('/api/v1/account').auth(token, { type: 'bearer' }).send(body);
  const outboxRow = async (to: string, subject: string) => {
    await sut.mailSettled();
    const rows = await sut.dataSource.getRepository(OutboxMail).find({ where: { recipient: to }, order: { id: 'ASC' } });
    const row = rows.find((mail) => mail.subject === subject);
    assert.ok(row, `an outbox row "${subject}" to ${to}; there are: ${rows.map((mail) => mail.subject).join(' | ')}`);
    return row;
  };
  const changePassword = (token: string) =>
    sut.http.put('/api/v1/account/password').auth(token, { type: 'bearer' }).send({ currentPassword: TEST_PASSWORD, newPassword: 'N3w!passw0rd' }).expect(200);

  it('reads en by default, saves ar by PATCH /account { language }, and refuses another with the exact text', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    assert.equal((await get(account.token).expect(200)).body.language, 'en');
    const saved = await patch(account.token, { language: 'ar' }).expect(200);
    assert.equal(saved.body.message, ACCOUNT_TEXTS.profileSaved);
    assert.equal(saved.body.account.language, 'ar');
    assert.equal(saved.body.account.name, account.user.name, 'nothing else changes');
    assert.equal((await get(account.token).expect(200)).body.language, 'ar');

    for (const wrong of ['fr', 'AR', '', 7]) {
      const refused = await patch(account.token, { language: wrong }).expect(400);
      assert.deepEqual(refused.body.errors.language, [ACCOUNT_TEXTS.languageInvalid]);
      assert.equal(ACCOUNT_TEXTS.languageInvalid, 'Language must be en or ar');
    }
    const nulled = await patch(account.token, { language: null }).expect(400);
    assert.deepEqual(nulled.body.errors.language, [`language ${ACCOUNT_TEXTS.fieldNotNull}`]);
    assert.equal((await get(account.token).expect(200)).body.language, 'ar', 'a refused change changes nothing');
    await sut.http.patch('/api/v1/account').send({ language: 'ar' }).expect(401);
  });

  it('sign-up takes the language from Accept-Language (else en), and the confirmation mail is in it', async () => {
    const body = (email: string) => ({
      name: 'مريم يوسف',
      email,
      password: 'Str0ng!pass',
      mentorship: 'Yes',
      PhoneNumber: '+1 555 010 2030',
      IndustryType: INDUSTRIES[7],
      JobTitle: 'مهندسة برمجيات',
    });
    const arabic = `maryam.${process.pid}@example.com`;
    await sut.http.post('/api/v1/auth/register').set('Accept-Language', 'ar-EG,ar;q=0.9,en;q=0.8').send(body(arabic)).expect(201);
    const english = `mary.${process.pid}@example.com`;
    await sut.http.post('/api/v1/auth/register').send(body(english)).expect(201);
    const french = `marie.${process.pid}@example.com`;
    await sut.http.post('/api/v1/auth/register').set('Accept-Language', 'fr-FR,fr;q=0.9').send(body(french)).expect(201);
    const languageOf = async (email: string) => (await sut.dataSource.getRepository(User).findOneByOrFail({ email })).language;
    assert.equal(await languageOf(arabic), 'ar');
    assert.equal(await languageOf(english), 'en');
    assert.equal(await languageOf(french), 'en');

    const mail = await sut.mail.waitFor(arabic);
    assert.equal(mail.subject, 'أكّد عنوان بريدك الإلكتروني');
    assert.match(mail.text, /^مرحبًا \u2068مريم يوسف\u2069،\n\nأهلًا بك في شبكة المجتمع/);
    assert.match(mail.text, /http:\/\/app\.test\//, 'the link is in the Arabic mail');
    assert.equal(mail.contentLanguage, 'ar');
    assert.ok(mail.html?.includes('<html lang="ar" dir="rtl">'), 'right-to-left HTML');
    // The outbox row keeps the Arabic subject (a sent row's body and headers are cleared: docs/architecture.md, "Mail outbox").
    const row = await outboxRow(arabic, 'أكّد عنوان بريدك الإلكتروني');
    assert.equal(row.status, 'sent');
    assert.ok(ARABIC.test(mail.text));

    const englishMail = await sut.mail.waitFor(english);
    assert.equal(englishMail.subject, 'Confirm your email address');
    assert.ok(englishMail.text.startsWith('Hello مريم يوسف,\n\nWelcome to Community Network. Please confirm that this address is yours'));
    assert.equal(englishMail.html, null, 'English mails stay plain text');
    assert.equal(englishMail.contentLanguage, null);
  });

  it('a member whose language is ar gets the Arabic mail; one whose language is en the exact English text', async () => {
    const arabic = await createAccount(sut, { role: 'seeker', name: 'أحمد الحداد', language: 'ar' });
    const english = await createAccount(sut, { role: 'seeker', name: 'Amina Yusuf' });
    await changePassword(arabic.token);
    await changePassword(english.token);

    const expected = MAIL_AR.passwordChanged({ name: 'أحمد الحداد' });
    await outboxRow(arabic.email, 'تغيّرت كلمة مرورك');
    const caught = await sut.mail.waitFor(arabic.email, (mail) => mail.subject === expected.subject);
    assert.equal(caught.text, expected.text);
    assert.ok(caught.text.startsWith('مرحبًا \u2068أحمد الحداد\u2069،\n\nتغيّرت للتو كلمة مرور حسابك في شبكة المجتمع'));
    assert.ok(caught.html?.includes('dir="rtl"') && caught.html.includes('lang="ar"'));
    assert.equal(caught.contentLanguage, 'ar');

    await outboxRow(english.email, 'Your password was changed');
    const englishMail = await sut.mail.waitFor(english.email, (mail) => mail.subject === 'Your password was changed');
    assert.equal(
      englishMail.text.replace(/\n$/, ''), // the line end SMTP's framing adds after a one-part body
      'Hello Amina Yusuf,\n\nThe password of your Community Network account was just changed, and every other ' +
        'signed-in device was signed out.\n\nIf this was not you, reset your password now from the sign-in page ' +
        'and tell us through the contact form.',
    );
    assert.equal(englishMail.html, null);
  });

  it('changing the language to ar makes the next mails Arabic; back to en, English again', async () => {
    const account = await createAccount(sut, { role: 'helper', name: 'Yusuf Karimi' });
    await patch(account.token, { language: 'ar' }).expect(200);
    const renewed = (await changePassword(account.token)).body.AuthToken as string;
    await outboxRow(account.email, 'تغيّرت كلمة مرورك');
    await patch(renewed, { language: 'en' }).expect(200);
    await sut.http
      .post('/api/v1/account/email')
      .auth(renewed, { type: 'bearer' })
      .send({ newEmail: `yusuf.new.${process.pid}@example.com` })
      .expect(200);
    await outboxRow(account.email, 'A change of your email address was requested');
    // Deleting the account mails after the row is gone: the mail still goes in the member's language.
    await patch(renewed, { language: 'ar' }).expect(200);
    await sut.http.delete('/api/v1/account').auth(renewed, { type: 'bearer' }).send({ password: 'N3w!passw0rd' }).expect(200);
    await outboxRow(account.email, 'حُذف حسابك');
  });

  it('a mail to an address without an account is English, or in the language the request asked for', async () => {
    const nobody = `nobody.${process.pid}@example.com`;
    const someoneElse = `someone.${process.pid}@example.com`;
    await sut.http.post('/api/v1/auth/forgot-password').set('Accept-Language', 'ar').send({ email: nobody }).expect(200);
    await sut.http.post('/api/v1/auth/forgot-password').send({ email: someoneElse }).expect(200);
    await outboxRow(nobody, 'أعد تعيين كلمة المرور');
    const arabic = await sut.mail.waitFor(nobody);
    assert.ok(arabic.text.startsWith('مرحبًا،\n\nطلب أحدهم'));
    await outboxRow(someoneElse, 'Reset your password');
    const english = await sut.mail.waitFor(someoneElse);
    assert.ok(english.text.startsWith('Hello,\n\nSomeone (hopefully you) asked to reset the password of a Community Network account'));
  });
});
