import { Inject, Injectable } from '@nestjs/common';
import { parseImageUrl } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { MyAdsService } from '../ads/my-ads.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { MessageParticipantsService } from '../conversations/requests/message-participants.service';
import { ParticipantExportService } from '../conversations/participant-export.service';
import { ConversationAttachmentsService } from '../conversations/attachments/conversation-attachments.service';
import { ProfileService } from './profile.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { PushService } from '../push/push.service';
import { toAccount } from './account.mapper';
import { mapMyAd } from '../ads/dto/my-ad.dto';
import { MyJobsService } from '../jobs/my-jobs.service';
import { mapMyJob } from '../jobs/dto/job-response.dto';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { mapSavedSearch } from '../saved-searches/dto/saved-search.dto';

/**
 * "Download my data": everything the service keeps about a member, as one JSON document. Suspended members
 * get it too (through a mailed link), so it never depends on being allowed to sign in.
 */
@Injectable()
export class DataExportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly profile: ProfileService,
    private readonly ads: MyAdsService,
    private readonly groups: MyBusinessGroupsService,
    private readonly messages: MessageParticipantsService,
    private readonly participant: ParticipantExportService,
    private readonly feed: NotificationFeedService,
    private readonly jobs: MyJobsService,
    private readonly savedSearches: SavedSearchesService,
    private readonly attachments: ConversationAttachmentsService,
    private readonly push: PushService,
  ) {}

  async exportFor(userId: number): Promise<Record<string, unknown>> {
    const user = await this.profile.get(userId);
    const { notifications, ...profile } = toAccount(user);
    const link = (key: string) => `${this.config.appUrl}/uploads/${key}`;
    return {
      exported_at: this.clock.now().toISOString(),
      profile: { ...profile, created_at: new Date(user.createdAt).toISOString(), suspended: user.suspendedAt !== null },
      notifications,
      /** The bell's notifications (the key above is the email settings, kept as it was). */
      in_app_notifications: await this.feed.exportFor(userId),
      /** Web Push: each device's push service (host only) and when it was added, and the settings per kind. */
      push: await this.push.exportFor(userId),
      messages: await this.messages.exportFor(userId),
      conversations: await this.participant.conversationsOf(userId),
      /** The files the member sent in conversations (their CVs): name, size and date, never the bytes (docs/jobs.md "The CV"). */
      attachments: await this.attachments.exportFor(userId),
      ads: (await this.ads.list(userId)).map((ad) => ({ ...mapMyAd(ad), images: parseImageUrl(ad.imageUrl).map(link) })),
      business_groups: (await this.groups.list(userId)).map((group) => ({
        id: group.id,
        title: group.title,
        description: group.description,
        website: group.website,
        email: group.email,
        industry: group.industry,
        status: Number(group.status),
        rejection_reason: group.rejectionReason,
        pending_edit: group.pendingEdit,
        created_at: new Date(group.createdAt).toISOString(),
      })),
      reports: await this.participant.reportsBy(userId),
      /** The Job Board: the member's postings in every status, and their saved searches (docs/jobs.md). */
      job_postings: (await this.jobs.allOf(userId)).map(mapMyJob),
      saved_searches: (await this.savedSearches.listOf(userId)).map(mapSavedSearch),
    };
  }
}
