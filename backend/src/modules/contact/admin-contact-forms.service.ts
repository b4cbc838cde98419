import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactForm } from './entities/contact-form.entity';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyIds, applySearch, listPage } from '../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AdminContactFormDto, mapAdminContactForm } from './dto/admin-contact-form.dto';
import { AdminContactFormFilter } from './admin-contact-forms-list';
import { CONTACT_FORM_SEARCH } from './contact-form-search';

@Injectable()
export class AdminContactFormsService {
  constructor(@InjectRepository(ContactForm) private readonly forms: Repository<ContactForm>) {}

  list(query: ListQuery<AdminContactFormFilter>): Promise<ListPage<AdminContactFormDto>> {
    const qb = this.forms.createQueryBuilder('form');
    applyIds(qb, 'form.id', query.filter.id);
    // "Ruth Mensah" finds Ruth Mensah as well as "ruth" or "mensah" alone; CONCAT exists on MariaDB and SQLite 3.44+.
    applySearch(qb, query.filter.q, CONTACT_FORM_SEARCH.columns[0], [
      'form.firstName',
      'form.lastName',
      "CONCAT(form.firstName, ' ', form.lastName)",
      'form.email',
      'form.phoneNumber',
      'form.message',
    ]);
    return listPage(qb, query, 'form.id', mapAdminContactForm);
  }

  async findOne(id: number): Promise<AdminContactFormDto> {
    const form = await this.forms.findOneBy({ id });
    if (!form) throw new NotFoundException(ADMIN_TEXTS.contactFormNotFound);
    return mapAdminContactForm(form);
  }
}
