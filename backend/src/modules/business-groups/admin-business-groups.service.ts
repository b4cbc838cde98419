import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { BusinessGroup } from './entities/business-group.entity';
import { AdminBusinessGroupDto, BusinessGroupDto } from './dto/business-group-response.dto';
import { mapAdminBusinessGroup } from './business-group.mapper';
import { BusinessGroupsService } from './business-groups.service';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { BusinessGroupDecisionDto } from './dto/business-group-decision.dto';
import { AdminBusinessGroupFilter } from './admin-business-groups-list';
import { decide } from '../../common/moderation/moderation-decision';
import { BUSINESS_GROUP_SEARCH } from './business-group-search';

/**
 * The business-groups resource of the admin panel. Lists are queried here; approving, rejecting and deleting
 * belong to BusinessGroupsService (audit entry, the owner's mail).
 */
@Injectable()
export class AdminBusinessGroupsService {
  constructor(
    @InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>,
    private readonly groupsService: BusinessGroupsService,
  ) {}

  list(query: ListQuery<AdminBusinessGroupFilter>): Promise<ListPage<AdminBusinessGroupDto>> {
    const { q, status, email, website, user_id, id, pending_edit } = query.filter;
    const qb = this.groups.createQueryBuilder('business_group');
    applyEquals(qb, { 'business_group.status': status, 'business_group.email': email, 'business_group.website': website, 'business_group.userId': user_id });
    applyIds(qb, 'business_group.id', id);
    if (pending_edit !== undefined) qb.andWhere(`business_group.pendingEdit IS ${pending_edit ? 'NOT ' : ''}NULL`);
    return listPage(qb, query, 'business_group.id', mapAdminBusinessGroup, {
      q,
      column: BUSINESS_GROUP_SEARCH.columns[0],
      literalFields: ['business_group.title', 'business_group.description', 'business_group.website', 'business_group.industry', 'business_group.email'],
      orderedBy: ['business_group.id'],
      countFromWordCounts: false,
    });
  }

  async findOne(id: number): Promise<AdminBusinessGroupDto> {
    const group = await this.groups.findOneBy({ id });
    if (!group) throw new NotFoundException(MESSAGES.moderation.businessGroupNotFound);
    return mapAdminBusinessGroup(group);
  }

  /**
   * Approving applies an edit waiting for review; rejecting one keeps the live version (BusinessGroupsService).
   * Answers the group as the panel shows it afterwards.
   */
  async decide(actor: AuthUser, id: number, dto: BusinessGroupDecisionDto): Promise<AdminBusinessGroupDto> {
    await decide(dto, BUSINESS_GROUP_STATUS.approved, {
      current: () => this.findOne(id),
      approve: () => this.groupsService.approve(actor, id),
      reject: (reason) => this.groupsService.reject(actor, id, reason),
    });
    return this.findOne(id);
  }

  /** Answers the deleted group: react-admin's delete reads it back. */
  remove(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    return this.groupsService.remove(actor, id);
  }
}
