import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessGroup } from './entities/business-group.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { BusinessGroupsController } from './business-groups.controller';
import { AdminBusinessGroupsController } from './admin-business-groups.controller';
import { BusinessGroupsService } from './business-groups.service';
import { BusinessGroupsRepository } from './business-groups.repository';
import { AdminBusinessGroupsService } from './admin-business-groups.service';
import { MyBusinessGroupsController } from './my-business-groups.controller';
import { MyBusinessGroupsService } from './my-business-groups.service';

/** The Business Directory, its moderation and the admin panel's business-groups resource. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessGroup]), NotificationsModule],
  controllers: [BusinessGroupsController, AdminBusinessGroupsController, MyBusinessGroupsController],
  providers: [BusinessGroupsRepository, BusinessGroupsService, AdminBusinessGroupsService, MyBusinessGroupsService],
  exports: [BusinessGroupsService, MyBusinessGroupsService],
})
export class BusinessGroupsModule {}
