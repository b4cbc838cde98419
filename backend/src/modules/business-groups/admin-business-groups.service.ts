import { rejectionReasonText } from '@community/vocabulary';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupDto } from './dto/business-group-response.dto';
import { mapBusinessGroup } from './business-group.mapper';
import { BusinessGroupsService } from './business-groups.service';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { BusinessGroupDecisionDto } from './dto/business-group-decision.dto';
import { AdminBusinessGroupFilter } from './admin-business-groups-list';
import { refuseChangedReadOnlyFields } from '../../common/moderation/whole-record-update';
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

  list(query: ListQuery<AdminBusinessGroupFilter>): Promise<ListPage<BusinessGroupDto>> {
    const { q, status, email, website, user_id, id } = query.filter;
    const qb = this.groups.createQueryBuilder('business_group');
    applyEquals(qb, { 'business_group.status': status, 'business_group.email': email, 'business_group.website': website, 'business_group.userId': user_id });
    applyIds(qb, 'business_group.id', id);
    return listPage(qb, query, 'business_group.id', mapBusinessGroup, {
      q: q,
      column: BUSINESS_GROUP_SEARCH.columns[0],
      literalFields: [
      'business_group.title',
      'business_group.description',
      'business_group.website',
      'business_group.industry',
      'business_group.email',
    ],
      orderedBy: ['business_group.id'],
      countFromWordCounts: false,
    });
  }

  findOne(id: number): Promise<BusinessGroupDto> {
    return this.groupsService.findById(id);
  }

  async decide(actor: AuthUser, id: number, dto: BusinessGroupDecisionDto): Promise<BusinessGroupDto> {
    refuseChangedReadOnlyFields(dto, await this.groupsService.findById(id));
    return dto.status === BUSINESS_GROUP_STATUS.approved ? this.groupsService.approve(actor, id) : this.groupsService.reject(actor, id, rejectionReasonText(dto.reason_code, dto.reason));
  }

  /** Answers the deleted group: react-admin's delete reads it back. */
  remove(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    return this.groupsService.remove(actor, id);
  }
}
