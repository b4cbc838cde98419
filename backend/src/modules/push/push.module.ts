import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushSubscription } from './entities/push-subscription.entity';
import { PushDelivery } from './entities/push-delivery.entity';
import { PushPresence } from './entities/push-presence.entity';
import { PushSetting } from './entities/push-setting.entity';
import { PushKey } from './entities/push-key.entity';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';
import { PushSenderJob } from './push-sender.job';
import { PushPresenceService, SeenInterceptor } from './push-presence.service';
import { VapidKeys } from './vapid-keys';

/**
 * Web Push (docs/notifications.md, "Push"): the VAPID key, devices' subscriptions, push settings per kind, the push
 * outbox and its sender, and "seen in the app" for the quiet rule. Below `notifications`, which queues a push in
 * the transaction of each notification it records (PushService.queue).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription, PushDelivery, PushPresence, PushSetting, PushKey])],
  controllers: [PushController],
  providers: [PushRepository, PushService, PushSenderJob, PushPresenceService, VapidKeys, { provide: APP_INTERCEPTOR, useClass: SeenInterceptor }],
  exports: [PushService, PushPresenceService],
})
export class PushModule {}
