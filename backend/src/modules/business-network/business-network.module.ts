import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { Ad } from './entities/ad.entity';
import { AdsController } from './ads.controller';
import { AdSubmissionController } from './ad-submission.controller';
import { AdsService } from './ads.service';
import { AdSubmissionService } from './ad-submission.service';

@Module({
  imports: [TypeOrmModule.forFeature([Ad]), UploadsModule],
  controllers: [AdsController, AdSubmissionController],
  providers: [AdsService, AdSubmissionService],
  exports: [AdsService],
})
export class BusinessNetworkModule {}
