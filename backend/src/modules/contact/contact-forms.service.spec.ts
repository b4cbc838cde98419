import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONTACT_SUBJECTS, MESSAGES } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailService } from '../mail/mail.service';
import { ContactForm } from './entities/contact-form.entity';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactFormsRepository } from './contact-forms.repository';
import { ContactFormsService } from './contact-forms.service';

const form = (fields: Partial<ContactFormDto> = {}): ContactFormDto =>
  Object.assign(new ContactFormDto(), {
    first_name: ' Amina ',
    last_name: ' Yusuf ',
    email: ' amina@example.com ',
    phone_number: ' +1 555 010 2030 ',
    subject: CONTACT_SUBJECTS[0],
    message: '  How do I list my bakery?  ',
    ...fields,
  });

function setUp() {
  const { service: sut, fakes, config } = newTestService(ContactFormsService);
  const forms = fakes.get(ContactFormsRepository);
  forms.insert.mock.mockImplementation(async (row: ContactForm) => Object.assign(row, { id: 17 }));
  const enqueue = fakes.get(MailService).enqueue;
  return { sut, forms, enqueue, config };
}

describe('ContactFormsService: the public contact form', () => {
  it("stores the form trimmed and queues its mail to the site's inbox, both in one transaction", async () => {
    const { sut, forms, enqueue, config } = setUp();
    assert.deepEqual(await sut.submit(form()), { message: MESSAGES.contact.success, id: 17 });
    const [stored, manager] = forms.insert.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(
      { firstName: stored.firstName, lastName: stored.lastName, email: stored.email, phoneNumber: stored.phoneNumber, message: stored.message },
      { firstName: 'Amina', lastName: 'Yusuf', email: 'amina@example.com', phoneNumber: '+1 555 010 2030', message: 'How do I list my bakery?' },
    );
    const [mailManager, mail] = enqueue.mock.calls[0].arguments;
    assert.equal(mailManager, TRANSACTION);
    assert.deepEqual({ to: mail.to, replyTo: mail.replyTo }, { to: config.mail.contactEmail, replyTo: 'amina@example.com' });
    assert.match(mail.text, /How do I list my bakery\?/);
  });

  it('a filled honeypot (contact_me_by_fax) is answered as a success, and nothing is stored or mailed', async () => {
    const { sut, forms, enqueue } = setUp();
    assert.deepEqual(await sut.submit(form({ contact_me_by_fax: 'yes please' })), { message: MESSAGES.contact.success, id: 0 });
    assert.equal(forms.insert.mock.callCount() + enqueue.mock.callCount(), 0);
  });

  it('a blank honeypot is a real visitor', async () => {
    const { sut, forms } = setUp();
    await sut.submit(form({ contact_me_by_fax: '  ' }));
    assert.equal(forms.insert.mock.callCount(), 1);
  });

  it("the list answers the spec's fields, newest first as stored", async () => {
    const { sut, forms } = setUp();
    const rows = [17, 16].map((id) =>
      Object.assign(new ContactForm(), {
        id,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        phoneNumber: '1',
        subject: CONTACT_SUBJECTS[0],
        message: 'M',
        searchText: 'a b',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    forms.newestFirst.mock.mockImplementation(async () => rows);
    const { data } = await sut.list();
    assert.deepEqual(
      data.map((entry) => entry.id),
      [17, 16],
    );
    assert.deepEqual(Object.keys(data[0]).sort(), ['created_at', 'email', 'first_name', 'id', 'last_name', 'message', 'phone_number', 'subject']);
  });
});
