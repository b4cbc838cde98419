import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { ContactForm } from './entities/contact-form.entity';
import { AdminContactFormFilter } from './admin-contact-forms-list';
import { CONTACT_FORM_SEARCH } from './contact-form-search';

/** Every query of the contact_forms table: what visitors send, and the admin panel's view of it. */
@Injectable()
export class ContactFormsRepository {
  constructor(@InjectRepository(ContactForm) private readonly forms: Repository<ContactForm>) {}

  /** A new form, in the transaction that also queues its mail. */
  insert(form: ContactForm, manager: EntityManager): Promise<ContactForm> {
    return manager.save(form);
  }

  newestFirst(): Promise<ContactForm[]> {
    return this.forms.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findById(id: number): Promise<ContactForm | null> {
    return this.forms.findOneBy({ id });
  }

  /** The admin panel's contact-forms resource: filters, search and sort as react-admin sends them. */
  adminPage(query: ListQuery<AdminContactFormFilter>, manager?: EntityManager): Promise<ListPage<ContactForm>> {
    const { first_name, last_name, email, phone_number, subject, id } = query.filter;
    const qb = (manager?.getRepository(ContactForm) ?? this.forms).createQueryBuilder('form');
    applyEquals(qb, {
      'form.firstName': first_name,
      'form.lastName': last_name,
      'form.email': email,
      'form.phoneNumber': phone_number,
      'form.subject': subject,
    });
    applyIds(qb, 'form.id', id);
    // "Ruth Mensah" finds Ruth Mensah as well as "ruth" or "mensah" alone; CONCAT exists on MariaDB and SQLite 3.44+.
    return listPage(qb, query, 'form.id', (form) => form, {
      q: query.filter.q,
      column: CONTACT_FORM_SEARCH.columns[0],
      literalFields: ['form.firstName', 'form.lastName', "CONCAT(form.firstName, ' ', form.lastName)", 'form.email', 'form.phoneNumber', 'form.message'],
      orderedBy: ['form.id'],
      countFromWordCounts: false,
    });
  }
}
