import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { InboxMessage } from './entities/inbox-message.entity';
import { IssuesController } from './issues.controller';
import { MemberMessagesService } from './member-messages.service';
import { MessageReceiversService } from './message-receivers.service';
import { InboxService } from './inbox.service';

@Module({
  // BusinessGroup is read (never written) here: the public contact goes to an approved group's owner.
  imports: [TypeOrmModule.forFeature([InboxMessage, BusinessGroup])],
  controllers: [IssuesController],
  providers: [MemberMessagesService, MessageReceiversService, InboxService],
})
export class IssuesModule {}
