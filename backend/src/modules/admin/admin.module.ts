import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from '../audit/entities/audit-log-entry.entity';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { Ad } from '../business-network/entities/ad.entity';
import { BusinessNetworkModule } from '../business-network/business-network.module';
import { ContactForm } from '../contact/entities/contact-form.entity';
import { InboxMessage } from '../issues/entities/inbox-message.entity';
import { User } from '../users/entities/user.entity';
import { AdminAdsController } from './ads/admin-ads.controller';
import { AdminAdsService } from './ads/admin-ads.service';
import { AdminAuditLogController } from './audit-log/admin-audit-log.controller';
import { AdminAuditLogService } from './audit-log/admin-audit-log.service';
import { AdminBusinessGroupsController } from './business-groups/admin-business-groups.controller';
import { AdminBusinessGroupsService } from './business-groups/admin-business-groups.service';
import { AdminContactFormsController } from './contact-forms/admin-contact-forms.controller';
import { AdminContactFormsService } from './contact-forms/admin-contact-forms.service';
import { AdminMessagesController } from './messages/admin-messages.controller';
import { AdminMessagesService } from './messages/admin-messages.service';
import { AdminStatsController } from './stats/admin-stats.controller';
import { AdminStatsService } from './stats/admin-stats.service';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersService } from './users/admin-users.service';

/**
 * The react-admin moderation resources under /admin/<resource> and the spec's POST /admin/delete-user.
 * Approving, rejecting and deleting ads and groups is done by their own modules' services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, ContactForm, Ad, BusinessGroup, InboxMessage, AuditLogEntry]), BusinessNetworkModule, BusinessGroupsModule],
  controllers: [
    AdminStatsController,
    AdminUsersController,
    AdminContactFormsController,
    AdminAdsController,
    AdminBusinessGroupsController,
    AdminMessagesController,
    AdminAuditLogController,
  ],
  providers: [
    AdminUsersService,
    AdminContactFormsService,
    AdminAdsService,
    AdminBusinessGroupsService,
    AdminMessagesService,
    AdminAuditLogService,
    AdminStatsService,
  ],
})
export class AdminModule {}
