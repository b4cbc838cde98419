import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** Members' saved searches of the Job Board and the ads board (issue #27). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearch])],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
