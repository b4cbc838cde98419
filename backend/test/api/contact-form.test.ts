import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { contactForm } from './access-rows/info-issues-contact';

type Body = Record<string, unknown>;

describe(`contact: POST /contact/contact-form and GET /contact/get-contact-form (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  const submit = (body: Body) => sut.http.post('/api/v1/contact/contact-form').send(body);

  it('stores the form without a token and emails the site inbox, reply-to the sender', async () => {
    const body = { ...contactForm(), email: 'sender@example.com', message: 'Where do I start? (contact-happy)' };
    const response = await submit(body).expect(201);
    assert.equal(response.body.message, MESSAGES.contact.success);
    assert.equal(typeof response.body.id, 'number');
    const mail = await sut.mail.waitFor('inbox@community.test', (m) => m.text.includes('contact-happy'));
    assert.match(mail.replyTo ?? '', /sender@example\.com/);
    assert.match(mail.subject, /Support/);
    assert.match(mail.text, /\+1 555 010 2030/);
  });

  const rules: Array<[string, Body, string]> = [
    ['an empty first name', { first_name: '' }, MESSAGES.contact.firstNameRequired],
    ['an empty last name', { last_name: ' ' }, MESSAGES.contact.lastNameRequired],
    ['an empty email', { email: '' }, MESSAGES.contact.emailRequired],
    ['an invalid email', { email: 'amina@example' }, MESSAGES.contact.invalidEmail],
    ['an empty phone number', { phone_number: '' }, MESSAGES.contact.phoneRequired],
    ['an empty subject', { subject: '' }, MESSAGES.contact.subjectRequired],
    ['a subject outside the three', { subject: 'Complaint' }, MESSAGES.contact.subjectInvalid],
    ['an empty message', { message: '' }, MESSAGES.contact.messageRequired],
  ];
  for (const [what, change, message] of rules) {
    it(`refuses ${what}: "${message}"`, async () => {
      const response = await submit({ ...contactForm(), ...change }).expect(400);
      assert.equal(response.body.error_message, message);
    });
  }

  it('accepts each of the three subjects', async () => {
    for (const subject of ['General Inquiry', 'Support', 'Feedback']) await submit({ ...contactForm(), subject }).expect(201);
  });

  it('answers 201 to a filled honeypot and stores and sends nothing', async () => {
    const before = await sut.dataSource.query('SELECT COUNT(*) AS n FROM contact_forms');
    await submit({ ...contactForm(), message: 'spam (honeypot)', contact_me_by_fax: '555-0100' }).expect(201);
    const afterCount = await sut.dataSource.query('SELECT COUNT(*) AS n FROM contact_forms');
    assert.equal(Number(afterCount[0].n), Number(before[0].n));
    await sut.mailSettled();
    assert.ok(!sut.mail.mails.some((m) => m.text.includes('(honeypot)')));
  });

  it('gives the admin every submission, newest first, with its fields', async () => {
    const first = await submit({ ...contactForm(), message: 'older one' }).expect(201);
    const second = await submit({ ...contactForm(), message: 'newer one', first_name: 'Bilal' }).expect(201);
    const response = await sut.http.get('/api/v1/contact/get-contact-form').auth(admin.token, { type: 'bearer' }).expect(200);
    const ids = response.body.data.map((entry: { id: number }) => entry.id);
    assert.ok(ids.indexOf(second.body.id) < ids.indexOf(first.body.id));
    const entry = response.body.data.find((row: { id: number }) => row.id === second.body.id);
    assert.deepEqual(Object.keys(entry).sort(), ['created_at', 'email', 'first_name', 'id', 'last_name', 'message', 'phone_number', 'subject']);
    assert.equal(entry.first_name, 'Bilal');
    assert.equal(entry.message, 'newer one');
    assert.equal(entry.subject, 'Support');
  });

  it('keeps the list from everyone but admins', async () => {
    const helper = await createAccount(sut, { role: 'helper' });
    await sut.http.get('/api/v1/contact/get-contact-form').auth(helper.token, { type: 'bearer' }).expect(403);
    await sut.http.get('/api/v1/contact/get-contact-form').expect(401);
  });
});
