import { Injectable, NotFoundException } from '@nestjs/common';
import { BUSINESS_GROUP_STATUS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { AdminBusinessGroupDto, BusinessGroupDto } from './dto/business-group-response.dto';
import { mapAdminBusinessGroup } from './business-group.mapper';
import { BusinessGroupsService } from './business-groups.service';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { BusinessGroupDecisionDto } from './dto/business-group-decision.dto';
import { AdminBusinessGroupFilter } from './admin-business-groups-list';
import { decide } from '../../common/moderation/moderation-decision';
import { BusinessGroupsRepository } from './business-groups.repository';
import { ReadReplicas } from '../../common/database/read-replicas';

/**
 * The business-groups resource of the admin panel. Lists are queried here; approving, rejecting and deleting
 * belong to BusinessGroupsService (audit entry, the owner's mail).
 */
@Injectable()
export class AdminBusinessGroupsService {
  constructor(
    private readonly groups: BusinessGroupsRepository,
    private readonly groupsService: BusinessGroupsService,
    private readonly replicas: ReadReplicas,
  ) {}

  /** From a read replica caught up with this admin's own decisions (issue #29). */
  async list(query: ListQuery<AdminBusinessGroupFilter>, adminId: number | null = null): Promise<ListPage<AdminBusinessGroupDto>> {
    const page = await this.replicas.read(adminId, (manager) => this.groups.adminPage(query, manager));
    return { ...page, data: page.data.map(mapAdminBusinessGroup) };
  }

  async findOne(id: number): Promise<AdminBusinessGroupDto> {
    const group = await this.groups.findById(id);
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
