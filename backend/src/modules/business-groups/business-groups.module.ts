import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupsController } from './business-groups.controller';
import { BusinessGroupsService } from './business-groups.service';

@Module({
  imports: [TypeOrmModule.forFeature([BusinessGroup])],
  controllers: [BusinessGroupsController],
  providers: [BusinessGroupsService],
  exports: [BusinessGroupsService],
})
export class BusinessGroupsModule {}
