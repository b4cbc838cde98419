import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailOutboxWorker } from './mail-outbox.worker';
import { AdminMailOutboxController } from './admin-mail-outbox.controller';
import { AdminMailOutboxService } from './admin-mail-outbox.service';
import { MailOutboxRepository } from './mail-outbox.repository';

/** The outbox (every mail a row, written with its change), its worker, and the admin's view of undelivered mail. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), AuditModule],
  controllers: [AdminMailOutboxController],
  providers: [MailOutboxRepository, MailService, MailTransport, MailOutboxWorker, AdminMailOutboxService],
  exports: [MailService],
})
export class MailModule {}
