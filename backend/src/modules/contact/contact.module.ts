import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactForm } from './entities/contact-form.entity';
import { ContactController } from './contact.controller';
import { ContactFormsService } from './contact-forms.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactForm])],
  controllers: [ContactController],
  providers: [ContactFormsService],
})
export class ContactModule {}
