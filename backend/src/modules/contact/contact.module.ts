import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactForm } from './entities/contact-form.entity';
import { ContactController } from './contact.controller';
import { AdminContactFormsController } from './admin-contact-forms.controller';
import { ContactFormsService } from './contact-forms.service';
import { AdminContactFormsService } from './admin-contact-forms.service';
import { ContactFormsRepository } from './contact-forms.repository';

/** The public contact form and the admin panel's contact-forms resource. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactForm])],
  controllers: [ContactController, AdminContactFormsController],
  providers: [ContactFormsRepository, ContactFormsService, AdminContactFormsService],
})
export class ContactModule {}
