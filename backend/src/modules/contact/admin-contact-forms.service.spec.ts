import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundException } from '@nestjs/common';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { ListQuery } from '../../common/pagination/list-query';
import { REPLICA_READ, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ContactForm } from './entities/contact-form.entity';
import { AdminContactFormFilter } from './admin-contact-forms-list';
import { ContactFormsRepository } from './contact-forms.repository';
import { AdminContactFormsService } from './admin-contact-forms.service';

const stored = Object.assign(new ContactForm(), {
  id: 4,
  firstName: 'Ruth',
  lastName: 'Mensah',
  email: 'ruth@example.com',
  phoneNumber: '+1 555',
  subject: 'General',
  message: 'Hello',
  searchText: 'ruth mensah',
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe("AdminContactFormsService: the admin panel's contact forms (read only)", () => {
  it("a form is shown with the sender's full name beside the parts, and without the search column", async () => {
    const { service: sut, fakes } = newTestService(AdminContactFormsService);
    fakes.get(ContactFormsRepository).findById.mock.mockImplementation(async () => stored);
    const shown = await sut.findOne(4);
    assert.equal(shown.name, 'Ruth Mensah');
    assert.equal('searchText' in shown || 'search_text' in shown, false);
  });

  it(`a form that does not exist: 404 "${ADMIN_TEXTS.contactFormNotFound}"`, async () => {
    const { service: sut, fakes } = newTestService(AdminContactFormsService);
    fakes.get(ContactFormsRepository).findById.mock.mockImplementation(async () => null);
    await assert.rejects(sut.findOne(99), (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.contactFormNotFound);
  });

  it("the list passes react-admin's query to the repository and maps every row the same way", async () => {
    const { service: sut, fakes } = newTestService(AdminContactFormsService);
    const adminPage = fakes.get(ContactFormsRepository).adminPage;
    adminPage.mock.mockImplementation(async () => ({ data: [stored], total: 31, start: 25 }));
    const query: ListQuery<AdminContactFormFilter> = {
      sort: { field: 'id', path: 'form.id', order: 'DESC' },
      range: { start: 25, end: 49 },
      filter: { q: 'ruth mensah' },
    };
    const page = await sut.list(query, 1);
    assert.equal(adminPage.mock.calls[0].arguments[0], query);
    // Read where ReadReplicas says, caught up with this admin's own writes (issue #29).
    assert.equal(fakes.get(ReadReplicas).read.mock.calls[0].arguments[0], 1);
    assert.equal(adminPage.mock.calls[0].arguments[1], REPLICA_READ);
    assert.deepEqual({ total: page.total, start: page.start, names: page.data.map((form) => form.name) }, { total: 31, start: 25, names: ['Ruth Mensah'] });
  });
});
