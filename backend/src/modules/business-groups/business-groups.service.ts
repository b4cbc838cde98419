import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS, BusinessGroupStatus, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { MailService } from '../mail/mail.service';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupDto } from './dto/business-group-response.dto';
import { mapBusinessGroup } from './business-group.mapper';
import { businessGroupApprovedMail, businessGroupRejectedMail } from './business-group-emails';
import { assertAdmin } from './moderation-access';

@Injectable()
export class BusinessGroupsService {
  constructor(
    @InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Approved groups are the public Business Directory (by title); pending ones are the admin's queue.
   * A suspended owner's group leaves the directory with the owner.
   */
  async listByStatus(viewer: AuthUser | undefined, status: BusinessGroupStatus): Promise<BusinessGroupDto[]> {
    if (status !== BUSINESS_GROUP_STATUS.approved) assertAdmin(viewer);
    const query = this.groups.createQueryBuilder('business_group').where('business_group.status = :status', { status });
    if (status === BUSINESS_GROUP_STATUS.approved) {
      query.innerJoin('business_group.owner', 'owner').andWhere('owner.suspended_at IS NULL');
    }
    const rows = await query.orderBy('business_group.title', 'ASC').addOrderBy('business_group.id', 'ASC').getMany();
    return rows.map(mapBusinessGroup);
  }

  /** Every group whatever its status, newest first (the admin's full list). */
  async listAll(): Promise<BusinessGroupDto[]> {
    const rows = await this.groups.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(mapBusinessGroup);
  }

  async findById(id: number): Promise<BusinessGroupDto> {
    const group = await this.groups.findOneBy({ id });
    if (!group) throw new NotFoundException(MESSAGES.moderation.businessGroupNotFound);
    return mapBusinessGroup(group);
  }

  /** Shows the group in the Business Directory and tells its owner. */
  async approve(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    const group = await this.setStatus(actor, id, BUSINESS_GROUP_STATUS.approved);
    await this.mail.send(businessGroupApprovedMail(ownerEmail(group), group, this.config.appUrl));
    return mapBusinessGroup(group);
  }

  async reject(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    const group = await this.setStatus(actor, id, BUSINESS_GROUP_STATUS.rejected);
    await this.mail.send(businessGroupRejectedMail(ownerEmail(group), group, this.config.mail.contactEmail));
    return mapBusinessGroup(group);
  }

  /** Removes the directory entry; the owner's account stays. */
  async remove(actor: AuthUser, id: number): Promise<BusinessGroupDto> {
    return this.dataSource.transaction(async (manager) => {
      const group = await this.existingGroup(manager, id);
      const result = await manager.delete(BusinessGroup, { id });
      if (!result.affected) throw new NotFoundException(MESSAGES.moderation.businessGroupNotFound);
      await this.audit.record(actor, 'delete-business-group', 'business-group', id, group.title, manager);
      return mapBusinessGroup(group);
    });
  }

  private setStatus(actor: AuthUser, id: number, status: BusinessGroupStatus): Promise<BusinessGroup> {
    return this.dataSource.transaction(async (manager) => {
      const group = await this.existingGroup(manager, id);
      await manager.update(BusinessGroup, { id }, { status });
      group.status = status;
      const action = status === BUSINESS_GROUP_STATUS.approved ? 'approve-business-group' : 'reject-business-group';
      await this.audit.record(actor, action, 'business-group', id, group.title, manager);
      return group;
    });
  }

  private async existingGroup(manager: EntityManager, id: number): Promise<BusinessGroup> {
    const group = await manager.findOne(BusinessGroup, { where: { id }, relations: { owner: true } });
    if (!group) throw new NotFoundException(MESSAGES.moderation.businessGroupNotFound);
    return group;
  }
}

function ownerEmail(group: BusinessGroup): string {
  return group.owner?.email ?? group.email;
}
