import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboxMessage } from '../messages/entities/inbox-message.entity';
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
import { ParticipantExportService } from './participant-export.service';
import { ParticipantDeletionService } from './participant-deletion.service';

/**
 * Every request to a member as a thread: replies, the status the sender sees, expiry, the receiver's
 * availability, blocks and reports, and the admin panel's reports resource (docs/conversations.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Conversation, ConversationReply, StatusChange, Block, Report, InboxMessage])],
  controllers: [ConversationsController, AvailabilityController, BlocksController, ReportsController, AdminReportsController],
  providers: [
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
    ParticipantExportService,
    ParticipantDeletionService,
  ],
  // The four request kinds (messages module) open conversations and mark them read through these; the
  // account's data export reads a member's conversations and reports through ParticipantExportService,
  // account deletion leaves them to the other participant through ParticipantDeletionService (messages module),
  // and the dashboard counts open reports through AdminReportsService.
  exports: [ConversationOpeningService, ConversationsService, ParticipantExportService, ParticipantDeletionService, AdminReportsService],
})
export class ConversationsModule {}
