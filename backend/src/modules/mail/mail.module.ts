import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailOutboxWorker } from './mail-outbox.worker';

/** The outbox (every mail a row, written with its change), its worker, and the admin's view of undelivered mail. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), AuditModule],
  providers: [MailService, MailTransport, MailOutboxWorker],
  exports: [MailService],
})
export class MailModule {}
