import { Module } from '@nestjs/common';
import { DirectoryController } from './directory.controller';
import { DirectoryService } from './directory.service';
import { DirectoryRepository } from './directory.repository';

/**
 * The member directories under /info (who is listed, by section, industry, role and search, and who takes requests
 * now) and the admin panel's helpers and seekers tabs. It reads the users table (and the open requests counted
 * against a member's capacity) with plain SQL for speed; it writes nothing.
 */
@Module({
  controllers: [DirectoryController],
  providers: [DirectoryService, DirectoryRepository],
  // Conversations' expiry mail suggests other members who take requests now.
  exports: [DirectoryService],
})
export class DirectoryModule {}
