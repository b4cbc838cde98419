import { Injectable, NotFoundException } from '@nestjs/common';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AdminContactFormDto, mapAdminContactForm } from './dto/admin-contact-form.dto';
import { AdminContactFormFilter } from './admin-contact-forms-list';
import { ContactFormsRepository } from './contact-forms.repository';

/** The admin panel's contact-forms resource (read only). */
@Injectable()
export class AdminContactFormsService {
  constructor(
    private readonly forms: ContactFormsRepository,
    private readonly replicas: ReadReplicas,
  ) {}

  /** Read on a replica when one serves and has the admin's own latest writes (ReadReplicas). */
  async list(query: ListQuery<AdminContactFormFilter>, adminId: number): Promise<ListPage<AdminContactFormDto>> {
    const page = await this.replicas.read(adminId, (manager) => this.forms.adminPage(query, manager));
    return { ...page, data: page.data.map(mapAdminContactForm) };
  }

  async findOne(id: number): Promise<AdminContactFormDto> {
    const form = await this.forms.findById(id);
    if (!form) throw new NotFoundException(ADMIN_TEXTS.contactFormNotFound);
    return mapAdminContactForm(form);
  }
}
