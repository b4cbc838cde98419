import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES, isBlank } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { CreatedResponseDto } from '../../common/http/error-response.dto';
import { MailService } from '../mail/mail.service';
import { ContactForm } from './entities/contact-form.entity';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactFormListDto } from './dto/contact-form-responses.dto';
import { toContactFormEntry } from './contact-form.mapper';
import { contactFormMail } from './contact-form.mail';

@Injectable()
export class ContactFormsService {
  constructor(
    @InjectRepository(ContactForm) private readonly forms: Repository<ContactForm>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stored with its mail to the site's inbox in one transaction; the outbox delivers it. A filled honeypot is dropped. */
  async submit(dto: ContactFormDto): Promise<CreatedResponseDto> {
    if (!isBlank(dto.contact_me_by_fax)) return { message: MESSAGES.contact.success, id: 0 };
    const form = await this.forms.manager.transaction(async (manager) => {
      const saved = await manager.save(
        Object.assign(new ContactForm(), {
          firstName: dto.first_name.trim(),
          lastName: dto.last_name.trim(),
          email: dto.email.trim(),
          phoneNumber: dto.phone_number.trim(),
          subject: dto.subject,
          message: dto.message.trim(),
        }),
      );
      await this.mail.enqueue(manager, contactFormMail(this.config.mail.contactEmail, saved));
      return saved;
    });
    return { message: MESSAGES.contact.success, id: form.id };
  }

  async list(): Promise<ContactFormListDto> {
    const forms = await this.forms.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return { data: forms.map(toContactFormEntry) };
  }
}
