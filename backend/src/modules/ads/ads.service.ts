import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AdStatus, InAppNotificationKind, LIMITS, MESSAGES } from '@community/vocabulary';

/** Where a poster sees their ads and each one's review outcome. */
const MY_ADS_PATH = '/account';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../../common/auth/auth-user';
import { Transactions } from '../../common/database/transactions';
import { ReadReplicas } from '../../common/database/read-replicas';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { MailMessage } from '../mail/mail.service';
import { ImageStorageService } from '../uploads/image-storage.service';
import { assertAdmin } from '../../common/moderation/moderation-access';
import { ModeratedKind, changeStatus, deleteModerated } from '../../common/moderation/status-transitions';
import { Ad } from './entities/ad.entity';
import { decodeKeysetCursor, splitPage } from '../../common/pagination/keyset';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { isStoredDateTime } from '../../common/pagination/stored-datetime';
import { AdDto, AdListDto, mapAd, mapAdRow } from './dto/ad-response.dto';
import { AdRow } from './ads.query';
import { AdListFilter } from './dto/list-ads-query.dto';
import { AdsRepository } from './ads.repository';
import { adApprovedMail, adRejectedMail } from './ad-emails';
import { adLifetimeFrom } from './ad-lifecycle';
import { removeAdImages } from './ad-image-files';
import { Clock } from '../../common/clock/clock';

/** The Ads and Services board and its moderation. */
@Injectable()
export class AdsService {
  private readonly logger = new Logger('Ads');
  private readonly moderated: ModeratedKind<Ad>;

  constructor(
    private readonly ads: AdsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly storage: ImageStorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly replicas: ReadReplicas,
    private readonly feed: NotificationFeedService,
  ) {
    this.moderated = { records: ads, notFound: MESSAGES.moderation.adNotFound };
  }

  /**
   * approved: the board every signed-in account sees (a suspended poster's ads leave it); pending: the admin's queue.
   * Newest first, a page at a time, from a read replica caught up with what the viewer wrote (issue #29).
   */
  async listByStatus(
    viewer: AuthUser | undefined,
    status: AdListFilter,
    page: NewestFirstPageQueryDto & { q?: string; category?: string } = {},
  ): Promise<AdListDto> {
    if (status !== 'approved') assertAdmin(viewer);
    return this.readPage(viewer?.id ?? null, status, page, { search: page.q?.trim() || undefined, category: page.category });
  }

  /** Every ad whatever its status, newest first (the admin's full list). */
  async listAll(adminId: number, page: NewestFirstPageQueryDto = {}): Promise<AdListDto> {
    return this.readPage(adminId, undefined, page);
  }

  private async readPage(
    readerId: number | null,
    status: AdStatus | undefined,
    page: NewestFirstPageQueryDto,
    filter: { search?: string; category?: string } = {},
  ): Promise<AdListDto> {
    const limit = page.limit ?? LIMITS.listPageDefault;
    const after = page.cursor ? decodeKeysetCursor(page.cursor, isStoredDateTime) : null;
    const rows = await this.replicas.read(readerId, (manager) => this.ads.page({ status, after, take: limit + 1, ...filter }, manager));
    const { page: shown, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.created_at, id: Number(row.id) }));
    return { data: shown.map(mapAdRow), next_cursor };
  }

  /**
   * The board's ads approved in (since, until] that match a saved search's q and category, newest first, at most
   * `take` (the saved searches' alerts, in their run's transaction).
   */
  approvedBetween(filters: { q?: string | null; category?: string }, since: Date, until: Date, take: number, manager?: EntityManager): Promise<AdRow[]> {
    const search = filters.q?.trim() || undefined;
    return this.ads.page({ status: 'approved', take, search, category: filters.category, approvedAfter: since, approvedUntil: until }, manager);
  }

  /** Ads waiting for a decision (the admin dashboard's count), from a replica caught up with the admin's decisions. */
  countPending(adminId: number | null = null): Promise<number> {
    return this.replicas.read(adminId, (manager) => this.ads.countPending(manager));
  }

  async findById(id: number): Promise<AdDto> {
    const ad = await this.ads.findById(id);
    if (!ad) throw new NotFoundException(MESSAGES.moderation.adNotFound);
    return mapAd(ad);
  }

  /** Puts the ad on the board for AD_LIFETIME_DAYS and tells the poster. */
  async approve(actor: AuthUser, id: number): Promise<AdDto> {
    const now = this.clock.now();
    const ad = await this.setStatus(
      actor,
      id,
      'approved',
      { rejectionReason: null, approvedAt: now, ...adLifetimeFrom(now, this.config.ads.lifetimeDays) },
      (approved, manager) => this.tellPoster(approved, 'ad_approved', (email) => adApprovedMail(email, approved, this.config.appUrl), manager),
    );
    return mapAd(ad);
  }

  async reject(actor: AuthUser, id: number, reason: string | null = null): Promise<AdDto> {
    const ad = await this.setStatus(actor, id, 'rejected', { rejectionReason: reason, expiresAt: null }, (rejected, manager) =>
      this.tellPoster(rejected, 'ad_rejected', (email) => adRejectedMail(email, rejected, this.config.mail.contactEmail), manager),
    );
    return mapAd(ad);
  }

  /**
   * The decision's in-app notification and mail, both in the decision's transaction; a poster whose account is gone
   * is not told.
   */
  private async tellPoster(ad: Ad, kind: InAppNotificationKind, mail: (email: string) => MailMessage, manager: EntityManager): Promise<void> {
    if (!ad.poster) return;
    await this.feed.record(manager, { userId: ad.userId, kind, link: MY_ADS_PATH });
    await this.notifications.notify(ad.userId, 'moderation_outcome', mail(ad.poster.email), manager);
  }

  /** Deletes the row (with its audit entry) and then its pictures; a file that cannot be removed is logged, not fatal. */
  async remove(actor: AuthUser, id: number): Promise<AdDto> {
    const ad = await deleteModerated(this.transactions, this.moderated, id, (found, manager) =>
      this.audit.record(actor, 'delete-ad', 'ad', id, found.title, manager),
    );
    await removeAdImages(this.storage, ad, this.logger);
    return mapAd(ad);
  }

  private setStatus(
    actor: AuthUser,
    id: number,
    status: AdStatus,
    alongside: Partial<Ad>,
    tell: (ad: Ad, manager: EntityManager) => Promise<void>,
  ): Promise<Ad> {
    return changeStatus(
      this.transactions,
      this.moderated,
      id,
      status,
      async (ad, manager) => {
        await this.audit.record(actor, status === 'approved' ? 'approve-ad' : 'reject-ad', 'ad', id, ad.title, manager);
        await tell(ad, manager);
      },
      alongside,
    );
  }
}
