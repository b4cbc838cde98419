import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactForm } from './entities/contact-form.entity';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AdminContactFormDto, mapAdminContactForm } from './dto/admin-contact-form.dto';
import { AdminContactFormFilter } from './admin-contact-forms-list';
import { CONTACT_FORM_SEARCH } from './contact-form-search';

@Injectable()
export class AdminContactFormsService {
  constructor(@InjectRepository(ContactForm) private readonly forms: Repository<ContactForm>) {}

  list(query: ListQuery<AdminContactFormFilter>): Promise<ListPage<AdminContactFormDto>> {
    const { first_name, last_name, email, phone_number, subject, id } = query.filter;
    const qb = this.forms.createQueryBuilder('form');
    applyEquals(qb, { 'form.firstName': first_name, 'form.lastName': last_name, 'form.email': email, 'form.phoneNumber': phone_number, 'form.subject': subject });
    applyIds(qb, 'form.id', id);
    // "Ruth Mensah" finds Ruth Mensah as well as "ruth" or "mensah" alone; CONCAT exists on MariaDB and SQLite 3.44+.
    return listPage(qb, query, 'form.id', mapAdminContactForm, {
      q: query.filter.q,
      column: CONTACT_FORM_SEARCH.columns[0],
      literalFields: [
      'form.firstName',
      'form.lastName',
      "CONCAT(form.firstName, ' ', form.lastName)",
      'form.email',
      'form.phoneNumber',
      'form.message',
    ],
      orderedBy: ['form.id'],
      countFromWordCounts: false,
    });
  }

  async findOne(id: number): Promise<AdminContactFormDto> {
    const form = await this.forms.findOneBy({ id });
    if (!form) throw new NotFoundException(ADMIN_TEXTS.contactFormNotFound);
    return mapAdminContactForm(form);
  }
}
