import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InboxMessage } from './entities/inbox-message.entity';
import { MessagesController } from './messages.controller';
import { AdminMessagesController } from './admin-messages.controller';
import { MemberMessagesService } from './member-messages.service';
import { MessageReceiversService } from './message-receivers.service';
import { InboxService } from './inbox.service';
import { AdminMessagesService } from './admin-messages.service';
import { MessageParticipantsService } from './message-participants.service';

/** The four request kinds under /issues, each member's inbox, and the admin panel's messages resource. */
@Module({
  // A business group's public contact goes to its owner, whom BusinessGroupsService finds; every request opens a conversation.
  imports: [TypeOrmModule.forFeature([InboxMessage]), BusinessGroupsModule, ConversationsModule, NotificationsModule],
  controllers: [MessagesController, AdminMessagesController],
  providers: [MemberMessagesService, MessageReceiversService, InboxService, AdminMessagesService, MessageParticipantsService],
  exports: [MessageParticipantsService],
})
export class MessagesModule {}
