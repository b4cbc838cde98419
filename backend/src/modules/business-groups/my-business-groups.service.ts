import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ACCOUNT_TEXTS, BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { BusinessGroup, BusinessGroupEdit } from './entities/business-group.entity';
import { EditBusinessGroupDto } from './dto/my-business-group.dto';
import { BUSINESS_GROUP_SEARCH } from './business-group-search';

/** My business (/account/business-groups): the owner's listings; another's answers 404. */
@Injectable()
export class MyBusinessGroupsService {
  constructor(@InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>) {}

  list(ownerId: number): Promise<BusinessGroup[]> {
    return this.groups.find({ where: { userId: ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async edit(ownerId: number, id: number, dto: EditBusinessGroupDto): Promise<BusinessGroup> {
    if (dto.title === undefined && dto.description === undefined && dto.website_url === undefined) {
      throw new BadRequestException(ACCOUNT_TEXTS.nothingToChange);
    }
    const group = await this.groups.findOneBy({ id, userId: ownerId });
    if (!group) throw new NotFoundException(ACCOUNT_TEXTS.businessGroupNotFound);
    applyBusinessGroupEdit(group, dto);
    await this.groups.update({ id }, { title: group.title, description: group.description, website: group.website, status: group.status, pendingEdit: group.pendingEdit, rejectionReason: group.rejectionReason, ...BUSINESS_GROUP_SEARCH.derive(group) });
    return group;
  }

  /** Account deletion: the owner's listings leave the directory with the account. */
  async removeAllOf(ownerId: number): Promise<void> {
    await this.groups.delete({ userId: ownerId });
  }
}

/**
 * Every edit goes through review. An approved listing keeps its public text and holds the edit aside until an
 * admin approves it; a pending or rejected one is not public, so the edit replaces it and it waits (again).
 */
export function applyBusinessGroupEdit(group: BusinessGroup, dto: EditBusinessGroupDto): void {
  const base: BusinessGroupEdit = group.pendingEdit ?? { title: group.title, description: group.description, website: group.website };
  const next: BusinessGroupEdit = {
    title: dto.title?.trim() ?? base.title,
    description: dto.description?.trim() ?? base.description,
    website: dto.website_url === undefined ? base.website : dto.website_url.trim() || null,
  };
  group.rejectionReason = null;
  if (Number(group.status) === BUSINESS_GROUP_STATUS.approved) {
    group.pendingEdit = next;
    return;
  }
  Object.assign(group, { title: next.title, description: next.description, website: next.website, status: BUSINESS_GROUP_STATUS.pending, pendingEdit: null });
}
