import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { DirectoryModule } from '../directory/directory.module';
import { InboxMessage } from './entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { Block } from './entities/block.entity';
import { Report } from './entities/report.entity';
import { ConversationsController } from './conversations.controller';
import { AvailabilityController } from './availability.controller';
import { BlocksController } from './blocks.controller';
import { ReportsController } from './reports.controller';
import { AdminReportsController } from './admin-reports.controller';
import { ConversationsService } from './conversations.service';
import { ConversationOpeningService } from './conversation-opening.service';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { RepliesService } from './replies.service';
import { StatusService } from './status.service';
import { AvailabilityService } from './availability.service';
import { BlocksService } from './blocks.service';
import { ReportsService } from './reports.service';
import { AdminReportsService } from './admin-reports.service';
import { RequestExpiryJob } from './request-expiry.job';
import { RequestReminderJob } from './request-reminder.job';
import { ResponsivenessService } from './responsiveness.service';
import { OtherRequestsService } from './other-requests.service';
import { ResponseStatsService } from './response-stats.service';
import { ParticipantExportService } from './participant-export.service';
import { ParticipantDeletionService } from './participant-deletion.service';
import { ConversationsRepository } from './conversations.repository';
import { BlocksRepository } from './blocks.repository';
import { ReportsRepository } from './reports.repository';
import { RequestsRepository } from './requests/requests.repository';
import { MessagesController } from './requests/messages.controller';
import { AdminMessagesController } from './requests/admin-messages.controller';
import { MemberMessagesService } from './requests/member-messages.service';
import { MessageReceiversService } from './requests/message-receivers.service';
import { InboxService } from './requests/inbox.service';
import { AdminMessagesService } from './requests/admin-messages.service';
import { MessageParticipantsService } from './requests/message-participants.service';
import { SectionThreadsService } from './requests/section-threads.service';
import { ConversationAttachment } from './entities/conversation-attachment.entity';
import { AttachmentsRepository } from './attachments/attachments.repository';
import { ConversationAttachmentsService } from './attachments/conversation-attachments.service';

/**
 * Every request to a member as a thread: the four request kinds under /issues that open one (requests/), the old
 * inbox, replies, the status the sender sees, expiry, the receiver's availability, blocks and reports, and the admin
 * panel's reports and messages resources (docs/conversations.md).
 */
@Module({
  // A business group's public contact goes to its owner, whom BusinessGroupsService finds; a new request is a
  // notification; an expired request's mail suggests members the directory finds taking requests now.
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationReply, StatusChange, Block, Report, InboxMessage, ConversationAttachment]),
    BusinessGroupsModule,
    NotificationsModule,
    DirectoryModule,
  ],
  controllers: [
    ConversationsController,
    AvailabilityController,
    BlocksController,
    ReportsController,
    AdminReportsController,
    MessagesController,
    AdminMessagesController,
  ],
  providers: [
    ConversationsRepository,
    BlocksRepository,
    ReportsRepository,
    RequestsRepository,
    ConversationsService,
    ConversationOpeningService,
    ConversationState,
    ConversationNotifier,
    RepliesService,
    StatusService,
    AvailabilityService,
    BlocksService,
    ReportsService,
    AdminReportsService,
    RequestExpiryJob,
    RequestReminderJob,
    ResponsivenessService,
    OtherRequestsService,
    ResponseStatsService,
    ParticipantExportService,
    ParticipantDeletionService,
    MemberMessagesService,
    MessageReceiversService,
    InboxService,
    AdminMessagesService,
    MessageParticipantsService,
    SectionThreadsService,
    AttachmentsRepository,
    ConversationAttachmentsService,
  ],
  // The account's data export reads a member's conversations, reports and requests through ParticipantExportService
  // and MessageParticipantsService, account deletion leaves them to the other participant through
  // MessageParticipantsService, and the dashboard counts open reports through AdminReportsService and shows how
  // well requests are answered through ResponseStatsService.
  // The Job Board's applications open their threads through SectionThreadsService and attach the CV, and delete it with
  // the posting or after the retention, through ConversationAttachmentsService (which the data export lists too).
  exports: [
    ParticipantExportService,
    MessageParticipantsService,
    AdminReportsService,
    ResponseStatsService,
    SectionThreadsService,
    ConversationAttachmentsService,
  ],
})
export class ConversationsModule {}
