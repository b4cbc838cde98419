import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DigestItem } from './entities/digest-item.entity';
import { Notification } from './entities/notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { DigestJob } from './digest.job';
import { NotificationsRepository } from './notifications.repository';
import { NotificationFeedController } from './notification-feed.controller';
import { NotificationFeedService } from './notification-feed.service';
import { NotificationFeedRepository } from './notification-feed.repository';
import { NotificationBus } from './notification-bus';
import { NotificationStreamService } from './notification-stream.service';
import { StreamTickets } from './stream-tickets';
import { StreamAuthGuard } from './stream-auth.guard';
import { PushModule } from '../push/push.module';

/**
 * Notification mails by the member's choice per kind (now, daily digest, off), one-click unsubscribe, the digest job;
 * and the in-app notifications every event module records in its own transaction (NotificationFeedService.record).
 */
@Module({
  imports: [TypeOrmModule.forFeature([DigestItem, Notification]), PushModule],
  controllers: [NotificationsController, NotificationFeedController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    DigestJob,
    NotificationFeedRepository,
    NotificationFeedService,
    NotificationBus,
    NotificationStreamService,
    StreamTickets,
    StreamAuthGuard,
  ],
  exports: [NotificationsService, NotificationFeedService],
})
export class NotificationsModule {}
