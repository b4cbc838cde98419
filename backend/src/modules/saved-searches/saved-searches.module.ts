import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';
import { SavedSearchAlertsJob } from './saved-search-alerts.job';
import { JobsModule } from '../jobs/jobs.module';
import { AdsModule } from '../ads/ads.module';

/** Members' saved searches of the Job Board and the ads board (issue #27). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearch]), JobsModule, AdsModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService, SavedSearchAlertsJob],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
