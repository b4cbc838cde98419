import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { Job } from './entities/job.entity';
import { JobApplication } from './entities/job-application.entity';
import { ConversationsModule } from '../conversations/conversations.module';
import { JobApplicationsService } from './job-applications.service';
import { JobApplicationsRepository } from './job-applications.repository';
import { JobsController } from './jobs.controller';
import { MyJobsController } from './my-jobs.controller';
import { AdminJobsController } from './admin-jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { MyJobsService } from './my-jobs.service';
import { AdminJobsService } from './admin-jobs.service';
import { JobBoardGate } from './job-board-gate';
import { JobSubmissionLimit } from './job-submission-limit';
import { JobExpiryJob } from './job-expiry.job';
import { JobPagesService } from './job-pages.service';
import { JobApplicationCvs } from './job-application-cvs';
import { JobApplicationRetentionJob } from './job-application-retention.job';

/** The Job Board (issue #27, docs/jobs.md): postings, their review and lifecycle, the board and the admin's resource. */
@Module({
  imports: [TypeOrmModule.forFeature([Job, JobApplication]), NotificationsModule, SettingsModule, BusinessGroupsModule, ConversationsModule],
  controllers: [JobsController, MyJobsController, AdminJobsController],
  providers: [
    JobsRepository,
    JobsService,
    MyJobsService,
    AdminJobsService,
    JobBoardGate,
    JobSubmissionLimit,
    JobExpiryJob,
    JobPagesService,
    JobApplicationsService,
    JobApplicationsRepository,
    JobApplicationCvs,
    JobApplicationRetentionJob,
  ],
  exports: [JobsService, MyJobsService],
})
export class JobsModule {}
