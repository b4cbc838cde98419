import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES, isBlank } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { CreatedResponseDto } from '../../common/http/error-response.dto';
import { Transactions } from '../../common/database/transactions';
import { MailService } from '../mail/mail.service';
import { ContactForm } from './entities/contact-form.entity';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactFormListDto } from './dto/contact-form-responses.dto';
import { toContactFormEntry } from './contact-form.mapper';
import { contactFormMail } from './contact-form.mail';
import { ContactFormsRepository } from './contact-forms.repository';

/** The public contact form (POST /contact) and its list. */
@Injectable()
export class ContactFormsService {
  constructor(
    private readonly forms: ContactFormsRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stored with its mail to the site's inbox in one transaction; the outbox delivers it. A filled honeypot is dropped. */
  async submit(dto: ContactFormDto): Promise<CreatedResponseDto> {
    if (!isBlank(dto.contact_me_by_fax)) return { message: MESSAGES.contact.success, id: 0 };
    const form = await this.transactions.run(async (manager) => {
      const saved = await this.forms.insert(
        Object.assign(new ContactForm(), {
          firstName: dto.first_name.trim(),
          lastName: dto.last_name.trim(),
          email: dto.email.trim(),
          phoneNumber: dto.phone_number.trim(),
          subject: dto.subject,
          message: dto.message.trim(),
        }),
        manager,
      );
      await this.mail.enqueue(manager, contactFormMail(this.config.mail.contactEmail, saved));
      return saved;
    });
    return { message: MESSAGES.contact.success, id: form.id };
  }

  async list(): Promise<ContactFormListDto> {
    const forms = await this.forms.newestFirst();
    return { data: forms.map(toContactFormEntry) };
  }
}
