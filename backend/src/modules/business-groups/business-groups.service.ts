import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BUSINESS_GROUP_STATUS, BusinessGroupStatus, LIMITS, MESSAGES } from '@community/vocabulary';

/** Where an owner sees their business listings and each one's review outcome. */
const MY_LISTINGS_PATH = '/account';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuditAction, AuditService } from '../audit/audit.service';
import { AuthUser } from '../../common/auth/auth-user';
import { Transactions } from '../../common/database/transactions';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { ModeratedKind, changeStatus, deleteModerated } from '../../common/moderation/status-transitions';
import { BusinessGroup } from './entities/business-group.entity';
import { decodeKeysetCursor, splitPage } from '../../common/pagination/keyset';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { isStoredDateTime } from '../../common/pagination/stored-datetime';
import { BusinessGroupDto, BusinessGroupListDto } from './dto/business-group-response.dto';
import { mapBusinessGroup, mapBusinessGroupRow } from './business-group.mapper';
import { ApprovedGroupOwner, BusinessGroupsRepository } from './business-groups.repository';
import { businessGroupApprovedMail, businessGroupEditApprovedMail, businessGroupEditRejectedMail, businessGroupRejectedMail } from './business-group-emails';
import { assertAdmin } from '../../common/moderation/moderation-access';
import { ReadReplicas } from '../../common/database/read-replicas';

export type { ApprovedGroupOwner } from './business-groups.repository';

/** The Business Directory and its moderation. */
@Injectable()
export class BusinessGroupsService {
  private readonly moderated: ModeratedKind<BusinessGroup>;

  constructor(
    private readonly groups: BusinessGroupsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly replicas: ReadReplicas,
    private readonly feed: NotificationFeedService,
  ) {
    this.moderated = { records: groups, notFound: MESSAGES.moderation.businessGroupNotFound };
  }

  /**
   * Approved groups are the public Business Directory (by title); pending ones are the admin's queue.
   * A suspended owner's group leaves the directory with the owner. A page at a time, from a read replica caught up
   * with what the viewer wrote (issue #29).
   */
  async listByStatus(viewer: AuthUser | undefined, status: BusinessGroupStatus, page: PageRequest = {}): Promise<BusinessGroupListDto> {
    if (status !== BUSINESS_GROUP_STATUS.approved) assertAdmin(viewer);
    const limit = page.limit ?? LIMITS.listPageDefault;
    const after = page.cursor ? decodeKeysetCursor(page.cursor, () => true) : null;
    const text = page.q?.trim() || undefined;
    const rows = await this.replicas.read(viewer?.id ?? null, (manager) => this.groups.byTitle(status, after, limit + 1, text, manager));
    const { page: shown, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.title, id: Number(row.id) }));
    return { data: shown.map(mapBusinessGroupRow), next_cursor };
  }

  /** Every group whatever its status, newest first (the admin's full list). */
  async listAll(adminId: number, page: NewestFirstPageQueryDto = {}): Promise<BusinessGroupListDto> {
    const limit = page.limit ?? LIMITS.listPageDefault;
    const after = page.cursor ? decodeKeysetCursor(page.cursor, isStoredDateTime) : null;
    const rows = await this.replicas.read(adminId, (manager) => this.groups.newestFirst(after, limit + 1, manager));
    const { page: shown, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.created_at, id: Number(row.id) }));
    return { data: shown.map(mapBusinessGroupRow), next_cursor };
  }

  /** Groups waiting for a decision (the admin dashboard's count). */
  countPending(adminId: number | null = null): Promise<number> {
    return this.replicas.read(adminId, (manager) => this.groups.countPending(manager));
  }

  /** The owner of an approved group, whom the group's public contact form writes to; none if the owner is suspended. */
  approvedGroupOwner(userId: number): Promise<ApprovedGroupOwner | null> {
    return this.groups.approvedGroupOwner(userId);
  }

  /** The member's own approved listing `groupId`, named as a job's employer (jobs module); null when it is not one. */
  approvedListingOf(userId: number, groupId: number): Promise<{ id: number; title: string } | null> {
    return this.groups.approvedListingOf(userId, groupId);
  }

  async findById(id: number): Promise<BusinessGroupDto> {
    const group = await this.groups.findById(id);
    if (!group) throw new NotFoundException(MESSAGES.moderation.businessGroupNotFound);
    return mapBusinessGroup(group);
  }

  /** Shows the group in the Business Directory and tells its owner. */
  async approve(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    const current = await this.groups.findById(id);
    const edit = current?.pendingEdit ?? null;
    const editOnly = edit !== null && Number(current?.status) === BUSINESS_GROUP_STATUS.approved;
    const mail = editOnly ? businessGroupEditApprovedMail : businessGroupApprovedMail;
    // The edit goes in with the status, and changeStatus rewrites the search columns from the result.
    const group = await this.setStatus(
      actor,
      id,
      BUSINESS_GROUP_STATUS.approved,
      { ...(edit ?? {}), pendingEdit: null, rejectionReason: null },
      async (approved, manager) => {
        await this.feed.record(manager, { userId: approved.userId, kind: 'listing_approved', link: MY_LISTINGS_PATH });
        await this.notifications.notify(approved.userId, 'moderation_outcome', mail(ownerEmail(approved), approved, this.config.appUrl), manager);
      },
    );
    return mapBusinessGroup(group);
  }

  async reject(actor: AuthUser, id: number, reason: string | null = null): Promise<BusinessGroupDto> {
    const current = await this.groups.findById(id);
    // Refusing an edit of a listing that is public leaves the approved version where it is.
    const editOnly = current?.pendingEdit && Number(current.status) === BUSINESS_GROUP_STATUS.approved;
    const mail = editOnly ? businessGroupEditRejectedMail : businessGroupRejectedMail;
    const group = await this.setStatus(
      actor,
      id,
      editOnly ? BUSINESS_GROUP_STATUS.approved : BUSINESS_GROUP_STATUS.rejected,
      { pendingEdit: null, rejectionReason: reason },
      async (rejected, manager) => {
        await this.feed.record(manager, { userId: rejected.userId, kind: 'listing_rejected', link: MY_LISTINGS_PATH });
        await this.notifications.notify(rejected.userId, 'moderation_outcome', mail(ownerEmail(rejected), rejected, this.config.mail.contactEmail), manager);
      },
      'reject-business-group',
    );
    return mapBusinessGroup(group);
  }

  /** Removes the directory entry; the owner's account stays. */
  async remove(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    const group = await deleteModerated(this.transactions, this.moderated, id, (found, manager) =>
      this.audit.record(actor, 'delete-business-group', 'business-group', id, found.title, manager),
    );
    return mapBusinessGroup(group);
  }

  private setStatus(
    actor: AuthUser,
    id: number,
    status: BusinessGroupStatus,
    alongside: Partial<BusinessGroup>,
    /** The owner's mail, queued in the decision's transaction. */
    tell: (group: BusinessGroup, manager: EntityManager) => Promise<unknown>,
    action: AuditAction = status === BUSINESS_GROUP_STATUS.approved ? 'approve-business-group' : 'reject-business-group',
  ): Promise<BusinessGroup> {
    return changeStatus(
      this.transactions,
      this.moderated,
      id,
      status,
      async (group, manager) => {
        await this.audit.record(actor, action, 'business-group', id, group.title, manager);
        await tell(group, manager);
      },
      alongside,
    );
  }
}

/** limit and cursor as the query DTO has validated them. */
interface PageRequest {
  q?: string;
  limit?: number;
  cursor?: string;
}

function ownerEmail(group: BusinessGroup): string {
  return group.owner?.email ?? group.email;
}
