import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ACCOUNT_TEXTS, BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { BusinessGroup, BusinessGroupEdit } from './entities/business-group.entity';
import { EditBusinessGroupDto } from './dto/my-business-group.dto';
import { BusinessGroupsRepository } from './business-groups.repository';

/** My business (/account/business-groups): the owner's listings; another's answers 404. */
@Injectable()
export class MyBusinessGroupsService {
  constructor(private readonly groups: BusinessGroupsRepository) {}

  list(ownerId: number): Promise<BusinessGroup[]> {
    return this.groups.allOf(ownerId);
  }

  async edit(ownerId: number, id: number, dto: EditBusinessGroupDto): Promise<BusinessGroup> {
    if (dto.title === undefined && dto.description === undefined && dto.website_url === undefined) {
      throw new BadRequestException(ACCOUNT_TEXTS.nothingToChange);
    }
    const group = await this.groups.ownGroup(ownerId, id);
    if (!group) throw new NotFoundException(ACCOUNT_TEXTS.businessGroupNotFound);
    applyBusinessGroupEdit(group, dto);
    await this.groups.writeEdit(group);
    return group;
  }

  /** Account deletion: the owner's listings leave the directory with the account. */
  async removeAllOf(ownerId: number): Promise<void> {
    await this.groups.deleteAllOf(ownerId);
  }

  /** A business registration files its listing, pending review, in the same transaction as the account. */
  fileWithRegistration(listing: BusinessGroup, manager: EntityManager): Promise<BusinessGroup> {
    listing.status = BUSINESS_GROUP_STATUS.pending;
    return this.groups.fileInside(listing, manager);
  }

  /** An unproven account taken over by the owner of its address: what the earlier holder listed goes, in the takeover's transaction. */
  async withdrawAllInside(ownerId: number, manager: EntityManager): Promise<void> {
    await this.groups.deleteAllOf(ownerId, manager);
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
