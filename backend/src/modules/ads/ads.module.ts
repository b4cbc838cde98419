import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Ad } from './entities/ad.entity';
import { AdsController } from './ads.controller';
import { AdSubmissionController } from './ad-submission.controller';
import { AdminAdsController } from './admin-ads.controller';
import { AdsService } from './ads.service';
import { AdSubmissionService } from './ad-submission.service';
import { AdminAdsService } from './admin-ads.service';
import { MyAdsController } from './my-ads.controller';
import { MyAdsService } from './my-ads.service';
import { AdExpiryJob } from './ad-expiry.job';
import { AdSubmissionLimit } from './ad-submission-limit';
import { AdsRepository } from './ads.repository';

/** The Ads and Services board: submission with pictures, the board, moderation and the admin panel's ads resource. */
@Module({
  imports: [TypeOrmModule.forFeature([Ad]), UploadsModule, NotificationsModule],
  controllers: [AdsController, AdSubmissionController, AdminAdsController, MyAdsController],
  providers: [AdsRepository, AdsService, AdSubmissionService, AdminAdsService, MyAdsService, AdExpiryJob, AdSubmissionLimit],
  exports: [AdsService, MyAdsService],
})
export class AdsModule {}
