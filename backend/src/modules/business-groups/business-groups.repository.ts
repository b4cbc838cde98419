import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS, BusinessGroupStatus } from '@community/vocabulary';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { KeysetCursor } from '../../common/pagination/keyset';
import { searchDialect } from '../../common/search/full-text';
import { searchPlanFor } from '../../common/search/word-counts';
import { ModeratedRecords } from '../../common/moderation/status-transitions';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupRow, DatedBusinessGroupRow, businessGroupsByTitleQuery, businessGroupsNewestFirstQuery } from './business-groups.query';
import { AdminBusinessGroupFilter } from './admin-business-groups-list';
import { BUSINESS_GROUP_SEARCH } from './business-group-search';

/** The owner an approved group's public contact form writes to, with the group. */
export interface ApprovedGroupOwner {
  id: number;
  name: string;
  email: string;
  groupId: number;
  groupTitle: string;
}

/** Every query of the business_groups table: the directory, an owner's listings, moderation. */
@Injectable()
export class BusinessGroupsRepository implements ModeratedRecords<BusinessGroup> {
  constructor(@InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>) {}

  /**
   * One status's groups by title (the public directory, the admin's queue), as plain selected columns (raw SQL,
   * business-groups.query.ts): the directory is public and read by every visitor. A search first asks the word
   * counts how to read the page. Through `manager` on a read replica (ReadReplicas), like the lists and count below.
   */
  async byTitle(
    status: BusinessGroupStatus,
    after: KeysetCursor | null,
    take: number,
    text?: string,
    manager: EntityManager = this.groups.manager,
  ): Promise<BusinessGroupRow[]> {
    const dialect = searchDialect(this.groups.manager.connection);
    const search = text ? { text, dialect, plan: await searchPlanFor(manager, dialect, BUSINESS_GROUP_SEARCH.columns[1], text, take) } : undefined;
    const { sql, params } = businessGroupsByTitleQuery(status, after, take, search);
    return manager.query(sql, params);
  }

  /** Every group whatever its status, newest first. */
  newestFirst(after: KeysetCursor | null, take: number, manager: EntityManager = this.groups.manager): Promise<DatedBusinessGroupRow[]> {
    const { sql, params } = businessGroupsNewestFirstQuery(after, take);
    return manager.query(sql, params);
  }

  /** The admin panel's business-groups resource: filters, search and sort as react-admin sends them. */
  adminPage(query: ListQuery<AdminBusinessGroupFilter>, manager?: EntityManager): Promise<ListPage<BusinessGroup>> {
    const { q, status, email, website, user_id, id, pending_edit } = query.filter;
    const qb = (manager?.getRepository(BusinessGroup) ?? this.groups).createQueryBuilder('business_group');
    applyEquals(qb, { 'business_group.status': status, 'business_group.email': email, 'business_group.website': website, 'business_group.userId': user_id });
    applyIds(qb, 'business_group.id', id);
    if (pending_edit !== undefined) qb.andWhere(`business_group.pendingEdit IS ${pending_edit ? 'NOT ' : ''}NULL`);
    return listPage(qb, query, 'business_group.id', (group) => group, {
      q,
      column: BUSINESS_GROUP_SEARCH.columns[0],
      literalFields: ['business_group.title', 'business_group.description', 'business_group.website', 'business_group.industry', 'business_group.email'],
      orderedBy: ['business_group.id'],
      countFromWordCounts: false,
    });
  }

  countPending(manager?: EntityManager): Promise<number> {
    return (manager?.getRepository(BusinessGroup) ?? this.groups).countBy({ status: BUSINESS_GROUP_STATUS.pending });
  }

  findById(id: number): Promise<BusinessGroup | null> {
    return this.groups.findOneBy({ id });
  }

  /** The group `groupId` if this member owns it and it is approved. */
  async approvedListingOf(userId: number, groupId: number): Promise<{ id: number; title: string } | null> {
    const group = await this.groups.findOne({ select: { id: true, title: true }, where: { id: groupId, userId, status: BUSINESS_GROUP_STATUS.approved } });
    return group ? { id: group.id, title: group.title } : null;
  }

  /** The owner of the member's first approved group, unless the owner is suspended. */
  async approvedGroupOwner(userId: number): Promise<ApprovedGroupOwner | null> {
    const row: { group_id: number | string; group_title: string; owner_id: number | string; owner_name: string; owner_email: string } | undefined =
      await this.groups
        .createQueryBuilder('business_group')
        .innerJoin('business_group.owner', 'owner')
        .select(['business_group.id AS group_id', 'business_group.title AS group_title'])
        .addSelect(['owner.id AS owner_id', 'owner.name AS owner_name', 'owner.email AS owner_email'])
        .where('business_group.userId = :userId', { userId })
        .andWhere('business_group.status = :approved', { approved: BUSINESS_GROUP_STATUS.approved })
        .andWhere('owner.suspendedAt IS NULL')
        .orderBy('business_group.id', 'ASC')
        .limit(1)
        .getRawOne();
    if (!row) return null;
    return { id: Number(row.owner_id), name: row.owner_name, email: row.owner_email, groupId: Number(row.group_id), groupTitle: row.group_title };
  }

  // --- moderation (common/moderation/status-transitions.ts) ---

  forDecision(id: number, manager: EntityManager): Promise<BusinessGroup | null> {
    return manager.findOne(BusinessGroup, { where: { id }, relations: { owner: true } });
  }

  async writeDecision(group: BusinessGroup, changes: Partial<BusinessGroup>, manager: EntityManager): Promise<void> {
    await manager.update(BusinessGroup, { id: group.id }, { ...changes, ...BUSINESS_GROUP_SEARCH.derive(group) });
  }

  async deleteDecided(id: number, manager: EntityManager): Promise<boolean> {
    return !!(await manager.delete(BusinessGroup, { id })).affected;
  }

  // --- an owner's own listings ---

  /** The owner's listings in every status, newest first. */
  allOf(ownerId: number): Promise<BusinessGroup[]> {
    return this.groups.find({ where: { userId: ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  ownGroup(ownerId: number, id: number): Promise<BusinessGroup | null> {
    return this.groups.findOneBy({ id, userId: ownerId });
  }

  /** The owner's edit as applyBusinessGroupEdit left the group, with the search columns derived from it. */
  async writeEdit(group: BusinessGroup): Promise<void> {
    await this.groups.update(
      { id: group.id },
      {
        title: group.title,
        description: group.description,
        website: group.website,
        status: group.status,
        pendingEdit: group.pendingEdit,
        rejectionReason: group.rejectionReason,
        ...BUSINESS_GROUP_SEARCH.derive(group),
      },
    );
  }

  async deleteAllOf(ownerId: number, manager?: EntityManager): Promise<void> {
    await (manager ? manager.delete(BusinessGroup, { userId: ownerId }) : this.groups.delete({ userId: ownerId }));
  }

  /** A listing filed inside another unit of work (a business registration's transaction). */
  fileInside(listing: BusinessGroup, manager: EntityManager): Promise<BusinessGroup> {
    return manager.save(listing);
  }
}
