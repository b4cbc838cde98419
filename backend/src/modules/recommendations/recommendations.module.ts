import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsRepository } from './recommendations.repository';
import { RecommendationsService } from './recommendations.service';

/**
 * Suggested mentors (GET /recommendations/mentors). It owns no table: it reads candidates with its own read-only
 * queries (users, blocks, conversations) on a replica, and shows each as the directory does (DirectoryService).
 */
@Module({
  imports: [DirectoryModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService, RecommendationsRepository],
})
export class RecommendationsModule {}
