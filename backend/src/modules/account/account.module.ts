import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AuditModule } from '../audit/audit.module';
import { AdsModule } from '../ads/ads.module';
import { UploadsModule } from '../uploads/uploads.module';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { JobsModule } from '../jobs/jobs.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AccountDataController } from './account-data.controller';
import { DataExportService } from './data-export.service';
import { DataExportLinks } from './data-export-links.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountController } from './account.controller';
import { ProfileCompletionController } from './profile-completion.controller';
import { ProfileService } from './profile.service';
import { CredentialsService } from './credentials.service';
import { PushModule } from '../push/push.module';

/** The member's own space under /account: profile, photo, password, email, data export and deletion. */
@Module({
  imports: [
    AuthModule,
    SessionsModule,
    AuditModule,
    AdsModule,
    BusinessGroupsModule,
    ConversationsModule,
    UploadsModule,
    NotificationsModule,
    JobsModule,
    SavedSearchesModule,
    PushModule,
  ],
  controllers: [AccountController, AccountDataController, ProfileCompletionController],
  providers: [ProfileService, CredentialsService, DataExportService, DataExportLinks, AccountDeletionService],
})
export class AccountModule {}
