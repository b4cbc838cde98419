import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DigestItem } from './entities/digest-item.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { DigestJob } from './digest.job';
import { NotificationsRepository } from './notifications.repository';

/** Notification mails by the member's choice per kind (now, daily digest, off), one-click unsubscribe, the digest job. */
@Module({
  imports: [TypeOrmModule.forFeature([DigestItem])],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, DigestJob],
  exports: [NotificationsService],
})
export class NotificationsModule {}
