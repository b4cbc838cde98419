import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';

/**
 * The business listing a business registration files with its account, and its removal when the account is taken
 * over by the owner of the address (UnprovenAccountTakeover). Both write the business-groups module's table inside
 * the account's own transaction, which BusinessGroupsService offers no door for yet; they are here, in one place
 * named for it, until it does.
 */
@Injectable()
export class BusinessListingsRepository {
  file(listing: BusinessGroup, manager: EntityManager): Promise<BusinessGroup> {
    return manager.save(listing);
  }

  async withdrawAllOf(userId: number, manager: EntityManager): Promise<void> {
    await manager.delete(BusinessGroup, { userId });
  }
}
