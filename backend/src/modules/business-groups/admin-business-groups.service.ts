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
import { applyIds, applySearch, listPage } from '../../common/pagination/list-query-builder';
import { BusinessGroupDecisionDto } from './dto/business-group-decision.dto';
import { AdminBusinessGroupFilter } from './admin-business-groups-list';

/** The numeric statuses whose name contains the search text: "pend" finds status 0. */
export function statusesNamed(q: string): number[] {
  const text = q.toLowerCase();
  return Object.entries(BUSINESS_GROUP_STATUS)
    .filter(([name]) => name.includes(text))
    .map(([, status]) => status);
}

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
    const { q, status, id } = query.filter;
    const qb = this.groups.createQueryBuilder('business_group');
    if (status !== undefined) qb.andWhere('business_group.status = :status', { status });
    applyIds(qb, 'business_group.id', id);
    applySearch(
      qb,
      q,
      ['business_group.title', 'business_group.description', 'business_group.website', 'business_group.industry', 'business_group.email'],
      (where, text) => {
        const statuses = statusesNamed(text);
        if (statuses.length) where.orWhere('business_group.status IN (:...namedStatuses)', { namedStatuses: statuses });
      },
    );
    return listPage(qb, query, 'business_group.id', mapBusinessGroup);
  }

  findOne(id: number): Promise<BusinessGroupDto> {
    return this.groupsService.findById(id);
  }

  decide(actor: AuthUser, id: number, dto: BusinessGroupDecisionDto): Promise<BusinessGroupDto> {
    return dto.status === BUSINESS_GROUP_STATUS.approved ? this.groupsService.approve(actor, id) : this.groupsService.reject(actor, id, rejectionReasonText(dto.reason_code, dto.reason));
  }

  /** Answers the deleted group: react-admin's delete reads it back. */
  remove(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    return this.groupsService.remove(actor, id);
  }
}
